-- Every process keeps live sessions in memory (docs/decisions/057-session-cache.md). A session
-- that ends, whoever ends it (a logout, a sign-in replacing it, the clean-up of expired rows, a
-- script), must be refused by every process at once: each statement that deletes sessions, or
-- shortens one's life, announces them on the realtime channel every process LISTENs on, sent on
-- commit. The payload is the hub's envelope (src/realtime/hub.ts) for the channel `sessions`
-- (src/realtime/channels.ts): the sessions' fingerprints (the first 64 bits of the SHA-256 of the
-- token hash, src/auth/session-cache.ts), never the hash itself; `null` (drop every session) for
-- a TRUNCATE or more sessions than one notification holds.
CREATE OR REPLACE FUNCTION memetank_session_fingerprint(token_hash text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT
AS $$ SELECT left(encode(sha256(convert_to(token_hash, 'UTF8')), 'hex'), 16) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION memetank_sessions_ended() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  ended text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('memetank_events', '{"channel":"sessions","data":null}');
    RETURN NULL;
  END IF;
  IF TG_LEVEL = 'ROW' THEN
    ended := ARRAY[memetank_session_fingerprint(OLD.token_hash)];
  ELSE
    SELECT array_agg(memetank_session_fingerprint(token_hash)) INTO ended
    FROM (SELECT token_hash FROM ended_sessions LIMIT 201) AS first_ended;
  END IF;
  IF ended IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ended) > 200 THEN
    PERFORM pg_notify('memetank_events', '{"channel":"sessions","data":null}');
  ELSE
    PERFORM pg_notify('memetank_events', json_build_object('channel', 'sessions', 'data', ended)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify
AFTER DELETE ON sessions
REFERENCING OLD TABLE AS ended_sessions
FOR EACH STATEMENT EXECUTE FUNCTION memetank_sessions_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated_notify
AFTER TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION memetank_sessions_ended();
--> statement-breakpoint
-- Touching last_seen_at forwards (at most every 5 minutes per session) is not an end: no event.
CREATE TRIGGER sessions_shortened_notify
AFTER UPDATE ON sessions
FOR EACH ROW
WHEN (
  OLD.token_hash IS DISTINCT FROM NEW.token_hash
  OR OLD.wallet IS DISTINCT FROM NEW.wallet
  OR NEW.expires_at < OLD.expires_at
  OR NEW.last_seen_at < OLD.last_seen_at
)
EXECUTE FUNCTION memetank_sessions_ended();
