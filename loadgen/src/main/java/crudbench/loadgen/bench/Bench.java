package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.Build;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.SuiteSql;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.profile.AsyncProfiler;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import crudbench.loadgen.results.RunFiles;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.TransactionCheck;
import crudbench.loadgen.results.VariantRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * The matrix behind `just bench`, in one of two designs.
 *
 * <p>Interleaved (the default): a run is a number of epochs. In each, every app starts afresh,
 * each on its own port, in a new random order; each is checked and warmed up until it settles
 * ({@link SteadyState}); then, round after round, every load point gets one short slice per app,
 * in a new order each round ({@link RoundOrder}: by default each framework's apps back to back, the frameworks and
 * the apps within each in a random order), on freshly reset data; then every app stops. Whatever else the
 * machine does during a minute lands on every app's slices of that minute alike, so the ratios of
 * one round hold still even when the absolute numbers do not; and since what one JVM's start made
 * of an app stays for its life, the epochs let the intervals see that too. Each round also
 * measures the machine's speed and the database's own ceiling with pgbench. Every round ends with
 * summary.json written whole; a run that stops early leaves every round it finished, and
 * {@link #resume} adds epochs to it.
 *
 * <p>Sequential: one app at a time, all its load points, then the next; repeats rotate the order,
 * each a start of its own (an epoch of one round). For machines that cannot hold every app at once.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: both designs share the
 * build, the start, warm-up and finish of an app and the recording of a point, and keeping them in
 * one class keeps that one code path. The measuring itself lives in {@link PointMeasurement}, the
 * warm-up in {@link WarmUp}, what was measured in {@link RunRecord}, how long in
 * {@link RunLengthRule}, what summary.json records of the settings in {@link RunFacts}.
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
    public static final int SPARE_CONNECTIONS = 10;

    private final Repo repo;
    private final Settings settings;
    private final BenchSpec spec;
    private final BenchContext setup;
    private final Progress progress;
    private final WarmUp warmUp;
    private final PointMeasurement measurement;
    private final Ceiling ceiling;
    private final RunLengthRule length;
    private final RunRecord record;
    private final RunFacts facts;
    /** The apps of the epoch under way: what an interrupted run stops. */
    private final List<LiveApp> current = Collections.synchronizedList(new ArrayList<>());

    private boolean finished;

    /**
     * @param out       where the run's files go
     * @param estimator what the rows so far answer (the command line passes the analysis), or null: then
     *                  the run measures the profile's epochs and rounds and records no effects
     */
    public Bench(Repo repo, BenchSpec spec, Path out, Function<BenchSummary, Estimates> estimator) {
        this(repo, spec, out, estimator, null);
    }

    private Bench(
            Repo repo, BenchSpec spec, Path out, Function<BenchSummary, Estimates> estimator, BenchSummary earlier) {
        this.repo = repo;
        this.spec = spec;
        this.settings = Settings.load(repo);
        BenchProfile profile = spec.profile();
        Map<LoadModel, BenchmarkPlan> plans = new EnumMap<>(LoadModel.class);
        for (LoadModel model : LoadModel.values()) {
            plans.put(model, BenchmarkPlan.load(repo, model, profile.scenarios()));
        }
        List<String> unknown = profile.scenarios().stream()
                .filter(name ->
                        plans.values().stream().noneMatch(p -> p.scenarios().contains(name)))
                .toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no benchmark file has the scenario(s) " + unknown + "; the files have "
                    + plans.values().stream()
                            .flatMap(p -> BenchmarkPlan.load(repo, p.model()).scenarios().stream())
                            .distinct()
                            .toList());
        }
        Postgres postgres = new Postgres(repo, settings);
        Map<String, String> suiteSql = SuiteSql.statements(repo);
        Map<String, VariantStatements> statements = new LinkedHashMap<>();
        spec.sessions()
                .forEach(s -> statements.computeIfAbsent(
                        s.variant().id(), id -> VariantStatements.of(repo, s.variant(), suiteSql)));
        this.setup = new BenchContext(
                repo,
                profile,
                new BenchContext.DbAccess(
                        postgres,
                        // The relay only connects when an app does, so it may start before the database.
                        DbPath.of(postgres.config(), spec.dbRoundTrip()),
                        settings.getInt("SEED_USERS"),
                        suiteSql,
                        statements),
                plans,
                new RunFiles(out),
                new LongAdder(),
                spec.profiled() ? AsyncProfiler.in(repo.resolve("target/async-profiler")) : null);
        this.record = earlier == null ? RunRecord.fresh(Instant.now()) : RunRecord.resumed(earlier);
        Sitting sitting = earlier == null
                ? Sitting.fresh(profile)
                : new Sitting(record.lastEpoch(), profile.rounds().epochs());
        this.progress = new Progress(
                profile, plans, spec.sessions().size(), spec.design() == Design.INTERLEAVED, sitting.epochs());
        this.warmUp = new WarmUp(setup, progress);
        this.measurement = new PointMeasurement(setup, progress);
        this.ceiling = new Ceiling(setup, progress, settings.getInt("DB_POOL_SIZE"));
        this.length = new RunLengthRule(profile, estimator, progress, sitting);
        this.facts = new RunFacts(repo, settings, spec, setup);
    }

    /**
     * The run in {@code dir} with more epochs: its own settings (summary.json's), this sitting's epochs and
     * time limit from {@code sitting}. Refuses, saying what differs, when {@code spec} is not that run's.
     */
    public static Bench resume(
            Repo repo, BenchSpec spec, Path dir, Function<BenchSummary, Estimates> estimator, BenchSummary earlier) {
        return new Bench(repo, spec, dir, estimator, earlier);
    }

    /** Runs the matrix and writes its results (summary.json and the raw files); returns every flag raised. */
    public List<Flag> run() {
        build();
        Postgres postgres = setup.postgres();
        boolean startedDb = postgres.ensureRunning();
        postgres.ensureConnections(connectionsNeeded());
        length.runStarts();
        Path out = setup.results().root();
        Thread onInterrupt = new Thread(() -> interrupted(startedDb), "bench-interrupted");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try (DbPath path = setup.path()) {
            CpuPlan cpus = spec.cpus();
            if (cpus != null) {
                cpus.pin("load", ProcessHandle.current().pid());
                postgres.embeddedPid().ifPresent(pid -> cpus.pin("db", pid));
                path.relayPid().ifPresent(pid -> cpus.pin("db", pid));
            }
            record.roundTrip = SliceCosts.roundTrip(path);
            long committedBefore = postgres.committedTransactions();
            Files.createDirectories(out);
            setup.results().copyBenchmarkFiles(repo, List.copyOf(setup.plans().values()));
            progress.start(out, spec.design().id());
            AotTraining.train(repo, settings, setup, spec.sessions(), warmUp);
            if (ceiling.pgbench() == null) {
                System.err.println("==> pgbench is not installed: no database ceiling in this run"
                        + " (Debian: apt-get install postgresql, whose server package ships it)");
            }
            if (spec.design() == Design.INTERLEAVED) {
                interleaved();
            } else {
                sequential();
            }
            TransactionCheck transactions = record.transactions(
                    postgres.committedTransactions() - committedBefore,
                    setup.answered().sum());
            if (!transactions.agree()) {
                record.flags.add(Flag.of(
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
            SpeedCheck.drift(record.speed).ifPresent(record.flags::add);
            // The effects as the whole run estimates them, then the summary that records them.
            length.finish(summary(record.variantRuns, transactions, true));
            synchronized (this) {
                finished = true;
                RunRecord.write(summary(record.variantRuns, transactions, true), out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (spec.cpus() != null) {
                // The loadgen's JVM and a database it did not start outlive the run: `just findings` runs other
                // experiments in them, which must not inherit this one's CPUs.
                CpuPlan.release(ProcessHandle.current().pid());
                postgres.embeddedPid().ifPresent(CpuPlan::release);
            }
            measurement.close();
            if (startedDb) {
                postgres.stop();
            }
            removeHook(onInterrupt);
        }
        return record.flags;
    }

    /**
     * Ctrl-C, a kill or the end of the JVM before the run finished: the apps stop, and summary.json keeps every
     * round measured, marked interrupted.
     */
    private void interrupted(boolean startedDb) {
        synchronized (this) {
            if (finished) {
                return;
            }
            System.err.println("==> interrupted in round " + length.rounds() + ": " + BenchSummary.FILE
                    + " keeps every row measured; `just bench --resume "
                    + setup.results().root()
                    + "` adds epochs to it");
            RunRecord.write(
                    summary(provisionalRuns(), null, false), setup.results().root());
        }
        synchronized (current) {
            current.forEach(LiveApp::close);
        }
        if (startedDb) {
            setup.postgres().stop();
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs, or ran
        }
    }

    /** The run as summary.json records it, from what it measured so far. */
    private BenchSummary summary(List<VariantRun> runs, TransactionCheck transactions, boolean done) {
        Instant now = Instant.now();
        return record.summary(
                facts.settings(),
                runs,
                transactions,
                length.length(now, done, record.minutesBefore(), record.sitting()),
                length.effects());
    }

    /** The finished epochs' runs, and the epoch under way's as far as the rounds know them. */
    private List<VariantRun> provisionalRuns() {
        List<VariantRun> runs = new ArrayList<>(record.variantRuns);
        synchronized (current) {
            current.stream().filter(LiveApp::started).map(l -> l.run(facts)).forEach(runs::add);
        }
        return runs;
    }

    /** Every jar the sessions need: the registry's own in one Maven run, other builds one by one. */
    private void build() {
        Build build = new Build(repo);
        build.ensureBuilt(spec.sessions().stream()
                .filter(s -> s.build() == null)
                .map(VariantSetup::variant)
                .distinct()
                .toList());
        spec.sessions().stream().filter(s -> s.build() != null).forEach(s -> build.ensureBuilt(s.variant(), s.build()));
    }

    /** Every pool that is up at once, pgbench's ceiling and the harness. */
    private int connectionsNeeded() {
        return connectionsNeeded(spec.sessions(), spec.design() == Design.INTERLEAVED, settings);
    }

    /**
     * The connections a run of these sessions holds open at once: every app's pool when interleaved (the largest
     * alone when sequential), a pool's worth for pgbench's ceiling, and {@link #SPARE_CONNECTIONS} for the harness.
     * docs/database.md's arithmetic is this (ConnectionArithmetic).
     */
    public static int connectionsNeeded(List<VariantSetup> sessions, boolean interleaved, Settings settings) {
        int pools = interleaved
                ? sessions.stream().mapToInt(s -> s.poolSize(settings)).sum()
                : sessions.stream().mapToInt(s -> s.poolSize(settings)).max().orElse(0);
        return pools + settings.getInt("DB_POOL_SIZE") + SPARE_CONNECTIONS;
    }

    // ---- interleaved -------------------------------------------------------------------------

    private void interleaved() throws IOException {
        Random random = new Random(spec.seed() + record.lastEpoch());
        int round = record.lastRound() + 1;
        for (int epoch = record.lastEpoch() + 1;
                length.anotherEpoch(epoch, () -> summary(provisionalRuns(), null, false));
                epoch++) {
            progress.epoch(epoch);
            List<LiveApp> all = new ArrayList<>();
            try {
                round = epoch(epoch, round, random, all);
            } finally {
                all.forEach(LiveApp::close);
                current.clear();
            }
            for (LiveApp live : all) {
                finish(live);
            }
            RunRecord.write(
                    summary(record.variantRuns, null, false), setup.results().root());
        }
    }

    /** One epoch: every app started afresh and warmed up, each in a new random order, then its rounds. */
    private int epoch(int epoch, int firstRound, Random random, List<LiveApp> all) throws IOException {
        List<VariantSetup> order = new ArrayList<>(spec.sessions());
        Collections.shuffle(order, random);
        for (VariantSetup session : order) {
            LiveApp live = new LiveApp(session, epoch, setup.results().log(session.fileName(), epoch));
            all.add(live);
            current.add(live);
            progress.variant(session.label(), epoch);
            live.start(repo, settings, setup, spec.cpus());
        }
        List<LiveApp> ready =
                new ArrayList<>(all.stream().filter(LiveApp::ready).toList());
        Collections.shuffle(ready, random);
        for (LiveApp live : ready) {
            progress.warmup(live.session().label());
            live.warmedUp(warmUp.run(live.app()));
        }
        length.roundsStart();
        int round = firstRound;
        for (int inEpoch = 1;
                length.another(round, inEpoch, () -> summary(provisionalRuns(), null, false));
                inEpoch++, round++) {
            record.speed.add(SpeedCheck.measure(epoch, round));
            record.ceilings.addAll(ceiling.measure(round));
            for (LoadPoint point : setup.profile().points()) {
                List<LiveApp> slices =
                        spec.order().order(ready, l -> l.session().variant().framework(), random);
                for (LiveApp live : slices) {
                    slice(live, ready, round, point);
                }
            }
            length.roundDone();
            RunRecord.write(
                    summary(provisionalRuns(), null, false), setup.results().root());
        }
        ready.forEach(LiveApp::completed);
        return round;
    }

    /** One slice: one app at one load point, while the CPU of the apps that wait is measured. */
    private void slice(LiveApp live, List<LiveApp> ready, int round, LoadPoint point) throws IOException {
        progress.slice(live.session().label(), round);
        List<Long> idlePids = ready.stream()
                .filter(l -> l != live)
                .map(l -> l.app().app().pid())
                .toList();
        SliceCosts costs = SliceCosts.begin(idlePids, live.app().app().pid(), setup.path());
        PointMeasurement.MeasuredPoint measured = measurement.measure(live.app(), round, point, idlePids);
        SliceCosts.Ended ended = costs.end(
                round,
                point,
                live.session().label(),
                measured.rows().stream()
                        .mapToLong(r -> r.traffic().allRequests())
                        .sum());
        synchronized (record) {
            if (ended.idle() != null) {
                record.idle.add(ended.idle());
            }
            if (ended.relay() != null) {
                record.relay.add(ended.relay());
            }
            record(live, measured);
        }
    }

    /** One measured load point of its app: the rows to the run, flags and other SQL to the app. */
    private void record(LiveApp live, PointMeasurement.MeasuredPoint measured) {
        List<ScenarioRow> rows = measured.rows();
        record.rows.addAll(rows);
        live.measured(measured);
    }

    /** After its app stopped: its log scanned, its flags and its run recorded. */
    private void finish(LiveApp live) throws IOException {
        live.scanLog(setup.results());
        record.flags.addAll(live.flags());
        record.variantRuns.add(live.run(facts));
    }

    // ---- sequential ---------------------------------------------------------------------------

    private void sequential() throws IOException {
        for (int repeat = 1; repeat <= setup.profile().rounds().planned(); repeat++) {
            length.repeat(repeat);
            record.speed.add(SpeedCheck.measure(repeat, repeat));
            record.ceilings.addAll(ceiling.measure(repeat));
            for (VariantSetup session : rotated(spec.sessions(), repeat - 1)) {
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
        LiveApp live = new LiveApp(session, repeat, setup.results().log(session.fileName(), repeat));
        current.add(live);
        try {
            live.start(repo, settings, setup, spec.cpus());
            if (live.ready()) {
                live.warmedUp(warmUp.run(live.app()));
                for (LoadPoint point : setup.profile().points()) {
                    record(live, measurement.measure(live.app(), repeat, point, List.of()));
                }
                live.completed();
            }
        } finally {
            live.close();
            current.clear();
        }
        finish(live);
    }
}
