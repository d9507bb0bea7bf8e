package crudbench.drivers.r2dbc;

import crudbench.drivers.Driver;
import crudbench.drivers.Load;
import crudbench.drivers.Query;
import crudbench.drivers.UserRow;
import crudbench.drivers.Worker;
import crudbench.drivers.WorkerSpec;
import io.r2dbc.pool.ConnectionPool;
import io.r2dbc.pool.ConnectionPoolConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionFactory;
import io.r2dbc.spi.Connection;
import io.r2dbc.spi.Readable;
import io.r2dbc.spi.Statement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.reactivestreams.Subscription;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.resources.LoopResources;

/**
 * r2dbc-postgresql with r2dbc-pool, set up from parity.env as spring-r2dbc sets them up: a
 * pool of DB_POOL_SIZE connections from the start (initial = min idle = max, warmed up before
 * the first load), DB_ACQUIRE_TIMEOUT_MS to wait for a connection and for a connect, the
 * driver's statement cache bounded at DB_STATEMENT_CACHE_SIZE (its default has no bound).
 *
 * <p>Threads: one Reactor Netty loop group of IO_THREADS loops, "r2dbc-epoll-N" ("-nio-" without
 * epoll), made as Reactor Netty makes its default one: colocated, so a connection opened from
 * one of these loops stays on that loop. spring-r2dbc gives the driver its HTTP server's loop
 * group, also of IO_THREADS loops, so there as here the driver's callbacks run on IO_THREADS
 * loops and nowhere else. Each user sends its next query from the completion of its last, on
 * that loop, as a WebFlux handler would. r2dbc-pool 1.0.2 opens connections from
 * Schedulers.single(), off the loops, so colocation cannot put them all on one loop
 * (r2dbc-pool#190); the baseline counts the busy loops to show the spread.
 */
public final class R2dbcDriver implements Driver {

    private final WorkerSpec spec;
    private LoopResources loops;
    private ConnectionPool pool;

    public R2dbcDriver(WorkerSpec spec) {
        this.spec = spec;
    }

    public static void main(String[] args) {
        Worker.main(R2dbcDriver::new);
    }

    @Override
    public String threadPrefix() {
        return "r2dbc-";
    }

    @Override
    public void open() {
        loops = LoopResources.create("r2dbc", spec.ioThreads(), true);
        Duration acquireTimeout = Duration.ofMillis(spec.acquireTimeoutMs());
        PostgresqlConnectionConfiguration connection = PostgresqlConnectionConfiguration.builder()
                .host(spec.host())
                .port(spec.port())
                .database(spec.database())
                .username(spec.user())
                .password(spec.password())
                .applicationName(WorkerSpec.APPLICATION_NAME)
                .connectTimeout(acquireTimeout)
                .preparedStatementCacheQueries(spec.statementCacheSize())
                .loopResources(loops)
                .build();
        pool = new ConnectionPool(ConnectionPoolConfiguration.builder(new PostgresqlConnectionFactory(connection))
                .name("drivers")
                .initialSize(spec.poolSize())
                .minIdle(spec.poolSize())
                .maxSize(spec.poolSize())
                .maxAcquireTime(acquireTimeout)
                .build());
        Integer opened = pool.warmup().block(Duration.ofSeconds(30));
        if (opened == null || opened < spec.poolSize()) {
            throw new IllegalStateException("r2dbc-pool opened " + opened + " of " + spec.poolSize() + " connections");
        }
    }

    @Override
    public void start(Load load) {
        for (int user = 0; user < load.users(); user++) {
            issue(load, user);
        }
    }

    /**
     * A user's next query, on a pooled connection that goes back to the pool when the rows are
     * read, as Spring's DatabaseClient does it.
     */
    private void issue(Load load, int user) {
        Query query = load.next(user);
        long start = System.nanoTime();
        Mono.usingWhen(
                        pool.create(),
                        c -> rows(c, load.sql(), query),
                        Connection::close,
                        (c, e) -> c.close(),
                        Connection::close)
                .subscribe(new Answer(load, user, query, start));
    }

    private static Mono<List<UserRow>> rows(Connection c, String sql, Query query) {
        Statement statement = c.createStatement(sql);
        List<Object> args = query.args();
        for (int i = 0; i < args.size(); i++) {
            statement.bind(i, args.get(i));
        }
        return Flux.from(statement.execute())
                .flatMap(result -> result.map(R2dbcDriver::row))
                .collectList();
    }

    private static UserRow row(Readable r) {
        return new UserRow(
                r.get(0, Long.class),
                r.get(1, String.class),
                r.get(2, String.class),
                r.get(3, OffsetDateTime.class).toInstant());
    }

    /** The end of one query: its rows are recorded, and once the connection is back, the user goes on. */
    private final class Answer extends BaseSubscriber<List<UserRow>> {

        private final Load load;
        private final int user;
        private final Query query;
        private final long start;
        private boolean goOn;

        Answer(Load load, int user, Query query, long start) {
            this.load = load;
            this.user = user;
            this.query = query;
            this.start = start;
        }

        @Override
        protected void hookOnSubscribe(Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        protected void hookOnNext(List<UserRow> rows) {
            goOn = load.answered(query, start, rows);
        }

        @Override
        protected void hookOnComplete() {
            if (goOn) {
                issue(load, user);
            }
        }

        @Override
        protected void hookOnError(Throwable error) {
            if (load.failed(query, error)) {
                issue(load, user);
            }
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.disposeLater().block(Duration.ofSeconds(10));
        }
        if (loops != null) {
            loops.disposeLater().block(Duration.ofSeconds(10));
        }
    }
}
