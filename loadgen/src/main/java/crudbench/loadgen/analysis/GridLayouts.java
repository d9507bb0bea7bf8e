package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.VariantAxes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Where each measured variant sits in the framework × data-access grid ({@link GridLayout}), at parity and at best. */
public final class GridLayouts {

    private GridLayouts() {}

    /**
     * Frameworks as rows in the order the variants ran, columns in {@link GridLayout#ACCESS_ORDER}; cross-stack
     * variants stay out, a variant at its best settings holds its cell in the grid at best ({@link #atBest}), and a
     * second variant for a cell already taken is shadowed.
     */
    public static GridLayout of(Measurements results) {
        Set<String> frameworks = new LinkedHashSet<>();
        Set<VariantAxes> columnAxes = new TreeSet<>(GridLayout.ACCESS_ORDER);
        Map<String, Map<String, String>> variants = new LinkedHashMap<>();
        List<String> shadowed = new ArrayList<>();
        Set<String> atBest = new HashSet<>();
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
        return new GridLayout(List.copyOf(frameworks), columns, variants, shadowed);
    }

    /**
     * The same grid with each variant at its best settings where `just bench --tuned` ran it so
     * ({@link Measurements#atBest}), and at parity where parity is its best; empty when the run has
     * no variant at its best.
     */
    public static Optional<GridLayout> atBest(Measurements results) {
        Map<String, VariantSetup> best = results.atBest();
        if (best.isEmpty()) {
            return Optional.empty();
        }
        GridLayout parity = of(results);
        Map<String, Map<String, String>> variants = new LinkedHashMap<>();
        for (String framework : parity.frameworks()) {
            Map<String, String> own = new LinkedHashMap<>();
            for (String column : parity.columns()) {
                parity.variant(framework, column)
                        .ifPresent(variant -> own.put(
                                column,
                                best.containsKey(variant) ? best.get(variant).label() : variant));
            }
            variants.put(framework, own);
        }
        return Optional.of(new GridLayout(parity.frameworks(), parity.columns(), variants, parity.shadowed()));
    }
}
