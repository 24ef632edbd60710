CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"copies" integer NOT NULL,
	"ticket" jsonb NOT NULL,
	"token" text NOT NULL,
	"state" text NOT NULL,
	"result_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "print_jobs_state_check" CHECK ("print_jobs"."state" in ('queued', 'fetched', 'printed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"print_on" text NOT NULL,
	"copies" integer NOT NULL,
	"paper_columns" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"last_seen_at" timestamp with time zone,
	"reported_status" text,
	"reported_code" text,
	"reported_state" text,
	"mac" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "printers_print_on_check" CHECK ("printers"."print_on" in ('arrival', 'acceptance')),
	CONSTRAINT "printers_copies_check" CHECK ("printers"."copies" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_token_idx" ON "print_jobs" USING btree ("token");--> statement-breakpoint
CREATE INDEX "print_jobs_printer_state_idx" ON "print_jobs" USING btree ("printer_id","state","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "printers_restaurant_idx" ON "printers" USING btree ("restaurant_id");