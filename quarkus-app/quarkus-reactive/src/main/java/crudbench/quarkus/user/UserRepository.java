package crudbench.quarkus.user;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The suite's SQL, one statement per operation, on the Vert.x pool Quarkus manages. Non-blocking.
 * Every call ends within DB_QUERY_TIMEOUT_S, the wait for a connection included: the Vert.x
 * client has no read timeout, so a database that goes silent would hold the request forever.
 */
@ApplicationScoped
public class UserRepository {

    static final String INSERT =
            "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = $1";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2";
    static final String UPDATE =
            "UPDATE users SET name = $1, email = $2 WHERE id = $3 RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = $1";

    private final Pool pool;
    private final Duration deadline;

    UserRepository(Pool pool, @ConfigProperty(name = "crudbench.query-timeout-s") long queryTimeoutS) {
        this.pool = pool;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    Uni<User> insert(UserInput in) {
        return run(INSERT, Tuple.of(in.name(), in.email()))
                .map(rows -> toUser(rows.iterator().next()));
    }

    /** The user, or a null item when there is none. */
    Uni<User> find(long id) {
        return run(SELECT, Tuple.of(id)).map(UserRepository::firstOrNull);
    }

    Uni<List<User>> list(long afterId, int limit) {
        return run(LIST, Tuple.of(afterId, limit)).map(rows -> {
            List<User> users = new ArrayList<>(rows.size());
            rows.forEach(row -> users.add(toUser(row)));
            return users;
        });
    }

    /** The updated user, or a null item when there is none. */
    Uni<User> update(long id, UserInput in) {
        return run(UPDATE, Tuple.of(in.name(), in.email(), id)).map(UserRepository::firstOrNull);
    }

    Uni<Boolean> delete(long id) {
        return run(DELETE, Tuple.of(id)).map(rows -> rows.rowCount() == 1);
    }

    /**
     * One statement on a connection from the pool, failing with a TimeoutException (a 503) when
     * it has no answer by the deadline, on Mutiny's timer. The statement itself cannot be
     * cancelled: on a silent server it keeps its connection until the server answers or resets it.
     */
    private Uni<RowSet<Row>> run(String sql, Tuple args) {
        return pool.preparedQuery(sql)
                .execute(args)
                .ifNoItem()
                .after(deadline)
                .failWith(() -> new TimeoutException("no answer from the database within " + deadline));
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
