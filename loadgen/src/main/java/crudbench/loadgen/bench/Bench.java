package crudbench.loadgen.bench;

import crudbench.harness.Build;
import crudbench.harness.CpuPlan;
import crudbench.harness.DbPath;
import crudbench.harness.MachineFacts;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.SuiteSql;
import crudbench.harness.Variant;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.RelaySample;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.RunFiles;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.TransactionCheck;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import io.hyperfoil.api.Version;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The matrix behind `just bench`, in one of two designs.
 *
 * <p>Interleaved (the default): every app starts once, each on its own port, and stays up. Each
 * is checked and warmed up; then, round after round, every load point gets one short slice per
 * app, in a new random order each round, on freshly reset data. Whatever else the machine does
 * during a minute lands on every app's slices of that minute alike, so the ratios of one round
 * hold still even when the absolute numbers do not. Each round also measures the database's own
 * ceiling with pgbench.
 *
 * <p>Sequential: one app at a time, all its load points, then the next; repeats rotate the
 * order. For machines that cannot hold every app at once.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: both designs share
 * the build, the start, warm-up and finish of an app and the recording of a point, and
 * keeping them in one class keeps that one code path. The measuring itself lives in
 * {@link PointMeasurement}, the database's ceiling in {@link Ceiling}, how many rounds in
 * {@link RunLengthRule}.
 */
public final class Bench {

    /** How the apps share the machine's time. */
    public enum Design {
        INTERLEAVED,
        SEQUENTIAL;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Connections kept free for the harness and pgbench beside every app's pool. */
    static final int SPARE_CONNECTIONS = 10;

    private final Repo repo;
    private final Settings settings;
    private final List<VariantSetup> sessions;
    private final Design design;
    private final long seed;
    private final BenchContext setup;
    private final Progress progress;
    private final WarmUp warmUp;
    private final PointMeasurement measurement;
    private final Ceiling ceiling;
    private final RunLengthRule length;
    private final List<ScenarioRow> rows = new ArrayList<>();
    private final List<VariantRun> variantRuns = new ArrayList<>();
    private final List<Flag> flags = new ArrayList<>();
    private final List<CeilingRow> ceilings = new ArrayList<>();
    private final List<IdleSample> idle = new ArrayList<>();
    private RoundTrip roundTrip;
    private final CpuPlan cpus;
    private final List<RelaySample> relay = new ArrayList<>();

    /**
     * @param out       where the run's files go
     * @param estimator what the rows so far answer (the command line passes the analysis), or null: then
     *                  the run measures the profile's rounds and records no effects
     */
    public Bench(Repo repo, BenchSpec spec, Path out, Function<BenchSummary, Estimates> estimator) {
        this.repo = repo;
        this.cpus = spec.cpus();
        this.settings = Settings.load(repo);
        this.sessions = spec.sessions();
        this.design = spec.design();
        this.seed = spec.seed();
        BenchProfile profile = spec.profile();
        Map<LoadModel, BenchmarkPlan> plans = new EnumMap<>(LoadModel.class);
        for (LoadModel model : LoadModel.values()) {
            plans.put(model, BenchmarkPlan.load(repo, model));
        }
        Postgres postgres = new Postgres(repo, settings);
        this.setup = new BenchContext(
                repo,
                profile,
                new BenchContext.DbAccess(
                        postgres,
                        // The relay only connects when an app does, so it may start before the database.
                        DbPath.of(postgres.config(), spec.dbRoundTrip()),
                        settings.getInt("SEED_USERS"),
                        SuiteSql.statements(repo)),
                plans,
                new RunFiles(out),
                new LongAdder());
        this.progress = new Progress(profile, plans, sessions.size(), design == Design.INTERLEAVED);
        this.warmUp = new WarmUp(setup, progress);
        this.measurement = new PointMeasurement(setup, progress);
        this.ceiling = new Ceiling(setup, progress, settings.getInt("DB_POOL_SIZE"));
        this.length = new RunLengthRule(profile, estimator, progress);
    }

