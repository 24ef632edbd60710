CREATE TABLE "allergen_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"variation" text,
	"option" text,
	"before" text[] NOT NULL,
	"after" text[] NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allergen_changes" ADD CONSTRAINT "allergen_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergen_changes" ADD CONSTRAINT "allergen_changes_option_id_variation_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."variation_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergen_changes" ADD CONSTRAINT "allergen_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allergen_changes_product_idx" ON "allergen_changes" USING btree ("product_id","id");