CREATE TABLE "cash_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"counted_by" integer,
	"orders" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_ups_difference_check" CHECK ("cash_ups"."difference_cents" = "cash_ups"."counted_cents" - "cash_ups"."expected_cents")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone NOT NULL,
	"picked_up_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cash_up_id" integer,
	CONSTRAINT "order_deliveries_state_check" CHECK ("order_deliveries"."state" in ('assigned', 'picked_up', 'delivered', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_driver_id_staff_members_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_counted_by_staff_members_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_driver_id_staff_members_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_assigned_by_staff_members_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_ups_created_idx" ON "cash_ups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_under_way_idx" ON "order_deliveries" USING btree ("order_id") WHERE "order_deliveries"."state" in ('assigned', 'picked_up');--> statement-breakpoint
CREATE INDEX "order_deliveries_driver_idx" ON "order_deliveries" USING btree ("driver_id","state");--> statement-breakpoint
CREATE INDEX "order_deliveries_order_idx" ON "order_deliveries" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_driver_id_staff_members_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;