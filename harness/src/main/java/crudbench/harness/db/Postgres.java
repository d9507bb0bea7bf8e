package crudbench.harness.db;

import crudbench.harness.checkout.Repo;
import crudbench.harness.proc.CpuClock;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The suite's PostgreSQL. By default a real server from the PostgreSQL binaries that zonky
 * publishes on Maven Central, kept in the git-ignored {@code .pgdata/} of the checkout and
 * left running in the background until {@code just db-stop}. With DB_HOST or DB_PORT set,
 * it is the user's own server, and only the schema and seed are ours.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the server's whole
 * life (start, bootstrap, schema, reset, the statistics a run reads, stop) for the embedded
 * server and the user's own, which differ inside most of these steps.
 */
public final class Postgres {

    private static final String SUPERUSER = "postgres";

    /**
     * Connections the embedded server takes: enough for every variant's pool at once (the
     * interleaved benchmark keeps them all running) at pool sizes up to the published studies'
     * 100, with room for the harness. zonky's default is 300.
     */
    public static final int MAX_CONNECTIONS = 1000;

    private final Repo repo;
    private final DbConfig db;
    private final int seedUsers;

    public Postgres(Repo repo, Settings settings) {
        this(repo, settings.db(), settings.getInt("SEED_USERS"));
    }

    public Postgres(Repo repo, DbConfig db, int seedUsers) {
        this.repo = repo;
        this.db = db;
        this.seedUsers = seedUsers;
    }

    public DbConfig config() {
        return db;
    }

    Path home() {
        return repo.resolve(".pgdata");
    }

    Path dataDir() {
        return home().resolve("data");
    }

    public Path logFile() {
        return home().resolve("postgres.log");
    }

    /** True when something accepts connections at DB_HOST:DB_PORT. */
    public boolean answers() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(db.host(), db.port()), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Makes sure a database is there, with the schema and a seed: starts the embedded server
     * when no database is configured and none answers. Idempotent.
     *
     * @return true when this call started the embedded server
     */
    public boolean ensureRunning() {
        boolean started = false;
        if (!answers()) {
            if (db.external()) {
                throw new IllegalStateException("no PostgreSQL answers at " + db.host() + ":" + db.port()
                        + " (DB_HOST/DB_PORT are set, so the embedded one is not started)");
            }
            startEmbedded();
            started = true;
        }
        OptionalLong postmaster = db.external() ? OptionalLong.empty() : embeddedPid();
        if (postmaster.isPresent()) {
            // The postmaster and its backends in a cgroup of their own, ended backends counted too;
            // one started by an earlier run may already have it.
            CpuClock.system().track(postmaster.getAsLong(), "postgres");
            bootstrapEmbedded();
        }
        applySchema();
        return started;
    }

    /**
     * Makes sure the database takes {@code connections} more connections at once: an embedded
     * server started with fewer (by an older checkout) is restarted; an external one can only
     * be told about.
     */
    public void ensureConnections(int connections) {
        ensureRunning();
        int max = maxConnections();
        if (max >= connections) {
            return;
        }
        if (!isEmbedded()) {
            throw new IllegalStateException("the database at " + db.host() + ":" + db.port() + " takes " + max
                    + " connections, and this run needs " + connections + ": raise its max_connections");
        }
        stop();
        ensureRunning();
        if (maxConnections() < connections) {
            throw new IllegalStateException("the embedded PostgreSQL takes " + maxConnections()
                    + " connections, and this run needs " + connections);
        }
    }

