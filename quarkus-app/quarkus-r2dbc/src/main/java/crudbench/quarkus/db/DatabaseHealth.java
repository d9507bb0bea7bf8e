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
 * DB_QUERY_TIMEOUT_S, the wait for a connection included (at most DB_ACQUIRE_TIMEOUT_MS of it).
 * Asynchronous, so SmallRye Health runs it on the event loop without blocking it. The failure's
 * cause is not logged here: the requests that fail meanwhile log it, and a probe polls.
 */
@Readiness
@ApplicationScoped
public class DatabaseHealth implements AsyncHealthCheck {

    private final ConnectionPool pool;
    private final Duration deadline;

    DatabaseHealth(ConnectionPool pool, @ConfigProperty(name = "crudbench.query-timeout-s") long queryTimeoutS) {
        this.pool = pool;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    @Override
    public Uni<HealthCheckResponse> call() {
        Mono<Boolean> answers = Mono.usingWhen(
                        pool.create(),
                        connection -> Mono.from(connection.validate(ValidationDepth.REMOTE)),
                        Connection::close)
                // Outside usingWhen: a silent database's check ends at the deadline, without
                // waiting for the release of its connection.
                .timeout(deadline);
        return Uni.createFrom()
                .publisher(JdkFlowAdapter.publisherToFlowPublisher(answers))
                .onFailure()
                .recoverWithItem(false)
                .map(up -> HealthCheckResponse.named("database")
                        .status(Boolean.TRUE.equals(up))
                        .build());
    }
}