    /** Runs the matrix and writes its results (summary.json and the raw files); returns every flag raised. */
    public List<Flag> run() {
        build();
        Postgres postgres = setup.postgres();
        boolean startedDb = postgres.ensureRunning();
        postgres.ensureConnections(connectionsNeeded());
        length.runStarts();
        Path out = setup.results().root();
        try (DbPath path = setup.path()) {
            if (cpus != null) {
                cpus.pin("load", ProcessHandle.current().pid());
                postgres.embeddedPid().ifPresent(pid -> cpus.pin("db", pid));
                path.relayPid().ifPresent(pid -> cpus.pin("db", pid));
            }
            roundTrip = SliceCosts.roundTrip(path);
            long committedBefore = postgres.committedTransactions();
            Files.createDirectories(out);
            setup.results().copyBenchmarkFiles(repo, List.copyOf(setup.plans().values()));
            progress.start(out, design.id());
            if (ceiling.pgbench() == null) {
                System.err.println("==> pgbench is not installed: no database ceiling in this run"
                        + " (Debian: apt-get install postgresql, whose server package ships it)");
            }
            if (design == Design.INTERLEAVED) {
                interleaved();
            } else {
                sequential();
            }
            TransactionCheck transactions = new TransactionCheck(
                    postgres.committedTransactions() - committedBefore,
                    setup.answered().sum());
            if (!transactions.agree()) {
                flags.add(Flag.of(
                        null,
                        null,
                        Kind.TRANSACTIONS_DISAGREE,
                        String.format(
                                Locale.ROOT,
                                "%d transactions committed for %d requests answered (%.3f per request)",
                                transactions.committed(),
                                transactions.answered(),
                                transactions.perRequest())));
            }
            // The effects as the whole run estimates them, then the summary that records them.
            length.finish(summary(variantRuns, transactions));
            summary(variantRuns, transactions).write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
        return flags;
    }

    /** The run as summary.json records it, from what it measured so far. */
    private BenchSummary summary(List<VariantRun> runs, TransactionCheck transactions) {
        Instant now = Instant.now();
        return new BenchSummary(
                BenchSummary.SCHEMA,
                new BenchSummary.RunTimes(length.startedAt().toString(), now.toString()),
                settingsUsed(),
                MachineFacts.here(),
                new BenchSummary.Measured(runs, rows, flags, idle),
                new BenchSummary.DatabaseSide(ceilings, transactions, roundTrip, relay),
                length.length(now),
                length.effects());
    }

    /** The variant runs as far as the rounds know them: enough for the analysis to place each app in the grid. */
    private List<VariantRun> provisionalRuns(List<Live> ready) {
        return ready.stream()
                .map(l -> new VariantRun(
                        1,
                        new VariantFacts(
                                l.session.label(), VariantAxes.of(l.session.variant()), l.startupMs, null, l.versions),
                        l.warmups,
                        List.of(),
                        false,
                        List.of()))
                .toList();
    }

    /** Every jar the sessions need: the registry's own in one Maven run, other builds one by one. */
    private void build() {
        Build build = new Build(repo);
        build.ensureBuilt(sessions.stream()
                .filter(s -> s.build() == null)
                .map(VariantSetup::variant)
                .distinct()
                .toList());
        sessions.stream().filter(s -> s.build() != null).forEach(s -> build.ensureBuilt(s.variant(), s.build()));
    }

    /** Every pool that is up at once, pgbench's ceiling and the harness. */
    private int connectionsNeeded() {
        int pools = design == Design.INTERLEAVED
                ? sessions.stream().mapToInt(s -> s.poolSize(settings)).sum()
                : sessions.stream().mapToInt(s -> s.poolSize(settings)).max().orElse(0);
        return pools + settings.getInt("DB_POOL_SIZE") + SPARE_CONNECTIONS;
    }

    // ---- interleaved -------------------------------------------------------------------------

    /** A session of an interleaved run and what it gathers over the run. */
    private static final class Live {
        final VariantSetup session;
        final Path log;
        RunningApp app;
        Double startupMs;
        String versions;
        List<Double> warmups = List.of();
        List<String> startupStatements = List.of();
        final Set<String> statements = new LinkedHashSet<>();
        final List<Flag> flags = new ArrayList<>();
        boolean completed;

        Live(VariantSetup session, Path log) {
            this.session = session;
            this.log = log;
        }

        boolean ready() {
            return app != null && app.healthy() && flags.isEmpty();
        }
    }

    private void interleaved() throws IOException {
        List<Live> all = new ArrayList<>();
        try {
            interleaved(all);
        } finally {
            for (Live live : all) {
                if (live.app != null) {
                    live.app.close();
                }
            }
        }
        for (Live live : all) {
            finish(live, 1);
        }
    }

    private void interleaved(List<Live> all) throws IOException {
        for (VariantSetup session : sessions) {
            Live live = new Live(session, setup.results().log(session.fileName(), 1));
            all.add(live);
            progress.variant(session.label(), 1);
            start(live, 1);
        }
        List<Live> ready = all.stream().filter(Live::ready).toList();
        for (Live live : ready) {
            progress.warmup(live.session.label());
            warmUp(live);
        }
        Random random = new Random(seed);
        length.roundsStart();
        for (int round = 1; length.another(round, () -> summary(provisionalRuns(ready), null)); round++) {
            ceilings.addAll(ceiling.measure(round));
            for (LoadPoint point : setup.profile().points()) {
                List<Live> order = new ArrayList<>(ready);
                Collections.shuffle(order, random);
                for (Live live : order) {
                    slice(live, ready, round, point);
                }
            }
        }
        ready.forEach(l -> l.completed = true);
    }

    /** Starts its app on its own port, notes what SQL the start sent, checks a few contract calls. */
    private void start(Live live, int repeat) {
        Postgres postgres = setup.postgres();
        postgres.reset(setup.seedUsers());
        live.app = RunningApp.start(repo, settings, setup.path().config(), live.session, repeat, live.log);
        if (cpus != null) {
            cpus.pin("app", live.app.app().pid());
        }
        live.startupMs = live.app.startupMs();
        live.app
                .startupFailure()
                .ifPresent(
                        why -> live.flags.add(Flag.ofVariant(live.session.label(), repeat, Kind.DID_NOT_START, why)));
        if (!live.app.healthy()) {
            return;
        }
        live.versions = live.app.versions();
        live.startupStatements = DbCounts.otherStatements(postgres.statementCalls(), setup.suiteSql());
        Smoke.check(live.app.app().baseUri())
                .forEach(p -> live.flags.add(Flag.ofVariant(live.session.label(), repeat, Kind.CONTRACT, p)));
    }

    /** One slice: one app at one load point, while the CPU of the apps that wait is measured. */
    private void slice(Live live, List<Live> ready, int round, LoadPoint point) throws IOException {
        progress.slice(live.session.label(), round);
        List<Long> idlePids = ready.stream()
                .filter(l -> l != live)
                .map(l -> l.app.app().pid())
                .toList();
        SliceCosts costs = SliceCosts.begin(idlePids, live.app.app().pid(), setup.path());
        PointMeasurement.MeasuredPoint measured = measurement.measure(live.app, round, point);
        SliceCosts.Ended ended = costs.end(
                round,
                point,
                live.session.label(),
                measured.rows().stream()
                        .mapToLong(r -> r.traffic().allRequests())
                        .sum());
        if (ended.idle() != null) {
            idle.add(ended.idle());
        }
        if (ended.relay() != null) {
            relay.add(ended.relay());
        }
        record(live, measured);
    }

    /** Warms its app up; the rounds' throughputs and any flag go with it. */
    private void warmUp(Live live) throws IOException {
        WarmUp.WarmUpResult warm = warmUp.run(live.app);
        live.warmups = warm.throughputs();
        live.flags.addAll(warm.flags());
    }

    /** One measured load point of its app: the rows to the run, flags and other SQL to the app. */
    private void record(Live live, PointMeasurement.MeasuredPoint measured) {
        rows.addAll(measured.rows());
        live.flags.addAll(measured.flags());
        live.statements.addAll(measured.otherStatements());
    }

    /** After its app stopped: its log scanned, its flags and its run recorded. */
    private void finish(Live live, int repeat) throws IOException {
        String label = live.session.label();
        live.flags.addAll(LogScan.scan(label, repeat, live.log, setup.results().relative(live.log)));
        flags.addAll(live.flags);
        VariantFacts facts = new VariantFacts(
                label,
                VariantAxes.of(live.session.variant()),
                live.startupMs,
                artifactBytes(live.session),
                live.versions);
        variantRuns.add(new VariantRun(
                repeat, facts, live.warmups, List.copyOf(live.statements), live.completed, live.startupStatements));
    }

    // ---- sequential ---------------------------------------------------------------------------

    private void sequential() throws IOException {
        for (int repeat = 1; repeat <= setup.profile().rounds().planned(); repeat++) {
            length.repeat(repeat);
            ceilings.addAll(ceiling.measure(repeat));
            for (VariantSetup session : rotated(sessions, repeat - 1)) {
                runSequential(session, repeat);
            }
        }
    }

    static <T> List<T> rotated(List<T> list, int by) {
        List<T> rotated = new ArrayList<>(list);
        Collections.rotate(rotated, -(by % Math.max(1, list.size())));
        return rotated;
    }

    private void runSequential(VariantSetup session, int repeat) throws IOException {
        progress.variant(session.label(), repeat);
        Live live = new Live(session, setup.results().log(session.fileName(), repeat));
        try {
            start(live, repeat);
            if (live.ready()) {
                warmUp(live);
                for (LoadPoint point : setup.profile().points()) {
                    record(live, measurement.measure(live.app, repeat, point));
                }
                live.completed = true;
            }
        } finally {
            if (live.app != null) {
                live.app.close();
            }
        }
        finish(live, repeat);
    }

    // ---- facts ----------------------------------------------------------------------------------

    private Long artifactBytes(VariantSetup session) {
        Path path = session.build() == null
                ? session.variant().distributionPath(repo)
                : session.variant().jar(repo, session.build());
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        } catch (IOException e) {
            return null;
        }
    }

    private RunSettings settingsUsed() {
        Postgres postgres = setup.postgres();
        List<Variant> variants =
                sessions.stream().map(VariantSetup::variant).distinct().toList();
        return new RunSettings(
                setup.profile(),
                new RunSettings.Layout(design.id(), seed, sessions, cpus == null ? null : cpus.toString()),
                new RunSettings.Apps(settings.parity(), settings.appJvmFlags(), variants),
                new RunSettings.LoadGenerator(
                        List.copyOf(setup.plans().values()),
                        Version.VERSION,
                        ManagementFactory.getRuntimeMXBean().getInputArguments()),
                new RunSettings.Database(
                        postgres.config().host(),
                        postgres.config().port(),
                        postgres.config().name(),
                        postgres.isEmbedded()),
                MachineFacts.gitCommit(repo));
    }
}