    /** The server's max_connections. */
    public int maxConnections() {
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW max_connections")) {
            rs.next();
            return Integer.parseInt(rs.getString(1));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read max_connections: " + e.getMessage(), e);
        }
    }

    /** Whether the server at DB_HOST:DB_PORT is the one in .pgdata. */
    public boolean isEmbedded() {
        return !db.external() && embeddedPid().isPresent();
    }

    /** The postmaster's process id, from its pid file, when the embedded server is running. */
    public OptionalLong embeddedPid() {
        Path pidFile = dataDir().resolve("postmaster.pid");
        try {
            if (!Files.isRegularFile(pidFile)) {
                return OptionalLong.empty();
            }
            long pid = Long.parseLong(Files.readAllLines(pidFile).getFirst().strip());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent()
                    ? OptionalLong.of(pid)
                    : OptionalLong.empty();
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    private void startEmbedded() {
        try {
            Files.createDirectories(home().resolve("bin"));
            Redirect log = Redirect.appendTo(logFile().toFile());
            // Not closed on purpose: pg_ctl detaches the postmaster, which outlives this JVM.
            EmbeddedPostgres.builder()
                    .setOverrideWorkingDirectory(home().resolve("bin").toFile())
                    .setDataDirectory(dataDir())
                    .setCleanDataDirectory(false)
                    .setRegisterShutdownHook(false)
                    .setPort(db.port())
                    .setPGStartupWait(Duration.ofSeconds(60))
                    // zonky's defaults (fsync off, synchronous_commit off) stay: the benchmark
                    // measures the apps, not this machine's disk.
                    .setServerConfig("max_connections", Integer.toString(MAX_CONNECTIONS))
                    .setServerConfig("shared_preload_libraries", "pg_stat_statements")
                    .setServerConfig("pg_stat_statements.track", "top")
                    .setServerConfig("listen_addresses", "localhost")
                    .setDataDirectoryCustomizer(Postgres::writeHba)
                    .setOutputRedirector(log)
                    .setErrorRedirector(log)
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("embedded PostgreSQL did not start; see " + logFile(), e);
        }
    }

    /**
     * The superuser connects without a password from this machine only; the app user must
     * authenticate with SCRAM, as it would against any real server.
     */
    private static void writeHba(File dataDir) {
        String hba = """
                # Written by the crudbench harness on every start.
                local all postgres               trust
                host  all postgres 127.0.0.1/32 trust
                host  all postgres ::1/128      trust
                host  all all      127.0.0.1/32 scram-sha-256
                host  all all      ::1/128      scram-sha-256
                """;
        try {
            Files.writeString(dataDir.toPath().resolve("pg_hba.conf"), hba);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Creates the app's role and database in the embedded server when they are missing. */
    private void bootstrapEmbedded() {
        try (Connection c = superuser("postgres")) {
            if (!exists(c, "SELECT 1 FROM pg_roles WHERE rolname = ?", db.user())) {
                try (Statement s = c.createStatement()) {
                    s.execute("CREATE ROLE " + ident(db.user()) + " LOGIN PASSWORD " + literal(db.password()));
                }
            }
            if (!exists(c, "SELECT 1 FROM pg_database WHERE datname = ?", db.name())) {
                try (Statement s = c.createStatement()) {
                    s.execute("CREATE DATABASE " + ident(db.name()) + " OWNER " + ident(db.user()));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot bootstrap the embedded database: " + e.getMessage(), e);
        }
        try (Connection c = superuser(db.name());
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot enable pg_stat_statements: " + e.getMessage(), e);
        }
    }

    /** Applies db/schema.sql (idempotent) and seeds an empty table. */
    private void applySchema() {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute(Files.readString(repo.resolve("db/schema.sql")));
            try (ResultSet rs = s.executeQuery("SELECT NOT EXISTS (SELECT 1 FROM users)")) {
                rs.next();
                if (rs.getBoolean(1)) {
                    reset(c, seedUsers);
                }
            }
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("cannot apply db/schema.sql to " + db.jdbcUrl() + ": " + e.getMessage(), e);
        }
    }

    /** Back to the standard data: {@code SEED_USERS} rows, as after `just db-reset`. */
    public void reset() {
        reset(seedUsers);
    }

    /** Truncates and reseeds the users table, so that every run starts from identical data. */
    public void reset(int users) {
        try (Connection c = connect()) {
            reset(c, users);
        } catch (SQLException e) {
            throw new IllegalStateException("reset failed: " + e.getMessage(), e);
        }
        resetStatementStats();
    }

    private static void reset(Connection c, int users) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT reset_users(?)")) {
            ps.setInt(1, users);
            ps.execute();
        }
    }

    /**
     * Clears pg_stat_statements, so that what a run finds there was sent during that run.
     * Possible only as the embedded superuser; elsewhere the statistics are left alone.
     */
    public boolean resetStatementStats() {
        if (!isEmbedded()) {
            return false;
        }
        try (Connection c = superuser(db.name());
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_statements_reset()");
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /**
     * What the app's database received since the last reset: each statement text
     * (constants as $n) with its number of executions, from pg_stat_statements. Empty when
     * the statistics are not readable (not the embedded server).
     */
    public Map<String, Long> statementCalls() {
        return statementCalls(null);
    }

    /**
     * As {@link #statementCalls()}, of the statements one role sent: the app's user, say, which
     * leaves out what the superuser runs to read the statistics.
     *
     * @param role the role's name, or null for every role
     */
    public Map<String, Long> statementCalls(String role) {
        Map<String, Long> calls = new LinkedHashMap<>();
        if (!isEmbedded()) {
            return calls;
        }
        String sql = "SELECT s.query, s.calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid"
                + " JOIN pg_roles r ON r.oid = s.userid"
                + " WHERE d.datname = ? AND (CAST(? AS text) IS NULL OR r.rolname = ?) ORDER BY s.calls DESC";
        try (Connection c = superuser(db.name());
                PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, db.name());
            ps.setString(2, role);
            ps.setString(3, role);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    calls.merge(rs.getString(1), rs.getLong(2), Long::sum);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read pg_stat_statements: " + e.getMessage(), e);
        }
        return calls;
    }

    /**
     * Transactions committed in the app's database so far (pg_stat_database.xact_commit). A
     * backend reports its counts when it ends, and while it runs at most once a second, or
     * after ten idle seconds: read it after the apps have stopped for an exact figure.
     */
    public long committedTransactions() {
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read pg_stat_database: " + e.getMessage(), e);
        }
    }

    /** Stops the embedded server (fast shutdown: open sessions are ended). */
    public boolean stop() {
        OptionalLong postmaster = embeddedPid();
        if (postmaster.isEmpty()) {
            return false;
        }
        CpuClock.system().release(postmaster.getAsLong());
        List<String> command = new ArrayList<>(asPostgresUser());
        command.addAll(List.of(pgCtl().toString(), "-D", dataDir().toString(), "-m", "fast", "-w", "stop"));
        try {
            Process p = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(Redirect.appendTo(logFile().toFile()))
                    .start();
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("pg_ctl stop failed; see " + logFile());
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Path pgCtl() {
        try (Stream<Path> dirs = Files.list(home().resolve("bin"))) {
            return dirs.map(d -> d.resolve("bin/pg_ctl"))
                    .filter(Files::isExecutable)
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no pg_ctl under " + home().resolve("bin")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * PostgreSQL refuses to run as root. zonky then runs it in a user namespace
     * (`unshare -U`) where it is an unprivileged user; pg_ctl stop must run the same way.
     */
    private static List<String> asPostgresUser() {
        try {
            Object uid = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
            return Integer.valueOf(0).equals(uid) ? List.of("unshare", "-U") : List.of();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return List.of();
        }
    }

    /** A connection as the app's user to the app's database. */
    public Connection connect() throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", db.user());
        props.setProperty("password", db.password());
        props.setProperty("connectTimeout", "5");
        return DriverManager.getConnection(db.jdbcUrl(), props);
    }

    /**
     * A superuser connection to the app's database (the embedded server) whose own statements
     * pg_stat_statements does not count: for reading the server's statistics while an app is
     * measured, without adding to the statements a slice checks.
     */
    public Connection monitor() throws SQLException {
        Connection c = superuser(db.name());
        try (Statement s = c.createStatement()) {
            s.execute("SET pg_stat_statements.track = 'none'");
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    private Connection superuser(String database) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", SUPERUSER);
        props.setProperty("connectTimeout", "5");
        return DriverManager.getConnection("jdbc:postgresql://localhost:" + db.port() + "/" + database, props);
    }

    private static boolean exists(Connection c, String sql, String arg) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    static String ident(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    static String literal(String value) {
        return '\'' + value.replace("'", "''") + '\'';
    }

    public String describe() {
        return (isEmbedded() ? "embedded PostgreSQL (" + dataDir() + ")" : "PostgreSQL") + " at " + db.host() + ":"
                + db.port() + ", database " + db.name() + ", user " + db.user();
    }
}
