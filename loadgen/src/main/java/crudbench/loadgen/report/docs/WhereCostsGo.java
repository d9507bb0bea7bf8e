package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The README's "Where a cost goes", beside What to pick: from committed profiled runs of every variant, for each
 * framework, the data access of What to pick's grid whose request costs the most CPU over the framework's JDBC on
 * platform threads, on any scenario (the largest on average over the runs), and the layer that carried most of it,
 * run by run, so that the spread between the runs is on the page. Each run's profile.md has every pair. The ORM and
 * cross-stack apps, which What to pick reads on axes of their own, and any session with settings of its own are left
 * out. One sentence: the README is a front page.
 */
public final class WhereCostsGo {

    private WhereCostsGo() {}

    /** @param runs each named by its directory from the repository's root, as the README links it */
    public static String markdown(List<ProfilesAcrossRunsTable.ProfiledRun> runs) {
        List<Map<String, WhereTheCpuGoes.Against>> byRun =
                runs.stream().map(WhereCostsGo::pairs).toList();
        // the frameworks in the first run's order, as What to pick's grid has them
        Map<String, String> largest = new LinkedHashMap<>();
        runs.getFirst()
                .run()
                .settings()
                .layout()
                .sessions()
                .forEach(s -> largest.put(s.variant().framework(), null));
        for (String key : byRun.getFirst().keySet()) {
            if (byRun.stream().anyMatch(pairs -> !pairs.containsKey(key))) {
                continue; // a pair some run did not profile has no spread to give
            }
            String framework = framework(runs.getFirst(), byRun.getFirst().get(key));
            String top = largest.get(framework);
            if (top == null || meanMore(byRun, key) > meanMore(byRun, top)) {
                largest.put(framework, key);
            }
        }
        List<String> parts = new ArrayList<>();
        largest.forEach((framework, key) -> {
            if (key != null) {
                WhereTheCpuGoes.Against first = byRun.getFirst().get(key);
                parts.add(framework + ", " + access(runs.getFirst(), first) + " on "
                        + first.b().scenario() + ": "
                        + costs(byRun.stream().map(pairs -> pairs.get(key)).toList()));
            }
        });
        List<String> sources = runs.stream()
                .map(r -> "[" + r.name() + "](" + r.name() + "/profile.md), " + FirstRoundTable.machine(r.run()))
                .toList();
        String from = runs.size() == 1
                ? "from a profiled run of every variant (" + sources.getFirst()
                : "from profiled runs of every variant, each figure given run by run in this order ("
                        + String.join("; ", sources);
        return "**Where a cost goes**, " + from + "; async-profiler perturbs what it measures, so read its layers as"
                + " shares of a cost, and the cost itself from the table above): in each framework, the largest extra"
                + " CPU per request of a data access over its JDBC on platform threads, and the layer that carried most"
                + " of it. " + String.join("; ", parts) + ". Every data access and scenario: each run's profile.md.\n";
    }

    /** A run's pairs whose app is plain at parity, by app and scenario. */
    private static Map<String, WhereTheCpuGoes.Against> pairs(ProfilesAcrossRunsTable.ProfiledRun r) {
        Map<String, WhereTheCpuGoes.Against> pairs = new LinkedHashMap<>();
        for (WhereTheCpuGoes.Against pair : WhereTheCpuGoes.pairs(
                r.profiles(), RunProfiles.baselines(r.run().settings()))) {
            VariantSetup b = session(r, pair);
            if (b != null && b.plainAtParity()) {
                pairs.put(pair.b().variant() + " " + pair.b().scenario(), pair);
            }
        }
        return pairs;
    }

    private static VariantSetup session(ProfilesAcrossRunsTable.ProfiledRun r, WhereTheCpuGoes.Against pair) {
        return r.run().settings().layout().sessions().stream()
                .filter(s -> s.label().equals(pair.b().variant()))
                .findFirst()
                .orElse(null);
    }

    private static String framework(ProfilesAcrossRunsTable.ProfiledRun r, WhereTheCpuGoes.Against pair) {
        return session(r, pair).variant().framework();
    }

    private static String access(ProfilesAcrossRunsTable.ProfiledRun r, WhereTheCpuGoes.Against pair) {
        return AccessColumn.of(VariantAxes.of(session(r, pair).variant())).prose();
    }

    /** The pair's extra CPU per request, averaged over the runs, without reading its layers. */
    private static double meanMore(List<Map<String, WhereTheCpuGoes.Against>> byRun, String key) {
        return byRun.stream()
                .mapToDouble(pairs -> pairs.get(key).more())
                .average()
                .orElseThrow();
    }

    /**
     * "+0.292 and +0.301 ms, most in driver: decode (+0.196 and +0.205 ms)"; where the runs name different layers, each
     * run's: "+0.292 ms, most in driver: decode (+0.196 ms), and +0.301 ms, most in kernel (+0.110 ms)".
     */
    static String costs(List<WhereTheCpuGoes.Against> pairs) {
        List<WhereTheCpuGoes.Cost> costs =
                pairs.stream().map(WhereTheCpuGoes.Cost::of).toList();
        String first = label(costs.getFirst());
        if (costs.stream().allMatch(c -> label(c).equals(first))) {
            return Numbers.and(costs.stream()
                            .map(c -> WhereTheCpuGoes.signed(c.more()))
                            .toList())
                    + " ms, " + first + " ("
                    + Numbers.and(costs.stream()
                            .map(c -> WhereTheCpuGoes.signed(c.layer().more()))
                            .toList())
                    + " ms)";
        }
        return Numbers.and(costs.stream()
                .map(c -> WhereTheCpuGoes.signed(c.more()) + " ms, " + label(c) + " ("
                        + WhereTheCpuGoes.signed(c.layer().more()) + " ms)")
                .toList());
    }

    private static String label(WhereTheCpuGoes.Cost c) {
        return c.most() + c.layer().layer().label();
    }
}
