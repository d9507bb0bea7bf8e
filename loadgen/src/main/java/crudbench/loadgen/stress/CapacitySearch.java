package crudbench.loadgen.stress;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Finds the highest open-model rate a variant sustains: doubling from the start rate while it
 * holds, halving while it does not, then bisecting between the highest rate that held and the
 * lowest that did not until they are within the precision of each other. The decisions only;
 * the caller measures each rate it is given.
 */
final class CapacitySearch {

    /** @param sustained whether the variant held this rate */
    record Tried(int rate, boolean sustained) {}

    private final int startRate;
    private final int minRate;
    private final int maxRate;
    private final double precision;
    private final List<Tried> tried = new ArrayList<>();
    private Integer highestHeld;
    private Integer lowestFailed;

    /**
     * @param precision stop when the lowest failed rate is within this share above the highest held one
     */
    CapacitySearch(int startRate, int minRate, int maxRate, double precision) {
        if (minRate <= 0 || startRate < minRate || maxRate < startRate || precision <= 0) {
            throw new IllegalArgumentException(
                    "need 0 < min rate <= start rate <= max rate and a positive precision, got " + minRate + ", "
                            + startRate + ", " + maxRate + ", " + precision);
        }
        this.startRate = startRate;
        this.minRate = minRate;
        this.maxRate = maxRate;
        this.precision = precision;
    }

    /** The next rate to measure; empty when the search is over. */
    OptionalInt next() {
        if (tried.isEmpty()) {
            return OptionalInt.of(startRate);
        }
        if (lowestFailed == null) {
            if (highestHeld >= maxRate) {
                return OptionalInt.empty();
            }
            return OptionalInt.of(Math.min(maxRate, highestHeld * 2));
        }
        if (highestHeld == null) {
            int half = lowestFailed / 2;
            return half < minRate ? OptionalInt.empty() : OptionalInt.of(half);
        }
        int gap = lowestFailed - highestHeld;
        if (gap <= 1 || gap <= precision * highestHeld) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(highestHeld + gap / 2);
    }

    void record(int rate, boolean sustained) {
        tried.add(new Tried(rate, sustained));
        if (sustained) {
            highestHeld = highestHeld == null ? rate : Math.max(highestHeld, rate);
        } else {
            lowestFailed = lowestFailed == null ? rate : Math.min(lowestFailed, rate);
        }
    }

    /** The highest rate held; empty when none was. */
    OptionalInt capacity() {
        return highestHeld == null ? OptionalInt.empty() : OptionalInt.of(highestHeld);
    }

    List<Tried> tried() {
        return List.copyOf(tried);
    }
}
