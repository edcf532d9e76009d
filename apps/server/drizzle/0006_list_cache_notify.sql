-- Every process caches hot pages of the project list (docs/decisions/038). Any statement that
-- changes the projects table, whoever runs it (a request, a job, another process, a script),
-- announces it on the realtime channel every process LISTENs on, so each drops its cached pages.
-- One notification per statement, sent on commit; PostgreSQL folds identical ones in a
-- transaction into one. The payload is the hub's envelope (src/realtime/hub.ts) for the channel
-- `projects` (src/realtime/channels.ts).
CREATE OR REPLACE FUNCTION memetank_projects_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('memetank_events', '{"channel":"projects","data":null}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_changed_notify
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
FOR EACH STATEMENT EXECUTE FUNCTION memetank_projects_changed();
