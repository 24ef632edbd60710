ALTER TABLE "preorders" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_answered_by_staff_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preorders_status_idx" ON "preorders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_status_check" CHECK ("preorders"."status" in ('new', 'confirmed', 'declined'));