package crudbench.loadgen.model;

import crudbench.harness.registry.Variants;
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
 * Which variant sits in which cell of the framework × data-access grid: frameworks as rows in
 * the order the variants ran, data-access columns (the registry's access values) ordered by
 * driver, then by where the request waits, so that JDBC on platform threads, the baseline of
 * every driver effect, comes first. Cross-stack variants stay out; a second variant for a cell
 * already taken is shadowed.
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

    private GridLayout(
            List<String> frameworks,
            List<String> columns,
            Map<String, Map<String, String>> variants,
            List<String> shadowed) {
        this.frameworks = frameworks;
        this.columns = columns;
        this.variants = variants;
        this.shadowed = shadowed;
    }

    public static GridLayout of(Measurements results) {
        Set<String> frameworks = new LinkedHashSet<>();
        Set<VariantAxes> columnAxes = new TreeSet<>(ACCESS_ORDER);
        Map<String, Map<String, String>> variants = new LinkedHashMap<>();
        List<String> shadowed = new ArrayList<>();
        // A variant at its best settings holds its cell in the grid at best (atBest), not here.
        Set<String> atBest = new java.util.HashSet<>();
        results.atBest().values().forEach(s -> atBest.add(s.label()));
        for (String variant : results.variants()) {
            if (atBest.contains(variant)) {
                continue;
            }
            Optional<VariantAxes> axes = results.axes(variant).filter(VariantAxes::inGrid);
            if (axes.isEmpty()) {
                continue;
            }
            VariantAxes a = axes.get();
            frameworks.add(a.framework());
            columnAxes.add(a);
            if (variants.computeIfAbsent(a.framework(), f -> new LinkedHashMap<>())
                            .putIfAbsent(a.access(), variant)
                    != null) {
                shadowed.add(variant);
            }
        }
        List<String> columns =
                columnAxes.stream().map(VariantAxes::access).distinct().toList();
        return new GridLayout(List.copyOf(frameworks), columns, variants, List.copyOf(shadowed));
    }

    /**
     * The same grid with each variant at its best settings where `just bench --tuned` ran it so
     * ({@link Measurements#atBest}), and at parity where parity is its best; empty when the run has
     * no variant at its best.
     */
    public static Optional<GridLayout> atBest(Measurements results) {
        Map<String, crudbench.loadgen.plan.VariantSetup> best = results.atBest();
        if (best.isEmpty()) {
            return Optional.empty();
        }
        GridLayout parity = of(results);
        Map<String, Map<String, String>> variants = new LinkedHashMap<>();
        parity.variants.forEach((framework, cells) -> {
            Map<String, String> own = new LinkedHashMap<>();
            cells.forEach((column, variant) -> own.put(
                    column, best.containsKey(variant) ? best.get(variant).label() : variant));
            variants.put(framework, own);
        });
        return Optional.of(new GridLayout(parity.frameworks, parity.columns, variants, parity.shadowed));
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
