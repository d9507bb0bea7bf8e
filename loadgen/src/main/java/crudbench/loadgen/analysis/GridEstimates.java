package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every effect of the grid that a run answers, as summary.json records them and compare
 * prints them: for each closed-model scenario at the reference concurrency, the data-access
 * and framework main effects and the interactions of throughput and app CPU per request; and
 * at the open model's equal load ({@link Measurements#equalLoad}), those of app and PostgreSQL
 * CPU per request, the cost of the same work.
 */
public final class GridEstimates {

    /** What the main effects are over, for a framework. */
    public static final String AVERAGE_FRAMEWORK = "the average framework";

    private GridEstimates() {}

    public static List<Effect> of(Measurements results) {
        GridLayout layout = GridLayout.of(results);
        List<Effect> effects = new ArrayList<>();
        if (layout.isEmpty()) {
            return effects;
        }
        int users = results.referenceUsers();
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                effects.addAll(point(results, layout, LoadModel.CLOSED, users, scenario, metric));
            }
        }
        Optional<Integer> rate = results.equalLoad();
        if (rate.isPresent()) {
            for (String scenario : results.scenarios(LoadModel.OPEN)) {
                for (Metric metric : List.of(Metric.APP_CPU, Metric.DB_CPU)) {
                    effects.addAll(point(results, layout, LoadModel.OPEN, rate.get(), scenario, metric));
                }
            }
        }
        return effects;
    }

    /** What a run's rows answer so far: its effects and the precision of those `--precision` waits for. */
    public static Estimates estimates(BenchSummary summary) {
        List<Effect> effects = of(Measurements.of(List.of(summary)));
        return new Estimates(effects, precision(watched(effects)));
    }

    /** The main effects `--precision` waits for: throughput and app CPU per request in the closed model. */
    public static List<Effect> watched(List<Effect> effects) {
        return effects.stream()
                .filter(e -> e.model() == LoadModel.CLOSED && !e.kind().equals(Effect.INTERACTION))
                .toList();
    }

    /** The widest half-width among these effects: the precision reached; infinite when one has a single round. */
    public static double precision(List<Effect> effects) {
        return effects.stream().mapToDouble(Effect::halfWidth).max().orElse(Double.POSITIVE_INFINITY);
    }

    static List<Effect> point(
            Measurements results, GridLayout layout, LoadModel model, int load, String scenario, Metric metric) {
        GridEffects grid = GridEffects.of(results, layout, model, load, scenario, metric);
        List<Effect> effects = new ArrayList<>();
        for (String column : layout.columns()) {
            grid.column(column)
                    .ifPresent(i -> effects.add(
                            effect(scenario, model, load, metric, Effect.DATA_ACCESS, column, layout.baseline(), i)));
        }
        for (String framework : layout.frameworks()) {
            grid.framework(framework)
                    .ifPresent(i -> effects.add(
                            effect(scenario, model, load, metric, Effect.FRAMEWORK, framework, AVERAGE_FRAMEWORK, i)));
        }
        for (String column : layout.columns()) {
            for (String framework : layout.frameworks()) {
                grid.interaction(framework, column)
                        .ifPresent(i -> effects.add(effect(
                                scenario,
                                model,
                                load,
                                metric,
                                Effect.INTERACTION,
                                framework + " × " + column,
                                column + " in every framework",
                                i)));
            }
        }
        return effects;
    }

    private static Effect effect(
            String scenario,
            LoadModel model,
            int load,
            Metric metric,
            String kind,
            String of,
            String over,
            RatioInterval i) {
        return new Effect(scenario, model, load, metric.id(), kind, of, over, i);
    }
}
