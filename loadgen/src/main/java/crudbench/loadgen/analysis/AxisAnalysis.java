package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisComparison;
import crudbench.loadgen.model.AxisPair;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.VariantAxes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Each variant on an {@link Axis} over its twin, paired round by round (the interval over the epochs' means where
 * the run has epochs, as every cell's): throughput at saturation and app CPU per request at the equal load. The
 * grid's two-way design keeps the framework's own web stack and plain SQL; an axis is a table of its own.
 */
final class AxisAnalysis {

    private AxisAnalysis() {}

    /** Every axis's rows, axis by axis in {@link Axis}'s order. */
    static List<AxisComparison> of(Measurements data, int users) {
        List<AxisComparison> rows = new ArrayList<>();
        for (Axis axis : Axis.values()) {
            rows.addAll(of(data, users, axis));
        }
        return rows;
    }

    /**
     * The axis's rows: a session whose twin the run measured too with the same settings (a run of one experiment's
     * setup, `spring-mvc-r2dbc@DB_POOL_SIZE=100` over `spring-r2dbc@DB_POOL_SIZE=100`), in the run's order of
     * sessions. A session at its best settings (`--tuned`) is left out on both sides: its twin's best may be another
     * setting, or parity, so the pair would differ by more than the axis, and What to pick's grid says what a best
     * setting moves.
     */
    static List<AxisComparison> of(Measurements data, int users, Axis axis) {
        Set<String> atBest =
                data.atBest().values().stream().map(VariantSetup::label).collect(Collectors.toSet());
        Map<String, Map<String, VariantAxes>> bySettings = new LinkedHashMap<>();
        data.variants().stream()
                .filter(session -> !atBest.contains(session))
                .forEach(session -> data.axes(session)
                        .ifPresent(a -> bySettings
                                .computeIfAbsent(settings(session), s -> new LinkedHashMap<>())
                                .put(VariantSetup.variantId(session), a)));
        Map<String, String> twins = new LinkedHashMap<>();
        Map<String, VariantAxes> measured = new LinkedHashMap<>();
        bySettings.forEach((settings, ids) -> ids.forEach((id, a) -> {
            measured.put(id + settings, a);
            axis.twin(a, ids).filter(ids::containsKey).ifPresent(twin -> twins.put(id + settings, twin + settings));
        }));
        List<AxisComparison> rows = new ArrayList<>();
        Optional<Integer> rate = data.equalLoad();
        data.variants().stream().filter(twins::containsKey).forEach(variant -> {
            String twin = twins.get(variant);
            VariantAxes a = measured.get(variant);
            Map<String, RatioInterval> throughput = new LinkedHashMap<>();
            for (String scenario : data.scenarios(LoadModel.CLOSED)) {
                ratio(data, variant, twin, LoadModel.CLOSED, users, scenario, Metric.THROUGHPUT)
                        .ifPresent(r -> throughput.put(scenario, r));
            }
            Map<String, RatioInterval> cpu = new LinkedHashMap<>();
            rate.ifPresent(r -> data.scenarios(LoadModel.OPEN)
                    .forEach(scenario -> ratio(data, variant, twin, LoadModel.OPEN, r, scenario, Metric.APP_CPU)
                            .ifPresent(x -> cpu.put(scenario, x))));
            rows.add(new AxisComparison(
                    axis,
                    new AxisPair(variant, twin, a.framework(), axis.group(a), axis.groupProse(a), axis.side(a)),
                    throughput,
                    cpu,
                    rate.orElse(null)));
        });
        return rows;
    }

    /** A session's settings as its label writes them ("@DB_POOL_SIZE=100"); empty at parity. */
    private static String settings(String session) {
        return session.substring(VariantSetup.variantId(session).length());
    }

    private static Optional<RatioInterval> ratio(
            Measurements data, String variant, String twin, LoadModel model, int load, String scenario, Metric metric) {
        return PairedRatio.ratio(
                data.perRound(variant, model, load, scenario, metric),
                data.perRound(twin, model, load, scenario, metric));
    }
}
