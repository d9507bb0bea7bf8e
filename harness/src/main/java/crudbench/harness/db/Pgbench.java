package crudbench.harness.db;

import crudbench.drivers.Operation;
import crudbench.drivers.UserParameters;
import crudbench.drivers.WorkerSpec;
import crudbench.harness.proc.ChildCpu;
import crudbench.harness.proc.CpuClock;
import crudbench.harness.proc.ProcStats;
import crudbench.harness.registry.Settings.DbConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * The database's own ceiling: pgbench (libpq, written in C) sending the same statements,
 * prepared, over DB_POOL_SIZE connections, each sending its next query as soon as the last is
 * answered: a closed model of DB_POOL_SIZE users with no JVM in the way. Its scripts are
 * generated from db/queries.sql, its parameters drawn as the workers draw theirs. Both
 * `just drivers` (its pgbench rows) and `just bench` (the ceiling beside the apps) run it.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: both uses share the
 * scripts, the command line, the parsing of pgbench's output and the process handling; only
 * the two public entry points differ.
 */
public final class Pgbench {

    /** pgbench's own threads (-j): a client on 2 cores needs no more. */
    public static final int THREADS = 2;

    /** Random texts pgbench cannot make (\set draws numbers); 19-digit numbers serve as a unique name and email. */
    private static final String UNIQUE = "random(1000000000000000000, 9223372036854775806)";

