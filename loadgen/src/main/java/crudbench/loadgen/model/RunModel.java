package crudbench.loadgen.model;

import crudbench.loadgen.results.Effect;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One or more bench runs, analysed once: what every format (compare.md, answer.md, report.html,
 * results.csv, the charts) reads, and all that it reads. The analysis builds it; a writer only
 * lays it out, so two formats cannot answer one question differently.
 *
 * @param data      the runs' rows aggregated into cells, with the variants' facts, the flags and each run's
 *                  settings and machine
 * @param names     each run's folder, relative to the repository when it lies inside it, in the order of the
 *                  runs
 * @param effects   every effect of the grid, with its interval
 * @param howSure   how sure the answer is, stated once
 * @param views     the grid: each closed-model scenario's at the reference concurrency with the variants'
 *                  standings, and each framework's own cells at the equal load
 * @param costs     what the method and its tools cost beside the apps
 * @param axes      each variant on an axis outside the grid over its twin ({@link Axis}), axis by axis; empty where
 *                  the runs have none
 */
public record RunModel(
        Measurements data,
        List<String> names,
        List<Effect> effects,
        HowSure howSure,
        GridViews views,
        RunCosts costs,
        List<AxisComparison> axes) {

    public RunModel {
        names = List.copyOf(names);
        effects = List.copyOf(effects);
        axes = axes == null ? List.of() : List.copyOf(axes);
    }

    /** The axis's rows, in the runs' order of variants; empty where the runs have none. */
    public List<AxisComparison> along(Axis axis) {
        return axes.stream().filter(c -> c.axis() == axis).toList();
    }

    /** Each closed-model scenario's grid at the reference concurrency, in the scenarios' order. */
    public Map<String, GridView> grids() {
        return views.closed();
    }

    public Optional<GridView> grid(String scenario) {
        return Optional.ofNullable(views.closed().get(scenario));
    }

    /** This variant's standing in this closed-model scenario; none where it was not measured there. */
    public Optional<Standing> standing(String scenario, String variant) {
        return Optional.ofNullable(
                views.standings().getOrDefault(scenario, Map.of()).get(variant));
    }
}
