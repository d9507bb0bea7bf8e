-- What PostgreSQL receives for each operation of quarkus-orm (Hibernate ORM 7 with Panache, pgjdbc,
-- Agroal, Narayana JTA), in the layout of db/queries.sql: the statements in the order they are sent,
-- as pg_stat_statements shows them. pg_stat_statements counts COMMIT only on a connection's first
-- commit: pgjdbc sends it as a server-prepared statement.
--
-- Against db/queries.sql: create, update and delete run in the JTA transaction their @Transactional
-- opens (BEGIN ... COMMIT); get and list run in none, as the Quarkus guides write reads. Update and
-- delete load the entity first (Panache findByIdOptional, deleteById) and then write it; create
-- reads the identity and created_at back in the insert's RETURNING (Hibernate's PostgreSQL dialect),
-- and the API's name and email from the entity it sent. Hibernate names and orders the columns
-- itself, and Panache's page() makes list's LIMIT an OFFSET 0 plus a FETCH FIRST.

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
select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=$1;
delete from users where id=$1;
COMMIT;
