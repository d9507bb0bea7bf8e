package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One closed-model scenario at one concurrency as the grid the suite exists for: frameworks as
 * rows, data-access columns ({@link AccessColumn}), one variant per cell ({@link GridLayout}), and
 * every effect of throughput and app CPU per request, as the analysis estimated them once.
 * Tables, charts and the page read it; none of them estimates anything.
 */
public final class GridView {

    /** Throughput and app CPU per request of one comparison; cpu is null where CPU was not measured. */
    public record Ratios(RatioInterval throughput, RatioInterval cpu) {}

    private final String scenario;
    private final int users;
    private final GridLayout layout;
    private final Map<String, AccessColumn> columns;
    private final Map<String, PointSummary> cells = new HashMap<>();
    private final Map<String, Ratios> driverEffects = new HashMap<>();
    private final Map<String, Ratios> columnEffects = new HashMap<>();
    private final Map<String, Ratios> frameworkMainEffects = new HashMap<>();
    private final Map<String, Ratios> interactions = new HashMap<>();
    private final Map<String, Ratios> frameworkEffects = new HashMap<>();
    private final Map<String, List<String>> frameworksWith = new HashMap<>();
    private final Map<String, String> best = new HashMap<>();
    private List<AccessColumn> commonColumns = List.of();
    private List<WebDriverGrid> webDriver = List.of();

    private GridView(String scenario, int users, GridLayout layout, Map<String, AccessColumn> columns) {
        this.scenario = scenario;
        this.users = users;
        this.layout = layout;
        this.columns = new LinkedHashMap<>(columns);
    }

    public String scenario() {
        return scenario;
    }

    public int users() {
        return users;
    }

    public List<String> frameworks() {
        return layout.frameworks();
    }

    public List<AccessColumn> columns() {
        return List.copyOf(columns.values());
    }

    public boolean isEmpty() {
        return cells.isEmpty();
    }

    /** Variants left out because an earlier variant (in registry order) holds the same cell. */
    public List<String> shadowed() {
        return layout.shadowed();
    }

    public Optional<PointSummary> cell(String framework, AccessColumn column) {
        return Optional.ofNullable(cells.get(key(framework, column.id())));
    }

    /** The column every driver effect is a ratio to: the first, JDBC on platform threads. */
    public AccessColumn baseline() {
        return columns.get(layout.baseline());
    }

    /** The frameworks a column's main effect averages over. */
    public List<String> frameworksWith(AccessColumn column) {
        return frameworksWith.getOrDefault(column.id(), List.of());
    }

    /** The columns every framework has: what a framework's main effect averages over. */
    public List<AccessColumn> commonColumns() {
        return commonColumns;
    }

    /** The framework held fixed: this column's cell over the framework's baseline cell. */
    public Optional<Ratios> driverEffect(String framework, AccessColumn column) {
        return Optional.ofNullable(driverEffects.get(key(framework, column.id())));
    }

    /** The data-access main effect: the column over the baseline, averaged over the frameworks. */
    public Optional<Ratios> columnEffect(AccessColumn column) {
        return Optional.ofNullable(columnEffects.get(column.id()));
    }

    /** The framework main effect: the framework over the average framework, averaged over the common columns. */
    public Optional<Ratios> frameworkMainEffect(String framework) {
        return Optional.ofNullable(frameworkMainEffects.get(framework));
    }

    /** How far this framework's driver effect strays from the column's main effect. */
    public Optional<Ratios> interaction(String framework, AccessColumn column) {
        return Optional.ofNullable(interactions.get(key(framework, column.id())));
    }

    /**
     * The data access held fixed: this framework's cell over the column's best, the cell with the
     * most throughput (for throughput) and the least CPU per request (for CPU), paired by round.
     */
    public Optional<Ratios> frameworkEffect(String framework, AccessColumn column) {
        return Optional.ofNullable(frameworkEffects.get(key(framework, column.id())));
    }

    /** The variant of the column with the highest geometric mean (throughput) or the lowest (CPU). */
    public Optional<String> best(AccessColumn column, Metric metric) {
        return Optional.ofNullable(best.get(key(metric.id(), column.id())));
    }

    /** For each framework with a driver on more than one web stack, the web stack against the driver. */
    public List<WebDriverGrid> webDriver() {
        return webDriver;
    }

    public String variant(String framework, AccessColumn column) {
        return layout.variant(framework, column.id()).orElse(null);
    }

    private static String key(String a, String b) {
        return a + "\u0000" + b;
    }

    public static Filler filler(String scenario, int users, GridLayout layout, Map<String, AccessColumn> columns) {
        return new Filler(new GridView(scenario, users, layout, columns));
    }

    /** How the analysis fills a grid: each figure once. */
    public static final class Filler {
        private final GridView grid;

        private Filler(GridView grid) {
            this.grid = grid;
        }

        public Filler cell(String framework, String column, PointSummary cell) {
            grid.cells.put(key(framework, column), cell);
            return this;
        }

        public Filler driverEffect(String framework, String column, Ratios ratios) {
            grid.driverEffects.put(key(framework, column), ratios);
            return this;
        }

        public Filler columnEffect(String column, Ratios ratios) {
            grid.columnEffects.put(column, ratios);
            return this;
        }

        public Filler frameworkMainEffect(String framework, Ratios ratios) {
            grid.frameworkMainEffects.put(framework, ratios);
            return this;
        }

        public Filler interaction(String framework, String column, Ratios ratios) {
            grid.interactions.put(key(framework, column), ratios);
            return this;
        }

        public Filler frameworkEffect(String framework, String column, Ratios ratios) {
            grid.frameworkEffects.put(key(framework, column), ratios);
            return this;
        }

        public Filler frameworksWith(String column, List<String> frameworks) {
            grid.frameworksWith.put(column, List.copyOf(frameworks));
            return this;
        }

        public Filler best(String column, Metric metric, String variant) {
            grid.best.put(key(metric.id(), column), variant);
            return this;
        }

        public Filler commonColumns(List<String> ids) {
            grid.commonColumns = ids.stream().map(grid.columns::get).toList();
            return this;
        }

        public Filler webDriver(List<WebDriverGrid> tables) {
            grid.webDriver = List.copyOf(tables);
            return this;
        }

        public GridView build() {
            return grid;
        }
    }
}
