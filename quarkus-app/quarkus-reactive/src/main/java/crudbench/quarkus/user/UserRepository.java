package crudbench.quarkus.user;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/** The suite's SQL, one statement per operation, on the Vert.x pool Quarkus manages. Non-blocking. */
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

    UserRepository(Pool pool) {
        this.pool = pool;
    }

    Uni<User> insert(UserInput in) {
        return pool.preparedQuery(INSERT)
                .execute(Tuple.of(in.name(), in.email()))
                .map(rows -> toUser(rows.iterator().next()));
    }

    /** The user, or a null item when there is none. */
    Uni<User> find(long id) {
        return pool.preparedQuery(SELECT).execute(Tuple.of(id)).map(UserRepository::firstOrNull);
    }

    Uni<List<User>> list(long afterId, int limit) {
        return pool.preparedQuery(LIST).execute(Tuple.of(afterId, limit)).map(rows -> {
            List<User> users = new ArrayList<>(rows.size());
            rows.forEach(row -> users.add(toUser(row)));
            return users;
        });
    }

    /** The updated user, or a null item when there is none. */
    Uni<User> update(long id, UserInput in) {
        return pool.preparedQuery(UPDATE)
                .execute(Tuple.of(in.name(), in.email(), id))
                .map(UserRepository::firstOrNull);
    }

    Uni<Boolean> delete(long id) {
        return pool.preparedQuery(DELETE).execute(Tuple.of(id)).map(rows -> rows.rowCount() == 1);
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
