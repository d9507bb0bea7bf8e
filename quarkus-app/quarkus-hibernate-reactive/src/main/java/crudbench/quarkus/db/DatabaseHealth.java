package crudbench.quarkus.db;

import io.smallrye.health.api.AsyncHealthCheck;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * /health's check of the database, the query Quarkus' own reactive datasource check sends
 * (SELECT 1): UP when the pool answers it, DOWN (503) when it does not within DB_QUERY_TIMEOUT_S,
 * the wait for a connection included. Quarkus' check waits a fixed 20 s on a blocked worker
 * thread; this one is asynchronous, so SmallRye Health runs it on the event loop without
 * blocking it. The failure's cause is not logged here: the requests that fail meanwhile log it,
 * and a probe polls.
 */
@Readiness
@ApplicationScoped
public class DatabaseHealth implements AsyncHealthCheck {

    private final Pool pool;
    private final Duration deadline;

    DatabaseHealth(Pool pool, @ConfigProperty(name = "crudbench.query-timeout-s") long queryTimeoutS) {
        this.pool = pool;
        this.deadline = Duration.ofSeconds(queryTimeoutS);
    }

    @Override
    public Uni<HealthCheckResponse> call() {
        return pool.query("SELECT 1")
                .execute()
                .ifNoItem()
                .after(deadline)
                .fail()
                .map(rows -> true)
                .onFailure()
                .recoverWithItem(false)
                .map(up -> HealthCheckResponse.named("database").status(up).build());
    }
}
