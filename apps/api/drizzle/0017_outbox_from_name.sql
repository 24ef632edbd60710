ALTER TABLE "outbox" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "from_name" = regexp_replace("from_address", '\s*<[^<>]*>$', ''), "from_address" = substring("from_address" from '<([^<>]*)>$') WHERE "from_address" ~ '<[^<>]*>$';
