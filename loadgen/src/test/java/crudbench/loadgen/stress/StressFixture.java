package crudbench.loadgen.stress;

import static crudbench.loadgen.stress.Answers.steady;

import crudbench.harness.checkout.Repo;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.verdict.Limits;
import crudbench.loadgen.verdict.StressJudge;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A `just stress --ci` run of three variants written as the command writes one: synthetic
 * answers go through the same facts classes and {@link StressResults} as a real run, and the
 * judge reads the files back for verdicts.json, so the files have exactly the real schema and a
 * page reading them reads what the command writes. quarkus-reactive and micronaut-jdbc pass
 * everything; spring-jdbc's overload answers one request with a 500, so 14 of the 15 verdicts
 * pass.
 */
public final class StressFixture {

    public static final List<String> VARIANTS = List.of("quarkus-reactive", "micronaut-jdbc", "spring-jdbc");

    /** The plan and limits of `just stress --ci` with parity.env's 5 s to acquire a connection. */
    public static final StressPlan PLAN = StressPlan.ci();

    public static final Limits LIMITS = Limits.ci(5000, 3000);

    /** Each variant's capacity: 400/s, then 150/s more for each. */
    private static final int FIRST_CAPACITY = 400;

    private static final int CAPACITY_STEP = 150;
    /** Every fault acknowledges this many creates, and loses none. */
    private static final int ACKNOWLEDGED = 400;
    /** While away the app answers 503 problems at once; while silent, at the deadline on a database call. */
    private static final double LATENCY_WHILE_AWAY_MS = 20;

    private static final double LATENCY_WHILE_SILENT_MS = 3000;

    private StressFixture() {}

    /** The registry of the checkout, whose axes give each variant its column's colour. */
    public static List<Variant> registry() {
        return Variants.load(Repo.locate()).all();
    }

    /** Writes the run's raw files, then judges them into verdicts.json, into {@code root}; returns it. */
    public static Path write(Path root) {
        StressResults results = new StressResults(root);
        StressRun run = run();
        for (VariantResults variant : run.variants()) {
            results.writeCapacity(variant.variant(), variant.capacity());
            results.writeOverload(variant.variant(), variant.overload());
            results.writeSoak(variant.variant(), variant.soak());
            results.writeOutage(variant.variant(), variant.outage());
            results.writeOutage(variant.variant(), variant.silent());
            results.writeNotRun(variant.variant(), variant.notRun());
        }
        results.writeSummary(run.summary());
        StressJudge.judge(results.read(), LIMITS, registry()).write(root);
        return root;
    }

    /** The run the files hold, as {@link StressResults#read} returns it. */
    public static StressRun run() {
        List<VariantResults> variants = new ArrayList<>();
        int capacity = FIRST_CAPACITY;
        for (String variant : VARIANTS) {
            variants.add(variant(variant, capacity, variant.equals("spring-jdbc")));
            capacity += CAPACITY_STEP;
        }
        return new StressRun(summary(), variants);
    }

    private static Stress.Summary summary() {
        Stress.AppSettings apps = new Stress.AppSettings(
                Map.of("DB_POOL_SIZE", "16", "DB_ACQUIRE_TIMEOUT_MS", "5000"),
                List.of("-Xmx512m"),
                "embedded PostgreSQL 17 on localhost:5432",
                "straight to PostgreSQL");
        MachineFacts machine =
                new MachineFacts(2, 8_000_000_000L, "fixture CPU", "Linux", "Temurin 25", "fixture", null);
        Stress.Host host = new Stress.Host(machine, "0123abc", List.of());
        String started = "2026-11-24T10:00:00Z";
        String finished = "2026-11-24T10:03:00Z";
        return new Stress.Summary(Stress.SCHEMA, "ci", started, finished, PLAN, apps, host, VARIANTS);
    }

    private static VariantResults variant(String id, int capacity, boolean oneServerError) {
        int outageRate = (int) Math.round(capacity * PLAN.outage().share());
        return new VariantResults(
                id,
                capacity(capacity),
                overload(capacity, oneServerError),
                soak(capacity),
                fault(Fault.AWAY, PLAN.outage().seconds(), outageRate, LATENCY_WHILE_AWAY_MS),
                fault(Fault.SILENT, PLAN.outage().silentSeconds(), outageRate, LATENCY_WHILE_SILENT_MS),
                List.of());
    }

