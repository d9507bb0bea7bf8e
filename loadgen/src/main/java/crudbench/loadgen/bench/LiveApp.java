package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Versions;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import crudbench.loadgen.results.RunFiles;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.results.Warmup;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** One app in one epoch (or one repeat of the sequential design): its start, warm-up and what it gathers. */
final class LiveApp implements AutoCloseable {

    private final VariantSetup session;
    private final int epoch;
    private final Path log;
    private RunningApp app;
    private Double startupMs;
    private String versions;
    private Warmup warmup = Warmup.NONE;
    private List<String> startupStatements = List.of();
    private final Set<String> statements = new LinkedHashSet<>();
    private final List<Flag> flags = new ArrayList<>();
    private boolean completed;

    LiveApp(VariantSetup session, int epoch, Path log) {
        this.session = session;
        this.epoch = epoch;
        this.log = log;
    }

    VariantSetup session() {
        return session;
    }

    RunningApp app() {
        return app;
    }

    List<Flag> flags() {
        return flags;
    }

    /** Up, healthy, and nothing wrong with its start: it takes part in the epoch's rounds. */
    boolean ready() {
        return app != null && app.healthy() && flags.isEmpty();
    }

    boolean started() {
        return app != null;
    }

    /** Starts its app on its own port, notes what SQL the start sent, checks a few contract calls. */
    void start(Repo repo, Settings settings, BenchContext setup, CpuPlan cpus) {
        Postgres postgres = setup.postgres();
        postgres.reset(setup.seedUsers());
        app = setup.profiler() == null
                ? RunningApp.start(repo, settings, setup.path().config(), session, epoch, log)
                : RunningApp.profiled(repo, settings, setup.path().config(), session, epoch, log, setup.profiler());
        if (cpus != null) {
            cpus.pin("app", app.app().pid());
        }
        startupMs = app.startupMs();
        app.startupFailure()
                .ifPresent(why -> flags.add(Flag.ofVariant(session.label(), epoch, Kind.DID_NOT_START, why)));
        if (!app.healthy()) {
            return;
        }
        versions = app.versions();
        // What ran, by its own startup line: a build whose profile no longer takes, or a BOM bump, is not measured.
        Versions.load(repo)
                .mismatches(session.variant(), session.build(), versions)
                .forEach(wrong -> flags.add(Flag.ofVariant(session.label(), epoch, Kind.VERSIONS, wrong)));
        startupStatements = DbCounts.otherStatements(postgres.statementCalls(), setup.statements(session.variant()));
        Smoke.check(app.app().baseUri())
                .forEach(p -> flags.add(Flag.ofVariant(session.label(), epoch, Kind.CONTRACT, p)));
    }

    /** Its warm-up: the passes, whether it settled, and any flag (one that it did not settle among them). */
    void warmedUp(WarmUp.WarmUpResult warm) {
        warmup = warm.warmup();
        flags.addAll(warm.flags());
    }

    /** One measured load point: its flags and the SQL it sent besides the suite's. */
    void measured(PointMeasurement.MeasuredPoint point) {
        flags.addAll(point.flags());
        statements.addAll(point.otherStatements());
    }

    void completed() {
        completed = true;
    }

    /** After its app stopped: what its log says. */
    void scanLog(RunFiles files) throws IOException {
        flags.addAll(LogScan.scan(session.label(), epoch, log, files.relative(log)));
    }

    /** Its run as summary.json records it: as far as it went. */
    VariantRun run(RunFacts facts) {
        return new VariantRun(
                epoch,
                new VariantFacts(
                        session.label(),
                        VariantAxes.of(session.variant()),
                        startupMs,
                        facts.artifactBytes(session),
                        versions),
                warmup,
                List.copyOf(statements),
                completed,
                startupStatements);
    }

    @Override
    public void close() {
        if (app != null) {
            app.close();
        }
    }
}
