package crudbench.loadgen.stress;

import crudbench.harness.MachineFacts;
import crudbench.harness.Repo;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A `just stress --ci` run of three variants written as the command writes one: synthetic
 * answers go through the same facts classes, verdicts and {@link StressResults} as a real run,
 * so the files have exactly the real schema and a page reading them reads what the command
 * writes. quarkus-reactive and micronaut-jdbc pass everything; spring-jdbc's overload answers
 * one request with a 500, so 11 of the 12 verdicts pass.
 */
public final class StressFixture {

    public static final List<String> VARIANTS = List.of("quarkus-reactive", "micronaut-jdbc", "spring-jdbc");

    private static final StressPlan PLAN = StressPlan.ci();
    private static final Limits LIMITS = Limits.ci(5000, 3000);

    private StressFixture() {}

    /** The registry of the checkout, whose axes give each variant its column's colour. */
    public static List<Variant> registry() {
        return Variants.load(Repo.locate()).all();
    }

    /** Writes the run into {@code root} and returns it. */
    public static Path write(Path root) {
        StressResults results = new StressResults(root);
        List<Verdict> verdicts = new ArrayList<>();
        int capacity = 400;
        for (String variant : VARIANTS) {
            verdicts.addAll(variant(results, variant, capacity, variant.equals("spring-jdbc")));
            capacity += 150;
        }
        results.writeSummary(new Stress.Summary(
                Stress.SCHEMA,
                "ci",
                "2026-11-24T10:00:00Z",
                "2026-11-24T10:03:00Z",
                PLAN,
                LIMITS,
                Map.of("DB_POOL_SIZE", "16", "DB_ACQUIRE_TIMEOUT_MS", "5000"),
                List.of("-Xmx512m"),
                "embedded PostgreSQL 17 on localhost:5432",
                new MachineFacts(2, 8_000_000_000L, "fixture CPU", "Linux", "Temurin 25", "fixture"),
                "0123abc",
                List.of(),
                VARIANTS,
                "straight to PostgreSQL",
                verdicts));
        return root;
    }

    private static List<Verdict> variant(StressResults results, String id, int capacity, boolean fails) {
        List<Verdict> verdicts = new ArrayList<>();
        CapacityResult search = capacity(capacity);
        results.writeCapacity(id, search);
        verdicts.add(search.verdict(id));

        int offered = (int) Math.round(capacity * PLAN.overloadFactor());
        double overloadMs = PLAN.overloadSeconds() * 1000.0;
        double recoveryMs = (LIMITS.recoverySeconds() + 2) * 1000;
        Answers overload = new Answers()
                .steady(0, overloadMs, capacity, Outcome.OK, 40)
                .steady(0, overloadMs, offered - capacity, Outcome.PROBLEM_503, 4)
                .steady(overloadMs, overloadMs + recoveryMs, capacity, Outcome.OK, 3);
        if (fails) {
            overload.one(1500, 1520, Outcome.SERVER_ERROR);
        }
        OverloadFacts overloadFacts = OverloadFacts.of(
                overload.list(),
                offered,
                capacity,
                overloadMs,
                recoveryMs,
                LIMITS.recoveryShare(),
                true,
                fails ? List.of("500 on GET /users/17") : List.of());
        results.writeOverload(id, overloadFacts, Second.series(overload.list(), overloadMs + recoveryMs));
        verdicts.add(overloadFacts.verdict(id, LIMITS));

        int soakRate = (int) Math.round(capacity * PLAN.soakShare());
        double soakMs = PLAN.soakSeconds() * 1000;
        List<Answer> soak =
                new Answers().steady(0, soakMs, soakRate, Outcome.OK, 2).list();
        List<RssSample> rss = new ArrayList<>();
        for (double t = 0; t < soakMs; t += 500) {
            rss.add(new RssSample(t, (long) (200e6 + capacity * 1e4 + t * 100)));
        }
        SoakFacts soakFacts = SoakFacts.of(soak, rss, soakRate, soakMs, true, List.of());
        results.writeSoak(id, soakFacts, Second.series(soak, soakMs), rss);
        verdicts.add(soakFacts.verdict(id, LIMITS));

        int outageRate = (int) Math.round(capacity * PLAN.outageShare());
        verdicts.add(fault(results, id, Fault.AWAY, PLAN.outageSeconds(), outageRate, 20));
        // While silent every answer is a 503 at the deadline on the database call.
        verdicts.add(fault(results, id, Fault.SILENT, PLAN.silentSeconds(), outageRate, 3000));
        return verdicts;
    }

    /** The database away or silent under half the capacity: 503s in {@code latencyWhileDownMs} while it is, /health 503 too, then 2xx again. */
    private static Verdict fault(
            StressResults results, String id, Fault fault, int seconds, int rate, double latencyWhileDownMs) {
        double downMs = PLAN.outageBefore() * 1000.0;
        double upMs = downMs + seconds * 1000.0;
        double totalMs = upMs + PLAN.outageAfter() * 1000.0;
        List<Answer> answers = new Answers()
                .steady(0, downMs, rate, Outcome.OK, 3)
                .steady(downMs, upMs, rate, Outcome.PROBLEM_503, latencyWhileDownMs)
                .steady(upMs, totalMs, rate, Outcome.OK, 3)
                .list();
        List<Probe> probes = new ArrayList<>();
        for (double t = 0; t < totalMs; t += PLAN.healthProbeMs()) {
            probes.add(new Probe(t, t + 2, t >= downMs && t + 2 < upMs ? 503 : 200));
        }
        OutageFacts facts = OutageFacts.of(
                fault, answers, probes, rate, Mix.WRITE_HEAVY.name(), downMs, upMs, 400, List.of(), 0, true, List.of());
        results.writeOutage(fault.experiment(), id, facts, Second.series(answers, totalMs), probes);
        return facts.verdict(id, LIMITS);
    }

    /** The search's rates: 250, 500, 1000 and on, halving back and bisecting, around the capacity given. */
    private static CapacityResult capacity(int capacity) {
        CapacitySearch search =
                new CapacitySearch(PLAN.startRate(), StressPlan.MIN_RATE, PLAN.maxRate(), PLAN.precision());
        List<CapacityStep> steps = new ArrayList<>();
        for (OptionalInt next = search.next(); next.isPresent(); next = search.next()) {
            int rate = next.getAsInt();
            boolean holds = rate <= capacity;
            List<Answer> answers = new Answers()
                    .steady(0, PLAN.stepSeconds() * 1000.0, rate, Outcome.OK, holds ? 5 + rate / 100.0 : 80)
                    .list();
            CapacityStep step = CapacityStep.of(rate, PLAN.stepSeconds(), answers, LIMITS.p99LimitMs());
            steps.add(step);
            search.record(rate, step.sustained());
        }
        return CapacityResult.of(steps, search.capacity(), PLAN.maxRate(), LIMITS.p99LimitMs());
    }
}
