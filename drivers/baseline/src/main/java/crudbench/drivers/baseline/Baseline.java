package crudbench.drivers.baseline;

import crudbench.drivers.Operation;
import crudbench.drivers.Protocol;
import crudbench.drivers.WorkerSpec;
import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Pgbench;
import crudbench.harness.db.Postgres;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * One run of `just drivers`: for each driver, a worker JVM of its own that warms up and then
 * runs every operation at every load, from the standard data at each load; then pgbench;
 * then drivers.json, drivers.md and the table. Starts the embedded PostgreSQL when none runs,
 * and stops it again if it did.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the workers, pgbench and
 * the files of one run share the database, its path and the run's rows and notes, and each step
 * is short; the workers' own loop lives in their modules, the table in {@link DriversResult}.
 */
public final class Baseline {

    /** The drivers, by variants.json's driver ids; pgbench is the database's own row. */
    static final List<String> DRIVERS = Variants.DRIVERS;

    static final String PGBENCH = "pgbench";

    /** Every user's random ids start from this, so every driver is asked the same questions. */
    static final long SEED = 20240101L;

    private final Repo repo;
    private final Settings settings;
    private final Profile profile;
    private final List<String> drivers;
    private final Path out;
    private final Postgres postgres;
    private final Map<String, String> statements;
    private final int poolSize;
    private final int seedUsers;
    private final List<DriversResult.Row> rows = new ArrayList<>();
    private final Map<String, DriversResult.Client> clients = new LinkedHashMap<>();
    private final List<String> notes = new ArrayList<>();
    /** The round trip a relay adds between the workers (and pgbench) and PostgreSQL; null: straight there. */
    private Duration dbLatency;
    /** What the workers and pgbench connect to: PostgreSQL, or the relay in front of it. */
    private DbConfig target;

    private boolean failed;

    public Baseline(Repo repo, Settings settings, Profile profile, List<String> drivers, Path out) {
        this.repo = repo;
        this.settings = settings;
        this.profile = profile;
        this.drivers = drivers;
        this.out = out;
        this.postgres = new Postgres(repo, settings);
        this.statements = SuiteSql.statements(repo);
        this.poolSize = settings.getInt("DB_POOL_SIZE");
        this.seedUsers = settings.getInt("SEED_USERS");
        if (seedUsers < 100) {
            throw new IllegalArgumentException(
                    "the baseline reads pages of 100 seeded rows: SEED_USERS must be at least 100, is " + seedUsers);
        }
    }

    /**
     * The same baseline with PostgreSQL {@code roundTrip} away, through the harness's relay
     * ({@link DbPath}), as a database one network hop away is; null keeps it straight there.
     */
    public Baseline withDbLatency(Duration roundTrip) {
        this.dbLatency = roundTrip;
        return this;
    }

    /** The worker jar of a driver, built by its module. */
    static Path jar(Repo repo, String driver) {
        return repo.resolve("drivers/" + driver + "/target/drivers-" + driver + ".jar");
    }

    /** Runs everything and writes the results; the finished record. */
    public DriversResult run() throws IOException {
        Files.createDirectories(out.resolve("raw"));
        String startedAt = Instant.now().toString();
        boolean startedDb = postgres.ensureRunning();
        DriversResult.Database database;
        DbPath path = DbPath.of(postgres.config(), dbLatency);
        try (path) {
            target = path.config();
            if (dbLatency != null) {
                String note = "the database is " + path.measureRoundTrips().describe()
                        + "; the relay's own CPU is not counted in any column";
                notes.add(note);
                System.err.println("==> " + note);
            }
            OptionalLong postmaster = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
            if (postmaster.isEmpty()) {
                notes.add("PostgreSQL is not the embedded server on this machine: its CPU is not measured");
            }
            database = new DriversResult.Database(
                    postgres.config().host(),
                    postgres.config().port(),
                    postgres.config().name(),
                    postgres.isEmbedded(),
                    serverVersion());
            System.err.printf(
                    "==> drivers, %s profile: %s; users %s; about %d min against %s%n",
                    profile.name(),
                    String.join(
                            ", ",
                            profile.operations().stream().map(Operation::id).toList()),
                    profile.users(),
                    Math.round(plannedSeconds() / 60.0),
                    postgres.describe());
            for (String driver : drivers) {
                if (!driver.equals(PGBENCH)) {
                    runDriver(driver, postmaster);
                }
            }
            if (drivers.contains(PGBENCH)) {
                runPgbench(postmaster);
            }
        } finally {
            try {
                postgres.reset();
            } finally {
                if (startedDb) {
                    postgres.stop();
                }
            }
        }
        rows.stream()
                .filter(r -> r.errors() > 0)
                .forEach(r -> notes.add(String.format(
                        Locale.ROOT,
                        "%s %s at %d users: %d errors (see raw/%s)",
                        r.driver(),
                        r.operation(),
                        r.users(),
                        r.errors(),
                        r.driver().equals(PGBENCH) ? "pgbench/" + r.operation() + ".out" : r.driver() + ".log")));
        DriversResult result = new DriversResult(
                DriversResult.SCHEMA,
                startedAt,
                Instant.now().toString(),
                machine(),
                runSettings(database),
                clients,
                rows,
                notes);
        result.write(out);
        Files.writeString(out.resolve("drivers.md"), Report.markdown(result));
        return result;
    }

