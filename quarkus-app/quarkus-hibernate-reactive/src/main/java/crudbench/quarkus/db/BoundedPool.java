package crudbench.quarkus.db;

import io.quarkus.reactive.pg.client.PgPoolCreator;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.SqlConnectOptions;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Quarkus' own pool, configured by application.properties, plus what Quarkus has no property
 * for: how long a request waits for a connection (Vert.x: 30 s) and how long a connect may
 * take (60 s), both DB_ACQUIRE_TIMEOUT_MS as in every variant, so that a database outage
 * answers 503 in seconds instead of hanging; and the prepared statements cached per
 * connection, DB_STATEMENT_CACHE_SIZE.
 */
@Singleton
public class BoundedPool implements PgPoolCreator {

    @ConfigProperty(name = "crudbench.acquire-timeout-ms")
    int acquireTimeoutMs;

    @ConfigProperty(name = "crudbench.statement-cache-size")
    int statementCacheSize;

    @Override
    public Pool create(Input input) {
        PoolOptions pool = input.poolOptions()
                .setConnectionTimeout(acquireTimeoutMs)
                .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS);
        List<SqlConnectOptions> servers = new ArrayList<>();
        for (PgConnectOptions server : input.pgConnectOptionsList()) {
            servers.add(
                    server.setConnectTimeout(acquireTimeoutMs).setPreparedStatementCacheMaxSize(statementCacheSize));
        }
        return PgBuilder.pool()
                .with(pool)
                .connectingTo(servers)
                .using(input.vertx())
                .build();
    }
}
