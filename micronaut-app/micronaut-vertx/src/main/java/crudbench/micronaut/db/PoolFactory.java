package crudbench.micronaut.db;

import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import jakarta.inject.Singleton;
import java.util.concurrent.TimeUnit;

/**
 * The Vert.x PG pool, built from application.properties' settings one by one: the parity
 * values, and the database's address from DB_HOST, DB_PORT and DB_NAME as they are.
 */
@Factory
final class PoolFactory {

    @Singleton
    @Bean(preDestroy = "close")
    Pool pool(
            Vertx vertx,
            @Value("${crudbench.db.host}") String host,
            @Value("${crudbench.db.port}") int port,
            @Value("${crudbench.db.name}") String database,
            @Value("${crudbench.db.user}") String user,
            @Value("${crudbench.db.password}") String password,
            @Value("${crudbench.pool-size}") int poolSize,
            @Value("${crudbench.acquire-timeout-ms}") int acquireTimeoutMs,
            @Value("${crudbench.db.statement-cache-size}") int statementCacheSize,
            @Value("${crudbench.db.pipelining-limit}") int pipeliningLimit) {
        PgConnectOptions connect = new PgConnectOptions()
                .setHost(host)
                .setPort(port)
                .setDatabase(database)
                .setUser(user)
                .setPassword(password)
                // Parity: 1 turns pipelining off (Vert.x: 256), as JDBC and R2DBC cannot pipeline.
                .setPipeliningLimit(pipeliningLimit)
                // Parity: prepared statements cached per connection (Vert.x: off).
                .setCachePreparedStatements(true)
                .setPreparedStatementCacheMaxSize(statementCacheSize)
                // A connect fails within DB_ACQUIRE_TIMEOUT_MS (Vert.x: 60 s).
                .setConnectTimeout(acquireTimeoutMs)
                .addProperty("application_name", "crudbench");
        PoolOptions pool = new PoolOptions()
                .setMaxSize(poolSize)
                // A request waits at most DB_ACQUIRE_TIMEOUT_MS for a connection (Vert.x: 30 s).
                .setConnectionTimeout(acquireTimeoutMs)
                .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS);
        // eventLoopSize stays 0, Vert.x' default: a connection lives on the loop of the request that opened it.
        return PgBuilder.pool().with(pool).connectingTo(connect).using(vertx).build();
    }
}
