-- The background workers of every instance hear, over NOTIFY on channel work_ready, that work
-- was committed (docs/decisions/060-session-cache.md, "Work notices"): 'mail' for a message in
-- the outbox, 'webhooks' for a delivery to make, 'municipalities' for changed settings. A
-- worker then looks at once, on every instance, and its poll is only a backstop while notices
-- flow. NOTIFY is sent at commit and folds repeats within a transaction into one.
CREATE FUNCTION "notify_work_ready"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('work_ready', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "outbox_work_notice" AFTER INSERT ON "outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_work_ready"('mail');--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_work_notice" AFTER INSERT ON "webhook_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_work_ready"('webhooks');--> statement-breakpoint
CREATE TRIGGER "municipalities_revision_work_notice" AFTER UPDATE ON "municipalities_revision"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_work_ready"('municipalities');
