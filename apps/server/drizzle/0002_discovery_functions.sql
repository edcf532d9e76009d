-- What the home list's indexes need before they can be created (docs/decisions/025 and 026):
-- pg_trgm for the search indexes, and the trending score as an IMMUTABLE function so an
-- expression index can store it. The formula is docs/decisions/025-trending-formula.md; changing
-- it means a new migration replacing the function and then REINDEX INDEX projects_status_trending_idx.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_trending_score(
  likes integer,
  comments integer,
  investors integer,
  raised_lamports bigint,
  created_at timestamptz
) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- Only immutable operators: seconds since the epoch come from timestamptz - timestamptz, not from
-- extract(epoch from timestamptz), which PostgreSQL marks stable.
AS $$
  SELECT log(
    1 + likes::double precision + 2 * comments::double precision + 3 * investors::double precision
      + raised_lamports::double precision / 1e9::double precision
  )
    + extract(epoch from (created_at - to_timestamp(0)))::double precision / 45000
$$;