    private DriversResult.Machine machine() {
        MachineFacts m = MachineFacts.here();
        return new DriversResult.Machine(
                m.cores(), m.memoryBytes(), m.cpu(), m.os(), m.jdk(), m.host(), MachineFacts.gitCommit(repo));
    }

    /** Whether every driver ran and every query was answered right. */
    public boolean clean(DriversResult result) {
        return !failed && result.rows().stream().allMatch(r -> r.errors() == 0);
    }

    private long plannedSeconds() {
        long workers = drivers.stream().filter(d -> !d.equals(PGBENCH)).count();
        return workers * (profile.secondsPerDriver() + 5)
                + (drivers.contains(PGBENCH) ? profile.secondsOfPgbench() + 5 : 0);
    }

    private void runDriver(String driver, OptionalLong postmaster) throws IOException {
        Path log = out.resolve("raw").resolve(driver + ".log");
        List<Point> points = new ArrayList<>();
        Map<String, Map<String, Long>> calls = new LinkedHashMap<>();
        postgres.reset();
        try (WorkerProcess worker =
                WorkerProcess.start(driver, jar(repo, driver), settings.appJvmFlags(), workerEnv(), log)) {
            Protocol.Message ready = worker.ready();
            String label = ready.get("client");
            System.err.printf(
                    "==> %s: %s, worker pid %d; warming up at %d users%n", driver, label, worker.pid(), poolSize);
            int rounds = warmUp(driver, worker, points, postmaster);
            clients.put(
                    driver, new DriversResult.Client(label, ready.withPrefix("version."), ready.get("jdk"), rounds));
            for (int users : profile.users()) {
                postgres.reset();
                for (Operation op : profile.operations()) {
                    Point point = worker.measure(
                            "measure",
                            op,
                            users,
                            profile.rampSeconds(),
                            profile.measureSeconds(),
                            postgres,
                            postmaster);
                    points.add(point);
                    DriversResult.Row row = point.row(poolSize);
                    rows.add(row);
                    progress(row);
                }
                calls.put(Integer.toString(users), postgres.statementCalls());
            }
            worker.quit();
        } catch (IllegalStateException | UncheckedIOException e) {
            failed = true;
            notes.add(driver + ": the worker failed: "
                    + e.getMessage().lines().findFirst().orElse("") + " (see raw/" + driver + ".log)");
            System.err.println("    " + driver + " failed: " + e.getMessage());
        } finally {
            writeRaw(driver, points, calls);
        }
    }

    /**
     * Rounds of every operation at DB_POOL_SIZE users until the JIT is done: at least the
     * profile's minimum, then until the compiler threads used at most {@link Profile#JIT_QUIET}
     * of the worker's CPU in a round, at most the maximum.
     *
     * @return the rounds run
     */
    private int warmUp(String driver, WorkerProcess worker, List<Point> points, OptionalLong postmaster) {
        int rounds = 0;
        Double jitShare = null;
        while (rounds < profile.warmupMaxRounds()
                && (rounds < profile.warmupMinRounds() || jitShare == null || jitShare > Profile.JIT_QUIET)) {
            rounds++;
            long jit = 0;
            long cpu = 0;
            boolean known = true;
            for (Operation op : profile.operations()) {
                Point point = worker.measure("warmup", op, poolSize, 0, profile.warmupSeconds(), postgres, postmaster);
                points.add(point);
                known &= point.jitMs() != null && point.clientCpuMs() != null;
                jit += point.jitMs() == null ? 0 : point.jitMs();
                cpu += point.clientCpuMs() == null ? 0 : point.clientCpuMs();
            }
            if (!known) {
                // Without /proc the JIT cannot be watched: the minimum rounds it is.
                jitShare = rounds >= profile.warmupMinRounds() ? 0.0 : null;
                continue;
            }
            jitShare = cpu == 0 ? 0.0 : jit / (double) cpu;
            System.err.printf(
                    Locale.ROOT,
                    "    warm-up round %d: the JIT used %.0f%% of the worker's CPU%n",
                    rounds,
                    100 * jitShare);
        }
        if (jitShare != null && jitShare > Profile.JIT_QUIET) {
            notes.add(String.format(
                    Locale.ROOT,
                    "%s: the JIT still used %.0f%% of the worker's CPU after %d warm-up rounds:"
                            + " its first loads include compilation",
                    driver,
                    100 * jitShare,
                    rounds));
        }
        return rounds;
    }

