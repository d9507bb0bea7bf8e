package crudbench.loadgen.report.grid;

import crudbench.loadgen.analysis.GridEffects;
import crudbench.loadgen.analysis.GridLayout;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.analysis.Metric;
import crudbench.loadgen.analysis.PairedRatio;
import crudbench.loadgen.analysis.PointSummary;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One closed-model scenario at one concurrency as the grid the suite exists for: frameworks
 * as rows, data-access columns ({@link AccessColumn}), one variant per cell ({@link GridLayout}),
 * and its effects ({@link GridEffects}) for throughput and app CPU per request. Every ratio
 * here comes from the same rounds by the same method as every other table of compare.md.
 */
public final class Grid {

    /** Throughput and app CPU per request of one comparison; cpu is null where CPU was not measured. */
    public record Ratios(RatioInterval throughput, RatioInterval cpu) {}

    private final Measurements results;
    private final String scenario;
    private final int users;
    private final GridLayout layout;
    private final Map<String, AccessColumn> columns = new LinkedHashMap<>();
    private final GridEffects throughput;
    private final GridEffects cpu;

    private Grid(Measurements results, String scenario, int users) {
        this.results = results;
        this.scenario = scenario;
        this.users = users;
        this.layout = GridLayout.of(results);
        for (String id : layout.columns()) {
            layout.frameworks().stream()
                    .flatMap(f -> layout.variant(f, id).stream())
                    .findFirst()
                    .flatMap(results::axes)
                    .ifPresent(axes -> columns.put(id, AccessColumn.of(axes)));
        }
        this.throughput = GridEffects.of(results, layout, LoadModel.CLOSED, users, scenario, Metric.THROUGHPUT);
        this.cpu = GridEffects.of(results, layout, LoadModel.CLOSED, users, scenario, Metric.APP_CPU);
    }

    public static Grid of(Measurements results, String scenario, int users) {
        return new Grid(results, scenario, users);
    }

    String scenario() {
        return scenario;
    }

    public List<String> frameworks() {
        return layout.frameworks();
    }

    public List<AccessColumn> columns() {
        return List.copyOf(columns.values());
    }

    public boolean isEmpty() {
        return frameworks().stream()
                .allMatch(f -> columns().stream().noneMatch(c -> cell(f, c).isPresent()));
    }

    /** Variants left out because an earlier variant (in registry order) holds the same cell. */
    List<String> shadowed() {
        return layout.shadowed();
    }

    public Optional<PointSummary> cell(String framework, AccessColumn column) {
        return layout.variant(framework, column.id()).flatMap(v -> results.cell(v, LoadModel.CLOSED, users, scenario));
    }

    /** The column every driver effect is a ratio to: the first, JDBC on platform threads. */
    AccessColumn baseline() {
        return columns.get(layout.baseline());
    }

    /** The frameworks a column's main effect averages over. */
    List<String> frameworksWith(AccessColumn column) {
        return throughput.frameworksWith(column.id());
    }

    /** The framework held fixed: this column's cell over the framework's baseline cell. */
    public Optional<Ratios> driverEffect(String framework, AccessColumn column) {
        return throughput
                .cell(framework, column.id())
                .map(t -> new Ratios(t, cpu.cell(framework, column.id()).orElse(null)));
    }

    /** The data-access main effect: the column over the baseline, averaged over the frameworks. */
    public Optional<Ratios> columnEffect(AccessColumn column) {
        return throughput
                .column(column.id())
                .map(t -> new Ratios(t, cpu.column(column.id()).orElse(null)));
    }

    /** The framework main effect: the framework over the average framework, averaged over the common columns. */
    public Optional<Ratios> frameworkMainEffect(String framework) {
        return throughput
                .framework(framework)
                .map(t -> new Ratios(t, cpu.framework(framework).orElse(null)));
    }

    /** How far this framework's driver effect strays from the column's main effect. */
    public Optional<Ratios> interaction(String framework, AccessColumn column) {
        return throughput
                .interaction(framework, column.id())
                .map(t -> new Ratios(t, cpu.interaction(framework, column.id()).orElse(null)));
    }

    /** The columns every framework has: what a framework's main effect averages over. */
    List<AccessColumn> commonColumns() {
        return throughput.commonColumns().stream().map(columns::get).toList();
    }

    /**
     * The data access held fixed: this framework's cell over the column's best, the cell with the
     * most throughput (for throughput) and the least CPU per request (for CPU), paired by round.
     */
    public Optional<Ratios> frameworkEffect(String framework, AccessColumn column) {
        Optional<String> own = layout.variant(framework, column.id());
        if (own.isEmpty() || cell(framework, column).isEmpty()) {
            return Optional.empty();
        }
        Optional<RatioInterval> t =
                best(column, Metric.THROUGHPUT).flatMap(b -> ratio(own.get(), b, Metric.THROUGHPUT));
        Optional<RatioInterval> c = best(column, Metric.APP_CPU).flatMap(b -> ratio(own.get(), b, Metric.APP_CPU));
        return t.map(x -> new Ratios(x, c.orElse(null)));
    }

    /** The variant of the column with the highest geometric mean (throughput) or the lowest (CPU). */
    Optional<String> best(AccessColumn column, Metric metric) {
        Comparator<String> byValue = Comparator.comparingDouble(v -> PairedRatio.geometricMean(
                results.perRound(v, LoadModel.CLOSED, users, scenario, metric).values()));
        List<String> measured = frameworks().stream()
                .flatMap(f -> layout.variant(f, column.id()).stream())
                .filter(v -> !results.perRound(v, LoadModel.CLOSED, users, scenario, metric)
                        .isEmpty())
                .toList();
        return metric.higherIsBetter()
                ? measured.stream().max(byValue)
                : measured.stream().min(byValue);
    }

    String variant(String framework, AccessColumn column) {
        return layout.variant(framework, column.id()).orElse(null);
    }

    private Optional<RatioInterval> ratio(String variant, String over, Metric metric) {
        return PairedRatio.ratio(
                results.perRound(variant, LoadModel.CLOSED, users, scenario, metric),
                results.perRound(over, LoadModel.CLOSED, users, scenario, metric));
    }
}
