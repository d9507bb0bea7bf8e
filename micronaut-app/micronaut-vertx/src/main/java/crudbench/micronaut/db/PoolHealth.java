package crudbench.micronaut.db;

import io.micronaut.context.annotation.Value;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import io.vertx.sqlclient.Pool;
import jakarta.inject.Singleton;
import java.util.concurrent.TimeUnit;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Mono;

/**
 * /health's database check, as the JDBC and R2DBC variants get one from Micronaut: UP when a
 * query on the pool answers, DOWN (a 503) when it fails or has no answer within
 * DB_QUERY_TIMEOUT_S, the wait for a connection included. It waits on the event loop without
 * blocking it.
 */
@Singleton
final class PoolHealth implements HealthIndicator {

    private static final String NAME = "vertx-pg-client";

    private final Pool pool;
    private final long deadlineMs;

    PoolHealth(Pool pool, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        this.pool = pool;
        this.deadlineMs = TimeUnit.SECONDS.toMillis(queryTimeoutS);
    }

    @Override
    public Publisher<HealthResult> getResult() {
        return Mono.fromCompletionStage(() -> pool.query("SELECT 1")
                        .execute()
                        .timeout(deadlineMs, TimeUnit.MILLISECONDS)
                        .toCompletionStage())
                .map(rows -> HealthResult.builder(NAME, HealthStatus.UP).build())
                .onErrorResume(failure -> Mono.just(HealthResult.builder(NAME, HealthStatus.DOWN)
                        .exception(failure)
                        .build()));
    }
}
