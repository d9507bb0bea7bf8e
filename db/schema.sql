-- The one schema every variant runs against. The apps run no DDL: `just db` applies this
-- file to the embedded database, docker-compose.yml mounts it into the postgres image, and
-- an external database gets it once with `psql -f db/schema.sql`.
-- Re-running it is safe: nothing is dropped, and existing rows stay.

CREATE TABLE IF NOT EXISTS users (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name       varchar(100) NOT NULL,
    email      varchar(254) NOT NULL UNIQUE,
    created_at timestamptz  NOT NULL DEFAULT now()
);

-- Puts the table back to the identical seed: every benchmark run and `just db-reset`
-- start from the same rows, ids 1..n, with the same names, emails and timestamps.
-- It is a function so that any client can call it: `SELECT reset_users(10000);`
CREATE OR REPLACE FUNCTION reset_users(n integer DEFAULT 10000) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
    IF n < 0 THEN
        RAISE EXCEPTION 'reset_users: n must be >= 0, got %', n;
    END IF;
    TRUNCATE users RESTART IDENTITY;
    INSERT INTO users (name, email, created_at)
    SELECT 'User ' || g,
           'user' || g || '@example.com',
           timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second'
    FROM generate_series(1, n) AS g;
    -- Identical planner statistics on every run, too.
    ANALYZE users;
    RETURN n;
END
$$;
