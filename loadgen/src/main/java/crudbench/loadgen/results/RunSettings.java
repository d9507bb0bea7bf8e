package crudbench.loadgen.results;

import crudbench.harness.Variant;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.VariantSetup;
import java.util.List;
import java.util.Map;

/**
 * What a bench run was configured with, so that a reader can judge and repeat it.
 *
 * @param parity          parity.env as it applied (environment overrides included)
 * @param appJvmFlags     every app's JVM flags
 * @param variants        the registry entries of the variants measured, in registry order
 * @param benchmarks      what each benchmark file measures, as read from it
 * @param hyperfoil       Hyperfoil's version
 * @param loadgenJvmFlags this load generator's JVM flags
 * @param commit          the checkout's commit, "-dirty" with local changes
 * @param design          "interleaved" (every app running, slices round-robin in a shuffled order each
 *                        round) or "sequential" (one app at a time)
 * @param seed            the seed of the rounds' orders
 * @param sessions        what was measured: each variant, with its experiment settings if any
 * @param cpus            which CPUs each role was pinned to ({@code load=0,app=1,db=1}); null: none pinned
 */
public record RunSettings(
        BenchProfile profile,
        Map<String, String> parity,
        List<String> appJvmFlags,
        Database database,
        List<Variant> variants,
        List<BenchmarkPlan> benchmarks,
        String hyperfoil,
        List<String> loadgenJvmFlags,
        String commit,
        String design,
        Long seed,
        List<VariantSetup> sessions,
        String cpus) {

    /** @param embedded the suite's own PostgreSQL, whose CPU time is measured */
    public record Database(String host, int port, String name, boolean embedded) {}
}
