package crudbench.spring.db;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClientOptions;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The Vert.x PG pool, wired by hand (Spring has no Vert.x integration) from the individual
 * settings of application.properties, on the event loops of {@link SharedLoops}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PgPool.Settings.class)
class PgPool {

    private static final Logger LOG = LoggerFactory.getLogger(PgPool.class);

    /** application.properties' crudbench.db.*: the suite's DB_* variables. */
    @ConfigurationProperties("crudbench.db")
    record Settings(
            String host,
            int port,
            String name,
            String user,
            String password,
            int poolSize,
            int acquireTimeoutMs,
            int statementCacheSize,
            int pipeliningLimit,
            int eventLoops) {}

    /** Vert.x closes it with itself ({@link SharedLoops}), after the server stopped. */
    @Bean(destroyMethod = "")
    Pool pool(Vertx vertx, Settings db) {
        PgConnectOptions connect = new PgConnectOptions()
                .setHost(db.host())
                .setPort(db.port())
                .setDatabase(db.name())
                .setUser(db.user())
                .setPassword(db.password())
                // Parity: every variant caches prepared statements (Vert.x: off), DB_STATEMENT_CACHE_SIZE per
                // connection
                .setCachePreparedStatements(true)
                .setPreparedStatementCacheMaxSize(db.statementCacheSize())
                // Parity: 1 = off (Vert.x: 256). A Pool (PgBuilder.pool) lends each connection to one query at a time
                // anyway.
                .setPipeliningLimit(db.pipeliningLimit());
        connect.addProperty("application_name", "crudbench");
        PoolOptions pool = new PoolOptions()
                .setMaxSize(db.poolSize())
                // Parity: a query waits at most DB_ACQUIRE_TIMEOUT_MS for a connection (Vert.x: 30 s)
                .setConnectionTimeout(db.acquireTimeoutMs())
                .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS)
                // New connections go round the IO_THREADS loops, as Quarkus sets it (Vert.x: the
                // loop of the caller, which at the warm-up below would be one loop for all).
                .setEventLoopSize(db.eventLoops());
        // Parity: a connect takes at most DB_ACQUIRE_TIMEOUT_MS (Vert.x: 60 s)
        NetClientOptions transport = new NetClientOptions().setConnectTimeout(db.acquireTimeoutMs());
        Pool built = PgBuilder.pool()
                .with(pool)
                .with(transport)
                .connectingTo(connect)
                .using(vertx)
                .build();
        warmUp(built, db.poolSize(), db.acquireTimeoutMs());
        return built;
    }

    /**
     * Parity: the other pools start with DB_POOL_SIZE connections; the Vert.x pool has no
     * minimum, so it is filled here, once, and keeps them (no idle timeout). A database that
     * does not answer yet leaves it to fill on demand.
     */
    private static void warmUp(Pool pool, int size, int timeoutMs) {
        List<Future<SqlConnection>> connections = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            connections.add(pool.getConnection());
        }
        try {
            Future.join(connections)
                    .timeout(2L * timeoutMs, TimeUnit.MILLISECONDS)
                    .await();
        } catch (Exception e) {
            // Not only RuntimeException: await() rethrows a failed future's cause as it is, and
            // Vert.x 5's timeout (NoStackTraceTimeoutException) and a refused connect are checked
            // exceptions. Caught as RuntimeException, a warm-up that ran out of time failed the
            // app's startup (100 connections on 2 busy cores took more than 4 s).
            LOG.warn(
                    "pool warm-up: {} of {} connections opened ({})",
                    connections.stream().filter(Future::succeeded).count(),
                    size,
                    e.toString());
        } finally {
            connections.forEach(connection -> connection.onSuccess(SqlConnection::close));
        }
    }
}