    /** Twice the capacity, half of it answered 2xx and half 503 problems, then the capacity again. */
    private static OverloadResult overload(int capacity, boolean oneServerError) {
        int offered = (int) Math.round(capacity * PLAN.overload().factor());
        double overloadMs = PLAN.overload().seconds() * 1000.0;
        double recoveryMs = (PLAN.recoverySeconds() + 2) * 1000;
        Answers answers = new Answers()
                .add(steady(0, overloadMs).perSecond(capacity).inMs(40))
                .add(steady(0, overloadMs)
                        .perSecond(offered - capacity)
                        .answering(Outcome.PROBLEM_503)
                        .inMs(4))
                .add(steady(overloadMs, overloadMs + recoveryMs)
                        .perSecond(capacity)
                        .inMs(3));
        if (oneServerError) {
            answers.one(1500, 1520, Outcome.SERVER_ERROR).errorSample("500 on GET /users/17");
        }
        return new OverloadResult(
                OverloadFacts.of(answers.recorded(), offered, capacity, overloadMs, recoveryMs),
                Second.series(answers.list(), overloadMs + recoveryMs));
    }

    /** The soak's share of the capacity, every answer a 2xx in 2 ms, RSS creeping up by 100 bytes a ms. */
    private static SoakResult soak(int capacity) {
        int rate = (int) Math.round(capacity * PLAN.soak().share());
        double soakMs = PLAN.soak().seconds() * 1000;
        Answers answers = new Answers().add(steady(0, soakMs).perSecond(rate).inMs(2));
        List<RssSample> rss = new ArrayList<>();
        for (double t = 0; t < soakMs; t += 500) {
            rss.add(new RssSample(t, (long) (200e6 + capacity * 1e4 + t * 100)));
        }
        return new SoakResult(
                SoakFacts.of(answers.recorded(), rss, rate, soakMs), Second.series(answers.list(), soakMs), rss);
    }

    /** The database away or silent under half the capacity: 503s in {@code latencyWhileDownMs} while it is, /health 503 too, then 2xx again. */
    private static OutageResult fault(Fault fault, int seconds, int rate, double latencyWhileDownMs) {
        StressPlan.Outage plan = PLAN.outage();
        double downMs = plan.beforeSeconds() * 1000.0;
        double upMs = downMs + seconds * 1000.0;
        double totalMs = upMs + plan.afterSeconds() * 1000.0;
        Answers answers = new Answers()
                .add(steady(0, downMs).perSecond(rate).inMs(3))
                .add(steady(downMs, upMs)
                        .perSecond(rate)
                        .answering(Outcome.PROBLEM_503)
                        .inMs(latencyWhileDownMs))
                .add(steady(upMs, totalMs).perSecond(rate).inMs(3));
        List<Probe> probes = new ArrayList<>();
        for (double t = 0; t < totalMs; t += plan.healthProbeMs()) {
            probes.add(new Probe(t, t + 2, t >= downMs && t + 2 < upMs ? 503 : 200));
        }
        OutageFacts facts = OutageFacts.of(
                answers.recorded(),
                probes,
                fault,
                rate,
                Mix.WRITE_HEAVY.name(),
                new OutageFacts.Downtime(downMs, upMs),
                new OutageFacts.Writes(ACKNOWLEDGED, List.of(), 0));
        return new OutageResult(facts, Second.series(answers.list(), totalMs), probes);
    }

    /** The search's rates: 250, 500, 1000 and on, halving back and bisecting, around the capacity given. */
    private static CapacityResult capacity(int capacity) {
        StressPlan.Capacity plan = PLAN.capacity();
        CapacitySearch search =
                new CapacitySearch(plan.startRate(), StressPlan.MIN_RATE, plan.maxRate(), plan.precision());
        List<CapacityStep> steps = new ArrayList<>();
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int rate = next.getAsInt();
            boolean holds = rate <= capacity;
            List<Answer> answers = new Answers()
                    .add(steady(0, plan.stepSeconds() * 1000.0).perSecond(rate).inMs(holds ? 5 + rate / 100.0 : 80))
                    .list();
            CapacityStep step = CapacityStep.of(rate, plan.stepSeconds(), answers, plan.p99LimitMs());
            steps.add(step);
            search.record(rate, step.sustained());
        }
        return CapacityResult.of(steps, search.capacity(), plan.maxRate(), plan.p99LimitMs());
    }
}
