CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"version" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"old_total_cents" integer NOT NULL,
	"new_total_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"settlement" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_changes_settlement_check" CHECK ("order_changes"."settlement" in ('none', 'cash_due', 'cash', 'link', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "order_change_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_pay_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_version_idx" ON "order_changes" USING btree ("order_id","version");--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_change_id_order_changes_id_fk" FOREIGN KEY ("order_change_id") REFERENCES "public"."order_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_to_pay_check" CHECK ("orders"."to_pay_cents" >= 0);