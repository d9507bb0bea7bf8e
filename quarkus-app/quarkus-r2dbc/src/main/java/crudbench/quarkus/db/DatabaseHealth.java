package crudbench.quarkus.db;

import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.spi.Connection;
import io.r2dbc.spi.ValidationDepth;
import io.smallrye.health.api.AsyncHealthCheck;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;
import reactor.adapter.JdkFlowAdapter;
import reactor.core.publisher.Mono;

/**
 * /health's check of the database, as the datasource checks of the other Quarkus variants:
 * UP when a pooled connection answers a query, DOWN (503) when none does within
 * DB_ACQUIRE_TIMEOUT_MS, for an acquire or for the answer. Asynchronous, so SmallRye Health
 * runs it on the event loop without blocking it. The failure's cause is not logged here: the
 * requests that fail meanwhile log it, and a probe polls.
 */
@Readiness
@ApplicationScoped
public class DatabaseHealth implements AsyncHealthCheck {

    private final ConnectionPool pool;
    private final Duration timeout;

    DatabaseHealth(ConnectionPool pool, @ConfigProperty(name = "crudbench.acquire-timeout-ms") long acquireTimeoutMs) {
        this.pool = pool;
        this.timeout = Duration.ofMillis(acquireTimeoutMs);
    }

    @Override
    public Uni<HealthCheckResponse> call() {
        Mono<Boolean> answers = Mono.usingWhen(
                pool.create(),
                connection ->
                        Mono.from(connection.validate(ValidationDepth.REMOTE)).timeout(timeout),
                Connection::close);
        return Uni.createFrom()
                .publisher(JdkFlowAdapter.publisherToFlowPublisher(answers))
                .onFailure()
                .recoverWithItem(false)
                .map(up -> HealthCheckResponse.named("database")
                        .status(Boolean.TRUE.equals(up))
                        .build());
    }
}
