package crudbench.loadgen.model;

import crudbench.harness.registry.Variants;
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

/**
 * For a framework with more than one web stack (Spring: MVC and WebFlux), the web stack
 * against the driver in one scenario: rows are web stacks, columns the drivers that run on
 * more than one of them (so cross-stack variants make the table). Where two variants share a
 * cell (JDBC on platform and on virtual threads), the one of the earlier grid column holds it.
 */
public record WebDriverGrid(
        String framework, List<String> webs, List<String> drivers, Map<String, Map<String, PointSummary>> cells) {

    /** One table per framework that has a driver on more than one web stack; none for the others. */
    public static List<WebDriverGrid> of(Measurements results, String scenario, int users) {
        Map<String, List<VariantAxes>> byFramework = new LinkedHashMap<>();
        Map<VariantAxes, String> variantOf = new LinkedHashMap<>();
        for (String variant : results.variants()) {
            results.axes(variant).filter(a -> a.orm() == null).ifPresent(axes -> {
                byFramework
                        .computeIfAbsent(axes.framework(), f -> new ArrayList<>())
                        .add(axes);
                variantOf.putIfAbsent(axes, variant);
            });
        }
        List<WebDriverGrid> tables = new ArrayList<>();
        byFramework.forEach((framework, axes) -> {
            List<String> drivers = Variants.DRIVERS.stream()
                    .filter(d -> axes.stream()
                                    .filter(a -> a.driver().equals(d))
                                    .map(VariantAxes::web)
                                    .distinct()
                                    .count()
                            > 1)
                    .toList();
            if (drivers.isEmpty()) {
                return;
            }
            Set<String> webs = new LinkedHashSet<>();
            axes.stream().filter(a -> drivers.contains(a.driver())).forEach(a -> webs.add(a.web()));
            Map<String, Map<String, PointSummary>> cells = new LinkedHashMap<>();
            for (String web : webs) {
                for (String driver : drivers) {
                    axes.stream()
                            .filter(a -> a.web().equals(web) && a.driver().equals(driver))
                            .min(Comparator.comparing(AccessColumn::of))
                            .flatMap(a -> results.cell(variantOf.get(a), LoadModel.CLOSED, users, scenario))
                            .ifPresent(cell -> cells.computeIfAbsent(web, w -> new LinkedHashMap<>())
                                    .put(driver, cell));
                }
            }
            tables.add(new WebDriverGrid(framework, List.copyOf(webs), drivers, cells));
        });
        return tables;
    }

    public Optional<PointSummary> cell(String web, String driver) {
        return Optional.ofNullable(cells.getOrDefault(web, Map.of()).get(driver));
    }
}
