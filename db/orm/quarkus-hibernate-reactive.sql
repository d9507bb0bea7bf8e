-- What PostgreSQL receives for each operation of quarkus-hibernate-reactive (Hibernate Reactive 3
-- with Panache on Hibernate ORM 7, the Vert.x PG client and pool), in the layout of db/queries.sql:
-- the statements in the order they are sent, as pg_stat_statements shows them. The Vert.x client
-- sends BEGIN and COMMIT as simple queries, so pg_stat_statements counts every COMMIT here.
--
-- Against db/queries.sql: create, update and delete run in the transaction Panache.withTransaction
-- opens (BEGIN ... COMMIT); get and list run in a session without one (Panache.withSession). Update
-- loads the entity first (Panache findById) and then writes it; delete is Panache's query delete,
-- with no load (removing a loaded entity hangs under concurrent load: docs/fairness.md); create reads
-- the identity and created_at back in the insert's RETURNING (Hibernate's PostgreSQL dialect), and
-- the API's name and email from the entity it sent. Hibernate names and orders the columns itself,
-- and Panache's page() makes list's LIMIT an OFFSET 0 plus a FETCH FIRST. The same statements as
-- quarkus-orm's, but for delete's load.

-- create
BEGIN;
insert into users (email,name) values ($1,$2) returning id,created_at;
COMMIT;
-- get
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
-- list
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id>$1 order by ue1_0.id offset $2 rows fetch first $3 rows only;
-- update
BEGIN;
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
update users set email=$1,name=$2 where id=$3;
COMMIT;
-- delete
BEGIN;
delete from users ue1_0 where ue1_0.id=$1;
COMMIT;
