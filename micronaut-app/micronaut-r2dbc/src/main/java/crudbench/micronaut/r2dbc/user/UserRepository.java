package crudbench.micronaut.r2dbc.user;

import crudbench.micronaut.user.User;
import io.micronaut.data.annotation.Query;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.r2dbc.annotation.R2dbcRepository;
import io.micronaut.data.r2dbc.operations.R2dbcOperations;
import io.micronaut.data.repository.GenericRepository;
import io.r2dbc.spi.Readable;
import io.r2dbc.spi.Statement;
import java.time.Instant;
import java.util.function.Function;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, run by Micronaut Data R2DBC on the r2dbc-pool
 * that Micronaut manages. Micronaut Data sends each query as written, with :name as $n.
 * Micronaut Data 4.10 has no reactive form of INSERT or UPDATE ... RETURNING, so those two run
 * through its R2dbcOperations, on a connection from the same pool.
 */
@R2dbcRepository(dialect = Dialect.POSTGRES)
abstract class UserRepository implements GenericRepository<User, Long> {

    static final String INSERT = "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at";
    static final String UPDATE = "UPDATE users SET name = $1, email = $2 WHERE id = $3 RETURNING id, name, email, created_at";

    private final R2dbcOperations operations;

    UserRepository(R2dbcOperations operations) {
        this.operations = operations;
    }

    Mono<User> insert(String name, String email) {
        return returning(INSERT, statement -> statement.bind(0, name).bind(1, email));
    }

    @Query("SELECT id, name, email, created_at FROM users WHERE id = :id")
    abstract Mono<User> find(long id);

    @Query("SELECT id, name, email, created_at FROM users WHERE id > :afterId ORDER BY id LIMIT :limit")
    abstract Flux<User> list(long afterId, int limit);

    /** The updated user, or empty when there is none. */
    Mono<User> update(String name, String email, long id) {
        return returning(UPDATE, statement -> statement.bind(0, name).bind(1, email).bind(2, id));
    }

    /** How many users were deleted: 1 or 0. */
    @Query("DELETE FROM users WHERE id = :id")
    abstract Mono<Long> delete(long id);

    private Mono<User> returning(String sql, Function<Statement, Statement> bind) {
        return Flux.from(operations.withConnection(connection -> Flux.from(bind.apply(connection.createStatement(sql)).execute())
                        .flatMap(result -> result.map(UserRepository::toUser))))
                .singleOrEmpty();
    }

    private static User toUser(Readable row) {
        return new User(row.get("id", Long.class), row.get("name", String.class), row.get("email", String.class),
                row.get("created_at", Instant.class));
    }
}
