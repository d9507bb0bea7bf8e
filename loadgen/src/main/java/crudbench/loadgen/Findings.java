package crudbench.loadgen;

import crudbench.drivers.Operation;
import crudbench.drivers.baseline.Baseline;
import crudbench.drivers.baseline.DriversResult;
import crudbench.drivers.baseline.Profile;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * `just findings`: the published claims about R2DBC, JDBC and the Vert.x client, each re-tested
 * by the smallest experiment that can confirm or refute it, on today's versions and with the
 * knobs that produced it: three interleaved bench runs of Spring sessions (the variants with
 * experiment settings), and the driver-only baseline repeated. {@link Claims} turns their
 * numbers into verdicts; findings.md is the table.
 */
final class Findings {

    /**
     * One interleaved bench run: its sessions side by side at these closed-model concurrencies.
     *
     * @param id       its directory under the findings run, and how claims name it
     * @param question what it answers, for the reader of findings.md
     */
    record Experiment(String id, String question, List<String> sessions, List<Integer> users) {}

    /** Tomcat's own default: the studies ran Spring MVC with it, not with the suite's WORKER_THREADS. */
    static final String STUDY_THREADS = "WORKER_THREADS=200";

    static final String JDBC = "spring-jdbc";
    static final String R2DBC = "spring-r2dbc";
    static final String R2DBC_BINARY = "spring-r2dbc@R2DBC_FORCE_BINARY=true";
    static final String JDBC_100 = "spring-jdbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String MVC_R2DBC_100 = "spring-mvc-r2dbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String WEBFLUX_JDBC_100 = "spring-webflux-jdbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String R2DBC_100 = "spring-r2dbc@DB_POOL_SIZE=100";
    static final String VERTX_100 = "spring-vertx@DB_POOL_SIZE=100";
    static final String VERTX_100_PIPELINED = "spring-vertx@DB_POOL_SIZE=100,DB_PIPELINING_LIMIT=256";
    static final String POOL_100_OWN_LOOPS = "spring-r2dbc@build=r2dbc-pool-1.0.0,DB_POOL_SIZE=100,R2DBC_LOOPS=driver";
    static final String POOL_100_DEDICATED =
            "spring-r2dbc@build=r2dbc-pool-1.0.0,DB_POOL_SIZE=100,R2DBC_LOOPS=dedicated";

    static final List<Experiment> EXPERIMENTS = List.of(
            new Experiment(
                    "filichkin",
                    "Spring MVC + JDBC against WebFlux + R2DBC on list100, at Filichkin's 200"
                            + " users; and R2DBC with binary results",
                    List.of(JDBC, R2DBC, R2DBC_BINARY),
                    List.of(200)),
            new Experiment(
                    "smeets",
                    "Spring's web stack × driver, pools of 100 and Tomcat's 200 threads, below and"
                            + " above 200 concurrent requests, on list10 (Smeets' GET of ten rows)",
                    List.of(JDBC_100, MVC_R2DBC_100, WEBFLUX_JDBC_100, R2DBC_100),
                    List.of(64, 512)),
            new Experiment(
                    "artemik",
                    "Pools of 100 at concurrency 100: MVC + JDBC, WebFlux + Vert.x (with and"
                            + " without pipelining) and WebFlux + R2DBC on r2dbc-pool 1.0.2, and on 1.0.0 (before the #190 fix,"
                            + " warm pool) with the driver's own loops or a dedicated group",
                    List.of(
                            JDBC_100,
                            VERTX_100,
                            R2DBC_100,
                            POOL_100_OWN_LOOPS,
                            POOL_100_DEDICATED,
                            VERTX_100_PIPELINED),
                    List.of(100)));

    /** The driver-only baseline's drivers and operations for claim 5, at concurrency = pool size, as artemik's standalone apps. */
    static final List<String> BASELINE_DRIVERS = List.of("jdbc", "vertx");

    private final Repo repo;
    private final int rounds;
    private final int seconds;
    private final long seed;
    private final Path out;

    Findings(Repo repo, int rounds, int seconds, long seed, Path out) {
        this.repo = repo;
        this.rounds = rounds;
        this.seconds = seconds;
        this.seed = seed;
        this.out = out;
    }

    /**
     * Runs every experiment, writes findings.md and findings.json, returns the findings. An
     * experiment or baseline run whose results are already in the output directory (a run that
     * was interrupted, given again with --resume) is read, not run again.
     */
    List<Claims.Finding> run() {
        Variants registry = Variants.load(repo);
        Map<String, Results> results = new LinkedHashMap<>();
        Settings settings = Settings.load(repo);
        Postgres postgres = new Postgres(repo, settings);
        // One database for every step: each step would otherwise start and stop its own.
        boolean startedDb = postgres.ensureRunning();
        try {
            Files.createDirectories(out);
            for (Experiment experiment : EXPERIMENTS) {
                Path dir = out.resolve(experiment.id());
                if (!Files.isRegularFile(dir.resolve(BenchSummary.FILE))) {
                    System.err.println("==> findings: " + experiment.id() + ": " + experiment.question());
                    List<Session> sessions = experiment.sessions().stream()
                            .map(s -> Session.parse(s, registry))
                            .toList();
                    new Bench(repo, profile(experiment.users()), sessions, Bench.Design.INTERLEAVED, seed, dir).run();
                }
                results.put(experiment.id(), Results.of(List.of(BenchSummary.read(dir))));
            }
            System.err.println("==> findings: the driver-only baseline, " + rounds + " runs");
            List<DriversResult> baseline = new ArrayList<>();
            int pool = settings.getInt("DB_POOL_SIZE");
            for (int run = 1; run <= rounds; run++) {
                Path dir = out.resolve("drivers").resolve("run-" + run);
                if (Files.isRegularFile(dir.resolve(DriversResult.FILE))) {
                    baseline.add(DriversResult.read(dir.resolve(DriversResult.FILE)));
                    continue;
                }
                Profile profile = new Profile(
                        "findings", List.of(pool), 2, 4, 2, 1, seconds, List.of(Operation.GET, Operation.LIST100));
                baseline.add(new Baseline(repo, settings, profile, BASELINE_DRIVERS, dir).run());
            }
            List<Claims.Finding> findings = Claims.evaluate(results, baseline, pool);
            String markdown = FindingsReport.markdown(findings, EXPERIMENTS, rounds, seconds, out, results);
            Files.writeString(out.resolve("findings.md"), markdown);
            BenchSummary.JSON.writeValue(out.resolve("findings.json").toFile(), findings);
            System.out.println();
            System.out.print(markdown);
            System.out.println("findings: " + out.resolve("findings.md"));
            return findings;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    /** Closed model only, at the experiment's concurrencies; the quick warm-up. */
    BenchProfile profile(List<Integer> users) {
        BenchProfile quick = BenchProfile.quick();
        return new BenchProfile(
                "findings",
                rounds,
                quick.warmupUsers(),
                quick.warmupSeconds(),
                quick.warmupMinRounds(),
                quick.warmupMaxRounds(),
                quick.warmupTolerance(),
                users,
                seconds,
                List.of(),
                1,
                quick.rampSeconds(),
                quick.maxSessions(),
                quick.threads());
    }
}
