package crudbench.quarkus.user;

import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.spi.Connection;
import io.r2dbc.spi.Readable;
import io.r2dbc.spi.Result;
import io.r2dbc.spi.Statement;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.reactivestreams.Publisher;
import reactor.adapter.JdkFlowAdapter;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, on the r2dbc-pool of crudbench.quarkus.db.
 * Non-blocking: a Uni completes on the event loop of the connection that answered, and Quarkus
 * REST resumes the request on its own loop. Every call ends within DB_QUERY_TIMEOUT_S, the wait
 * for a connection included: r2dbc-postgresql has no read timeout, so a database that goes
 * silent would hold the request forever. A call that runs out of time fails with a
 * TimeoutException (a 503) on one of Reactor's timer threads.
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

    private final ConnectionPool pool;
    private final Duration deadline;

    UserRepository(ConnectionPool pool, @ConfigProperty(name = "crudbench.query-timeout-s") long queryTimeoutS) {
        this.pool = pool;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    Uni<User> insert(UserInput in) {
        return uni(users(INSERT, in.name(), in.email()).single());
    }

    /** The user, or a null item when there is none. */
    Uni<User> find(long id) {
        return uni(users(SELECT, id).singleOrEmpty());
    }

    Uni<List<User>> list(long afterId, int limit) {
        return uni(users(LIST, afterId, limit).collectList());
    }

    /** The updated user, or a null item when there is none. */
    Uni<User> update(long id, UserInput in) {
        return uni(users(UPDATE, in.name(), in.email(), id).singleOrEmpty());
    }

    Uni<Boolean> delete(long id) {
        return uni(execute(DELETE, Result::getRowsUpdated, id)
                .reduce(0L, Long::sum)
                .map(rows -> rows == 1));
    }

    private Flux<User> users(String sql, Object... parameters) {
        return execute(sql, result -> result.map(UserRepository::toUser), parameters);
    }

    /** Runs one statement on a pooled connection, which goes back to the pool when the rows are read. */
    private <T> Flux<T> execute(String sql, Function<Result, Publisher<T>> read, Object... parameters) {
        return Flux.usingWhen(
                pool.create(),
                connection -> {
                    Statement statement = connection.createStatement(sql);
                    for (int i = 0; i < parameters.length; i++) {
                        statement.bind(i, parameters[i]);
                    }
                    return Flux.from(statement.execute()).flatMap(read);
                },
                Connection::close);
    }

    /**
     * The call as a Uni, with its deadline. Outside Flux.usingWhen: a timeout cancels the
     * statement, whose connection goes back to the pool on its own, and the error does not wait
     * for that release.
     */
    private <T> Uni<T> uni(Mono<T> mono) {
        return Uni.createFrom().publisher(JdkFlowAdapter.publisherToFlowPublisher(mono.timeout(deadline)));
    }

    private static User toUser(Readable row) {
        return new User(
                row.get(0, Long.class),
                row.get(1, String.class),
                row.get(2, String.class),
                row.get(3, OffsetDateTime.class).toInstant());
    }
}
