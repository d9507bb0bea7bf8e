package crudbench.loadgen.analysis;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.WebDriverGrid;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Estimates one scenario's grid once ({@link GridView}): each cell, the effects of throughput and
 * app CPU per request ({@link GridEffects}), and each framework against its column's best. Every
 * ratio comes from the same rounds by the same method as every other table of compare.md.
 */
final class GridAnalysis {

    private final Measurements results;
    private final String scenario;
    private final int users;
    private final GridLayout layout;

    private GridAnalysis(Measurements results, String scenario, int users) {
        this.results = results;
        this.scenario = scenario;
        this.users = users;
        this.layout = GridLayouts.of(results);
    }

    static GridView of(Measurements results, String scenario, int users) {
        return new GridAnalysis(results, scenario, users).grid();
    }

    private GridView grid() {
        Map<String, AccessColumn> columns = new LinkedHashMap<>();
        for (String id : layout.columns()) {
            layout.frameworks().stream()
                    .flatMap(f -> layout.variant(f, id).stream())
                    .findFirst()
                    .flatMap(results::axes)
                    .ifPresent(axes -> columns.put(id, AccessColumn.of(axes)));
        }
        GridEffects throughput = GridEffects.of(results, layout, LoadModel.CLOSED, users, scenario, Metric.THROUGHPUT);
        GridEffects cpu = GridEffects.of(results, layout, LoadModel.CLOSED, users, scenario, Metric.APP_CPU);
        GridView.Filler grid = GridView.filler(scenario, users, layout, columns);
        for (String column : columns.keySet()) {
            grid.frameworksWith(column, throughput.frameworksWith(column));
            throughput.column(column).ifPresent(t -> grid.columnEffect(column, ratios(t, cpu.column(column))));
            for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                best(column, metric).ifPresent(v -> grid.best(column, metric, v));
            }
            for (String framework : layout.frameworks()) {
                Optional<String> variant = layout.variant(framework, column);
                if (variant.isEmpty()) {
                    continue;
                }
                results.cell(variant.get(), LoadModel.CLOSED, users, scenario)
                        .ifPresent(cell -> grid.cell(framework, column, cell));
                throughput
                        .cell(framework, column)
                        .ifPresent(t -> grid.driverEffect(framework, column, ratios(t, cpu.cell(framework, column))));
                throughput
                        .interaction(framework, column)
                        .ifPresent(t ->
                                grid.interaction(framework, column, ratios(t, cpu.interaction(framework, column))));
                frameworkEffect(variant.get(), column).ifPresent(r -> grid.frameworkEffect(framework, column, r));
            }
        }
        for (String framework : layout.frameworks()) {
            throughput
                    .framework(framework)
                    .ifPresent(t -> grid.frameworkMainEffect(framework, ratios(t, cpu.framework(framework))));
        }
        grid.commonColumns(throughput.commonColumns());
        grid.webDriver(WebDriverGrid.of(results, scenario, users));
        return grid.build();
    }

    private static GridView.Ratios ratios(RatioInterval throughput, Optional<RatioInterval> cpu) {
        return new GridView.Ratios(throughput, cpu.orElse(null));
    }

    /** This framework's cell over the column's best, paired by round. */
    private Optional<GridView.Ratios> frameworkEffect(String variant, String column) {
        if (results.cell(variant, LoadModel.CLOSED, users, scenario).isEmpty()) {
            return Optional.empty();
        }
        Optional<RatioInterval> t = best(column, Metric.THROUGHPUT).flatMap(b -> ratio(variant, b, Metric.THROUGHPUT));
        Optional<RatioInterval> c = best(column, Metric.APP_CPU).flatMap(b -> ratio(variant, b, Metric.APP_CPU));
        return t.map(x -> new GridView.Ratios(x, c.orElse(null)));
    }

    /** The variant of the column with the highest geometric mean (throughput) or the lowest (CPU). */
    private Optional<String> best(String column, Metric metric) {
        Comparator<String> byValue = Comparator.comparingDouble(v -> Averages.geometricMean(
                results.perRound(v, LoadModel.CLOSED, users, scenario, metric).values()));
        List<String> measured = layout.frameworks().stream()
                .flatMap(f -> layout.variant(f, column).stream())
                .filter(v -> !results.perRound(v, LoadModel.CLOSED, users, scenario, metric)
                        .isEmpty())
                .toList();
        return metric.higherIsBetter()
                ? measured.stream().max(byValue)
                : measured.stream().min(byValue);
    }

    private Optional<RatioInterval> ratio(String variant, String over, Metric metric) {
        return PairedRatio.ratio(
                results.perRound(variant, LoadModel.CLOSED, users, scenario, metric),
                results.perRound(over, LoadModel.CLOSED, users, scenario, metric));
    }
}
