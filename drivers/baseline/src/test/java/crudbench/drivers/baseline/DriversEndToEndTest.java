package crudbench.drivers.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.drivers.Operation;
import crudbench.drivers.WorkerSpec;
import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Pgbench;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.SuiteSql;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each driver's worker jar against the real embedded PostgreSQL, for about a second per
 * operation at two users: every operation is answered right, and what create answered is what
 * the table holds. Needs the worker jars, which the reactor packages before this module.
 */
class DriversEndToEndTest {

    private static final Repo REPO = Repo.locate();
    private static final Settings SETTINGS = Settings.load(REPO);
    private static final Map<String, String> SQL = SuiteSql.statements(REPO);
    private static Postgres postgres;
    private static boolean startedDb;

    @BeforeAll
    static void database() {
        postgres = new Postgres(REPO, SETTINGS);
        startedDb = postgres.ensureRunning();
    }

    /** The standard data again, as the other tests leave it; the database stopped if these tests started it. */
    @AfterAll
    static void leaveTheStandardData() {
        try {
            postgres.reset();
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc", "r2dbc", "vertx"})
    void answersEveryOperationAndCreatesWhatItSays(String driver) throws SQLException {
        postgres.reset();
        Path log = Path.of("target", "drivers-it", driver + ".log").toAbsolutePath();
        OptionalLong postmaster = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
        try (WorkerProcess worker =
                WorkerProcess.start(driver, Baseline.jar(REPO, driver), SETTINGS.appJvmFlags(), workerEnv(), log)) {
            assertThat(worker.ready().get("client")).isNotBlank();
            assertThat(worker.ready().withPrefix("version.")).isNotEmpty();
            for (Operation op : List.of(Operation.GET, Operation.LIST10, Operation.LIST100)) {
                Point point = worker.measure("measure", op, 2, 0, 1, postgres, postmaster);
                assertThat(point.queries()).as(driver + " " + op + " answered").isPositive();
                assertThat(point.errorsTotal())
                        .as(driver + " " + op + ": " + point.firstError())
                        .isZero();
                assertThat(point.busyBackends()).as("backends that ran a query").isBetween(1, 16);
                assertThat(point.row(16).qps()).isPositive();
            }
            assertThat(createdRows()).as("the reads created nothing").isZero();
            Point create = worker.measure("measure", Operation.CREATE, 2, 0, 1, postgres, postmaster);
            assertThat(create.errorsTotal())
                    .as(driver + " create: " + create.firstError())
                    .isZero();
            assertThat(create.queries()).isPositive();
            assertThat(createdRows())
                    .as("every create the worker counted, and only those, is a row")
                    .isEqualTo(create.answeredTotal());
            worker.quit();
        }
    }

    @Test
    void pgbenchRunsTheSameStatementsWhereItIsInstalled() throws Exception {
        assumeTrue(Pgbench.version() != null, "pgbench is not installed");
        postgres.reset();
        OptionalLong postmaster = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
        Path dir = Path.of("target", "drivers-it", "pgbench").toAbsolutePath();
        Point get = pgbench(Operation.GET, postgres.config(), postmaster, dir);
        assertThat(get.queries()).isPositive();
        assertThat(get.errors()).isZero();
        assertThat(get.row(2).p50Ms()).isPositive();
        Point create = pgbench(Operation.CREATE, postgres.config(), postmaster, dir);
        assertThat(create.errors()).isZero();
        assertThat(rowsAbove(SETTINGS.getInt("SEED_USERS"))).isEqualTo(create.queries());
    }

    @Test
    void pgbenchThroughTheRelayWaitsTheRoundTripItAdds() throws Exception {
        assumeTrue(Pgbench.version() != null, "pgbench is not installed");
        postgres.reset();
        Path dir = Path.of("target", "drivers-it", "pgbench-relayed").toAbsolutePath();
        try (DbPath path = DbPath.relayed(postgres.config(), Duration.ofMillis(2))) {
            Point get = pgbench(Operation.GET, path.config(), OptionalLong.empty(), dir);
            assertThat(get.errors()).isZero();
            assertThat(get.row(2).p50Ms())
                    .as("a query's latency with 2 ms added to its round trip")
                    .isGreaterThanOrEqualTo(2.0);
        }
    }

    /** pgbench on two connections for a second of the operation, no ramp, connecting to {@code db}. */
    private static Point pgbench(Operation operation, DbConfig db, OptionalLong postmaster, Path dir)
            throws IOException {
        return Point.ofPgbench(
                operation,
                2,
                Pgbench.run(
                        operation,
                        SQL.get(operation.id()),
                        SETTINGS.getInt("SEED_USERS"),
                        2,
                        0,
                        1,
                        postgres,
                        db,
                        postmaster,
                        dir));
    }

    private static Map<String, String> workerEnv() {
        DbConfig db = postgres.config();
        return new WorkerSpec(
                        db.host(),
                        db.port(),
                        db.name(),
                        db.user(),
                        db.password(),
                        SETTINGS.getInt("DB_POOL_SIZE"),
                        SETTINGS.getInt("DB_STATEMENT_CACHE_SIZE"),
                        SETTINGS.getInt("DB_PIPELINING_LIMIT"),
                        SETTINGS.getInt("IO_THREADS"),
                        SETTINGS.getInt("WORKER_THREADS"),
                        SETTINGS.getInt("DB_ACQUIRE_TIMEOUT_MS"),
                        SETTINGS.getInt("SEED_USERS"),
                        Baseline.SEED,
                        SQL)
                .toEnv();
    }

    private static long createdRows() throws SQLException {
        return count("SELECT count(*) FROM users WHERE email LIKE ?", "%@drivers.test");
    }

    private static long rowsAbove(long id) throws SQLException {
        return count("SELECT count(*) FROM users WHERE id > ?", id);
    }

    private static long count(String sql, Object arg) throws SQLException {
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
