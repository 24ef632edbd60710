-- Placement keeps the fake-order guard's rules with the settings (decision 054, issue 48): a write
-- to them moves the version, and the next order reads them again.
CREATE TRIGGER "fake_order_rules_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "fake_order_rules"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "fake_order_rules_settings_version_truncate" AFTER TRUNCATE ON "fake_order_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
