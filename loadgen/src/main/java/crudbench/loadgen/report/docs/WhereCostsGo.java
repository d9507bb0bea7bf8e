package crudbench.loadgen.report.docs;

import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import crudbench.loadgen.results.BenchSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The README's "Where a cost goes", beside What to pick: for each app of a committed profiled run, per scenario, how
 * much more CPU a request took than in its framework's JDBC on platform threads (or the run's first app, by {@link
 * WhereTheCpuGoes}'s pairing, as profile.md reads them), and the layer that carried most of it ({@link WhereTheCpuGoes#difference}), with a link to the run's profile.md.
 */
public final class WhereCostsGo {

    private WhereCostsGo() {}

    /**
     * @param name the run's directory from the repository's root, as the README links it
     * @param dir  where it is on disk
     */
    public static String markdown(String name, BenchSummary run, Path dir) {
        return markdown(name, run, RunProfiles.read(dir, run.rows()));
    }

    static String markdown(String name, BenchSummary run, List<RunProfiles.Profile> profiles) {
        StringBuilder md = new StringBuilder("**Where a cost goes**, from a profiled run ([")
                .append(name)
                .append("](")
                .append(name)
                .append("/profile.md), ")
                .append(FirstRoundTable.machine(run))
                .append("; async-profiler perturbs what it measures, so read its layers as shares of a cost, and the"
                        + " cost itself from the table above): ");
        List<String> parts = new ArrayList<>();
        for (WhereTheCpuGoes.Against pair : WhereTheCpuGoes.pairs(profiles, RunProfiles.baselines(run.settings()))) {
            parts.add(pair.b().scenario() + ", " + WhereTheCpuGoes.difference(pair.a(), pair.b()));
        }
        return md.append(String.join("; ", parts)).append(".\n").toString();
    }
}
