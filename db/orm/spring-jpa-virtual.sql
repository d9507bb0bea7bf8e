-- What PostgreSQL receives for each operation of spring-jpa-virtual, spring-jpa's jar on virtual
-- threads (the same statements as spring-jpa's), in the layout of db/queries.sql: the statements in
-- the order they are sent, as pg_stat_statements shows them.
-- The contract tests (StatementsTests) check the counts of every line but COMMIT, which
-- pg_stat_statements counts only on a connection's first commit (harness OrmSql says why).
--
-- Against db/queries.sql: every operation but list runs in a transaction that Spring Data opens
-- (BEGIN, or BEGIN READ ONLY for SimpleJpaRepository's read-only findById, then COMMIT); update and
-- delete load the entity first and write it at commit (JPA's dirty checking, EntityManager.remove);
-- create reads the identity and created_at back in the insert's RETURNING (Hibernate's PostgreSQL
-- dialect), and the API's name and email from the entity it sent. Hibernate names and orders the
-- columns itself, and list's LIMIT is SQL's FETCH FIRST.

-- create
BEGIN;
insert into users (email,name) values ($1,$2) returning id,created_at;
COMMIT;
-- get
BEGIN READ ONLY;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
COMMIT;
-- list
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id>$1 order by ue1_0.id fetch first $2 rows only;
-- update
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
update users set email=$1,name=$2 where id=$3;
COMMIT;
-- delete
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
delete from users where id=$1;
COMMIT;
