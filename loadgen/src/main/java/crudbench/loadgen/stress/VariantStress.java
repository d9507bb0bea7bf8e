package crudbench.loadgen.stress;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.FaultProxy;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.App;
import crudbench.harness.proc.ProcSampler;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.Variant;
import crudbench.loadgen.text.Numbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * The experiments on one variant. The capacity search, the overload and the soak run on one app,
 * straight to PostgreSQL; the outage and the silence each get a fresh app whose database
 * connections go through a {@link FaultProxy}, so that the database can go away or go silent
 * without touching the server.
 *
 * <p>Each experiment's raw results go into the variant's files as it ends; what did not run goes
 * into not-run.json with why. Nothing here judges or draws: the facts classes ({@link
 * OverloadFacts}, {@link SoakFacts}, {@link OutageFacts}) reduce each recording to what the judge
 * needs, and the verdict package holds the rules.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the four steps run in order on one variant
 * and hand each other the capacity and the running app; the load lives in {@link OpenLoad}.
 */
final class VariantStress {

    private static final Duration STARTUP_LIMIT = Duration.ofSeconds(120);
    private static final Duration RSS_PERIOD = Duration.ofMillis(500);
    /** After the overload the capacity runs this much longer than the plan's recovery time: a late return shows as late, not as none. */
    private static final double RECOVERY_WINDOW_EXTRA_SECONDS = 2;
    /**
     * Under a fault the app runs this many nice steps below the harness: the client, the relay that plays the
     * network and PostgreSQL stand for other machines, which an app spinning on its pool (agroal#214) cannot slow in
     * a deployment. At equal priority its 32 spinning workers kept the harness's threads waiting on the run queue,
     * so that a silence planned for 8 s lasted up to 18 s (results/agroal-silent/6-app-below-harness.md).
     */
    private static final int FAULT_NICE = 10;

    /** What every variant's run shares. */
    record Setup(
            Repo repo,
            Settings settings,
            Postgres postgres,
            DbConfig db,
            int seedUsers,
            StressPlan plan,
            StressResults results) {}

    private final Setup setup;
    private final Variant variant;
    private final String id;
    private final List<NotRun> notRun = new ArrayList<>();

    VariantStress(Setup setup, Variant variant) {
        this.setup = setup;
        this.variant = variant;
        this.id = variant.id();
    }

    void run() throws IOException {
        setup.postgres().reset(setup.seedUsers());
        Integer capacity = loadedExperiments();
        if (capacity != null) {
            underFault(capacity, Fault.AWAY, setup.plan().outage().seconds());
            underFault(capacity, Fault.SILENT, setup.plan().outage().silentSeconds());
        }
        setup.results().writeNotRun(id, notRun);
    }

    /** Capacity, overload and soak on one app; the capacity, or null when there is none to build on. */
    private Integer loadedExperiments() throws IOException {
        Path log = setup.results().log(id, "");
        try (App app = App.start(setup.repo(), variant, setup.settings(), setup.db(), App.freePort(), log)) {
            String failure = startupFailure(app);
            if (failure != null) {
                notRun.add(NotRun.didNotStart(StressExperiment.CAPACITY, "did not start", failure));
                skipRest("did not start");
                return null;
            }
            StressPlan plan = setup.plan();
            try (StressClient client =
                    new StressClient(app.baseUri(), plan.client().hangTimeout(), setup.seedUsers())) {
                progress("warm-up at " + Numbers.perSecond(plan.capacity().startRate()) + " for " + plan.warmupSeconds()
                        + " s");
                load(
                        client,
                        Mix.STANDARD,
                        List.of(new OpenLoad.Segment(plan.capacity().startRate(), plan.warmupSeconds())));
                CapacityResult capacity = capacity(client);
                setup.results().writeCapacity(id, capacity);
                if (capacity.capacity() == null) {
                    skipRest("no capacity to build on");
                    return null;
                }
                overload(app, client, capacity.capacity());
                soak(app, client, capacity.capacity());
                return capacity.capacity();
            }
        }
    }

