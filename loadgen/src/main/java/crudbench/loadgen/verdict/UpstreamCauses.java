package crudbench.loadgen.verdict;

import crudbench.loadgen.stress.StressExperiment;
import java.util.Map;
import java.util.Optional;

/**
 * The failed verdicts whose cause is measured and lies upstream, not in the suite: `just stress` names the cause
 * beside the failure, so that a reader of the table knows a known limit from a new one. A failure named here still
 * fails the command, unless (with `--ci`) it passes when its variant is measured once more
 * ({@link StressVerdicts#passedWith}); an entry goes when a release with the fix is on Maven Central and the variant
 * moves to it.
 */
public final class UpstreamCauses {

    /**
     * One upstream cause.
     *
     * @param what  what goes wrong upstream
     * @param issue the upstream issue, as the summary line names it
     * @param fix   where the fix stands
     */
    public record Cause(String what, String issue, String fix) {

        /** "upstream: WHAT (ISSUE, FIX)", as the table's failed column ends. */
        public String described() {
            return "upstream: " + what + " (" + issue + ", " + fix + ")";
        }
    }

    /**
     * Agroal 3.2.1, the newest on Maven Central: docs/known-issues.md and results/agroal-silent, where the same two
     * variants pass with the acquire loop reading its deadline.
     */
    static final Cause AGROAL_SPIN = new Cause(
            "Agroal 3.2.1's acquire loop spins past its deadline while connections are being created",
            Agroal.ISSUE,
            Agroal.FIX);

    /**
     * The same loop on platform threads, where it does not stop the JVM but every worker waiting for a connection spins:
     * 33 to 37 threads runnable on 2 cores while the database is silent, and in some runs the database's replies
     * through the relay come too late for long after it answers again (results/agroal-silent, 5-platform-threads.md).
     */
    static final Cause AGROAL_SPIN_PLATFORM = new Cause(
            "Agroal 3.2.1's acquire loop spins on every waiting worker while connections are being created, holding the"
                    + " cores",
            Agroal.ISSUE,
            Agroal.FIX);

    /** One upstream issue and one unreleased fix behind both of Agroal's causes. */
    private static final class Agroal {
        static final String ISSUE = "agroal/agroal#214";
        static final String FIX = "fix proposed in agroal/agroal#215, not released";
    }

    private static final Map<StressExperiment, Map<String, Cause>> CAUSES = Map.of(
            StressExperiment.SILENT,
            Map.of(
                    "quarkus-jdbc-virtual", AGROAL_SPIN,
                    "quarkus-orm-virtual", AGROAL_SPIN,
                    "quarkus-jdbc", AGROAL_SPIN_PLATFORM,
                    "quarkus-orm", AGROAL_SPIN_PLATFORM));

    private UpstreamCauses() {}

    /** The upstream cause of this variant's failure of this experiment, when it is a known one. */
    public static Optional<Cause> of(String variant, StressExperiment experiment) {
        return Optional.ofNullable(CAUSES.getOrDefault(experiment, Map.of()).get(variant));
    }
}
