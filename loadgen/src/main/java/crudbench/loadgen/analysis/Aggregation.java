package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RepeatRange;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The runs' rows aggregated once, into the {@link Measurements} every estimator, table and chart reads: each load
 * point's summary over its rounds, each variant's facts over its runs, the open model's equal load, the database's
 * ceilings and the speed probe's median. The model holds the result; nothing after this aggregates the rows again.
 */
public final class Aggregation {

    /**
     * A rate is sustained when every variant answers at least this share of it, unflagged (an
     * exhausted session pool or blocked time is flagged). Not closer to 1: over the quick
     * profile's one-second phases, an app that keeps up still counts 0.89 to 1.1 of the rate, as
     * sessions start and finish around the window's edges.
     */
    static final double SUSTAINED = 0.85;

    private Aggregation() {}

    /** One or more runs, as one set of measurements. */
    public static Measurements of(List<BenchSummary> summaries) {
        List<ScenarioRow> rows =
                summaries.stream().flatMap(s -> s.rows().stream()).toList();
        Map<String, PointSummary> cells = new LinkedHashMap<>();
        grouped(rows, r -> Measurements.cellKey(r.variant(), r.loadModel(), r.load(), r.scenario()))
                .forEach((key, matching) -> cells.put(key, summarise(matching)));
        Map<String, VariantFacts> facts = new LinkedHashMap<>();
        grouped(
                        summaries.stream()
                                .flatMap(s -> s.measured().variantRuns().stream())
                                .toList(),
                        VariantRun::variant)
                .forEach((variant, runs) -> facts.put(variant, facts(variant, runs)));
        Map<String, CeilingRow> ceilings = new LinkedHashMap<>();
        grouped(
                        summaries.stream()
                                .flatMap(s -> s.around().ceilings().stream())
                                .filter(c -> c.queriesPerSecond() > 0)
                                .toList(),
                        c -> Measurements.ceilingKey(c.users(), c.scenario()))
                .forEach((key, matching) -> ceilings.put(key, ceiling(matching)));
        List<Double> speed = summaries.stream()
                .flatMap(s -> s.around().speed().stream())
                .map(SpeedSample::cpuMs)
                .toList();
        return Measurements.of(
                summaries,
                new Measurements.Aggregates(
                        cells,
                        facts,
                        equalLoad(rows),
                        ceilings,
                        speed.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(Averages.median(speed))));
    }

    /** One app at one load point over its rounds (and runs). */
    private static PointSummary summarise(List<ScenarioRow> matching) {
        return new PointSummary(
                matching.getFirst().variant(),
                RepeatRange.of(values(matching, ScenarioRow::throughput)),
                mean(matching, r -> r.latency().p50Ms()),
                mean(matching, r -> r.latency().p99Ms()),
                matching.stream()
                        .mapToLong(r -> r.traffic().errors() + r.traffic().non2xx())
                        .sum(),
                new PointSummary.CpuPerRequest(
                        RepeatRange.of(values(matching, ScenarioRow::appCpuPerRequest)),
                        meanOrNull(values(matching, ScenarioRow::pgCpuPerRequest)),
                        meanOrNull(values(matching, ScenarioRow::loadgenCpuPerRequest))),
                meanOrNull(values(matching, r -> r.usage().rssMaxMb())),
                matching.stream().anyMatch(ScenarioRow::flagged));
    }

    /** Over its runs: the mean startup time, and the first artifact size, versions line and axes recorded. */
    private static VariantFacts facts(String variant, List<VariantRun> runs) {
        List<VariantFacts> all = runs.stream().map(VariantRun::facts).toList();
        RepeatRange startup =
                RepeatRange.of(all.stream().map(VariantFacts::startupMs).toList());
        return new VariantFacts(
                variant,
                first(all, VariantFacts::axes),
                startup == null ? null : startup.mean(),
                first(all, VariantFacts::artifactBytes),
                first(all, VariantFacts::versions));
    }

    private static <T> T first(List<VariantFacts> facts, Function<VariantFacts, T> field) {
        return facts.stream().map(field).filter(Objects::nonNull).findFirst().orElse(null);
    }

    /**
     * The open model's highest offered rate that every variant sustained in every scenario ({@link
     * Measurements#equalLoad}).
     */
    private static Optional<Integer> equalLoad(List<ScenarioRow> rows) {
        List<Integer> rates = rows.stream()
                .filter(r -> r.loadModel() == LoadModel.OPEN)
                .map(ScenarioRow::load)
                .distinct()
                .sorted()
                .toList();
        for (int i = rates.size() - 1; i >= 0; i--) {
            int rate = rates.get(i);
            boolean all = rows.stream()
                    .filter(r -> r.loadModel() == LoadModel.OPEN && r.load() == rate)
                    .allMatch(r -> !r.flagged() && r.throughput() >= SUSTAINED * rate);
            if (all) {
                return Optional.of(rate);
            }
        }
        return Optional.empty();
    }

    /** The median over the rounds of one ceiling, those whose pgbench processed nothing already left out. */
    private static CeilingRow ceiling(List<CeilingRow> matching) {
        List<Double> cpu = matching.stream()
                .map(CeilingRow::pgCpuMsPerQuery)
                .filter(Objects::nonNull)
                .toList();
        CeilingRow first = matching.getFirst();
        return new CeilingRow(
                0,
                first.users(),
                first.connections(),
                first.scenario(),
                Averages.median(
                        matching.stream().map(CeilingRow::queriesPerSecond).toList()),
                cpu.isEmpty() ? null : Averages.median(cpu),
                matching.stream().mapToLong(CeilingRow::errors).sum());
    }

    /** The items by key, the keys in the order they first come, each group in the items' order. */
    private static <T> Map<String, List<T>> grouped(List<T> items, Function<T, String> key) {
        Map<String, List<T>> groups = new LinkedHashMap<>();
        items.forEach(item ->
                groups.computeIfAbsent(key.apply(item), k -> new ArrayList<>()).add(item));
        return groups;
    }

    private static List<Double> values(List<ScenarioRow> rows, Function<ScenarioRow, Double> f) {
        List<Double> values = new ArrayList<>();
        rows.forEach(r -> values.add(f.apply(r)));
        return values;
    }

    private static double mean(List<ScenarioRow> rows, Function<ScenarioRow, Double> f) {
        Double mean = meanOrNull(values(rows, f));
        return mean == null ? 0 : mean;
    }

    private static Double meanOrNull(List<Double> values) {
        RepeatRange range = RepeatRange.of(values);
        return range == null ? null : range.mean();
    }
}
