package crudbench.loadgen.model;

import crudbench.loadgen.results.RatioInterval;

/**
 * One variant in one scenario against the others: its own throughput over the rounds, with the
 * interval of its geometric mean, and how it ranks against the best variant in throughput and in
 * app CPU per request.
 *
 * @param level      its throughput's geometric mean over the rounds, with that mean's 95% interval; null with none
 * @param throughput against the variant with the most throughput
 * @param cpu        against the variant with the least app CPU per request; null where CPU was not measured
 */
public record Standing(RatioInterval level, Rank throughput, Rank cpu) {

    /**
     * @param best     it is the best
     * @param overBest its value over the best's, paired by round; null where no round pairs
     */
    public record Rank(boolean best, RatioInterval overBest) {}
}
