-- The seed, for clients other than the harness (docker-compose.yml runs it once at
-- init; with psql: `psql -f db/schema.sql -f db/seed.sql`). `just db-reset` does the same.
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
SELECT reset_users(10000);
