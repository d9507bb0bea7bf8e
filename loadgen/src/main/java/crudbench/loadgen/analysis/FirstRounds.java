package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.FirstRoundSpread;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** How much of a run's round-to-round spread its epochs' first rounds make, from any run's rows: {@link FirstRoundSpread}. */
public final class FirstRounds {

    private FirstRounds() {}

    public static FirstRoundSpread of(BenchSummary run) {
        List<ScenarioRow> rows = run.rows().stream()
                .filter(r -> r.loadModel() == LoadModel.CLOSED
                        && NoiseBudget.PUBLISHED.get(LoadModel.CLOSED).contains(r.scenario())
                        && r.throughput() > 0)
                .toList();
        int users = rows.stream()
                .mapToInt(ScenarioRow::load)
                .filter(l -> l <= 64)
                .max()
                .orElse(64);
        List<ScenarioRow> at = rows.stream().filter(r -> r.load() == users).toList();
        Map<Integer, Integer> first = NoiseSources.firstRounds(run.rows());
        Map<String, String> baseOf = NoiseCells.baseOf(run);
        return new FirstRoundSpread(
                sliceSd(at, Set.of(), first),
                sliceSd(at, Set.of(true), first),
                cellSd(at, baseOf, false, first),
                cellSd(at, baseOf, true, first));
    }

    private static double sliceSd(List<ScenarioRow> rows, Set<Boolean> dropFirst, Map<Integer, Integer> first) {
        Map<String, List<Double>> groups = new HashMap<>();
        for (ScenarioRow r : rows) {
            if (dropFirst.contains(true) && first.get(r.epoch()) == r.repeat()) {
                continue;
            }
            groups.computeIfAbsent(r.variant() + "|" + r.scenario() + "|" + r.epoch(), k -> new ArrayList<>())
                    .add(Math.log(r.throughput()));
        }
        return medianSd(groups.values());
    }

    private static double cellSd(
            List<ScenarioRow> rows, Map<String, String> baseOf, boolean dropFirst, Map<Integer, Integer> first) {
        Map<String, Double> logs = new HashMap<>();
        rows.forEach(r -> logs.put(r.variant() + "|" + r.scenario() + "|" + r.repeat(), Math.log(r.throughput())));
        Map<String, List<Double>> cells = new HashMap<>();
        for (ScenarioRow r : rows) {
            String base = baseOf.get(r.variant());
            Double b = base == null ? null : logs.get(base + "|" + r.scenario() + "|" + r.repeat());
            if (b == null || (dropFirst && first.get(r.epoch()) == r.repeat())) {
                continue;
            }
            cells.computeIfAbsent(r.variant() + "|" + r.scenario() + "|" + r.epoch(), k -> new ArrayList<>())
                    .add(Math.log(r.throughput()) - b);
        }
        return medianSd(cells.values());
    }

    private static double medianSd(java.util.Collection<List<Double>> groups) {
        List<Double> sds = new ArrayList<>();
        for (List<Double> g : groups) {
            if (g.size() > 1) {
                double m = g.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                sds.add(Math.sqrt(g.stream().mapToDouble(v -> (v - m) * (v - m)).sum() / (g.size() - 1)));
            }
        }
        return sds.isEmpty() ? Double.NaN : Averages.median(sds);
    }
}
