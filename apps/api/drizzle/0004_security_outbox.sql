-- Reset codes live ten minutes: the rows of the old shape (with the address in clear) are removed.
DELETE FROM "password_resets";--> statement-breakpoint
DROP INDEX "password_resets_email_idx";--> statement-breakpoint
ALTER TABLE "password_resets" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "email_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "password_resets_email_hash_idx" ON "password_resets" USING btree ("email_hash","created_at");--> statement-breakpoint
-- E-mails already in the outbox were sent from the restaurant's address.
ALTER TABLE "outbox" ADD COLUMN "from_address" text;--> statement-breakpoint
UPDATE "outbox" SET "from_address" = coalesce((SELECT "name" || ' <' || "email" || '>' FROM "restaurants" ORDER BY "id" LIMIT 1), '');--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "from_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;
