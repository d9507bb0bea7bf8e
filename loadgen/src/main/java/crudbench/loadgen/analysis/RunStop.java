package crudbench.loadgen.analysis;

import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.text.Numbers;

/** Why a run stopped, as How sure says it after its widest interval. */
final class RunStop {

    private RunStop() {}

    /**
     * " (target ±5.0%, not reached: …)", and, where the run's own rule read another widest interval when it stopped
     * than the one printed (summary.json's {@code length.reached}, by the estimator the run ran with; the pages
     * estimate again from the same rows), that figure named as what it is, so that the file and the page do not give
     * two answers to one question.
     */
    static String clause(RunLength length, double reached) {
        String why = switch (length.stoppedBy()) {
            case RunLength.PRECISION ->
                "target ±" + Numbers.num(length.target() * 100, 1) + "%: the run stopped when it was reached";
            case RunLength.TIME ->
                "target ±" + Numbers.num(length.target() == null ? 0 : length.target() * 100, 1)
                        + "%, not reached: another " + (length.epochs() > 1 ? "epoch" : "round")
                        + " would have ended after the run's limit of " + length.maxMinutes() + " minutes";
            case RunLength.INTERRUPTED -> "interrupted after " + length.rounds() + " whole round(s): not finished";
            default -> "a fixed number of rounds";
        };
        return " (" + why + recorded(length, reached) + ")";
    }

    /** Empty where the rule's reading and the printed figure agree to the printed digit, or the run recorded none. */
    static String recorded(RunLength length, double reached) {
        if (length.reached() == null
                || Double.isInfinite(reached)
                || Numbers.num(length.reached() * 100, 1).equals(Numbers.num(reached * 100, 1))) {
            return "";
        }
        return "; when it stopped, the run's rule read ±" + Numbers.num(length.reached() * 100, 1)
                + "% by the estimator it ran with (summary.json's length.reached), where the pages estimate again"
                + " from the same rows";
    }
}
