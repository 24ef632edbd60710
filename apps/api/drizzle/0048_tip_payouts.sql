CREATE TABLE "tip_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tip_payouts_amount_check" CHECK ("tip_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "tip_payouts" ADD CONSTRAINT "tip_payouts_recorded_by_staff_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_payouts_paid_on_idx" ON "tip_payouts" USING btree ("paid_on","id");