package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Axis;
import crudbench.loadgen.model.AxisComparison;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each variant on an {@link Axis} over its twin ({@link AxisAnalysis}, per run), judged over the runs by What to
 * pick's rule, on What to pick's criteria.
 */
public final class AxisPickAnalysis {

    private AxisPickAnalysis() {}

    /** Empty rows where no run has a variant on the axis beside its twin. */
    public static AxisPicks of(Axis axis, List<BenchSummary> summaries, List<String> names) {
        if (summaries.isEmpty() || summaries.size() != names.size()) {
            throw new IllegalArgumentException("one name per run, and a run at least");
        }
        List<Measurements> runs =
                summaries.stream().map(s -> Aggregation.of(List.of(s))).toList();
        List<String> machines =
                summaries.stream().map(BenchSummary::machineName).toList();
        List<Criterion> criteria = PickAnalysis.criteria(runs.getFirst());
        Map<String, List<List<Picks.RunRatio>>> measured = new LinkedHashMap<>();
        Map<String, AxisComparison> first = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            Measurements run = runs.get(i);
            for (AxisComparison c : AxisAnalysis.of(run, run.referenceUsers(), axis)) {
                first.putIfAbsent(c.pair().variant(), c);
                List<List<Picks.RunRatio>> byCriterion = measured.computeIfAbsent(
                        c.pair().variant(),
                        v -> criteria.stream()
                                .map(k -> (List<Picks.RunRatio>) new ArrayList<Picks.RunRatio>())
                                .toList());
                for (int k = 0; k < criteria.size(); k++) {
                    RatioInterval ratio = ratio(c, criteria.get(k), run);
                    if (ratio != null) {
                        byCriterion.get(k).add(new Picks.RunRatio(i, machines.get(i), ratio));
                    }
                }
            }
        }
        List<AxisPicks.PairPicks> rows = new ArrayList<>();
        first.forEach((variant, c) -> {
            List<Picks.Pick> picks = new ArrayList<>();
            for (int k = 0; k < criteria.size(); k++) {
                List<Picks.RunRatio> ratios = measured.get(variant).get(k);
                picks.add(
                        ratios.isEmpty()
                                ? null
                                : Picks.Pick.judged(
                                        ratios, criteria.get(k).metric().higherIsBetter()));
            }
            rows.add(new AxisPicks.PairPicks(c.pair(), picks));
        });
        return new AxisPicks(axis, names, machines, criteria, rows);
    }

    /** The pair's ratio on the criterion, where the run measured the criterion as What to pick reads it. */
    private static RatioInterval ratio(AxisComparison c, Criterion criterion, Measurements run) {
        if (!PickAnalysis.measured(run, criterion)) {
            return null;
        }
        return (criterion.model() == LoadModel.CLOSED ? c.throughput() : c.cpu()).get(criterion.scenario());
    }
}
