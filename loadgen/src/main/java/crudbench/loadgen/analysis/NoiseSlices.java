package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/** A noise budget's observations: each slice's figure and sources as deviations from its cell's epoch mean. */
final class NoiseSlices {

    private NoiseSlices() {}

    /** Every slice's deviations from its session's mean at that scenario in that epoch; groups of one left out. */
    static List<NoiseBudget.Slice> centred(
            List<ScenarioRow> rows, LoadModel model, List<Integer> kept, List<ToDoubleFunction<ScenarioRow>> read) {
        Map<String, List<ScenarioRow>> groups = new TreeMap<>();
        for (ScenarioRow r : rows) {
            double y = outcome(r, model);
            if (Double.isFinite(y)) {
                groups.computeIfAbsent(r.variant() + "|" + r.scenario() + "|" + r.epoch(), k -> new ArrayList<>())
                        .add(r);
            }
        }
        List<NoiseBudget.Slice> slices = new ArrayList<>();
        for (List<ScenarioRow> group : groups.values()) {
            if (group.size() < 2) {
                continue;
            }
            double yMean =
                    group.stream().mapToDouble(r -> outcome(r, model)).average().orElseThrow();
            double[] xMean = new double[kept.size()];
            for (int i = 0; i < kept.size(); i++) {
                int j = kept.get(i);
                xMean[i] = group.stream()
                        .mapToDouble(read.get(j))
                        .filter(Double::isFinite)
                        .average()
                        .orElse(Double.NaN);
            }
            for (ScenarioRow r : group) {
                double[] x = new double[kept.size()];
                for (int i = 0; i < kept.size(); i++) {
                    double value = read.get(kept.get(i)).applyAsDouble(r);
                    x[i] = Double.isFinite(value) && Double.isFinite(xMean[i]) ? value - xMean[i] : 0;
                }
                slices.add(new NoiseBudget.Slice(
                        r.variant(), r.scenario(), r.epoch(), r.repeat(), outcome(r, model) - yMean, x));
            }
        }
        return slices;
    }

    static double outcome(ScenarioRow r, LoadModel model) {
        if (model == LoadModel.CLOSED) {
            return r.throughput() > 0 ? Math.log(r.throughput()) : Double.NaN;
        }
        Double cpu = r.appCpuPerRequest();
        return cpu == null || cpu <= 0 ? Double.NaN : Math.log(cpu);
    }

    static long groups(List<NoiseBudget.Slice> slices) {
        return slices.stream()
                .map(s -> s.session() + "|" + s.scenario() + "|" + s.epoch())
                .distinct()
                .count();
    }

    static double sliceSd(List<NoiseBudget.Slice> slices) {
        Map<String, List<Double>> groups = new HashMap<>();
        slices.forEach(
                s -> groups.computeIfAbsent(s.session() + "|" + s.scenario() + "|" + s.epoch(), k -> new ArrayList<>())
                        .add(s.y()));
        List<Double> sds = new ArrayList<>();
        for (List<Double> g : groups.values()) {
            double ss = g.stream().mapToDouble(v -> v * v).sum();
            sds.add(Math.sqrt(ss / (g.size() - 1)));
        }
        return Averages.median(sds);
    }

    /**
     * The share of a slice's deviation that its app's other published scenarios in the same load point share: the
     * intraclass correlation of the deviations grouped by load point (one app, one round), from a one-way analysis of
     * variance, never below zero. Near zero, each slice wanders on its own; near one, the whole load point moves at
     * once, as a state of the app or the machine that lasts its ten seconds would move it.
     */
    static double pointShared(List<NoiseBudget.Slice> slices) {
        Map<String, List<Double>> points = new HashMap<>();
        slices.forEach(
                s -> points.computeIfAbsent(s.session() + "|" + s.epoch() + "|" + s.round(), k -> new ArrayList<>())
                        .add(s.y()));
        List<List<Double>> groups =
                points.values().stream().filter(g -> g.size() > 1).toList();
        int n = groups.stream().mapToInt(List::size).sum();
        int g = groups.size();
        if (g < 2 || n <= g) {
            return 0;
        }
        double grand = groups.stream()
                        .flatMap(List::stream)
                        .mapToDouble(Double::doubleValue)
                        .sum()
                / n;
        double ssb = 0;
        double ssw = 0;
        double sumSquaredSizes = 0;
        for (List<Double> group : groups) {
            double m = group.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            ssb += group.size() * (m - grand) * (m - grand);
            for (double v : group) {
                ssw += (v - m) * (v - m);
            }
            sumSquaredSizes += group.size() * (double) group.size();
        }
        double msb = ssb / (g - 1);
        double msw = ssw / (n - g);
        double n0 = (n - sumSquaredSizes / n) / (g - 1);
        double between = Math.max(0, (msb - msw) / n0);
        return between + msw > 0 ? between / (between + msw) : 0;
    }

    /**
     * {@link #sliceSd} over the slices of every round but each epoch's first: what a slice varies once the rounds right
     * after the warm-ups are left out. NaN where too few rounds remain.
     */
    static double sliceSdLater(List<ScenarioRow> rows, LoadModel model) {
        Map<Integer, Integer> first = NoiseSources.firstRounds(rows);
        Map<String, List<Double>> groups = new HashMap<>();
        for (ScenarioRow r : rows) {
            double y = outcome(r, model);
            if (first.get(r.epoch()) != r.repeat() && Double.isFinite(y)) {
                groups.computeIfAbsent(r.variant() + "|" + r.scenario() + "|" + r.epoch(), k -> new ArrayList<>())
                        .add(y);
            }
        }
        List<Double> sds = new ArrayList<>();
        for (List<Double> g : groups.values()) {
            if (g.size() > 1) {
                double m = g.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                sds.add(Math.sqrt(g.stream().mapToDouble(v -> (v - m) * (v - m)).sum() / (g.size() - 1)));
            }
        }
        return sds.isEmpty() ? Double.NaN : Averages.median(sds);
    }
}
