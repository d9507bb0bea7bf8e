package crudbench.loadgen.model;

import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import java.util.List;

/**
 * How sure a run's answer is, stated once for compare.md, answer.md and report.html alike: the
 * design its intervals rest on (epochs × rounds, and whether differences between JVM starts are in
 * them), the precision its published main effects reached, how much each level varied, and the
 * checks that say whether to believe the numbers at all (each app's warm-up, the machine's speed,
 * effects still drifting within their epochs, slices that failed).
 *
 * @param sentence "How sure: 3 epochs × 4 rounds; every published main effect within ±6.1% …"
 * @param rounds   the most rounds an effect rests on
 * @param reached  the widest published main effect's half-width (0.05: ±5%), null without an interval
 * @param runs     how many runs the figures pool
 * @param design   the epochs and rounds, and the level the intervals are over
 * @param levels   the spread at each level; null until two epochs tell
 * @param checks   warm-up, speed, drift, failed slices
 */
public record HowSure(
        String sentence, int rounds, Double reached, int runs, Shape design, Estimates.Levels levels, Checks checks) {

    /**
     * @param epochs         epochs over the runs
     * @param roundsPerEpoch the most rounds an epoch has
     * @param level          what the intervals are taken over: rounds (one epoch: JVM starts not included),
     *                       epochs or runs
     */
    public record Shape(int epochs, int roundsPerEpoch, String level) {}

    /**
     * @param warmups     each app's warm-up in each epoch
     * @param speed       the machine's speed over the run; null where it was not measured
     * @param drifting    published main effects with a trend across the rounds of their epochs
     * @param failed      cells with slices that gave no row
     */
    public record Checks(List<WarmupOf> warmups, MachineSpeed speed, List<Trend> drifting, List<SliceCount> failed) {}

    /** @param settled null in runs from before the steady-state rule */
    public record WarmupOf(String variant, int epoch, int passes, Boolean settled, double seconds) {}

    /**
     * The speed probe's CPU per run (the lower, the faster): its median, and the medians of the run's first
     * and second halves, whose ratio says whether the machine slowed down or sped up during the run.
     *
     * @param drift   the second half's median over the first's, less one (0.05: 5% slower)
     * @param flagged the drift is beyond SpeedSample's limit, and the run flagged for it
     */
    public record MachineSpeed(
            double medianCpuMs, double firstHalfCpuMs, double secondHalfCpuMs, double drift, boolean flagged) {}

    /**
     * A published main effect whose value moves across the rounds of an epoch: the fitted change from an
     * epoch's first round to its last, with its 95% interval (which leaves out 1.00x).
     */
    public record Trend(Effect effect, double change, double low, double high) {

        public String where() {
            return effect.what();
        }

        public boolean closed() {
            return effect.model() == LoadModel.CLOSED;
        }
    }

    /** A cell's slices: how many its app's rounds planned, and how many gave a row. */
    public record SliceCount(String variant, LoadModel model, int load, String scenario, int planned, int measured) {

        public int failed() {
            return planned - measured;
        }
    }
}
