-- Decision 057: the hours the menu is offered, and who placing tells of a new order (the kitchen
-- printers that print it on arrival, the staff's devices that hear of it), are kept in memory with
-- the settings; a write that changes them moves the version. Only the columns that decide who is
-- told: a printer's poll updates its row every few seconds, a member's sign-in theirs, and a
-- customer's subscription is not the staff's.
CREATE TRIGGER "schedule_windows_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "schedule_windows"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "schedule_windows_settings_version_truncate" AFTER TRUNCATE ON "schedule_windows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "printers_settings_version" AFTER INSERT OR DELETE OR UPDATE OF "restaurant_id", "print_on", "copies", "enabled" ON "printers"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "printers_settings_version_truncate" AFTER TRUNCATE ON "printers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "staff_members_settings_version" AFTER INSERT OR DELETE OR UPDATE OF "disabled_at" ON "staff_members"
  FOR EACH ROW EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "staff_members_settings_version_truncate" AFTER TRUNCATE ON "staff_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_settings_version_insert" AFTER INSERT ON "push_subscriptions"
  FOR EACH ROW WHEN (NEW."staff_member_id" IS NOT NULL) EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_settings_version_delete" AFTER DELETE ON "push_subscriptions"
  FOR EACH ROW WHEN (OLD."staff_member_id" IS NOT NULL) EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_settings_version_update" AFTER UPDATE OF "staff_member_id", "customer_id" ON "push_subscriptions"
  FOR EACH ROW WHEN (OLD."staff_member_id" IS NOT NULL OR NEW."staff_member_id" IS NOT NULL) EXECUTE FUNCTION "bump_settings_version"();--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_settings_version_truncate" AFTER TRUNCATE ON "push_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