    private void runPgbench(OptionalLong postmaster) throws IOException {
        String version = Pgbench.version();
        if (version == null) {
            notes.add(
                    "pgbench is not installed (Debian: apt-get install postgresql, whose server package ships it): no database ceiling rows");
            System.err.println("==> pgbench: not installed, skipped (Debian: apt-get install postgresql)");
            return;
        }
        clients.put(PGBENCH, new DriversResult.Client(version, Pgbench.versions(version), null, null));
        System.err.printf("==> pgbench: %s, %d connections, %d threads%n", version, poolSize, Pgbench.THREADS);
        List<Point> points = new ArrayList<>();
        postgres.reset();
        try {
            for (Operation op : profile.operations()) {
                Point point = Point.ofPgbench(
                        op,
                        poolSize,
                        Pgbench.run(
                                op,
                                statements.get(op.statement()),
                                seedUsers,
                                poolSize,
                                profile.rampSeconds(),
                                profile.measureSeconds(),
                                postgres,
                                target,
                                postmaster,
                                out.resolve("raw").resolve(PGBENCH)));
                points.add(point);
                DriversResult.Row row = point.row(poolSize);
                rows.add(row);
                progress(row);
            }
        } catch (IllegalStateException e) {
            failed = true;
            notes.add("pgbench failed: " + e.getMessage().lines().findFirst().orElse(""));
            System.err.println("    pgbench failed: " + e.getMessage());
        } finally {
            writeRaw(PGBENCH, points, Map.of());
        }
    }

    private static void progress(DriversResult.Row r) {
        System.err.printf(
                Locale.ROOT,
                "    %-7s %4d users  %8.0f q/s  p50 %s ms  p99 %s ms  CPU ms/q: client %s, PostgreSQL %s"
                        + "  errors %d  busy backends %s, threads %s%n",
                r.operation(),
                r.users(),
                r.qps(),
                Report.ms(r.p50Ms()),
                Report.ms(r.p99Ms()),
                Report.num(r.clientCpuMsPerQuery(), 4),
                Report.num(r.postgresCpuMsPerQuery(), 4),
                r.errors(),
                r.busyBackends(),
                r.busyThreads());
    }

    /** What every worker is told: parity.env, the database, the suite's statements, the seed. */
    private Map<String, String> workerEnv() {
        DbConfig db = target;
        return new WorkerSpec(
                        db.host(),
                        db.port(),
                        db.name(),
                        db.user(),
                        db.password(),
                        poolSize,
                        settings.getInt("DB_STATEMENT_CACHE_SIZE"),
                        settings.getInt("DB_PIPELINING_LIMIT"),
                        settings.getInt("IO_THREADS"),
                        settings.getInt("WORKER_THREADS"),
                        settings.getInt("DB_ACQUIRE_TIMEOUT_MS"),
                        seedUsers,
                        SEED,
                        statements)
                .toEnv();
    }

    private DriversResult.RunSettings runSettings(DriversResult.Database database) {
        return new DriversResult.RunSettings(
                profile.name(),
                profile.users(),
                profile.operations().stream().map(Operation::id).toList(),
                poolSize,
                profile.warmupMinRounds(),
                profile.warmupMaxRounds(),
                Profile.JIT_QUIET,
                profile.warmupSeconds(),
                profile.rampSeconds(),
                profile.measureSeconds(),
                settings.parity(),
                settings.appJvmFlags(),
                database,
                SEED);
    }

    /** raw/DRIVER.json: every load as measured, warm-up included, and what PostgreSQL received per load. */
    private void writeRaw(String driver, List<Point> points, Map<String, Map<String, Long>> calls) throws IOException {
        Map<String, Object> raw = new LinkedHashMap<>();
        raw.put("driver", driver);
        raw.put("client", clients.get(driver));
        raw.put("points", points);
        raw.put("statementCallsByUsers", calls);
        DriversResult.JSON.writeValue(
                out.resolve("raw").resolve(driver + ".json").toFile(), raw);
    }

    private String serverVersion() {
        try (Connection c = postgres.connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        } catch (SQLException e) {
            return null;
        }
    }
}
