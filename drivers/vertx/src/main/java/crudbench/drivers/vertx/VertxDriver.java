package crudbench.drivers.vertx;

import crudbench.drivers.Driver;
import crudbench.drivers.Load;
import crudbench.drivers.Query;
import crudbench.drivers.UserRow;
import crudbench.drivers.Worker;
import crudbench.drivers.WorkerSpec;
import io.vertx.core.AbstractVerticle;
import io.vertx.core.Context;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * The Vert.x PG client and its pool, set up from parity.env as quarkus-reactive sets them up:
 * at most DB_POOL_SIZE connections (the pool has no minimum and grows under load, here during
 * the warm-up), pipelining at DB_PIPELINING_LIMIT (1: off), prepared statements cached,
 * DB_STATEMENT_CACHE_SIZE per connection, DB_ACQUIRE_TIMEOUT_MS to wait for a connection and
 * for a connect.
 *
 * <p>Threads: one Vert.x instance of IO_THREADS event loops, "vert.x-eventloop-thread-N", as
 * Quarkus runs one. The pool spreads its connections over all of them (eventLoopSize =
 * IO_THREADS, which Quarkus sets to its event-loop count). The users are spread over the loops
 * too: each runs on the context of one of IO_THREADS verticle instances, one per loop, as
 * Quarkus' HTTP server verticles are, and sends its next query from the completion of its
 * last, on that context, as a handler returning a Uni would. A query on a connection of
 * another loop hops between the two loops, as it does in the app.
 */
public final class VertxDriver implements Driver {

    private final WorkerSpec spec;
    private final List<Context> contexts = new CopyOnWriteArrayList<>();
    private Vertx vertx;
    private Pool pool;

    public VertxDriver(WorkerSpec spec) {
        this.spec = spec;
    }

    public static void main(String[] args) {
        Worker.main(VertxDriver::new);
    }

    @Override
    public String threadPrefix() {
        // Linux keeps 15 characters of a thread's name.
        return "vert.x-eventloo";
    }

    @Override
    public void open() throws Exception {
        vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(spec.ioThreads()));
        PgConnectOptions connect = new PgConnectOptions()
                .setHost(spec.host())
                .setPort(spec.port())
                .setDatabase(spec.database())
                .setUser(spec.user())
                .setPassword(spec.password())
                .setCachePreparedStatements(true)
                .setPreparedStatementCacheMaxSize(spec.statementCacheSize())
                .setPipeliningLimit(spec.pipeliningLimit())
                .setConnectTimeout(spec.acquireTimeoutMs())
                .addProperty("application_name", WorkerSpec.APPLICATION_NAME);
        PoolOptions options = new PoolOptions()
                .setMaxSize(spec.poolSize())
                .setConnectionTimeout(spec.acquireTimeoutMs())
                .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS)
                .setEventLoopSize(spec.ioThreads());
        pool = PgBuilder.pool().with(options).connectingTo(connect).using(vertx).build();
        await(pool.getConnection().compose(c -> c.close()));
        await(vertx.deployVerticle(
                () -> new AbstractVerticle() {
                    @Override
                    public void start() {
                        contexts.add(context);
                    }
                },
                new DeploymentOptions().setInstances(spec.ioThreads())));
    }

    @Override
    public void start(Load load) {
        for (int user = 0; user < load.users(); user++) {
            int u = user;
            contexts.get(user % contexts.size()).runOnContext(v -> issue(load, u));
        }
    }

    private void issue(Load load, int user) {
        Query query = load.next(user);
        long start = System.nanoTime();
        pool.preparedQuery(load.sql()).execute(Tuple.from(query.args())).onComplete(ar -> {
            boolean goOn =
                    ar.succeeded() ? load.answered(query, start, rows(ar.result())) : load.failed(query, ar.cause());
            if (goOn) {
                issue(load, user);
            }
        });
    }

    private static List<UserRow> rows(RowSet<Row> result) {
        List<UserRow> rows = new ArrayList<>(result.size());
        for (Row r : result) {
            rows.add(new UserRow(
                    r.getLong(0),
                    r.getString(1),
                    r.getString(2),
                    r.getOffsetDateTime(3).toInstant()));
        }
        return rows;
    }

    private static <T> T await(Future<T> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        if (pool != null) {
            await(pool.close());
        }
        if (vertx != null) {
            await(vertx.close());
        }
    }
}
