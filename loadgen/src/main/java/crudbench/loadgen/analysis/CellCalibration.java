package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.CalibrationRow;
import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * Whether an interval method holds what it claims, on the committed reruns: for every pair of runs of the same
 * command, every published per-framework cell (a framework's column over its JDBC on platform threads: throughput at
 * saturation on get, list100, update and mix, app CPU per request at equal load on get and mix) is estimated in each
 * run by the method, and the change between the runs is set against the interval the two estimates give together
 * (their standard errors' root sum of squares, Welch–Satterthwaite's degrees of freedom). A method whose intervals
 * are right holds about 95% of the changes; the suite keeps one only if it holds 90% or more on every pair, and of
 * those the narrowest. With one epoch, every method is t over its rounds.
 */
public final class CellCalibration {

    /** Two runs of the same command, named as their folders. */
    public record RunPair(String baseline, BenchSummary first, String candidate, BenchSummary second) {}

    private CellCalibration() {}

    /** Every method on every pair, then on all the pairs together, method by method. */
    public static List<CalibrationRow> table(List<RunPair> pairs) {
        List<CalibrationRow> rows = new ArrayList<>();
        List<String> methods = List.of("epochs", "satterthwaite", "pooled");
        for (String method : methods) {
            List<CalibrationRow> own = new ArrayList<>();
            List<Double> widths = new ArrayList<>();
            for (RunPair pair : pairs) {
                Map<String, List<List<Double>>> a = cells(pair.first());
                Map<String, List<List<Double>>> b = cells(pair.second());
                LevelEstimators.Estimator ea = estimator(method, a);
                LevelEstimators.Estimator eb = estimator(method, b);
                int cells = 0;
                int inside = 0;
                List<Double> pairWidths = new ArrayList<>();
                for (Map.Entry<String, List<List<Double>>> cell : a.entrySet()) {
                    if (!b.containsKey(cell.getKey())) {
                        continue;
                    }
                    Optional<LevelEstimators.LogEstimate> x = ea.estimate(cell.getValue());
                    Optional<LevelEstimators.LogEstimate> y = eb.estimate(b.get(cell.getKey()));
                    if (x.isEmpty() || y.isEmpty()) {
                        continue;
                    }
                    cells++;
                    if (inside(x.get(), y.get())) {
                        inside++;
                    }
                    pairWidths.add(Math.exp(x.get().halfWidth()) - 1);
                    pairWidths.add(Math.exp(y.get().halfWidth()) - 1);
                }
                widths.addAll(pairWidths);
                own.add(row(method, pair.baseline() + " and " + pair.candidate(), cells, inside, pairWidths));
            }
            rows.addAll(own);
            rows.add(row(
                    method,
                    CalibrationRow.EVERY_PAIR,
                    own.stream().mapToInt(CalibrationRow::cells).sum(),
                    own.stream().mapToInt(CalibrationRow::inside).sum(),
                    widths));
        }
        return rows;
    }

