ALTER TABLE "staff_members" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "locks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "locked_until" timestamp with time zone;