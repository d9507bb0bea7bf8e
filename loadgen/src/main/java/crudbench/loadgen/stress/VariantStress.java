package crudbench.loadgen.stress;

import crudbench.harness.App;
import crudbench.harness.FaultProxy;
import crudbench.harness.Postgres;
import crudbench.harness.ProcSampler;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.Settings.DbConfig;
import crudbench.harness.Variant;
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
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the four steps run in
 * order on one variant and hand each other the capacity and the running app; the rules live in
 * the facts classes ({@link OverloadFacts}, {@link SoakFacts}, {@link OutageFacts}), the load in
 * {@link OpenLoad}.
 */
final class VariantStress {

    private static final Duration STARTUP_LIMIT = Duration.ofSeconds(120);
    private static final Duration RSS_PERIOD = Duration.ofMillis(500);
    /** After the overload the capacity runs this much longer than --recovery-seconds: a late return shows as late, not as none. */
    private static final double RECOVERY_WINDOW_EXTRA_SECONDS = 2;

    /** What every variant's run shares. */
    record Setup(
            Repo repo,
            Settings settings,
            Postgres postgres,
            DbConfig db,
            int seedUsers,
            StressPlan plan,
            Limits limits,
            StressResults results) {}

    /** @param soak null when the soak did not run */
    record VariantVerdicts(List<Verdict> verdicts, StressCharts.SoakSeries soak) {}

    private final Setup setup;
    private final Variant variant;
    private final String id;
    private final List<Verdict> verdicts = new ArrayList<>();
    private StressCharts.SoakSeries soakSeries;

    VariantStress(Setup setup, Variant variant) {
        this.setup = setup;
        this.variant = variant;
        this.id = variant.id();
    }

    VariantVerdicts run() throws IOException {
        setup.postgres().reset(setup.seedUsers());
        Integer capacity = loadedExperiments();
        if (capacity != null) {
            verdicts.add(underFault(capacity, Fault.AWAY, setup.plan().outageSeconds()));
            verdicts.add(underFault(capacity, Fault.SILENT, setup.plan().silentSeconds()));
        }
        return new VariantVerdicts(verdicts, soakSeries);
    }

    /** Capacity, overload and soak on one app; the capacity, or null when there is none to build on. */
    private Integer loadedExperiments() throws IOException {
        Path log = setup.results().log(id, "");
        try (App app = App.start(setup.repo(), variant, setup.settings(), setup.db(), App.freePort(), log)) {
            String failure = startupFailure(app);
            if (failure != null) {
                verdicts.add(Verdict.judged(
                        id,
                        StressExperiment.CAPACITY,
                        "did not start",
                        List.of(Check.of("app starts", false, failure))));
                skipRest("did not start");
                return null;
            }
            try (StressClient client =
                    new StressClient(app.baseUri(), setup.plan().hangTimeout(), setup.seedUsers())) {
                progress("warm-up at " + Numbers.perSecond(setup.plan().startRate()) + " for "
                        + setup.plan().warmupSeconds() + " s");
                load(
                        client,
                        Mix.STANDARD,
                        List.of(new OpenLoad.Segment(
                                setup.plan().startRate(), setup.plan().warmupSeconds())));
                CapacityResult capacity = capacity(client);
                setup.results().writeCapacity(id, capacity);
                verdicts.add(capacity.verdict(id));
                if (capacity.capacity() == null) {
                    skipRest("no capacity to build on");
                    return null;
                }
                verdicts.add(overload(app, client, capacity.capacity()));
                verdicts.add(soak(app, client, capacity.capacity()));
                return capacity.capacity();
            }
        }
    }

