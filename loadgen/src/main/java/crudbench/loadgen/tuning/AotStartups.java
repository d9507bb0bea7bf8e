package crudbench.loadgen.tuning;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each variant's start with and without the JDK's AOT cache, over the AOT-cache runs ({@link AotExperiment}) that
 * together paired every variant, beside a reference run's startup column.
 */
public final class AotStartups {

    private AotStartups() {}

    /**
     * Startup with and without the cache, every variant of a reference run beside the startup column of its
     * compare.md (the mean over its epochs): docs/results.md quotes it, and a test regenerates it from the committed
     * runs. Each variant's starts come from the first of {@code runs} that ran it beside its {@code build=aot}
     * session, one start per epoch, with and without the cache in the same epochs; "with over without" is the ratio
     * of their geometric means.
     *
     * @param names each run's name, as the page links it: results/aot-1
     */
    public static String table(
            BenchSummary reference, String referenceName, List<BenchSummary> runs, List<String> names) {
        Map<String, AotExperiment.Pair> paired = new LinkedHashMap<>();
        Map<String, String> from = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (AotExperiment.Pair p : AotExperiment.pairs(runs.get(i))) {
                if (paired.putIfAbsent(p.variant(), p) == null) {
                    from.put(p.variant(), names.get(i));
                }
            }
        }
        Measurements measured = Aggregation.of(List.of(reference));
        Table table = new Table(
                "variant",
                "startup in " + referenceName,
                "run",
                "starts without the cache",
                "with the cache",
                "with over without");
        List<Map.Entry<String, Double>> ratios = new ArrayList<>();
        int everyStart = 0;
        for (VariantSetup session : reference.sessions()) {
            String variant = session.variant().id();
            if (!variant.equals(session.label())) {
                continue;
            }
            String column = Numbers.startup(measured.facts(variant).startupMs());
            AotExperiment.Pair p = paired.get(variant);
            if (p == null || p.startupMs().isEmpty() || p.startupMsAot().isEmpty()) {
                table.row(variant, column, "not measured", "", "", "");
                continue;
            }
            double ratio = Averages.geometricMean(p.startupMsAot()) / Averages.geometricMean(p.startupMs());
            ratios.add(Map.entry(variant, ratio));
            if (p.startupMsAot().stream().mapToDouble(Double::doubleValue).max().orElseThrow()
                    < p.startupMs().stream()
                            .mapToDouble(Double::doubleValue)
                            .min()
                            .orElseThrow()) {
                everyStart++;
            }
            table.row(
                    variant,
                    column,
                    from.get(variant),
                    startSeconds(p.startupMs()),
                    startSeconds(p.startupMsAot()),
                    Numbers.ratio(ratio));
        }
        return table.markdown() + "\n" + startupSummary(ratios, everyStart) + "\n";
    }

    /** The range and median of the ratios, and how many variants started faster with the cache in every start. */
    private static String startupSummary(List<Map.Entry<String, Double>> ratios, int everyStart) {
        if (ratios.isEmpty()) {
            return "No variant ran beside its cache.";
        }
        List<Map.Entry<String, Double>> sorted = ratios.stream()
                .sorted(Comparator.comparingDouble(Map.Entry::getValue))
                .toList();
        double median = Averages.median(sorted.stream().map(Map.Entry::getValue).toList());
        return "With the cache, " + everyStart + " of " + sorted.size()
                + " variants started faster in every start than in any"
                + " start without it; a start took "
                + Numbers.ratio(sorted.getFirst().getValue()) + " ("
                + sorted.getFirst().getKey() + ") to "
                + Numbers.ratio(sorted.getLast().getValue()) + " ("
                + sorted.getLast().getKey() + ") of its time without the cache, median " + Numbers.ratio(median)
                + ".";
    }

    private static String startSeconds(List<Double> ms) {
        return Numbers.and(ms.stream().map(Numbers::startup).toList());
    }
}