    private static final Pattern DOLLAR = Pattern.compile("\\$(\\d+)");
    private static final Pattern PROCESSED = Pattern.compile("number of transactions actually processed: (\\d+)");
    private static final Pattern FAILED = Pattern.compile("number of failed transactions: (\\d+)");
    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+) \\(without initial connection time\\)");
    private static final Pattern CONNECTING = Pattern.compile("initial connection time = ([0-9.]+) ms");

    /**
     * The least share of a ceiling's -T that its clients must spend connected: pgbench counts -T
     * from before it connects, one client after another on each thread.
     */
    static final double CONNECTED_SHARE = 0.9;

    private Pgbench() {}

    /**
     * One operation's ceiling, as `just bench` shows it beside the apps: the suite's statement
     * through pgbench on {@code connections} connections for {@code seconds}, no ramp.
     *
     * @param queries               what the measured run processed
     * @param queriesSent           what every run processed, the measured one and any it ran again for: what
     *                              PostgreSQL committed for the ceiling
     * @param postgresCpuMsPerQuery PostgreSQL's CPU per query; null where its processes cannot be read
     */
    public record Ceiling(
            String operation,
            int connections,
            long queries,
            long queriesSent,
            long errors,
            double queriesPerSecond,
            Double postgresCpuMsPerQuery) {}

    /**
     * Measures one operation's ceiling, by its loadgen scenario name (get, list10, list100,
     * create), with the statement db/queries.sql gives its operation.
     */
    public static Ceiling ceiling(
            String scenario,
            Map<String, String> suiteSql,
            int seedUsers,
            int connections,
            int seconds,
            Postgres postgres,
            Path dir)
            throws IOException {
        return ceiling(scenario, suiteSql, seedUsers, connections, seconds, postgres, postgres.config(), dir);
    }

    /** As above, with pgbench connecting through {@code via} (a {@link DbPath}'s relay) instead of straight. */
    public static Ceiling ceiling(
            String scenario,
            Map<String, String> suiteSql,
            int seedUsers,
            int connections,
            int seconds,
            Postgres postgres,
            DbConfig via,
            Path dir)
            throws IOException {
        Operation operation = Operation.of(scenario);
        OptionalLong postmaster = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
        String sql = suiteSql.get(operation.statement());
        int duration = seconds;
        Measured run = run(operation, sql, seedUsers, connections, 0, duration, postgres, via, postmaster, dir);
        long sent = run.queries();
        // Far from the database, opening the connections can take most of -T (64 through a 5.6 ms relay: 0.97 s
        // of 1 s), and the clients connected first wait on their thread meanwhile: such a window measures the
        // connecting. Longer runs, until the clients spend the asked seconds connected.
        for (int tries = 0;
                tries < 3 && connectedSeconds(run.connectMs(), duration) < seconds * CONNECTED_SHARE;
                tries++) {
            duration = longerDuration(seconds, duration, run.connectMs());
            run = run(operation, sql, seedUsers, connections, 0, duration, postgres, via, postmaster, dir);
            sent += run.queries();
        }
        double window = run.windowNanos() / 1e9;
        return new Ceiling(
                scenario,
                connections,
                run.queries(),
                sent,
                run.errors(),
                window > 0 ? run.queries() / window : 0,
                run.postgresCpuMs() == null || run.queries() <= 0
                        ? null
                        : run.postgresCpuMs() / (double) run.queries());
    }

    /** Seconds of a -T of {@code duration} that pgbench's clients spent connected; 0 when it never said how long it connected. */
    static double connectedSeconds(double connectMs, int duration) {
        return Double.isNaN(connectMs) ? 0 : duration - connectMs / 1000;
    }

    /**
     * The -T that gives {@code seconds} connected after a run of {@code duration} that connected for {@code connectMs}
     * (half as long again, for its spread); twice as long plus the seconds where pgbench never said (it processed
     * nothing).
     */
    static int longerDuration(int seconds, int duration, double connectMs) {
        return Double.isNaN(connectMs)
                ? seconds + 2 * duration
                : Math.max(duration + 1, seconds + (int) Math.ceil(1.5 * connectMs / 1000));
    }

    /** The scenarios a ceiling can be measured for: the operations of the driver-only baseline. */
    public static boolean measures(String scenario) {
        return Arrays.stream(Operation.values()).anyMatch(o -> o.id().equals(scenario));
    }

    /** pgbench's version line, or null when it is not installed. */
    public static String version() {
        try {
            Process p = new ProcessBuilder("pgbench", "--version")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes()).strip();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The script of one operation: \set lines drawing the parameters as {@link UserParameters}
     * does, then the suite's statement with each $n written as pgbench's :variable, which
     * pgbench -M prepared sends back as $n.
     */
    static String script(Operation operation, String suiteSql, int seedUsers) {
        StringBuilder script = new StringBuilder();
        for (String parameter : operation.parameters()) {
            String value = switch (parameter) {
                case "id" -> "random(1, " + seedUsers + ")";
                case "afterId" -> "random(0, " + UserParameters.maxAfterId(seedUsers) + ")";
                case "limit" -> Integer.toString(operation.limit());
                case "name", "email" -> UNIQUE;
                default -> throw new IllegalArgumentException("no pgbench value for " + parameter);
            };
            script.append("\\set ").append(parameter).append(' ').append(value).append('\n');
        }
        Matcher m = DOLLAR.matcher(suiteSql);
        StringBuilder sql = new StringBuilder();
        while (m.find()) {
            int index = Integer.parseInt(m.group(1)) - 1;
            if (index >= operation.parameters().size()) {
                throw new IllegalArgumentException(operation + " has no parameter $" + m.group(1) + ": " + suiteSql);
            }
            m.appendReplacement(sql, ":" + operation.parameters().get(index));
        }
        m.appendTail(sql);
        return script.append(sql).append(";\n").toString();
    }

    /** The command line: prepared statements, no vacuum (the table is the harness's), one log line per query when logging. */
    static List<String> command(DbConfig db, int connections, int seconds, Path script, Path logPrefix) {
        List<String> command = new ArrayList<>(List.of(
                "pgbench",
                "-h",
                db.host(),
                "-p",
                Integer.toString(db.port()),
                "-U",
                db.user(),
                "-n",
                "-M",
                "prepared",
                "-c",
                Integer.toString(connections),
                "-j",
                Integer.toString(Math.min(THREADS, connections)),
                "-T",
                Integer.toString(seconds),
                "-f",
                script.toString()));
        if (logPrefix != null) {
            command.addAll(List.of("-l", "--log-prefix=" + logPrefix));
        }
        command.add(db.name());
        return command;
    }

    /**
     * What pgbench printed at the end of a run.
     *
     * @param tps       0 when it processed nothing (pgbench then prints no tps)
     * @param connectMs its initial connection time; NaN when it printed none (it processed nothing)
     */
    record Summary(long processed, long failed, double tps, double connectMs) {}

    static Summary parse(String output) {
        Matcher processed = PROCESSED.matcher(output);
        if (!processed.find()) {
            throw new IllegalStateException("pgbench printed no transaction count:\n" + output);
        }
        long transactions = Long.parseLong(processed.group(1));
        Matcher tps = TPS.matcher(output);
        boolean printedTps = tps.find();
        if (!printedTps && transactions > 0) {
            throw new IllegalStateException("pgbench printed no tps for " + transactions + " transactions:\n" + output);
        }
        Matcher failed = FAILED.matcher(output);
        Matcher connecting = CONNECTING.matcher(output);
        return new Summary(
                transactions,
                failed.find() ? Long.parseLong(failed.group(1)) : 0,
                printedTps ? Double.parseDouble(tps.group(1)) : 0,
                connecting.find() ? Double.parseDouble(connecting.group(1)) : Double.NaN);
    }

    /**
     * Latencies from pgbench's per-transaction logs (-l): the third field of each line is the
     * transaction's time in microseconds, or "failed".
     */
    static Histogram latencies(List<String> logLines) {
        Histogram histogram = new Histogram(3);
        for (String line : logLines) {
            String[] fields = line.strip().split(" ");
            if (fields.length >= 3 && !fields[2].isEmpty() && Character.isDigit(fields[2].charAt(0))) {
                histogram.recordValue(Long.parseLong(fields[2]) * 1000);
            }
        }
        return histogram;
    }

    /**
     * One measured run of pgbench.
     *
     * @param windowNanos    the measured window, as pgbench counted it (transactions over its tps); 0 when it
     *                       processed nothing
     * @param queries        transactions pgbench processed
     * @param errors         failed transactions, plus one when pgbench itself failed
     * @param firstError     where to look when pgbench failed, or null
     * @param clientCpuMs    pgbench's CPU; null where /proc cannot be read
     * @param postgresCpuMs  PostgreSQL's CPU (postmaster and backends); null unless its postmaster is given
     * @param activity       what pg_stat_activity showed of pgbench's connections; null where it could not be asked
     * @param latencies      every transaction's latency, in ns
     * @param connectMs      how long pgbench took to open its connections; NaN when it did not say
     */
    public record Measured(
            long windowNanos,
            long queries,
            long errors,
            String firstError,
            Long clientCpuMs,
            Long postgresCpuMs,
            PoolActivity.Seen activity,
            Histogram latencies,
            double connectMs) {}

    /**
     * One operation: a ramp run, then the measured run with per-query logging, on the data as
     * the caller left it. pgbench's CPU is read by {@link ChildCpu} (a cgroup of its own, or this
     * process's reaped children, of which pgbench is the only one that ends then); PostgreSQL's,
     * by the {@link CpuClock}, includes opening the connections, a few milliseconds.
     */
    public static Measured run(
            Operation operation,
            String suiteSql,
            int seedUsers,
            int connections,
            int rampSeconds,
            int measureSeconds,
            Postgres postgres,
            OptionalLong postmaster,
            Path dir)
            throws IOException {
        return run(
                operation,
                suiteSql,
                seedUsers,
                connections,
                rampSeconds,
                measureSeconds,
                postgres,
                postgres.config(),
                postmaster,
                dir);
    }

    /** One operation, pgbench connecting through {@code db}; PostgreSQL's own activity is read straight from it. */
    public static Measured run(
            Operation operation,
            String suiteSql,
            int seedUsers,
            int connections,
            int rampSeconds,
            int measureSeconds,
            Postgres postgres,
            DbConfig db,
            OptionalLong postmaster,
            Path dir)
            throws IOException {
        Files.createDirectories(dir);
        Path script = dir.resolve(operation.id() + ".sql");
        Files.writeString(script, script(operation, suiteSql, seedUsers));
        if (rampSeconds > 0) {
            execute(command(db, connections, rampSeconds, script, null), db, dir.resolve(operation.id() + "-ramp.out"));
        }
        Path logPrefix = dir.resolve(operation.id() + "-log");
        PoolActivity activity = PoolActivity.open(postgres);
        CpuClock clock = CpuClock.system();
        Duration postgresBefore = postmaster.isPresent() ? clock.treeCpu(postmaster.getAsLong()) : null;
        if (activity != null) {
            activity.begin();
        }
        // pgbench's backends end with it: ask pg_stat_activity shortly before the end.
        Process process = start(
                command(db, connections, measureSeconds, script, logPrefix), db, dir.resolve(operation.id() + ".out"));
        ChildCpu client = ChildCpu.watch(process, "pgbench");
        PoolActivity.Seen seen = null;
        if (activity != null) {
            sleep(Math.max(0, measureSeconds * 1000L - 500));
            seen = activity.stop();
        }
        Execution run = finish(process, dir.resolve(operation.id() + ".out"));
        Duration postgresAfter = postmaster.isPresent() ? clock.treeCpu(postmaster.getAsLong()) : null;
        Duration clientCpu = client.end();
        Histogram latencies = new Histogram(3);
        List<Path> logs = logFiles(dir, operation.id() + "-log.");
        for (Path log : logs) {
            latencies.add(latencies(Files.readAllLines(log)));
            // Up to hundreds of thousands of lines: the histogram keeps what they say.
            Files.delete(log);
        }
        Summary summary = parse(run.output());
        // A run that processed nothing measured nothing: one error, as when pgbench fails.
        boolean failed = run.exitCode() != 0 || summary.processed() == 0;
        long errors = summary.failed() + (failed ? 1 : 0);
        String firstError = !failed
                ? null
                : run.exitCode() != 0
                        ? "pgbench exited with " + run.exitCode() + " (see " + operation.id() + ".out)"
                        : "pgbench processed nothing in " + measureSeconds + " s (see " + operation.id() + ".out)";
        return new Measured(
                summary.tps() > 0 ? Math.round(summary.processed() / summary.tps() * 1e9) : 0,
                summary.processed(),
                errors,
                firstError,
                clientCpu == null ? null : Math.round(clientCpu.toNanos() / 1e6),
                ProcStats.millisBetween(postgresBefore, postgresAfter),
                seen,
                latencies,
                summary.connectMs());
    }

    private record Execution(int exitCode, String output) {}

    private static Execution execute(List<String> command, DbConfig db, Path output) throws IOException {
        return finish(start(command, db, output), output);
    }

    private static Process start(List<String> command, DbConfig db, Path output) throws IOException {
        ProcessBuilder pb =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
        pb.environment().put("PGPASSWORD", db.password());
        pb.environment().put("PGAPPNAME", WorkerSpec.APPLICATION_NAME);
        return pb.start();
    }

    private static Execution finish(Process p, Path output) throws IOException {
        try {
            int code = p.waitFor();
            return new Execution(code, Files.readString(output));
        } catch (InterruptedException e) {
            p.destroy();
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> logFiles(Path dir, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith(prefix))
                    .sorted()
                    .toList();
        }
    }

    /** The version in pgbench's --version line, as drivers.json records a client's versions. */
    public static Map<String, String> versions(String versionLine) {
        // "pgbench (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
        Matcher m = Pattern.compile("\\)\\s+(\\S+)").matcher(versionLine);
        return Map.of("pgbench", m.find() ? m.group(1) : versionLine);
    }
}
