package crudbench.spring.db;

import io.vertx.sqlclient.Pool;
import org.springframework.boot.health.contributor.AbstractReactiveHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

/**
 * /health's database check (Boot has none for Vert.x): one query on the pool, without
 * blocking. A database that does not answer fails it within DB_ACQUIRE_TIMEOUT_MS (the
 * pool's wait for a connection), and Actuator answers DOWN with a 503.
 */
@Component("database")
class PoolHealth extends AbstractReactiveHealthIndicator {

    private final Pool pool;

    PoolHealth(Pool pool) {
        super("the database check failed");
        this.pool = pool;
    }

    @Override
    protected Mono<Health> doHealthCheck(Health.Builder health) {
        return Mono.create(sink -> pool.query("SELECT 1")
                .execute()
                .onComplete(rows -> sink.success(health.up().build()), sink::error));
    }
}
