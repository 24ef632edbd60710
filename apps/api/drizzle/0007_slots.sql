CREATE TABLE "closed_dates" (
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	CONSTRAINT "closed_dates_restaurant_id_date_pk" PRIMARY KEY("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"restaurant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_restaurant_id_starts_at_pk" PRIMARY KEY("restaurant_id","starts_at"),
	CONSTRAINT "slot_bookings_taken_check" CHECK ("slot_bookings"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "slot_capacity" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "ordering_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "closed_dates" ADD CONSTRAINT "closed_dates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;