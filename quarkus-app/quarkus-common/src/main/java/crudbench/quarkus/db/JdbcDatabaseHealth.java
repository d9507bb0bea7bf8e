package crudbench.quarkus.db;

import io.quarkus.arc.properties.IfBuildProperty;
import io.smallrye.health.api.AsyncHealthCheck;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * /health's check of the Agroal variants' database: a connection from the pool, validated (pgjdbc's isValid, a
 * round trip), UP when it answers and DOWN (503) when it does not within the deadline a request has, the wait for a
 * connection (DB_ACQUIRE_TIMEOUT_MS) plus the wait for the server (DB_QUERY_TIMEOUT_S). Quarkus' own datasource check
 * runs the same validation on the request's worker thread with no deadline of its own, and Agroal 3.2.1's acquire
 * loop does not read its deadline when the pool is below its maximum and every creation permit is held
 * (agroal/agroal#214, docs/known-issues.md): against a silent database that check answered nothing for up to 8.7 s.
 * This one validates on a thread of its own, one check at a time, and answers at the deadline whatever that thread is
 * doing: a check still running when /health is asked again is waited for, not doubled.
 *
 * <p>Enabled by {@code crudbench.database-health=jdbc} in a variant's application.properties, with Quarkus' own check
 * off ({@code quarkus.datasource.health.enabled=false}); the reactive variants have their own asynchronous check.
 */
@Readiness
@ApplicationScoped
@IfBuildProperty(name = "crudbench.database-health", stringValue = "jdbc")
public class JdbcDatabaseHealth implements AsyncHealthCheck {

    private final DataSource dataSource;
    private final Duration deadline;
    private final int validationSeconds;
    private final ExecutorService checker = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().daemon().name("database-health").factory());
    private CompletableFuture<Boolean> running;

    JdbcDatabaseHealth(
            DataSource dataSource,
            @ConfigProperty(name = "crudbench.acquire-timeout-ms") long acquireTimeoutMs,
            @ConfigProperty(name = "crudbench.query-timeout-s") int queryTimeoutS) {
        this.dataSource = dataSource;
        this.deadline = Duration.ofMillis(acquireTimeoutMs).plusSeconds(queryTimeoutS);
        this.validationSeconds = queryTimeoutS;
    }

    @Override
    public Uni<HealthCheckResponse> call() {
        // A copy: the deadline cancels what this call waits on, never the check that a later call may still use.
        return Uni.createFrom()
                .completionStage(check().copy())
                .ifNoItem()
                .after(deadline)
                .fail()
                .onFailure()
                .recoverWithItem(false)
                .map(up -> HealthCheckResponse.named("database").status(up).build());
    }

    private synchronized CompletableFuture<Boolean> check() {
        if (running == null || running.isDone()) {
            running = CompletableFuture.supplyAsync(this::valid, checker);
        }
        return running;
    }

    /** The failure's cause is not logged here: the requests that fail meanwhile log it, and a probe polls. */
    private boolean valid() {
        try (Connection c = dataSource.getConnection()) {
            return c.isValid(validationSeconds);
        } catch (SQLException e) {
            return false;
        }
    }

    @PreDestroy
    void stop() {
        checker.shutdownNow();
    }
}
