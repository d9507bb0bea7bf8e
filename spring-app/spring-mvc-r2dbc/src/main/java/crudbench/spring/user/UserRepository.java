package crudbench.spring.user;

import io.r2dbc.spi.Readable;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.stereotype.Repository;
import reactor.core.publisher.Mono;

/**
 * The suite's SQL, one statement per operation, run through DatabaseClient on the r2dbc-pool Boot
 * manages. Non-blocking. Every call ends within DB_QUERY_TIMEOUT_S, the wait for a connection
 * included: r2dbc-postgresql has no read timeout, so a database that goes silent would hold the
 * request forever. A call that runs out of time is cancelled, its connection goes back to the
 * pool, and it fails with a TimeoutException (a 503) on one of Reactor's timer threads.
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

    private final DatabaseClient db;
    private final Duration deadline;

    UserRepository(DatabaseClient db, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        this.db = db;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    Mono<User> insert(UserInput in) {
        return db.sql(INSERT)
                .bind(0, in.name())
                .bind(1, in.email())
                .map(UserRepository::toUser)
                .one()
                .timeout(deadline);
    }

    /** The user, or empty when there is none. */
    Mono<User> find(long id) {
        return db.sql(SELECT).bind(0, id).map(UserRepository::toUser).one().timeout(deadline);
    }

    Mono<List<User>> list(long afterId, int limit) {
        return db.sql(LIST)
                .bind(0, afterId)
                .bind(1, limit)
                .map(UserRepository::toUser)
                .all()
                .collectList()
                .timeout(deadline);
    }

    /** The updated user, or empty when there is none. */
    Mono<User> update(long id, UserInput in) {
        return db.sql(UPDATE)
                .bind(0, in.name())
                .bind(1, in.email())
                .bind(2, id)
                .map(UserRepository::toUser)
                .one()
                .timeout(deadline);
    }

    Mono<Boolean> delete(long id) {
        return db.sql(DELETE)
                .bind(0, id)
                .fetch()
                .rowsUpdated()
                .map(rows -> rows == 1)
                .timeout(deadline);
    }

    private static User toUser(Readable row) {
        return new User(
                row.get(0, Long.class),
                row.get(1, String.class),
                row.get(2, String.class),
                row.get(3, OffsetDateTime.class).toInstant());
    }
}
