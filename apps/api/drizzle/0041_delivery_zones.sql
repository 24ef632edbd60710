CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"area" jsonb NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_base_km" double precision DEFAULT 0 NOT NULL,
	"fee_per_km_cents" integer DEFAULT 0 NOT NULL,
	"minimum_order_cents" integer NOT NULL,
	"free_delivery_over_cents" integer,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_amounts_check" CHECK ("delivery_zones"."fee_cents" >= 0 and "delivery_zones"."fee_per_km_cents" >= 0 and "delivery_zones"."minimum_order_cents" >= 0 and "delivery_zones"."extra_minutes" >= 0 and ("delivery_zones"."free_delivery_over_cents" is null or "delivery_zones"."free_delivery_over_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_restaurant_idx" ON "delivery_zones" USING btree ("restaurant_id");--> statement-breakpoint
-- Decision 064: the old circle (the restaurant's radius around it, its fee by distance and its
-- minimum order) becomes the first zone, so nothing a customer sees changes until an admin draws.
INSERT INTO "delivery_zones" ("restaurant_id", "name", "area", "fee_kind", "fee_cents", "fee_base_km",
  "fee_per_km_cents", "minimum_order_cents", "free_delivery_over_cents", "extra_minutes", "enabled")
SELECT "id", 'Delivery area',
  jsonb_build_object('type', 'circle', 'center', jsonb_build_array("longitude", "latitude"), 'radius_km', "delivery_radius_km"),
  'distance', "delivery_base_fee_cents", "delivery_base_km", "delivery_per_km_cents", "minimum_order_cents", NULL, 0, true
FROM "restaurants" ORDER BY "id";--> statement-breakpoint
-- Placement keeps the zones with the settings (decision 054): a write to them moves the version.
CREATE TRIGGER "delivery_zones_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "delivery_zones"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "delivery_zones_settings_version_truncate" AFTER TRUNCATE ON "delivery_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