    private static CalibrationRow row(String method, String pair, int cells, int inside, List<Double> widths) {
        return new CalibrationRow(
                method,
                pair,
                cells,
                inside,
                widths.isEmpty() ? Double.NaN : Averages.median(widths),
                widths.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN),
                chanceOfAsManyMisses(cells, inside));
    }

    private static LevelEstimators.Estimator estimator(String method, Map<String, List<List<Double>>> run) {
        return switch (method) {
            case "epochs" -> LevelEstimators.EPOCH_MEANS;
            case "satterthwaite" -> LevelEstimators.SATTERTHWAITE;
            default -> LevelEstimators.pooledRatio(run.values());
        };
    }

    /**
     * How often intervals that hold what they claim would leave out as many of a row's changes or more: the upper
     * tail of the binomial of its cells, each outside with chance 1 − {@link RoundContrasts#LEVEL} (the cells taken as
     * independent). A small chance says the misses are more than an honest interval's share; a large one, that a pair
     * below {@link CalibrationRow#KEPT} may be one an honest interval gives.
     */
    public static double chanceOfAsManyMisses(int cells, int inside) {
        int misses = cells - inside;
        if (cells == 0 || misses <= 0) {
            return 1;
        }
        return 1 - new BinomialDistribution(null, cells, 1 - RoundContrasts.LEVEL).cumulativeProbability(misses - 1);
    }

    /**
     * How often intervals that hold what they claim would pass {@link CalibrationRow#kept}'s rule on these rows of one
     * method: each judged row (a pair of {@link CalibrationRow#JUDGED_ALONE} cells or more, and the total) keeps
     * {@link CalibrationRow#KEPT} of its cells inside, the pairs taken as independent. The rule's power to tell an
     * honest interval from one that is not: near 1, a failure says the method is off; far below, it may be chance.
     */
    public static double chanceHonestIntervalsPass(List<CalibrationRow> rows) {
        double pass = 1;
        for (CalibrationRow r : rows) {
            if (r.cells() == 0 || r.total() || r.cells() < CalibrationRow.JUDGED_ALONE) {
                continue;
            }
            int allowed = r.cells() - (int) Math.ceil(CalibrationRow.KEPT * r.cells() - 1e-9);
            pass *= new BinomialDistribution(null, r.cells(), 1 - RoundContrasts.LEVEL).cumulativeProbability(allowed);
        }
        return pass;
    }

    /** Whether the change between two estimates lies within their combined 95% interval. */
    static boolean inside(LevelEstimators.LogEstimate a, LevelEstimators.LogEstimate b) {
        double v1 = a.se() * a.se();
        double v2 = b.se() * b.se();
        double change = Math.abs(b.mean() - a.mean());
        if (v1 + v2 == 0) {
            return change == 0;
        }
        double df = Math.pow(v1 + v2, 2) / (v1 * v1 / a.df() + v2 * v2 / b.df());
        return change <= RoundContrasts.quantile(df) * Math.sqrt(v1 + v2);
    }

    /**
     * A run's published per-framework cells at parity, each as its rounds' log ratios grouped by epoch: key
     * "framework column scenario model metric".
     */
    static Map<String, List<List<Double>>> cells(BenchSummary run) {
        Measurements results = Aggregation.of(List.of(run));
        GridLayout layout = GridLayouts.of(results);
        Map<String, List<List<Double>>> cells = new LinkedHashMap<>();
        if (layout.isEmpty()) {
            return cells;
        }
        List<Object[]> points = new ArrayList<>();
        for (String scenario : NoiseBudget.PUBLISHED.get(LoadModel.CLOSED)) {
            points.add(new Object[] {LoadModel.CLOSED, results.referenceUsers(), scenario, Metric.THROUGHPUT});
        }
        results.equalLoad().ifPresent(rate -> {
            for (String scenario : NoiseBudget.PUBLISHED.get(LoadModel.OPEN)) {
                points.add(new Object[] {LoadModel.OPEN, rate, scenario, Metric.APP_CPU});
            }
        });
        for (Object[] p : points) {
            LoadModel model = (LoadModel) p[0];
            int load = (Integer) p[1];
            String scenario = (String) p[2];
            Metric metric = (Metric) p[3];
            Function<String, Map<Integer, Double>> rounds =
                    variant -> results.perRound(variant, model, load, scenario, metric);
            for (String framework : layout.frameworks()) {
                Optional<String> base = layout.variant(framework, layout.baseline());
                for (String column : layout.columns()) {
                    Optional<String> variant = layout.variant(framework, column);
                    if (column.equals(layout.baseline()) || variant.isEmpty() || base.isEmpty()) {
                        continue;
                    }
                    Map<Integer, Double> a = rounds.apply(variant.get());
                    Map<Integer, Double> b = rounds.apply(base.get());
                    Map<Integer, Double> logs = new LinkedHashMap<>();
                    a.forEach((key, value) -> {
                        Double other = b.get(key);
                        if (other != null && value > 0 && other > 0) {
                            logs.put(key, Math.log(value / other));
                        }
                    });
                    if (!logs.isEmpty()) {
                        cells.put(
                                framework + " " + column + " " + scenario + " " + model + " " + metric.id(),
                                LevelEstimators.byEpoch(logs));
                    }
                }
            }
        }
        return cells;
    }
}
