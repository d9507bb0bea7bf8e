package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;
import java.util.List;

/**
 * What moved between two runs, analysed once: for every effect of the grid and every variant's
 * own throughput and app CPU per request, each run's figure and the change between them.
 *
 * @param baseline  the baseline run's folder, as the page names it
 * @param candidate the candidate run's folder
 * @param effects   every effect both runs estimated
 * @param variants  each variant's own figures in each closed-model scenario at the reference load
 * @param speed     the candidate's database ceiling over the baseline's (pgbench's get at the reference concurrency,
 *                  queries per second: above 1, a faster machine or moment); null where either run has none
 * @param agreement how often a change lies inside its own interval, by kind of effect
 * @param cells     each framework's data-access column over its JDBC on platform threads, in both runs: the
 *                  ratio a team choosing within one framework reads, compared as itself
 * @param sides     what only one run measured (left out of every figure so that both sides are alike), and
 *                  the machine each ran on
 */
public record RunChangeModel(
        String baseline,
        String candidate,
        List<Figure> effects,
        List<Figure> variants,
        Double speed,
        List<Agreement> agreement,
        List<Figure> cells,
        Sides sides) {

    /**
     * How the two runs differ apart from their figures.
     *
     * @param baselineOnly     sessions measured in the baseline only
     * @param candidateOnly    sessions measured in the candidate only
     * @param baselineMachine  the baseline's machine, as it recorded it
     * @param candidateMachine the candidate's
     */
    public record Sides(
            List<String> baselineOnly, List<String> candidateOnly, String baselineMachine, String candidateMachine) {

        /** Whether both runs measured the same sessions. */
        public boolean alike() {
            return baselineOnly.isEmpty() && candidateOnly.isEmpty();
        }

        /** Whether the runs name different machines: then a change is the machine's as much as the code's. */
        public boolean acrossMachines() {
            return !baselineMachine.equals(candidateMachine);
        }
    }

    /**
     * One figure measured in both runs.
     *
     * @param kind     the effect's kind (data-access, framework, interaction), or "variant" for an app's own figure
     * @param change   candidate over baseline, with its 95% interval
     * @param decimals for a variant's own value (requests/s, CPU ms), how it is printed; -1 for a ratio
     */
    public record Figure(
            String what,
            String kind,
            RatioInterval baseline,
            RatioInterval candidate,
            RatioInterval change,
            int decimals) {}

    /**
     * For two runs of the same code: of the effects of one kind measured in both, how many changed by no more than
     * their own 95% interval allows (the change's interval holds 1.00x). Calibrated intervals give about 95%.
     *
     * @param effects which effects: every one, the main effects, the interactions, or the main effects whose
     *                intervals are within ±10% in both runs
     */
    public record Agreement(String effects, int measured, int inside) {

        public double share() {
            return measured == 0 ? Double.NaN : (double) inside / measured;
        }
    }
}
