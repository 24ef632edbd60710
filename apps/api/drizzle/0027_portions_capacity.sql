ALTER TABLE "categories" ADD COLUMN "portions_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "slot_portion_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "large_order_portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "large_order_extra_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD COLUMN "portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_portions_check" CHECK ("slot_bookings"."portions" >= 0);--> statement-breakpoint
-- The seeded drinks category is exempt from portions (issue 33): a lassi takes no cook's time.
UPDATE "categories" SET "portions_exempt" = true WHERE lower("name") = 'drinks';
