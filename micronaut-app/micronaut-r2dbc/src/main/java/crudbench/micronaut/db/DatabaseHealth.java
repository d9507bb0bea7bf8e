package crudbench.micronaut.db;

import io.micronaut.context.annotation.Value;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import io.micronaut.r2dbc.config.R2dbcHealthConfiguration;
import io.micronaut.r2dbc.health.R2dbcHealthIndicator;
import io.r2dbc.spi.ConnectionFactory;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Mono;

/**
 * /health's database check: Micronaut's own R2DBC indicator (a query on a pooled connection),
 * DOWN (a 503) when it has no answer within DB_QUERY_TIMEOUT_S, the wait for a connection
 * included. Micronaut's indicator alone has no deadline: on a silent database it never answered
 * (application.properties turns the registered one off). The deadline is outside the
 * indicator, so a check that runs out of time does not wait for its connection's release.
 */
@Singleton
final class DatabaseHealth implements HealthIndicator {

    /** The name Micronaut's indicator reports under. */
    private static final String NAME = "r2dbc-connection-factory";

    private final R2dbcHealthIndicator check;
    private final Duration deadline;

    DatabaseHealth(
            ConnectionFactory connectionFactory,
            R2dbcHealthConfiguration configuration,
            @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        this.check = new R2dbcHealthIndicator(connectionFactory, configuration);
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    @Override
    public Publisher<HealthResult> getResult() {
        return Mono.from(check.getResult())
                .timeout(deadline)
                .onErrorResume(
                        TimeoutException.class,
                        late -> Mono.just(HealthResult.builder(NAME, HealthStatus.DOWN)
                                .exception(late)
                                .build()));
    }
}
