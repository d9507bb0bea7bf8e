-- The SQL every variant sends: one statement per operation, the same text everywhere.
-- Placeholders are written $n here; JDBC code writes ?, Micronaut Data :name, and both
-- reach PostgreSQL as $n. The tests check every variant's sources against this file, and
-- the benchmark records what PostgreSQL received (pg_stat_statements) per variant.

-- create
INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at;
-- get
SELECT id, name, email, created_at FROM users WHERE id = $1;
-- list
SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2;
-- update
UPDATE users SET name = $1, email = $2 WHERE id = $3 RETURNING id, name, email, created_at;
-- delete
DELETE FROM users WHERE id = $1;
