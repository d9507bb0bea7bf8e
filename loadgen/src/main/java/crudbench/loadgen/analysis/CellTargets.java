package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.text.Numbers;
import java.util.List;

/**
 * The cells a team reads, against what a team's answer aims at: the published per-framework cells' widest and median
 * half-widths beside the targets (±15% and ±5%), and, where they are missed, how many epochs the same spread would
 * need. How sure says it in every run with a grid.
 */
final class CellTargets {

    private CellTargets() {}

    /** The widest a published per-framework cell may be, and the median, that a team's answer aims at (issue 52). */
    static final double CELL_WIDEST = 0.15;

    static final double CELL_MEDIAN = 0.05;

    /** The open model's scenarios the answer reads CPU per request on, at the equal load. */
    static final List<String> EQUAL_LOAD_CPU = List.of("get", "mix");

    /**
     * The per-framework cells the answer publishes: each framework's column over its JDBC on platform threads at
     * parity, on throughput at saturation ({@link PickAnalysis#SATURATION} at the reference concurrency) and on app CPU
     * per request at the equal load (get and the mix), those with an interval.
     */
    static List<Effect> published(Measurements results) {
        int users = results.referenceUsers();
        Integer rate = results.equalLoad().orElse(null);
        return GridEstimates.cells(
                        results,
                        at -> at.model() == LoadModel.CLOSED
                                ? at.load() == users
                                        && at.metric() == Metric.THROUGHPUT
                                        && PickAnalysis.SATURATION.contains(at.scenario())
                                : rate != null
                                        && at.load() == rate
                                        && at.metric() == Metric.APP_CPU
                                        && EQUAL_LOAD_CPU.contains(at.scenario()))
                .stream()
                .filter(e -> e.kind().equals(Effect.CELL))
                .filter(e -> Double.isFinite(e.halfWidth()))
                .toList();
    }

    /**
     * "The published per-framework cells (54): widest ±31.0%, median ±9.9% (targets ±15% and ±5%: at this spread the
     * widest would take about 13 epochs, the median about 12, each interval narrowing as one over the root of the
     * epochs). "; nothing without cells. The arithmetic holds the t quantile where it is, so it is what is missing at
     * most: more epochs lower the quantile too.
     */
    static String sentence(List<Effect> cells, int levels, String level) {
        if (cells.isEmpty()) {
            return "";
        }
        List<Double> widths = cells.stream().map(Effect::halfWidth).sorted().toList();
        double widest = widths.getLast();
        double median = Averages.median(widths);
        String text =
                "The published per-framework cells (" + cells.size() + ", each framework's column over its JDBC on"
                        + " platform threads): widest ±" + Numbers.num(widest * 100, 1) + "%, median ±"
                        + Numbers.num(median * 100, 1) + "%";
        if (widest <= CELL_WIDEST && median <= CELL_MEDIAN) {
            return text + " (within the targets, ±" + Math.round(CELL_WIDEST * 100) + "% and ±"
                    + Math.round(CELL_MEDIAN * 100) + "%). ";
        }
        int n = Math.max(1, levels);
        return text + " (targets ±" + Math.round(CELL_WIDEST * 100) + "% and ±" + Math.round(CELL_MEDIAN * 100)
                + "%: at this spread the widest would take about " + needed(widest, CELL_WIDEST, n) + " " + level
                + " where it has " + n + ", the median about " + needed(median, CELL_MEDIAN, n) + ", each interval"
                + " narrowing as one over the root of the " + level + "). ";
    }

    /** How many levels (epochs) an interval this wide over {@code levels} needs to be {@code target} wide at most. */
    static long needed(double width, double target, int levels) {
        return width <= target ? levels : (long) Math.ceil(levels * (width / target) * (width / target));
    }
}
