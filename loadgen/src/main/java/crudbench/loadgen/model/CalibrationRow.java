package crudbench.loadgen.model;

import java.util.List;

/**
 * One interval method on one pair of runs of the same command (or, with {@link #EVERY_PAIR}, on all of them): how many
 * of the published per-framework cells' changes between the runs its intervals hold (analysis.CellCalibration).
 *
 * @param method          "epochs", "satterthwaite" or "pooled"
 * @param cells           cells estimated in both runs
 * @param inside          of them, those whose change lies within the two runs' combined interval
 * @param medianHalfWidth the median half-width of the cells' intervals in both runs, as a share (0.05: ±5%)
 * @param widestHalfWidth the widest
 * @param chance          how often intervals that hold what they claim would leave out as many of the changes or more
 *                        (analysis.CellCalibration.chanceOfAsManyMisses)
 */
public record CalibrationRow(
        String method,
        String pair,
        int cells,
        int inside,
        double medianHalfWidth,
        double widestHalfWidth,
        double chance) {

    /** The share of changes a kept method's intervals must hold, on every pair large enough to judge, and on all. */
    public static final double KEPT = 0.90;

    /** The pair a method's row over all the pairs names. */
    public static final String EVERY_PAIR = "every pair";

    public double share() {
        return cells == 0 ? 0 : (double) inside / cells;
    }

    public boolean total() {
        return pair.equals(EVERY_PAIR);
    }

    /**
     * The fewest cells a pair needs to be judged on its own: with fewer, one change outside the interval takes the pair
     * below {@link #KEPT} by itself, and a calibrated 95% interval misses one of 8 cells a third of the time (1 −
     * 0.95⁸). Such a pair counts in the judgement over all the pairs together.
     */
    public static final int JUDGED_ALONE = (int) Math.round(1 / (1 - KEPT));

    /** Whether a method holds what it claims on every pair of {@link #JUDGED_ALONE} cells or more, and on all together. */
    public static boolean kept(List<CalibrationRow> rows, String method) {
        return rows.stream()
                .filter(r -> r.method().equals(method) && r.cells() > 0)
                .filter(r -> r.total() || r.cells() >= JUDGED_ALONE)
                .allMatch(r -> r.share() >= KEPT);
    }

    /** The method's name as tables print it. */
    public static String describe(String method) {
        return switch (method) {
            case "epochs" -> "t over the epochs' means";
            case "satterthwaite" -> "random-effects model, Satterthwaite's degrees of freedom";
            default -> "rounds' variance, the epochs' share pooled over the run's cells";
        };
    }
}
