package crudbench.micronaut.user;

import io.micronaut.context.annotation.Value;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, on the Vert.x pool (crudbench.micronaut.db).
 * Non-blocking. Every call ends within DB_QUERY_TIMEOUT_S, the wait for a connection included:
 * the Vert.x client has no read timeout, so a database that goes silent would hold the request
 * forever.
 */
@Singleton
class UserRepository {

    static final String INSERT =
            "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = $1";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2";
    static final String UPDATE =
            "UPDATE users SET name = $1, email = $2 WHERE id = $3 RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = $1";

    private final Pool pool;
    private final long deadlineMs;

    UserRepository(Pool pool, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        this.pool = pool;
        this.deadlineMs = TimeUnit.SECONDS.toMillis(queryTimeoutS);
    }

    Mono<User> insert(UserInput in) {
        return run(INSERT, Tuple.of(in.name(), in.email()))
                .map(rows -> toUser(rows.iterator().next()));
    }

    /** The user, or empty when there is none. */
    Mono<User> find(long id) {
        return run(SELECT, Tuple.of(id)).mapNotNull(UserRepository::firstOrNull);
    }

    Mono<List<User>> list(long afterId, int limit) {
        return run(LIST, Tuple.of(afterId, limit)).map(rows -> {
            List<User> users = new ArrayList<>(rows.size());
            rows.forEach(row -> users.add(toUser(row)));
            return users;
        });
    }

    /** The updated user, or empty when there is none. */
    Mono<User> update(long id, UserInput in) {
        return run(UPDATE, Tuple.of(in.name(), in.email(), id)).mapNotNull(UserRepository::firstOrNull);
    }

    Mono<Boolean> delete(long id) {
        return run(DELETE, Tuple.of(id)).map(rows -> rows.rowCount() == 1);
    }

    /**
     * One statement on a connection from the pool, sent when the Mono is subscribed. Vert.x
     * completes it on the calling event loop (crudbench.micronaut.db.VertxOnServerLoops), or
     * fails it there with a TimeoutException (a 503) at the deadline: Future.timeout's timer runs
     * on the loop of the statement's context. The statement itself cannot be cancelled: on a
     * silent server it keeps its connection until the server answers or resets it.
     */
    private Mono<RowSet<Row>> run(String sql, Tuple args) {
        return Mono.fromCompletionStage(() -> pool.preparedQuery(sql)
                .execute(args)
                .timeout(deadlineMs, TimeUnit.MILLISECONDS)
                .toCompletionStage());
    }

    private static User firstOrNull(RowSet<Row> rows) {
        return rows.size() == 0 ? null : toUser(rows.iterator().next());
    }

    private static User toUser(Row row) {
        return new User(
                row.getLong(0),
                row.getString(1),
                row.getString(2),
                row.getOffsetDateTime(3).toInstant());
    }
}
