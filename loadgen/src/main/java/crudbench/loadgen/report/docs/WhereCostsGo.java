package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.VariantAxes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The README's "Where a cost goes", beside What to pick: from a committed profiled run, for each framework, the data
 * access of What to pick's grid whose request costs the most CPU over the framework's JDBC on platform threads, on
 * any scenario, and the layer that carried most of it ({@link WhereTheCpuGoes#briefCost}); the run's profile.md has
 * every pair. The ORM and cross-stack apps, which What to pick reads on axes of their own, and any session with
 * settings of its own are left out. One sentence: the README is a front page.
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
        Map<String, VariantSetup> sessions = new LinkedHashMap<>();
        run.settings().layout().sessions().forEach(s -> sessions.put(s.label(), s));
        Map<String, WhereTheCpuGoes.Against> largest = new LinkedHashMap<>();
        // the frameworks in the run's order, as What to pick's grid has them
        sessions.values().forEach(s -> largest.put(s.variant().framework(), null));
        for (WhereTheCpuGoes.Against pair : WhereTheCpuGoes.pairs(profiles, RunProfiles.baselines(run.settings()))) {
            VariantSetup b = sessions.get(pair.b().variant());
            if (b == null || !b.plainAtParity()) {
                continue;
            }
            WhereTheCpuGoes.Against top = largest.get(b.variant().framework());
            if (top == null || more(pair) > more(top)) {
                largest.put(b.variant().framework(), pair);
            }
        }
        List<String> parts = new ArrayList<>();
        largest.forEach((framework, pair) -> {
            if (pair != null) {
                parts.add(framework + ", "
                        + AccessColumn.of(VariantAxes.of(
                                        sessions.get(pair.b().variant()).variant()))
                                .prose()
                        + " on " + pair.b().scenario() + ": " + WhereTheCpuGoes.briefCost(pair.a(), pair.b()));
            }
        });
        return "**Where a cost goes**, from a profiled run of every variant ([" + name + "](" + name + "/profile.md), "
                + FirstRoundTable.machine(run)
                + "; async-profiler perturbs what it measures, so read its layers as shares of a cost, and the cost"
                + " itself from the table above): in each framework, the largest extra CPU per request of a data access"
                + " over its JDBC on platform threads, and the layer that carried most of it. "
                + String.join("; ", parts) + ". Every data access and scenario: [profile.md](" + name
                + "/profile.md).\n";
    }

    private static double more(WhereTheCpuGoes.Against pair) {
        return pair.b().cpuMsPerRequest() - pair.a().cpuMsPerRequest();
    }
}
