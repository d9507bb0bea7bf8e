package crudbench.loadgen.analysis;

import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The checks that say whether to believe a run's numbers at all: each app's warm-up, the machine's
 * speed over the run, published effects still drifting within their epochs, and slices that gave
 * no row. None of them moves an interval; each is stated beside the answer.
 */
final class Soundness {

    /** The level of the drift test: a trend is reported when its 95% interval leaves out none. */
    static final double DRIFT_LEVEL = 0.95;

    /** A trend smaller than this across an epoch's rounds is not reported, however sure. */
    static final double DRIFT_FLOOR = 0.02;

    private Soundness() {}

    /** @param published the published main effects with their rounds, each figure once ({@link GridEstimates#watchedOnce}) */
    static HowSure.Checks of(Measurements data, List<GridEstimates.MainRounds> published) {
        List<HowSure.Trend> drifting = new ArrayList<>();
        for (GridEstimates.MainRounds m : published) {
            drift(m.rounds()).ifPresent(d -> drifting.add(new HowSure.Trend(m.effect(), d[0], d[1], d[2])));
        }
        return new HowSure.Checks(warmups(data), speed(data), drifting, failed(data));
    }

    static List<HowSure.WarmupOf> warmups(Measurements data) {
        List<HowSure.WarmupOf> all = new ArrayList<>();
        for (String variant : data.variants()) {
            for (VariantRun run : data.runs(variant)) {
                all.add(new HowSure.WarmupOf(
                        variant,
                        run.epoch(),
                        run.warmup().windows().size(),
                        run.warmup().settled(),
                        run.warmup().seconds()));
            }
        }
        return all;
    }

    /** The probe's CPU over the rounds, first half against second (SpeedSample's rule); null where none was measured. */
    static HowSure.MachineSpeed speed(Measurements data) {
        OptionalDouble probe = data.speedMs();
        if (probe.isEmpty()) {
            return null;
        }
        double median = probe.getAsDouble();
        SpeedSample.Drift drift = data.summaries().size() == 1
                ? SpeedSample.drift(data.speed()).orElse(new SpeedSample.Drift(median, median))
                : new SpeedSample.Drift(median, median);
        return new HowSure.MachineSpeed(
                median, drift.firstHalfCpuMs(), drift.secondHalfCpuMs(), drift.change(), drift.beyondLimit());
    }

    /**
     * A trend across the rounds of each epoch, fitted once for all epochs (each epoch its own level, one slope):
     * the change from an epoch's first round to its last as a ratio, with its 95% interval; empty when the
     * interval holds 1.00x, the change is below {@link #DRIFT_FLOOR}, or too few rounds tell.
     */
    static Optional<double[]> drift(Map<Integer, Double> rounds) {
        Map<Integer, TreeMap<Integer, Double>> byEpoch = new TreeMap<>();
        rounds.forEach((key, value) -> byEpoch.computeIfAbsent(Measurements.epochOf(key), e -> new TreeMap<>())
                .put(key, value));
        int n = rounds.size();
        int epochs = byEpoch.size();
        int df = n - epochs - 1;
        if (df < 2) {
            return Optional.empty();
        }
        double sxy = 0;
        double sxx = 0;
        List<double[]> centred = new ArrayList<>();
        for (TreeMap<Integer, Double> epoch : byEpoch.values()) {
            List<Double> values = new ArrayList<>(epoch.values());
            double meanX = (values.size() - 1) / 2.0;
            double meanY = values.stream().mapToDouble(Double::doubleValue).sum() / values.size();
            for (int i = 0; i < values.size(); i++) {
                double x = i - meanX;
                double y = values.get(i) - meanY;
                sxy += x * y;
                sxx += x * x;
                centred.add(new double[] {x, y});
            }
        }
        if (sxx == 0) {
            return Optional.empty();
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (double[] xy : centred) {
            double r = xy[1] - slope * xy[0];
            residuals += r * r;
        }
        double se = Math.sqrt(residuals / df / sxx);
        double t = new TDistribution(null, df).inverseCumulativeProbability(0.5 + DRIFT_LEVEL / 2);
        double span = (double) n / epochs - 1;
        double change = slope * span;
        double half = t * se * span;
        boolean sure = Math.abs(change) > half;
        if (!sure || Math.abs(Math.expm1(change)) < DRIFT_FLOOR) {
            return Optional.empty();
        }
        return Optional.of(new double[] {Math.exp(change), Math.exp(change - half), Math.exp(change + half)});
    }

    /**
     * Per cell, the slices its app's rounds planned against the rows they gave: an app that started in an epoch
     * owes a row for every scenario of every load point in each of that epoch's rounds.
     */
    static List<HowSure.SliceCount> failed(Measurements data) {
        record SliceCell(String variant, LoadModel model, int load, String scenario) {}
        Map<SliceCell, int[]> counts = new LinkedHashMap<>();
        List<BenchSummary> summaries = data.summaries();
        for (BenchSummary s : summaries) {
            Map<Integer, Set<Integer>> roundsOf = new TreeMap<>();
            Set<SliceCell> cells = new TreeSet<>(Comparator.comparing(SliceCell::model)
                    .thenComparing(SliceCell::load)
                    .thenComparing(SliceCell::scenario)
                    .thenComparing(SliceCell::variant));
            for (ScenarioRow r : s.rows()) {
                roundsOf.computeIfAbsent(r.epoch(), e -> new TreeSet<>()).add(r.repeat());
                cells.add(new SliceCell("", r.loadModel(), r.load(), r.scenario()));
            }
            for (VariantRun run : s.measured().variantRuns()) {
                int planned = roundsOf.getOrDefault(run.epoch(), Set.of()).size();
                for (SliceCell shape : cells) {
                    SliceCell cell = new SliceCell(run.variant(), shape.model(), shape.load(), shape.scenario());
                    long measured = s.rows().stream()
                            .filter(r -> r.epoch() == run.epoch()
                                    && r.variant().equals(run.variant())
                                    && r.loadModel() == shape.model()
                                    && r.load() == shape.load()
                                    && r.scenario().equals(shape.scenario()))
                            .count();
                    int[] c = counts.computeIfAbsent(cell, k -> new int[2]);
                    c[0] += planned;
                    c[1] += (int) measured;
                }
            }
        }
        List<HowSure.SliceCount> failed = new ArrayList<>();
        counts.forEach((cell, c) -> {
            if (c[1] < c[0]) {
                failed.add(
                        new HowSure.SliceCount(cell.variant(), cell.model(), cell.load(), cell.scenario(), c[0], c[1]));
            }
        });
        return failed;
    }
}
