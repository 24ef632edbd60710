ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allergy_answer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allergy_details" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('online', 'phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_allergy_check" CHECK ("orders"."allergy_answer" in ('no', 'yes'));--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_link_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"gateway_url" text,
	"intent_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_links_amount_check" CHECK ("payment_links"."amount_cents" > 0),
	CONSTRAINT "payment_links_purpose_check" CHECK ("payment_links"."purpose" in ('phone_order', 'change')),
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('open', 'paid', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_idx" ON "payment_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_gateway_ref_idx" ON "payment_links" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "payment_links_order_idx" ON "payment_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("expires_at") WHERE "payment_links"."status" = 'open';
