ALTER TABLE "restaurants" ADD COLUMN "rating_ask_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE TABLE "rating_asks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"food" integer NOT NULL,
	"delivery" integer,
	"comment" text,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ratings_food_check" CHECK ("ratings"."food" between 1 and 5),
	CONSTRAINT "ratings_delivery_check" CHECK ("ratings"."delivery" is null or "ratings"."delivery" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "rating_asks" ADD CONSTRAINT "rating_asks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_asks" ADD CONSTRAINT "rating_asks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_hidden_by_staff_members_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_replied_by_staff_members_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_asks_due_idx" ON "rating_asks" USING btree ("due_at") WHERE "rating_asks"."asked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_idx" ON "ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ratings_created_idx" ON "ratings" USING btree ("created_at","id");
