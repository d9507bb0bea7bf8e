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
 * @param profile       how long and at which loads
 * @param layout        what was measured and how the apps shared the machine
 * @param apps          what every app ran with
 * @param loadGenerator what drove them
 * @param database      where PostgreSQL was
 * @param commit        the checkout's commit, "-dirty" with local changes
 */
public record RunSettings(
        BenchProfile profile, Layout layout, Apps apps, LoadGenerator loadGenerator, Database database, String commit) {

    /**
     * @param design   "interleaved" (every app running, slices round-robin in a shuffled order each round) or
     *                 "sequential" (one app at a time)
     * @param seed     the seed of the rounds' orders
     * @param sessions what was measured: each variant, with its experiment settings if any
     * @param cpus     which CPUs each role was pinned to ({@code load=0,app=1,db=1}); null: none pinned
     */
    public record Layout(String design, Long seed, List<VariantSetup> sessions, String cpus) {}

    /**
     * @param parity   parity.env as it applied (environment overrides included)
     * @param jvmFlags every app's JVM flags
     * @param variants the registry entries of the variants measured, in registry order
     */
    public record Apps(Map<String, String> parity, List<String> jvmFlags, List<Variant> variants) {}

    /**
     * @param benchmarks what each benchmark file measures, as read from it
     * @param hyperfoil  Hyperfoil's version
     * @param jvmFlags   this load generator's JVM flags
     */
    public record LoadGenerator(List<BenchmarkPlan> benchmarks, String hyperfoil, List<String> jvmFlags) {}

    /** @param embedded the suite's own PostgreSQL, whose CPU time is measured */
    public record Database(String host, int port, String name, boolean embedded) {}

    /** "interleaved" or "sequential"; runs that recorded no layout were sequential. */
    public String design() {
        return layout == null || layout.design() == null ? "sequential" : layout.design();
    }
}
