package crudbench.spring.db;

import io.vertx.sqlclient.Pool;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.health.contributor.AbstractReactiveHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

/**
 * /health's database check (Boot has none for Vert.x): one query on the pool, without
 * blocking. A database that does not answer fails it within DB_QUERY_TIMEOUT_S, the wait for a
 * connection included, and Actuator answers DOWN with a 503.
 */
@Component("database")
class PoolHealth extends AbstractReactiveHealthIndicator {

    private final Pool pool;
    private final long deadlineMs;

    PoolHealth(Pool pool, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        super("the database check failed");
        this.pool = pool;
        this.deadlineMs = TimeUnit.SECONDS.toMillis(queryTimeoutS);
    }

    @Override
    protected Mono<Health> doHealthCheck(Health.Builder health) {
        return Mono.create(sink -> pool.query("SELECT 1")
                .execute()
                .timeout(deadlineMs, TimeUnit.MILLISECONDS)
                .onComplete(rows -> sink.success(health.up().build()), sink::error));
    }
}
