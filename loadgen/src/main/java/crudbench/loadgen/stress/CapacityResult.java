package crudbench.loadgen.stress;

import java.util.List;
import java.util.OptionalInt;

/**
 * The capacity search's measured rates and what it found.
 *
 * @param capacity   the highest rate held, null when none was
 * @param p99LimitMs a rate was held when its p99 stayed under this (and every answer was a 2xx)
 */
public record CapacityResult(List<CapacityStep> steps, Integer capacity, int maxRate, double p99LimitMs) {

    public CapacityResult {
        steps = List.copyOf(steps);
    }

    public static CapacityResult of(List<CapacityStep> steps, OptionalInt capacity, int maxRate, double p99LimitMs) {
        return new CapacityResult(steps, capacity.isPresent() ? capacity.getAsInt() : null, maxRate, p99LimitMs);
    }
}
