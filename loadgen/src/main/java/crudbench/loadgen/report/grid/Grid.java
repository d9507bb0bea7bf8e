package crudbench.loadgen.report.grid;

import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.PointSummary;
import crudbench.loadgen.analysis.RepeatRange;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.VariantAxes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * One closed-model scenario at one concurrency as the grid the suite exists for: frameworks
 * as rows, data-access columns ({@link AccessColumn}), one variant per cell. Cross-stack
 * variants stay out (see {@link WebDriverGrid}). Rows and columns come from the variants'
 * axes; a variant that did not run leaves its cell empty.
 */
public final class Grid {

    /** Throughput and app CPU per request of one cell over another; cpu is null where CPU was not measured. */
    record Ratios(RepeatRange throughput, RepeatRange cpu) {}

    private final String scenario;
    private final List<String> frameworks;
    private final List<AccessColumn> columns;
    private final Map<String, Map<AccessColumn, PointSummary>> cells = new LinkedHashMap<>();
    private final List<String> shadowed = new ArrayList<>();

    private Grid(String scenario, List<String> frameworks, List<AccessColumn> columns) {
        this.scenario = scenario;
        this.frameworks = frameworks;
        this.columns = columns;
    }

    public static Grid of(Measurements results, String scenario, int users) {
        Set<String> frameworks = new LinkedHashSet<>();
        Set<AccessColumn> columns = new TreeSet<>();
        List<String> inGrid = new ArrayList<>();
        for (String variant : results.variants()) {
            results.axes(variant).filter(a -> !a.crossStack()).ifPresent(axes -> {
                frameworks.add(axes.framework());
                columns.add(AccessColumn.of(axes));
                inGrid.add(variant);
            });
        }
        Grid grid = new Grid(scenario, List.copyOf(frameworks), List.copyOf(columns));
        for (String variant : inGrid) {
            VariantAxes axes = results.axes(variant).orElseThrow();
            Map<AccessColumn, PointSummary> row =
                    grid.cells.computeIfAbsent(axes.framework(), f -> new LinkedHashMap<>());
            results.cell(variant, LoadModel.CLOSED, users, scenario).ifPresent(cell -> {
                if (row.putIfAbsent(AccessColumn.of(axes), cell) != null) {
                    grid.shadowed.add(variant);
                }
            });
        }
        return grid;
    }

    String scenario() {
        return scenario;
    }

    public List<String> frameworks() {
        return frameworks;
    }

    public List<AccessColumn> columns() {
        return columns;
    }

    public boolean isEmpty() {
        return cells.values().stream().allMatch(Map::isEmpty);
    }

    /** Variants left out because an earlier variant (in registry order) holds the same cell. */
    List<String> shadowed() {
        return shadowed;
    }

    public Optional<PointSummary> cell(String framework, AccessColumn column) {
        return Optional.ofNullable(cells.getOrDefault(framework, Map.of()).get(column));
    }

    /** The column every driver effect is a ratio to: the first, JDBC on platform threads. */
    AccessColumn baseline() {
        return columns.getFirst();
    }

    /** The framework held fixed: this column's cell over the framework's baseline cell. */
    Optional<Ratios> driverEffect(String framework, AccessColumn column) {
        Optional<PointSummary> base = cell(framework, baseline());
        return cell(framework, column).flatMap(c -> base.map(b -> ratios(c, b, b)));
    }

    /** The column held fixed: this framework's cell over the column's best (most throughput; least CPU per request). */
    Optional<Ratios> frameworkEffect(String framework, AccessColumn column) {
        return cell(framework, column)
                .map(c -> ratios(
                        c, bestThroughput(column).orElseThrow(), bestCpu(column).orElse(null)));
    }

    Optional<PointSummary> bestThroughput(AccessColumn column) {
        return inColumn(column).stream()
                .max(Comparator.comparingDouble(c -> c.throughput().mean()));
    }

    Optional<PointSummary> bestCpu(AccessColumn column) {
        return inColumn(column).stream()
                .filter(c -> c.appCpuPerReq() != null)
                .min(Comparator.comparingDouble(c -> c.appCpuPerReq().mean()));
    }

    private List<PointSummary> inColumn(AccessColumn column) {
        return frameworks.stream()
                .map(f -> cell(f, column))
                .flatMap(Optional::stream)
                .toList();
    }

    private static Ratios ratios(PointSummary cell, PointSummary throughputReference, PointSummary cpuReference) {
        RepeatRange cpu = cell.appCpuPerReq() == null || cpuReference == null
                ? null
                : cell.appCpuPerReq().over(cpuReference.appCpuPerReq());
        return new Ratios(cell.throughput().over(throughputReference.throughput()), cpu);
    }
}
