package crudbench.loadgen.model;

import crudbench.harness.registry.Variants;
import crudbench.loadgen.results.VariantAxes;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which variant sits in which cell of the framework × data-access grid: frameworks as rows in
 * the order the variants ran, data-access columns (the registry's access values) ordered by
 * driver, then by where the request waits, so that JDBC on platform threads, the baseline of
 * every driver effect, comes first. Cross-stack variants stay out; a second variant for a cell
 * already taken is shadowed. The analysis places them (analysis.GridLayouts); this holds the result.
 */
public final class GridLayout {

    /** Columns by the registry's order of drivers, then of threads: jdbc-platform, jdbc-virtual, r2dbc, vertx. */
    public static final Comparator<VariantAxes> ACCESS_ORDER = Comparator.comparingInt(
                    (VariantAxes a) -> rank(Variants.DRIVERS.indexOf(a.driver())))
            .thenComparingInt(a -> rank(Variants.THREADS.indexOf(a.threads())))
            .thenComparing(VariantAxes::access);

    private final List<String> frameworks;
    private final List<String> columns;
    private final Map<String, Map<String, String>> variants;
    private final List<String> shadowed;

    /**
     * A layout as the analysis places it (analysis.GridLayouts): frameworks as rows, access columns with the baseline
     * first, each cell's variant by framework and column, and the variants shadowed by an earlier one.
     */
    public GridLayout(
            List<String> frameworks,
            List<String> columns,
            Map<String, Map<String, String>> variants,
            List<String> shadowed) {
        this.frameworks = List.copyOf(frameworks);
        this.columns = List.copyOf(columns);
        this.variants = variants;
        this.shadowed = List.copyOf(shadowed);
    }

    public List<String> frameworks() {
        return frameworks;
    }

    /** Access ids, the baseline first. */
    public List<String> columns() {
        return columns;
    }

    public String baseline() {
        return columns.getFirst();
    }

    public Optional<String> variant(String framework, String column) {
        return Optional.ofNullable(variants.getOrDefault(framework, Map.of()).get(column));
    }

    /** Variants left out because an earlier variant (in registry order) holds the same cell. */
    public List<String> shadowed() {
        return shadowed;
    }

    public boolean isEmpty() {
        return columns.isEmpty();
    }

    private static int rank(int index) {
        return index < 0 ? Integer.MAX_VALUE : index;
    }
}
