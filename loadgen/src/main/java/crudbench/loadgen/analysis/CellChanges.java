package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Two runs' cells, each framework's column over its own baseline column, compared as themselves: what a team that
 * has chosen its framework reads, and what an average over frameworks can hide when it moves in one framework only.
 */
final class CellChanges {

    private CellChanges() {}

    /**
     * Each framework's column over its baseline column, in every figure both runs' grids answer: the closed model's
     * throughput and app CPU per request at the reference concurrency, and app CPU per request at equal load.
     */
    static List<RunChangeModel.Figure> of(Measurements baseline, Measurements candidate) {
        GridLayout b = GridLayouts.of(baseline);
        GridLayout c = GridLayouts.of(candidate);
        List<RunChangeModel.Figure> figures = new ArrayList<>();
        if (b.isEmpty() || c.isEmpty() || !b.baseline().equals(c.baseline())) {
            return figures;
        }
        List<GridEstimates.At> points = new ArrayList<>();
        int users = baseline.referenceUsers();
        if (users == candidate.referenceUsers()) {
            for (String scenario : baseline.scenarios(LoadModel.CLOSED)) {
                for (Metric metric : List.of(Metric.THROUGHPUT, Metric.APP_CPU)) {
                    points.add(new GridEstimates.At(scenario, LoadModel.CLOSED, users, metric));
                }
            }
        }
        baseline.equalLoad()
                .filter(rate -> candidate.equalLoad().equals(Optional.of(rate)))
                .ifPresent(rate -> {
                    for (String scenario : baseline.scenarios(LoadModel.OPEN)) {
                        points.add(new GridEstimates.At(scenario, LoadModel.OPEN, rate, Metric.APP_CPU));
                    }
                });
        for (GridEstimates.At at : points) {
            GridEffects be = GridEffects.of(baseline, b, at.model(), at.load(), at.scenario(), at.metric());
            GridEffects ce = GridEffects.of(candidate, c, at.model(), at.load(), at.scenario(), at.metric());
            for (String framework : b.frameworks()) {
                for (String column : b.columns().subList(1, b.columns().size())) {
                    Optional<RatioInterval> x = be.cell(framework, column);
                    Optional<RatioInterval> y = ce.cell(framework, column);
                    if (x.isPresent() && y.isPresent()) {
                        Effect cell = at.effect(
                                "cell", framework + " × " + column, framework + " × " + b.baseline(), x.get());
                        figures.add(new RunChangeModel.Figure(
                                cell.what(), "cell", x.get(), y.get(), RunChange.of(x.get(), y.get()), -1));
                    }
                }
            }
        }
        return figures;
    }
}
