package crudbench.quarkus.reactive.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import crudbench.quarkus.user.User;
import crudbench.quarkus.user.UserInput;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.Tuple;
import io.vertx.pgclient.PgException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/** The suite's SQL, one statement per operation, run on the pool Quarkus manages. */
@ApplicationScoped
public class UserRepository {

    static final String INSERT = "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at";
    static final String SELECT = "SELECT id, name, email, created_at FROM users WHERE id = $1";
    static final String LIST = "SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2";
    static final String UPDATE = "UPDATE users SET name = $1, email = $2 WHERE id = $3 RETURNING id, name, email, created_at";
    static final String DELETE = "DELETE FROM users WHERE id = $1";

    private final Pool pool;

    UserRepository(Pool pool) {
        this.pool = pool;
    }

    Uni<User> insert(UserInput in) {
        return run(INSERT, Tuple.of(in.name(), in.email())).map(rows -> toUser(rows.iterator().next()));
    }

    /** The user, or null when there is none. */
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

    /** The updated user, or null when there is none. */
    Uni<User> update(long id, UserInput in) {
        return run(UPDATE, Tuple.of(in.name(), in.email(), id)).map(UserRepository::firstOrNull);
    }

    Uni<Boolean> delete(long id) {
        return run(DELETE, Tuple.of(id)).map(rows -> rows.rowCount() == 1);
    }

    private Uni<RowSet<Row>> run(String sql, Tuple args) {
        return pool.preparedQuery(sql).execute(args).onFailure().transform(UserRepository::translate);
    }

    private static User firstOrNull(RowSet<Row> rows) {
        return rows.size() == 0 ? null : toUser(rows.iterator().next());
    }

    private static User toUser(Row row) {
        return new User(row.getLong(0), row.getString(1), row.getString(2), row.getOffsetDateTime(3).toInstant());
    }

    /**
     * The contract's database error mapping. A unique violation is the email conflict; a
     * data exception (class 22) is a value the database cannot take; an error the server
     * reports about itself, and any failure to reach it (refused, closed, timed out), means
     * it is unavailable. Other server errors are bugs in this code and stay 500s.
     */
    static Throwable translate(Throwable failure) {
        if (failure instanceof PgException pg) {
            ProblemException problem = ProblemException.ofSqlState(pg.getSqlState() == null ? "" : pg.getSqlState(), failure);
            return problem != null ? problem : failure;
        }
        return ProblemException.unavailable(failure);
    }
}
