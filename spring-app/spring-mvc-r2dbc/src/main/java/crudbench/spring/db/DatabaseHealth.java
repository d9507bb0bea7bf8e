package crudbench.spring.db;

import io.r2dbc.spi.ConnectionFactory;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.health.contributor.AbstractReactiveHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.r2dbc.health.ConnectionFactoryHealthIndicator;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Mono;

/**
 * /health's database check: Boot's own R2DBC check (a pooled connection's validate(REMOTE)),
 * DOWN (a 503) when it has no answer within DB_QUERY_TIMEOUT_S, the wait for a connection
 * included. Boot's check alone has no deadline: on a silent database it never answered
 * (application.properties turns the registered one off). The deadline is outside Boot's check,
 * so a check that runs out of time does not wait for its connection's release.
 */
@Component("database")
class DatabaseHealth extends AbstractReactiveHealthIndicator {

    private final ConnectionFactoryHealthIndicator check;
    private final Duration deadline;

    DatabaseHealth(ConnectionFactory connectionFactory, @Value("${crudbench.query-timeout-s}") long queryTimeoutS) {
        super("the database check failed");
        this.check = new ConnectionFactoryHealthIndicator(connectionFactory);
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    @Override
    protected Mono<Health> doHealthCheck(Health.Builder health) {
        return check.health().timeout(deadline);
    }
}
