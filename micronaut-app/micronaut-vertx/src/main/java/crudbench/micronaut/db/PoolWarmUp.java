package crudbench.micronaut.db;

import io.micronaut.context.annotation.Value;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import io.netty.util.concurrent.EventExecutor;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnection;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Vert.x pool has no minimum size: it opens connections as requests need them. As Hikari and
 * r2dbc-pool do, it opens DB_POOL_SIZE of them at startup here, from each event loop in turn, so
 * that they are spread over the loops as load would spread them.
 */
@Singleton
final class PoolWarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(PoolWarmUp.class);

    private final Pool pool;
    private final Vertx vertx;
    private final int poolSize;

    PoolWarmUp(Pool pool, Vertx vertx, @Value("${crudbench.pool-size}") int poolSize) {
        this.pool = pool;
        this.vertx = vertx;
        this.poolSize = poolSize;
    }

    @EventListener
    void warmUp(ServerStartupEvent event) {
        List<Future<SqlConnection>> opened = new ArrayList<>();
        Iterator<EventExecutor> loops = vertx.nettyEventLoopGroup().iterator();
        for (int i = 0; i < poolSize; i++) {
            if (!loops.hasNext()) {
                loops = vertx.nettyEventLoopGroup().iterator();
            }
            Promise<SqlConnection> connection = Promise.promise();
            // On the loop's thread, whose Vert.x context (VertxOnServerLoops) the new connection takes.
            loops.next().execute(() -> pool.getConnection().onComplete(connection));
            opened.add(connection.future());
        }
        Future.join(opened).onComplete(all -> {
            opened.stream().filter(Future::succeeded).forEach(c -> c.result().close());
            if (all.succeeded()) {
                LOG.info("Vert.x pool warmed up: {} connections", opened.size());
            } else {
                LOG.warn(
                        "Vert.x pool warm-up failed; connections open on demand: {}",
                        all.cause().toString());
            }
        });
    }
}
