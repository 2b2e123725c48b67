-- Realtime fan-out (ARCHITECTURE.md): every change to a user's record, and every ended session, is announced on
-- the `wishah_events` channel so each app instance's /api/events can tell that user's open pages. Only the id
-- travels (NOTIFY payloads are small and public to every listener); listeners read the record themselves.
CREATE OR REPLACE FUNCTION wishah_notify_user_change() RETURNS trigger AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := OLD.id;
  ELSE
    changed_user := OLD.user_id;
  END IF;
  PERFORM pg_notify('wishah_events', json_build_object('type', 'user', 'id', changed_user)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION wishah_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION wishah_notify_user_change();
