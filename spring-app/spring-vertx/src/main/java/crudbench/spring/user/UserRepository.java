package crudbench.spring.user;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Repository;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, run on the Vert.x pool of crudbench.spring.db.
 * Non-blocking. Every call ends within DB_QUERY_TIMEOUT_S, the wait for a connection included:
 * the Vert.x client has no read timeout, so a database that goes silent would hold the request
 * forever.
 */
@Repository
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
        return mono(() -> pool.preparedQuery(INSERT)
                .execute(Tuple.of(in.name(), in.email()))
                .map(rows -> toUser(rows.iterator().next())));
    }

    /** The user, or empty when there is none. */
    Mono<User> find(long id) {
        return mono(() -> pool.preparedQuery(SELECT).execute(Tuple.of(id)).map(UserRepository::firstOrNull));
    }

    Mono<List<User>> list(long afterId, int limit) {
        return mono(() -> pool.preparedQuery(LIST)
                .execute(Tuple.of(afterId, limit))
                .map(rows -> {
                    List<User> users = new ArrayList<>(rows.size());
                    rows.forEach(row -> users.add(toUser(row)));
                    return users;
                }));
    }

    /** The updated user, or empty when there is none. */
    Mono<User> update(long id, UserInput in) {
        return mono(() -> pool.preparedQuery(UPDATE)
                .execute(Tuple.of(in.name(), in.email(), id))
                .map(UserRepository::firstOrNull));
    }

    Mono<Boolean> delete(long id) {
        return mono(() -> pool.preparedQuery(DELETE).execute(Tuple.of(id)).map(rows -> rows.rowCount() == 1));
    }

    /**
     * The query runs when the Mono is subscribed, on the request's event loop, which is a Vert.x
     * loop (crudbench.spring.db.SharedLoops): Vert.x then delivers the result on that same loop,
     * where the Mono completes (a null result completes it empty), or fails it there with a
     * TimeoutException (a 503) at the deadline: Future.timeout's timer runs on the query's loop.
     * The statement itself cannot be cancelled: on a silent server it keeps its connection until
     * the server answers or resets it.
     */
    private <T> Mono<T> mono(Supplier<Future<T>> query) {
        return Mono.create(
                sink -> query.get().timeout(deadlineMs, TimeUnit.MILLISECONDS).onComplete(sink::success, sink::error));
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
