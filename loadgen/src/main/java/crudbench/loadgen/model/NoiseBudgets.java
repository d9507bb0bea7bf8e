package crudbench.loadgen.model;

import java.util.List;

/**
 * A run's noise budget as the analysis leaves it (analysis.NoiseBudget) and the pages lay it out: for each published
 * metric, how much a slice varies from round to round, what the sources measured explain of it, and of the published
 * per-framework cells' rounds.
 */
public final class NoiseBudgets {

    private NoiseBudgets() {}

    /**
     * One source of disturbance.
     *
     * @param id    its key in tables
     * @param label what it is, in a reader's words
     * @param unit  the unit of its magnitude
     */
    public record Source(String id, String label, String unit) {}

    /**
     * A source's part in one metric's budget.
     *
     * @param share  of the slices' within-epoch variance it explains (its Shapley value in R²)
     * @param median its median over the slices, in its unit
     * @param p90    its 90th percentile
     */
    public record Share(Source source, double share, double median, double p90) {}

    /**
     * How much a slice varies.
     *
     * @param slices       the slices the budget rests on
     * @param sliceSd      the median over the sessions' scenarios of one slice's SD within its epoch, on the log scale
     * @param sliceSdLater the same without each epoch's first round
     * @param pointShared  the share of a slice's deviation its app's other scenarios in the same load point share
     */
    public record SliceSpread(int slices, double sliceSd, double sliceSdLater, double pointShared) {}

    /**
     * What every source together explains of the slices' deviations.
     *
     * @param explained   R², in sample
     * @param outOfSample the same, one round left out at a time
     * @param chance      what the sources would explain in sample by chance alone
     */
    public record NoiseFit(double explained, double outOfSample, double chance) {}

    /**
     * The published per-framework cells' own rounds.
     *
     * @param count     cells with rounds to pair
     * @param sd        the median of their within-epoch SD of a round's log ratio
     * @param explained the share of their round variance the sources explain out of sample; null without cells
     * @param alike     how alike a cell's two sides move from round to round: the correlation of their slices'
     *                  deviations from the cell's means in its epoch, over every cell at once; what pairing by round
     *                  cancels (0: nothing, the ratio varies as much as two independent slices); null without cells
     */
    public record CellSpread(int count, double sd, Double explained, Double alike) {}

    /**
     * One metric's budget in one run.
     *
     * @param metric "throughput" (closed model) or "app-cpu" (open model, app CPU per request)
     * @param shares each source's part, largest first
     */
    public record Budget(String metric, SliceSpread spread, NoiseFit fit, List<Share> shares, CellSpread cells) {

        public int slices() {
            return spread.slices();
        }

        public double sliceSd() {
            return spread.sliceSd();
        }

        public double sliceSdLater() {
            return spread.sliceSdLater();
        }

        public double pointShared() {
            return spread.pointShared();
        }

        public double explained() {
            return fit.explained();
        }

        public double outOfSample() {
            return fit.outOfSample();
        }

        public double chance() {
            return fit.chance();
        }

        public int cellCount() {
            return cells.count();
        }

        public double cellSd() {
            return cells.sd();
        }

        public Double cellsExplained() {
            return cells.explained();
        }

        public Double cellsAlike() {
            return cells.alike();
        }
    }
}
