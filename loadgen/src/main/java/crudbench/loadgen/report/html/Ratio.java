package crudbench.loadgen.report.html;

import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RatioInterval;

/**
 * A ratio as the page draws and prints it: the numbers for the forest plots and for sorting, and
 * the label compare.md prints for the same ratio ({@link RatioInterval#cell()}), so that the
 * page and the Markdown never word one figure two ways.
 *
 * @param clear the interval leaves out 1.00x: the data tells the two apart
 */
record Ratio(double estimate, double low, double high, int rounds, String label, boolean clear) {

    /** Null for none, as the page reads an absent ratio. */
    static Ratio of(RatioInterval i) {
        return i == null ? null : new Ratio(i.estimate(), i.low(), i.high(), i.rounds(), i.cell(), i.clear());
    }

    static Ratio of(Effect e) {
        return of(e.ratio());
    }
}
