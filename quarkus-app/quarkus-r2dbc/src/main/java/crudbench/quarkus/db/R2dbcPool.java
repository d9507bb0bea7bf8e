package crudbench.quarkus.db;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionFactory;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The r2dbc-pool over r2dbc-postgresql that the repository and /health use. Quarkus has no
 * R2DBC extension, so this is the wiring Spring Boot's and Micronaut's autoconfiguration do
 * there, from the config's settings one by one (never from a URL parsed by hand), with the
 * parity values: a fixed pool of DB_POOL_SIZE, warmed at startup, its connections kept for the app's life
 * (r2dbc-pool: closed after 30 minutes idle); acquire and connect bounded
 * by DB_ACQUIRE_TIMEOUT_MS; DB_STATEMENT_CACHE_SIZE prepared statements per connection
 * (r2dbc-postgresql: unbounded); text results unless R2DBC_FORCE_BINARY.
 */
@ApplicationScoped
public class R2dbcPool {

    private static final Logger LOG = Logger.getLogger(R2dbcPool.class);

    @Produces
    @Singleton
    ConnectionPool pool(
            Vertx vertx,
            @ConfigProperty(name = "crudbench.db.host") String host,
            @ConfigProperty(name = "crudbench.db.port") int port,
            @ConfigProperty(name = "crudbench.db.name") String database,
            @ConfigProperty(name = "crudbench.db.user") String user,
            @ConfigProperty(name = "crudbench.db.password") String password,
            @ConfigProperty(name = "crudbench.pool-size") int poolSize,
            @ConfigProperty(name = "crudbench.acquire-timeout-ms") long acquireTimeoutMs,
            @ConfigProperty(name = "crudbench.statement-cache-size") int statementCacheSize,
            @ConfigProperty(name = "crudbench.force-binary") boolean forceBinary) {
        Duration acquireTimeout = Duration.ofMillis(acquireTimeoutMs);
        PostgresqlConnectionConfiguration connections = PostgresqlConnectionConfiguration.builder()
                .host(host)
                .port(port)
                .database(database)
                .username(user)
                .password(password)
                .applicationName("crudbench")
                .connectTimeout(acquireTimeout)
                .preparedStatementCacheQueries(statementCacheSize)
                .forceBinary(forceBinary)
                // Parity: IO_THREADS counts every event loop, for HTTP and for the driver (VertxLoops).
                .loopResources(new VertxLoops(vertx))
                .build();
        return new ConnectionPool(ConnectionPoolConfiguration.builder(new PostgresqlConnectionFactory(connections))
                .name("crudbench")
                .initialSize(poolSize)
                .minIdle(poolSize)
                .maxSize(poolSize)
                .maxAcquireTime(acquireTimeout)
                // Parity: a connection lives as long as the app (r2dbc-pool: closed after 30 minutes idle).
                .maxIdleTime(ConnectionPoolConfiguration.NO_TIMEOUT)
                .build());
    }

    /**
     * r2dbc-pool opens its initial connections on the first acquire; here they open at startup,
     * as Agroal's and Hikari's do. A database that is down then is no reason not to start: the
     * pool opens connections when requests need them, and /health says DOWN until it can.
     */
    void warmUp(@Observes StartupEvent event, ConnectionPool pool) {
        try {
            pool.warmup().block();
        } catch (RuntimeException e) {
            LOG.warnf("no database connection at startup; the pool opens them on demand: %s", e);
        }
    }

    /** Closes the connections while Vert.x' loops, which they live on, still run. */
    void close(@Observes ShutdownEvent event, ConnectionPool pool) {
        pool.disposeLater().block(Duration.ofSeconds(5));
    }
}
