CREATE TABLE "schedule_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"product_id" integer,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	CONSTRAINT "schedule_windows_owner_check" CHECK (("schedule_windows"."category_id" is null) <> ("schedule_windows"."product_id" is null)),
	CONSTRAINT "schedule_windows_weekday_check" CHECK ("schedule_windows"."weekday" between 1 and 7),
	CONSTRAINT "schedule_windows_range_check" CHECK ("schedule_windows"."starts_at" < "schedule_windows"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variation_options" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_windows" ADD CONSTRAINT "schedule_windows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_windows" ADD CONSTRAINT "schedule_windows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_windows_category_idx" ON "schedule_windows" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "schedule_windows_product_idx" ON "schedule_windows" USING btree ("product_id");