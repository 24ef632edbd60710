-- Decision 073: the fake-order guard's rules, the codes texted to phones (hashed), the staff's marks
-- and the orders let through with a flag.
CREATE TABLE "fake_order_rules" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "phone_checks_tries_check" CHECK ("phone_checks"."tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"value" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	CONSTRAINT "customer_marks_target_check" CHECK ("customer_marks"."target" in ('account', 'phone', 'email', 'address')),
	CONSTRAINT "customer_marks_kind_check" CHECK ("customer_marks"."kind" in ('flag', 'card_only', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "flagged_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fake_order_rules" ADD CONSTRAINT "fake_order_rules_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_checks" ADD CONSTRAINT "phone_checks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_checks" ADD CONSTRAINT "phone_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_marks" ADD CONSTRAINT "customer_marks_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_marks" ADD CONSTRAINT "customer_marks_lifted_by_staff_members_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_orders" ADD CONSTRAINT "flagged_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_checks_phone_idx" ON "phone_checks" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "phone_checks_customer_idx" ON "phone_checks" USING btree ("customer_id","sent_at");--> statement-breakpoint
CREATE INDEX "phone_checks_address_idx" ON "phone_checks" USING btree ("client_address","sent_at");--> statement-breakpoint
CREATE INDEX "customer_marks_value_idx" ON "customer_marks" USING btree ("target","value");
