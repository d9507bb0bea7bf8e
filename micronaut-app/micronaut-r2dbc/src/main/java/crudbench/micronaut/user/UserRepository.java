package crudbench.micronaut.user;

import io.micronaut.context.annotation.Value;
import io.micronaut.data.r2dbc.operations.R2dbcOperations;
import io.r2dbc.spi.Readable;
import io.r2dbc.spi.Result;
import io.r2dbc.spi.Statement;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.Function;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, each through Micronaut Data's R2dbcOperations
 * on the r2dbc-pool that Micronaut manages. Non-blocking. Every call ends within
 * DB_QUERY_TIMEOUT_S, the wait for a connection included: r2dbc-postgresql has no read timeout,
 * so a database that goes silent would hold the request forever. A call that runs out of time
 * fails with a TimeoutException (a 503) on one of Reactor's timer threads.
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

    private final R2dbcOperations r2dbc;
    private final Duration deadline;

    UserRepository(R2dbcOperations r2dbc, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        this.r2dbc = r2dbc;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    Mono<User> insert(UserInput in) {
        return rows(INSERT, s -> s.bind(0, in.name()).bind(1, in.email()))
                .single()
                .timeout(deadline);
    }

    /** The user, or empty when there is none. */
    Mono<User> find(long id) {
        return rows(SELECT, s -> s.bind(0, id)).singleOrEmpty().timeout(deadline);
    }

    Mono<List<User>> list(long afterId, int limit) {
        return rows(LIST, s -> s.bind(0, afterId).bind(1, limit)).collectList().timeout(deadline);
    }

    /** The updated user, or empty when there is none. */
    Mono<User> update(long id, UserInput in) {
        return rows(UPDATE, s -> s.bind(0, in.name()).bind(1, in.email()).bind(2, id))
                .singleOrEmpty()
                .timeout(deadline);
    }

    Mono<Boolean> delete(long id) {
        return run(DELETE, s -> s.bind(0, id), Result::getRowsUpdated)
                .single()
                .map(rows -> rows == 1)
                .timeout(deadline);
    }

    private Flux<User> rows(String sql, Function<Statement, Statement> bind) {
        return run(sql, bind, result -> result.map(UserRepository::toUser));
    }

    /**
     * One statement on a connection from the pool, given back when its results are read, or when
     * the deadline, which each caller puts on the whole call (outside withConnection, so that the
     * error does not wait for the release), cancels it.
     */
    private <T> Flux<T> run(String sql, Function<Statement, Statement> bind, Function<Result, Publisher<T>> read) {
        return Flux.from(r2dbc.withConnection(connection ->
                Flux.from(bind.apply(connection.createStatement(sql)).execute()).flatMap(read)));
    }

    private static User toUser(Readable row) {
        return new User(
                row.get(0, Long.class),
                row.get(1, String.class),
                row.get(2, String.class),
                row.get(3, OffsetDateTime.class).toInstant());
    }
}
