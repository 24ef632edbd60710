CREATE TABLE "settings_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settings_version_one_row_check" CHECK ("settings_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "settings_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Decision 054: any row written of the settings placing keeps in memory moves the version, in the writer's
-- transaction, so every process sees it with the write and reads the settings again.
CREATE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "restaurants_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "restaurants_settings_version_truncate" AFTER TRUNCATE ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "opening_hours"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "opening_hours_settings_version_truncate" AFTER TRUNCATE ON "opening_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "closed_dates_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "closed_dates"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "closed_dates_settings_version_truncate" AFTER TRUNCATE ON "closed_dates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "vat_rates_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "vat_rates"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "vat_rates_settings_version_truncate" AFTER TRUNCATE ON "vat_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
