-- What PostgreSQL receives for each operation of micronaut-jpa (Micronaut Data JPA on Hibernate ORM 6.6,
-- pgjdbc, HikariCP), in the layout of db/queries.sql:
-- the statements in the order they are sent, as pg_stat_statements shows them.
-- The contract tests (StatementsTests) check the counts of every line but COMMIT, which
-- pg_stat_statements counts only on a connection's first commit (harness OrmSql says why).
--
-- Against db/queries.sql: every operation runs in a transaction that Micronaut Data opens for a
-- JPA repository's method (BEGIN ... COMMIT; reads too, and as plain BEGIN, not READ ONLY).
-- create reads the identity and created_at back in the insert's RETURNING (Hibernate's PostgreSQL
-- dialect), and the API's name and email from the entity it sent. get and update's load are
-- Micronaut Data's compiled findById, a query for at most one row (FETCH FIRST 1), not
-- EntityManager.find; update writes the loaded entity's change at commit (JPA's dirty checking);
-- delete is Micronaut Data's JPQL delete, with no load before it. Hibernate names and orders the
-- columns itself, and list's LIMIT is SQL's FETCH FIRST.

-- create
BEGIN;
insert into users (email,name) values ($1,$2) returning id,created_at;
COMMIT;
-- get
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where (ue1_0.id=$1) fetch first $2 rows only;
COMMIT;
-- list
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where (ue1_0.id>$1) order by ue1_0.id fetch first $2 rows only;
COMMIT;
-- update
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where (ue1_0.id=$1) fetch first $2 rows only;
update users set email=$1,name=$2 where id=$3;
COMMIT;
-- delete
BEGIN;
delete from users ue1_0 where (ue1_0.id=$1);
COMMIT;
