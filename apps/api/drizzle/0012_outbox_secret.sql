ALTER TABLE "outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "secret" = true WHERE "subject" LIKE '%password reset code';
