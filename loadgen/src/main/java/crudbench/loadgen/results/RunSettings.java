package crudbench.loadgen.results;

import crudbench.harness.checkout.WorkTree;
import crudbench.harness.registry.Variant;
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
 * @param commit        the checkout's commit, "-dirty" with uncommitted changes (as every run has recorded it, so
 *                      that a loadgen from before {@code tree} still sees a dirty run as one)
 * @param tree          whether the tree was clean, and if not, what its changes were; null in runs from before it was
 *                      recorded: {@link #treeState()} reads those from the commit
 */
public record RunSettings(
        BenchProfile profile,
        Layout layout,
        Apps apps,
        LoadGenerator loadGenerator,
        Database database,
        String commit,
        Tree tree) {

    /**
     * The work tree a run was measured from, beside its commit. Added to schema 3 without a new schema: an older
     * reader ignores it and still finds "-dirty" on the commit, and a summary without it reads as unknown.
     *
     * @param clean   true: the commit alone is what ran; false: there were uncommitted changes; null: unknown (a run
     *                from before the tree was recorded, whose commit has no "-dirty")
     * @param digest  sha-256 (hex) of the uncommitted changes ({@link WorkTree#digest()}); null when clean or not
     *                recorded
     * @param changed the changed paths; null when not recorded
     */
    public record Tree(Boolean clean, String digest, List<String> changed) {

        public static final Tree UNKNOWN = new Tree(null, null, null);

        public static Tree of(WorkTree tree) {
            return tree == null ? UNKNOWN : new Tree(tree.clean(), tree.digest(), tree.changed());
        }

        /** Uncommitted changes were there: recorded, or named only by a "-dirty" commit. */
        public boolean dirty() {
            return Boolean.FALSE.equals(clean);
        }
    }

    /** The commit without "-dirty": what `git checkout` takes. Null where none was recorded. */
    public String baseCommit() {
        return commit == null ? null : commit.replaceFirst("-dirty$", "");
    }

    /**
     * The tree as recorded; for a run from before it was, dirty with no digest when the commit ends in "-dirty",
     * else unknown.
     */
    public Tree treeState() {
        if (tree != null) {
            return tree;
        }
        return commit != null && commit.endsWith("-dirty") ? new Tree(false, null, null) : Tree.UNKNOWN;
    }

    /**
     * @param design   "interleaved" (every app running, slices round-robin in a shuffled order each round) or
     *                 "sequential" (one app at a time)
     * @param seed     the seed of the rounds' orders
     * @param sessions what was measured: each variant, with its experiment settings if any
     * @param cpus     which CPUs each role was pinned to ({@code load=0,app=1,db=1}); null: none pinned
     * @param order    the apps' order within a round: "by-framework" (each framework's apps back to back) or
     *                 "shuffled"; null for a run from before it was recorded, which shuffled
     */
    public record Layout(
            String design,
            Long seed,
            List<VariantSetup> sessions,
            String cpus,
            String order,

            @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
            String profiler) {

        /** A layout of a run that recorded no order (its apps shuffled in each round). */
        public Layout(String design, Long seed, List<VariantSetup> sessions, String cpus) {
            this(design, seed, sessions, cpus, null, null);
        }

        /** A layout of a run measured without a profiler. */
        public Layout(String design, Long seed, List<VariantSetup> sessions, String cpus, String order) {
            this(design, seed, sessions, cpus, order, null);
        }
    }

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
