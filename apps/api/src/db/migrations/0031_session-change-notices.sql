-- Every instance caches the sessions it has checked (docs/decisions/060-session-cache.md). These
-- triggers tell all of them, over NOTIFY on channel session_changes, which entries to drop:
-- 's:<id_hash>' for one session, 'u:<user id>' for every session of an account, '*' for all.
-- NOTIFY is sent at commit, so an instance never drops an entry before the change is visible.
CREATE FUNCTION "notify_session_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD.id_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_account_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'u:' || OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_mfa_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('session_changes', 'u:' || NEW.user_id::text);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_all_sessions_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
-- last_active_at is left out: a touch on one instance leaves the others' entries older, and an
-- older last activity can only make an instance read the row again, never keep a dead session.
CREATE TRIGGER "sessions_change_notice" AFTER DELETE OR UPDATE OF "id_hash", "user_id", "municipality_key", "expires_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_row_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notice" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_change"();--> statement-breakpoint
-- What the session lookup returns about the account; a deleted account's sessions go by cascade.
CREATE TRIGGER "users_session_change_notice" AFTER UPDATE OF "email", "role", "status", "municipality_key" ON "users"
  FOR EACH ROW WHEN (
    OLD."email" IS DISTINCT FROM NEW."email" OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."municipality_key" IS DISTINCT FROM NEW."municipality_key"
  ) EXECUTE FUNCTION "notify_account_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_session_notice" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_change"();--> statement-breakpoint
CREATE TRIGGER "user_mfa_session_change_notice" AFTER INSERT OR DELETE OR UPDATE OF "enabled_at", "user_id", "municipality_key" ON "user_mfa"
  FOR EACH ROW EXECUTE FUNCTION "notify_mfa_session_change"();--> statement-breakpoint
CREATE TRIGGER "user_mfa_truncate_session_notice" AFTER TRUNCATE ON "user_mfa"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_sessions_change"();
