package crudbench.drivers.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import crudbench.drivers.Driver;
import crudbench.drivers.Load;
import crudbench.drivers.Query;
import crudbench.drivers.Sql;
import crudbench.drivers.UserRow;
import crudbench.drivers.Worker;
import crudbench.drivers.WorkerSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * pgjdbc with HikariCP, set up from parity.env as spring-jdbc sets them up: a fixed pool of
 * DB_POOL_SIZE connections, DB_ACQUIRE_TIMEOUT_MS to wait for one, pgjdbc's statement cache
 * at DB_STATEMENT_CACHE_SIZE (server-side prepare after its default 5 uses).
 *
 * <p>Threads: JDBC blocks its caller for the whole query, so every query needs a thread.
 * A load runs on a fixed pool of min(users, WORKER_THREADS) platform threads, "jdbc-worker-N",
 * as the JDBC apps' handlers run on a fixed pool of WORKER_THREADS. Up to WORKER_THREADS users
 * each keep a thread of their own (no handoff between threads: the least a JDBC caller can
 * cost); beyond that, users queue for a thread as requests queue for Tomcat's workers. With
 * more threads than connections, threads wait in Hikari for a connection, as in the apps.
 */
public final class JdbcDriver implements Driver {

    private final WorkerSpec spec;
    private HikariDataSource pool;
    private ExecutorService threads;

    public JdbcDriver(WorkerSpec spec) {
        this.spec = spec;
    }

    public static void main(String[] args) {
        Worker.main(JdbcDriver::new);
    }

    @Override
    public String threadPrefix() {
        return "jdbc-worker-";
    }

    @Override
    public String sql(String suiteSql) {
        return Sql.jdbc(suiteSql);
    }

    @Override
    public void open() throws InterruptedException {
        HikariConfig config = new HikariConfig();
        config.setPoolName("drivers");
        config.setJdbcUrl("jdbc:postgresql://" + spec.host() + ":" + spec.port() + "/" + spec.database());
        config.setUsername(spec.user());
        config.setPassword(spec.password());
        config.setMaximumPoolSize(spec.poolSize());
        config.setMinimumIdle(spec.poolSize());
        // Hikari also bounds pgjdbc's login by this.
        config.setConnectionTimeout(spec.acquireTimeoutMs());
        // Hikari wants the liveness check shorter than the wait above, as spring-jdbc sets it.
        config.setValidationTimeout(Math.min(1000, spec.acquireTimeoutMs() - 1));
        config.addDataSourceProperty("preparedStatementCacheQueries", Integer.toString(spec.statementCacheSize()));
        config.addDataSourceProperty("ApplicationName", WorkerSpec.APPLICATION_NAME);
        pool = new HikariDataSource(config);
        // Hikari opens the first connection now and the rest in the background: wait for all.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (pool.getHikariPoolMXBean().getTotalConnections() < spec.poolSize()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(
                        "Hikari opened only " + pool.getHikariPoolMXBean().getTotalConnections() + " of "
                                + spec.poolSize() + " connections in 30 s");
            }
            Thread.sleep(20);
        }
    }

    @Override
    public void start(Load load) {
        int size = Math.min(load.users(), spec.workerThreads());
        AtomicInteger n = new AtomicInteger();
        threads = Executors.newFixedThreadPool(size, r -> new Thread(r, threadPrefix() + n.getAndIncrement()));
        for (int user = 0; user < load.users(); user++) {
            threads.execute(new User(load, user));
        }
    }

    /** One simulated user: a task that runs one query, then queues itself again for the next. */
    private final class User implements Runnable {

        private final Load load;
        private final int user;

        User(Load load, int user) {
            this.load = load;
            this.user = user;
        }

        @Override
        public void run() {
            Query query = load.next(user);
            long start = System.nanoTime();
            boolean goOn;
            try {
                goOn = load.answered(query, start, execute(load.sql(), query));
            } catch (SQLException | RuntimeException e) {
                goOn = load.failed(query, e);
            }
            if (goOn) {
                threads.execute(this);
            }
        }
    }

    private List<UserRow> execute(String sql, Query query) throws SQLException {
        try (Connection c = pool.getConnection();
                PreparedStatement ps = c.prepareStatement(sql)) {
            List<Object> args = query.args();
            for (int i = 0; i < args.size(); i++) {
                ps.setObject(i + 1, args.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                List<UserRow> rows = new ArrayList<>();
                while (rs.next()) {
                    rows.add(new UserRow(
                            rs.getLong(1),
                            rs.getString(2),
                            rs.getString(3),
                            rs.getObject(4, OffsetDateTime.class).toInstant()));
                }
                return rows;
            }
        }
    }

    @Override
    public void finish(Load load) {
        threads.shutdown();
        try {
            if (!threads.awaitTermination(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the JDBC threads did not end");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
        if (pool != null) {
            pool.close();
        }
    }
}
