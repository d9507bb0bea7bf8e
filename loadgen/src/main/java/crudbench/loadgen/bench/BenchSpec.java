package crudbench.loadgen.bench;

import crudbench.harness.launch.CpuPlan;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import java.time.Duration;
import java.util.List;

/**
 * What a bench run measures and how it lays the apps out on the machine: everything summary.json's
 * settings repeat, so that a reader can run it again.
 *
 * @param profile     how long and at which loads
 * @param sessions    what is measured: each variant, with its experiment settings if any
 * @param design      every app up at once in interleaved rounds, or one at a time
 * @param seed        the seed of the rounds' random orders
 * @param dbRoundTrip the round trip the relay adds between the apps and PostgreSQL; null: straight there
 * @param cpus        which CPUs each role is pinned to; null: none pinned
 * @param order       the order of the apps' slices in a round
 * @param profiled    async-profiler samples every closed-model slice (`--profile`): a profiler perturbs what it
 *                    measures, so such a run answers where the CPU goes, not how fast
 */
public record BenchSpec(
        BenchProfile profile,
        List<VariantSetup> sessions,
        Bench.Design design,
        long seed,
        Duration dbRoundTrip,
        CpuPlan cpus,
        RoundOrder order,
        boolean profiled) {

    public BenchSpec {
        sessions = List.copyOf(sessions);
        order = order == null ? RoundOrder.BY_FRAMEWORK : order;
    }

    /** Each framework's apps back to back in a round (the default's order). */
    public BenchSpec(
            BenchProfile profile,
            List<VariantSetup> sessions,
            Bench.Design design,
            long seed,
            Duration dbRoundTrip,
            CpuPlan cpus) {
        this(profile, sessions, design, seed, dbRoundTrip, cpus, RoundOrder.BY_FRAMEWORK, false);
    }

    /** Unprofiled, in this order. */
    public BenchSpec(
            BenchProfile profile,
            List<VariantSetup> sessions,
            Bench.Design design,
            long seed,
            Duration dbRoundTrip,
            CpuPlan cpus,
            RoundOrder order) {
        this(profile, sessions, design, seed, dbRoundTrip, cpus, order, false);
    }

    /** The interleaved design, straight to PostgreSQL, nothing pinned. */
    public static BenchSpec interleaved(BenchProfile profile, List<VariantSetup> sessions, long seed) {
        return new BenchSpec(profile, sessions, Bench.Design.INTERLEAVED, seed, null, null);
    }

    public BenchSpec withDbRoundTrip(Duration roundTrip) {
        return new BenchSpec(profile, sessions, design, seed, roundTrip, cpus, order, profiled);
    }

    public BenchSpec withCpus(CpuPlan plan) {
        return new BenchSpec(profile, sessions, design, seed, dbRoundTrip, plan, order, profiled);
    }

    /** The same run with every closed-model slice profiled. */
    public BenchSpec withProfiler() {
        return new BenchSpec(profile, sessions, design, seed, dbRoundTrip, cpus, order, true);
    }
}
