-- Decision 060: wrong staff passwords hold back the network they come from, for that e-mail address
-- only, instead of locking the account for everyone (issue 30's lock, migration 0018).
CREATE TABLE "staff_sign_in_holds" (
	"email" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"holds" integer DEFAULT 0 NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_holds_email_source_pk" PRIMARY KEY("email","source")
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "sign_in_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "locks";--> statement-breakpoint
ALTER TABLE "staff_members" DROP COLUMN "locked_until";
