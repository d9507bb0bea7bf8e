package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.model.NoiseBudgets.Budget;
import crudbench.loadgen.model.NoiseBudgets.Share;
import crudbench.loadgen.model.NoiseBudgets.Source;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * Where a slice's round-to-round spread comes from, on the machine a run was made on: each measured slice's
 * disturbances (its {@link NoiseSample}) set against how far the slice's figure lies from its cell's mean in the same
 * epoch. Every slice of the published scenarios is one observation: its deviation (the log of its throughput at
 * saturation, or of its app CPU per request at equal load, less the mean of its session's rounds at that scenario in
 * that epoch) regressed on the deviations of the sources from their own means over the same rounds, by least
 * squares with no intercept. The share each source explains is its Shapley value in that regression's R² (the
 * average gain in R² from adding it, over every order of adding the sources: Lindeman, Merenda and Gold's
 * decomposition), so the shares add up to the R² whatever the sources' correlation. The R² is in sample; beside it
 * the same model fitted without one round at a time and scored on it (leave one round out), which chance alone does
 * not lift. The epochs' first rounds are not a source here: a run of one epoch has one, which a model fitted without
 * it cannot learn; {@link FirstRounds} sets them apart without a model. Last, what the sources explain of the published per-framework cells' own rounds: each cell is a
 * variant's slice over its framework's JDBC on platform threads in the same round, so what moves both alike cancels.
 *
 * <p>Runs from before the noise budget have no readings: {@link #of} is then empty.
 */
public final class NoiseBudget {

    /** The scenarios the published effects read, by load model. */
    static final Map<LoadModel, Set<String>> PUBLISHED =
            Map.of(LoadModel.CLOSED, Set.copyOf(PickAnalysis.SATURATION), LoadModel.OPEN, Set.of("get", "mix"));

    /** A slice's deviation from its cell's epoch mean, and its sources', with where it sits. */
    record Slice(String session, String scenario, int epoch, int round, double y, double[] x) {}

    private NoiseBudget() {}

    /** Each published metric's budget; empty for a run whose slices carry no noise readings. */
    public static List<Budget> of(BenchSummary run) {
        List<Budget> budgets = new ArrayList<>();
        for (LoadModel model : List.of(LoadModel.CLOSED, LoadModel.OPEN)) {
            budget(run, model).ifPresent(budgets::add);
        }
        return budgets;
    }

    private static Optional<Budget> budget(BenchSummary run, LoadModel model) {
        int cores = run.machine() == null || run.machine().cores() <= 0
                ? 1
                : run.machine().cores();
        List<ScenarioRow> rows = rowsOf(run, model);
        if (rows.size() < 8) {
            return Optional.empty();
        }
        Map<ScenarioRow, Double> gaps = NoiseSources.gaps(run.rows());
        List<Source> sources = NoiseSources.all();
        List<ToDoubleFunction<ScenarioRow>> read = NoiseSources.readers(cores, gaps);
        // A source that a tenth of the slices or more could not read is left out of this run's budget; a slice that
        // could not read a kept one (an epoch's first slice has no gap before it) sits at its cell's mean for it.
        List<Integer> kept = new ArrayList<>();
        for (int j = 0; j < sources.size(); j++) {
            int k = j;
            if (model == LoadModel.CLOSED && sources.get(j).id().equals("loadgen")) {
                // At saturation the load generator's CPU per request falls as the app serves more (its fixed costs
                // spread), so it would "explain" the very figure that moves it; only at a fixed rate is it a source.
                continue;
            }
            long read0 = rows.stream()
                    .filter(r -> Double.isFinite(read.get(k).applyAsDouble(r)))
                    .count();
            if (read0 >= 0.9 * rows.size()) {
                kept.add(j);
            }
        }
        List<Slice> slices = NoiseSlices.centred(rows, model, kept, read);
        if (slices.size() < kept.size() + 4) {
            return Optional.empty();
        }
        // Each column in units of its own spread: the sources' units differ by orders of magnitude, and neither R²
        // nor the Shapley values depend on the scale.
        double[][] x = Regression.standardised(slices.stream().map(Slice::x).toArray(double[][]::new));
        double[] y = slices.stream().mapToDouble(Slice::y).toArray();
        Regression fit = new Regression(x, y);
        double[] shapley = fit.shapley();
        List<Share> shares = new ArrayList<>();
        for (int i = 0; i < kept.size(); i++) {
            int j = kept.get(i);
            List<Double> values = rows.stream()
                    .map(r -> read.get(j).applyAsDouble(r))
                    .filter(Double::isFinite)
                    .sorted()
                    .toList();
            double scale = sources.get(j).unit().startsWith("%") ? 100 : 1;
            shares.add(new Share(
                    sources.get(j),
                    shapley[i],
                    Averages.median(values) * scale,
                    Regression.percentile(values, 0.9) * scale));
        }
        shares.sort(Comparator.comparingDouble(Share::share).reversed());
        double[] predicted = outOfSample(slices, x, y);
        NoiseBudgets.CellSpread cells = NoiseCells.of(run, slices, predicted);
        return Optional.of(new Budget(
                model == LoadModel.CLOSED ? "throughput" : "app-cpu",
                new NoiseBudgets.SliceSpread(
                        slices.size(),
                        NoiseSlices.sliceSd(slices),
                        NoiseSlices.sliceSdLater(rows, model),
                        NoiseSlices.pointShared(slices)),
                new NoiseBudgets.NoiseFit(
                        fit.r2(allColumns(kept.size())),
                        1 - Regression.sumSquares(y, predicted) / Regression.sumSquares(y, new double[y.length]),
                        (double) kept.size() / Math.max(1, slices.size() - NoiseSlices.groups(slices))),
                List.copyOf(shares),
                cells));
    }

    /** The published scenarios' slices of every session at the run's answer load: the closed model's highest users up
     * to 64, the open model's lowest rate; flagged slices and those without readings left out. */
    private static List<ScenarioRow> rowsOf(BenchSummary run, LoadModel model) {
        List<ScenarioRow> candidates = run.rows().stream()
                .filter(r -> r.loadModel() == model && PUBLISHED.get(model).contains(r.scenario()))
                .filter(r -> r.noise() != null && !r.flagged())
                .toList();
        Optional<Integer> load = model == LoadModel.CLOSED
                ? candidates.stream()
                        .map(ScenarioRow::load)
                        .filter(l -> l <= 64)
                        .max(Integer::compare)
                : candidates.stream().map(ScenarioRow::load).min(Integer::compare);
        return load.map(l -> candidates.stream().filter(r -> r.load() == l).toList())
                .orElse(List.of());
    }

    /** Each slice's fitted deviation from a model fitted without its app's slices. */
    private static double[] outOfSample(List<Slice> slices, double[][] x, double[] y) {
        double[] predicted = new double[y.length];
        Map<String, List<Integer>> bySession = new TreeMap<>();
        for (int i = 0; i < slices.size(); i++) {
            bySession
                    .computeIfAbsent(slices.get(i).session(), k -> new ArrayList<>())
                    .add(i);
        }
        for (List<Integer> held : bySession.values()) {
            Set<Integer> out = Set.copyOf(held);
            List<double[]> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int i = 0; i < y.length; i++) {
                if (!out.contains(i)) {
                    xs.add(x[i]);
                    ys.add(y[i]);
                }
            }
            if (xs.isEmpty()) {
                continue;
            }
            double[] beta = new Regression(
                            xs.toArray(double[][]::new),
                            ys.stream().mapToDouble(Double::doubleValue).toArray())
                    .coefficients(allColumns(x[0].length));
            for (int i : held) {
                predicted[i] = Regression.dot(beta, x[i]);
            }
        }
        return predicted;
    }

    private static int allColumns(int k) {
        return (1 << k) - 1;
    }
}