    private CapacityResult capacity(StressClient client) {
        StressPlan plan = setup.plan();
        CapacitySearch search =
                new CapacitySearch(plan.startRate(), StressPlan.MIN_RATE, plan.maxRate(), plan.precision());
        List<CapacityStep> steps = new ArrayList<>();
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int rate = next.getAsInt();
            Recording recording = load(client, Mix.STANDARD, List.of(new OpenLoad.Segment(rate, plan.stepSeconds())));
            CapacityStep step = CapacityStep.of(
                    rate,
                    plan.stepSeconds(),
                    recording.answers(),
                    setup.limits().p99LimitMs());
            steps.add(step);
            search.record(rate, step.sustained());
            progress("capacity " + step.describe());
        }
        return CapacityResult.of(
                steps, search.capacity(), plan.maxRate(), setup.limits().p99LimitMs());
    }

    private Verdict overload(App app, StressClient client, int capacity) {
        StressPlan plan = setup.plan();
        int offered = (int) Math.round(capacity * plan.overloadFactor());
        double recoveryWindow = setup.limits().recoverySeconds() + RECOVERY_WINDOW_EXTRA_SECONDS;
        progress("overload at " + Numbers.perSecond(offered) + " for " + plan.overloadSeconds() + " s, then "
                + Numbers.perSecond(capacity) + " for " + Numbers.seconds(recoveryWindow));
        Recording recording = load(
                client,
                Mix.STANDARD,
                List.of(
                        new OpenLoad.Segment(offered, plan.overloadSeconds()),
                        new OpenLoad.Segment(capacity, recoveryWindow)));
        List<Answer> answers = recording.answers();
        OverloadFacts facts = OverloadFacts.of(
                answers,
                offered,
                capacity,
                plan.overloadSeconds() * 1000.0,
                recoveryWindow * 1000,
                setup.limits().recoveryShare(),
                appUp(app),
                recording.errorSamples());
        List<Second> series = Second.series(answers, (plan.overloadSeconds() + recoveryWindow) * 1000);
        setup.results().writeOverload(id, facts, series);
        chart(
                "overload-" + id,
                id + ": overload at " + Numbers.perSecond(offered) + ", then " + Numbers.perSecond(capacity),
                series);
        return facts.verdict(id, setup.limits().forStack(variant, setup.plan().hangSeconds()));
    }

    private Verdict soak(App app, StressClient client, int capacity) {
        StressPlan plan = setup.plan();
        int rate = Math.max(1, (int) Math.round(capacity * plan.soakShare()));
        progress("soak at " + Numbers.perSecond(rate) + " for " + Numbers.duration(plan.soakSeconds()));
        Recording recording = new Recording();
        List<RssSample> rss;
        try (ProcSampler sampler = ProcSampler.start(app.pid(), OptionalLong.empty(), RSS_PERIOD)) {
            OpenLoad.run(
                    client,
                    Mix.STANDARD,
                    List.of(new OpenLoad.Segment(rate, plan.soakSeconds())),
                    plan.maxInFlight(),
                    plan.hangTimeout(),
                    recording);
            rss = sampler.samples().stream()
                    .map(sample -> new RssSample(recording.msAt(sample.nanoTime()), sample.rssBytes()))
                    .toList();
        }
        List<Answer> answers = recording.answers();
        SoakFacts facts =
                SoakFacts.of(answers, rss, rate, plan.soakSeconds() * 1000, appUp(app), recording.errorSamples());
        List<Second> series = Second.series(answers, plan.soakSeconds() * 1000);
        setup.results().writeSoak(id, facts, series, rss);
        soakSeries = new StressCharts.SoakSeries(series, rss);
        return facts.verdict(id, setup.limits());
    }

    /**
     * The database fails for {@code seconds} in the middle of write-heavy load, on a fresh app
     * behind the relay: away (the outage) or silent.
     */
    private Verdict underFault(int capacity, Fault fault, int seconds) throws IOException {
        StressPlan plan = setup.plan();
        StressExperiment experiment = fault.experiment();
        int rate = Math.max(1, (int) Math.round(capacity * plan.outageShare()));
        DbConfig db = setup.db();
        Path log = setup.results().log(id, "-" + experiment.id());
        try (FaultProxy proxy = new FaultProxy(db.host(), db.port());
                App app = App.start(
                        setup.repo(),
                        variant,
                        setup.settings(),
                        db.withEndpoint("localhost", proxy.port()),
                        App.freePort(),
                        log)) {
            String failure = startupFailure(app);
            if (failure != null) {
                return Verdict.judged(
                        id,
                        experiment,
                        "did not start behind the relay",
                        List.of(Check.of("app starts", false, failure)));
            }
            // A cold app behind the relay answers its first seconds slowly; the fault comes to a warm one.
            progress(experiment.id() + " warm-up at " + Numbers.perSecond(rate) + " " + Mix.WRITE_HEAVY.name() + " for "
                    + plan.warmupSeconds() + " s");
            try (StressClient client = new StressClient(app.baseUri(), plan.hangTimeout(), setup.seedUsers())) {
                load(client, Mix.WRITE_HEAVY, List.of(new OpenLoad.Segment(rate, plan.warmupSeconds())));
            }
            double downAt = plan.outageBefore() * 1000.0;
            double upAt = downAt + seconds * 1000.0;
            double total = plan.outageBefore() + seconds + plan.outageAfter();
            String when = plan.outageBefore() + " s to " + (plan.outageBefore() + seconds) + " s";
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
                            new HealthProbes(app.baseUri(), recording, plan.healthProbeMs(), plan.hangTimeout());
                    StressClient client = new StressClient(app.baseUri(), plan.hangTimeout(), setup.seedUsers())) {
                OpenLoad.run(
                        client,
                        Mix.WRITE_HEAVY,
                        List.of(new OpenLoad.Segment(rate, total)),
                        plan.maxInFlight(),
                        plan.hangTimeout(),
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
            List<Answer> answers = recording.answers();
            OutageFacts facts = OutageFacts.of(
                    fault,
                    answers,
                    probes,
                    rate,
                    Mix.WRITE_HEAVY.name(),
                    marks[0],
                    marks[1],
                    acknowledged.size(),
                    lost,
                    refusedButStored,
                    appUp(app),
                    recording.errorSamples());
            List<Second> series = Second.series(answers, total * 1000);
            setup.results().writeOutage(experiment, id, facts, series, probes);
            chart(experiment.id() + "-" + id, id + ": database " + fault.state() + " from " + when, series);
            return facts.verdict(
                    id, setup.limits().forStack(variant, setup.plan().hangSeconds()));
        }
    }

    private Recording load(StressClient client, Mix mix, List<OpenLoad.Segment> segments) {
        Recording recording = new Recording();
        OpenLoad.run(
                client, mix, segments, setup.plan().maxInFlight(), setup.plan().hangTimeout(), recording);
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
            verdicts.add(Verdict.skipped(id, experiment, why));
        }
    }

    private void chart(String name, String title, List<Second> series) {
        try {
            StressCharts.timeline(setup.results().charts(), name, title, series);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