    private CapacityResult capacity(StressClient client) {
        StressPlan.Capacity plan = setup.plan().capacity();
        CapacitySearch search =
                new CapacitySearch(plan.startRate(), StressPlan.MIN_RATE, plan.maxRate(), plan.precision());
        List<CapacityStep> steps = new ArrayList<>();
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int rate = next.getAsInt();
            Recording recording = load(client, Mix.STANDARD, List.of(new OpenLoad.Segment(rate, plan.stepSeconds())));
            CapacityStep step = CapacityStep.of(rate, plan.stepSeconds(), recording.answers(), plan.p99LimitMs());
            steps.add(step);
            search.record(rate, step.sustained());
            progress("capacity " + step.describe());
        }
        return CapacityResult.of(steps, search.capacity(), plan.maxRate(), plan.p99LimitMs());
    }

    private void overload(App app, StressClient client, int capacity) {
        StressPlan.Overload plan = setup.plan().overload();
        int offered = (int) Math.round(capacity * plan.factor());
        double recoveryWindow = setup.plan().recoverySeconds() + RECOVERY_WINDOW_EXTRA_SECONDS;
        progress("overload at " + Numbers.perSecond(offered) + " for " + plan.seconds() + " s, then "
                + Numbers.perSecond(capacity) + " for " + Numbers.seconds(recoveryWindow));
        Recording recording = load(
                client,
                Mix.STANDARD,
                List.of(new OpenLoad.Segment(offered, plan.seconds()), new OpenLoad.Segment(capacity, recoveryWindow)));
        Recorded recorded = recording.recorded(appUp(app));
        OverloadFacts facts =
                OverloadFacts.of(recorded, offered, capacity, plan.seconds() * 1000.0, recoveryWindow * 1000);
        List<Second> series = Second.series(recorded.answers(), (plan.seconds() + recoveryWindow) * 1000);
        setup.results().writeOverload(id, new OverloadResult(facts, series));
    }

    private void soak(App app, StressClient client, int capacity) {
        StressPlan.Soak plan = setup.plan().soak();
        int rate = Math.max(1, (int) Math.round(capacity * plan.share()));
        progress("soak at " + Numbers.perSecond(rate) + " for " + Numbers.duration(plan.seconds()));
        Recording recording = new Recording();
        List<RssSample> rss;
        try (ProcSampler sampler = ProcSampler.start(app.pid(), OptionalLong.empty(), RSS_PERIOD)) {
            OpenLoad.run(
                    client,
                    Mix.STANDARD,
                    List.of(new OpenLoad.Segment(rate, plan.seconds())),
                    setup.plan().client().maxInFlight(),
                    setup.plan().client().hangTimeout(),
                    recording);
            rss = sampler.samples().stream()
                    .map(sample -> new RssSample(recording.msAt(sample.nanoTime()), sample.rssBytes()))
                    .toList();
        }
        Recorded recorded = recording.recorded(appUp(app));
        SoakFacts facts = SoakFacts.of(recorded, rss, rate, plan.seconds() * 1000);
        List<Second> series = Second.series(recorded.answers(), plan.seconds() * 1000);
        setup.results().writeSoak(id, new SoakResult(facts, series, rss));
    }

    /**
     * The database fails for {@code seconds} in the middle of write-heavy load, on a fresh app
     * behind the relay: away (the outage) or silent.
     */
    private void underFault(int capacity, Fault fault, int seconds) throws IOException {
        StressPlan.Outage plan = setup.plan().outage();
        StressPlan.Client clientPlan = setup.plan().client();
        StressExperiment experiment = fault.experiment();
        int rate = Math.max(1, (int) Math.round(capacity * plan.share()));
        DbConfig db = setup.db();
        Path log = setup.results().log(id, "-" + experiment.id());
        try (FaultProxy proxy = new FaultProxy(db.host(), db.port());
                App app = App.startYielding(
                        FAULT_NICE,
                        setup.repo(),
                        variant,
                        setup.settings(),
                        db.withEndpoint("localhost", proxy.port()),
                        App.freePort(),
                        log)) {
            String failure = startupFailure(app);
            if (failure != null) {
                notRun.add(NotRun.didNotStart(experiment, "did not start behind the relay", failure));
                return;
            }
            // A cold app behind the relay answers its first seconds slowly; the fault comes to a warm one.
            int warmup = setup.plan().warmupSeconds();
            progress(experiment.id() + " warm-up at " + Numbers.perSecond(rate) + " " + Mix.WRITE_HEAVY.name() + " for "
                    + warmup + " s");
            try (StressClient client = new StressClient(app.baseUri(), clientPlan.hangTimeout(), setup.seedUsers())) {
                load(client, Mix.WRITE_HEAVY, List.of(new OpenLoad.Segment(rate, warmup)));
            }
            double downAt = plan.beforeSeconds() * 1000.0;
            double upAt = downAt + seconds * 1000.0;
            double total = plan.beforeSeconds() + seconds + plan.afterSeconds();
            String when = plan.beforeSeconds() + " s to " + (plan.beforeSeconds() + seconds) + " s";
            progress(experiment.id() + " at " + Numbers.perSecond(rate) + " " + Mix.WRITE_HEAVY.name() + ": database "
                    + fault.state() + " from " + when + " of " + Numbers.seconds(total));
            Recording recording = new Recording();
            double[] marks = new double[2];
            IOException[] relayFailure = new IOException[1];
            Thread faults = Thread.ofPlatform().name(experiment.id()).start(() -> {
                try {
                    OpenLoad.waitUntil(recording, downAt);
                    if (fault == Fault.AWAY) {
                        proxy.down();
                    } else {
                        proxy.silence();
                    }
                    // From when every relayed connection is closed, or nothing is forwarded any
                    // more: a query already through the relay before may still be answered (and
                    // committed).
                    marks[0] = recording.nowMs();
                    OpenLoad.waitUntil(recording, upAt);
                    // Back from when the relay listens again, or resets what it held and relays anew.
                    marks[1] = recording.nowMs();
                    if (fault == Fault.AWAY) {
                        proxy.up();
                    } else {
                        proxy.answerAgain();
                    }
                } catch (IOException e) {
                    relayFailure[0] = e;
                }
            });
            List<Probe> probes;
            try (HealthProbes health =
                            new HealthProbes(app.baseUri(), recording, plan.healthProbeMs(), clientPlan.hangTimeout());
                    StressClient client =
                            new StressClient(app.baseUri(), clientPlan.hangTimeout(), setup.seedUsers())) {
                OpenLoad.run(
                        client,
                        Mix.WRITE_HEAVY,
                        List.of(new OpenLoad.Segment(rate, total)),
                        clientPlan.maxInFlight(),
                        clientPlan.hangTimeout(),
                        recording);
                probes = health.stop();
            }
            join(faults);
            if (relayFailure[0] != null) {
                throw new UncheckedIOException("the relay to the database failed", relayFailure[0]);
            }
            List<Write> acknowledged = recording.acknowledged();
            List<Write> lost = StoredWrites.lost(setup.postgres(), acknowledged);
            long refusedButStored = StoredWrites.storedEmails(setup.postgres(), recording.refusedCreates());
            Recorded recorded = recording.recorded(appUp(app));
            OutageFacts facts = OutageFacts.of(
                    recorded,
                    probes,
                    fault,
                    rate,
                    Mix.WRITE_HEAVY.name(),
                    new OutageFacts.Downtime(marks[0], marks[1]),
                    new OutageFacts.Writes(acknowledged.size(), lost, refusedButStored));
            List<Second> series = Second.series(recorded.answers(), total * 1000);
            setup.results().writeOutage(id, new OutageResult(facts, series, probes));
        }
    }

    private Recording load(StressClient client, Mix mix, List<OpenLoad.Segment> segments) {
        Recording recording = new Recording();
        StressPlan.Client plan = setup.plan().client();
        OpenLoad.run(client, mix, segments, plan.maxInFlight(), plan.hangTimeout(), recording);
        return recording;
    }

    /** Null when the app answered /health; else why not, in one line. */
    private static String startupFailure(App app) {
        try {
            app.awaitHealthy(STARTUP_LIMIT);
            return null;
        } catch (IllegalStateException e) {
            return e.getMessage().lines().findFirst().orElse("did not start");
        }
    }

    /** Alive, and no OutOfMemoryError in its log (the parity flags make it exit on one, but a log line is plainer). */
    private static boolean appUp(App app) {
        if (!app.process().isAlive()) {
            return false;
        }
        try (Stream<String> lines = Files.lines(app.log())) {
            return lines.noneMatch(l -> l.contains("OutOfMemoryError"));
        } catch (IOException | UncheckedIOException e) {
            return true;
        }
    }

    private void skipRest(String why) {
        for (StressExperiment experiment : List.of(
                StressExperiment.OVERLOAD, StressExperiment.SOAK, StressExperiment.OUTAGE, StressExperiment.SILENT)) {
            notRun.add(NotRun.skipped(experiment, why));
        }
    }

    private void progress(String what) {
        System.out.println("==> " + id + ": " + what);
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
