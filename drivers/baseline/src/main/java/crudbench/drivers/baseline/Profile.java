package crudbench.drivers.baseline;

import crudbench.drivers.Operation;
import java.util.List;

/**
 * How long and at which loads `just drivers` measures. Each worker JVM warms up first, in
 * rounds of every operation at DB_POOL_SIZE users (so every connection of every pool is used
 * and pgjdbc passes its prepare threshold on each), until the JIT is done: on 2 cores the
 * compiler threads compete with the load, and their CPU would count as the driver's. Then,
 * per load, each operation runs a ramp and a measured window. {@code quick} takes about 4
 * minutes on 2 cores; {@code standard} about 20.
 *
 * @param users          the closed model's concurrency levels
 * @param warmupMinRounds rounds of every operation before the first load, at least
 * @param warmupMaxRounds at most: the warm-up ends earlier once the JIT's compiler threads used at most
 *                        {@link #JIT_QUIET} of the worker's CPU in a round
 * @param warmupSeconds  each operation's share of a warm-up round
 * @param rampSeconds    load before each measured window, not measured: the loops and pools settle on the new concurrency
 * @param measureSeconds each measured window
 * @param operations     what runs, in this order, at each load
 */
public record Profile(
        String name,
        List<Integer> users,
        int warmupMinRounds,
        int warmupMaxRounds,
        int warmupSeconds,
        int rampSeconds,
        int measureSeconds,
        List<Operation> operations) {

    /** The JIT counts as done when its compiler threads used at most this share of a warm-up round's CPU. */
    static final double JIT_QUIET = 0.03;

    /** Reads first, on the pristine seed; create last. */
    static final List<Operation> ALL = List.of(Operation.GET, Operation.LIST10, Operation.LIST100, Operation.CREATE);

    public Profile {
        users = List.copyOf(users);
        operations = List.copyOf(operations);
        if (users.isEmpty() || users.stream().anyMatch(u -> u < 1)) {
            throw new IllegalArgumentException("users must be positive, got " + users);
        }
        if (operations.isEmpty()) {
            throw new IllegalArgumentException("no operation to run");
        }
        if (warmupMinRounds < 0
                || warmupMaxRounds < warmupMinRounds
                || warmupSeconds < 0
                || rampSeconds < 0
                || measureSeconds < 1) {
            throw new IllegalArgumentException(
                    "durations must be >= 0, warm-up rounds min <= max, and the measured window >= 1 s");
        }
    }

    public static Profile quick() {
        return new Profile("quick", List.of(4, 64), 2, 4, 2, 1, 3, ALL);
    }

    public static Profile standard() {
        return new Profile("standard", List.of(4, 16, 64, 256), 2, 6, 5, 2, 15, ALL);
    }

    public Profile withUsers(List<Integer> levels) {
        return new Profile(
                name, levels, warmupMinRounds, warmupMaxRounds, warmupSeconds, rampSeconds, measureSeconds, operations);
    }

    public Profile withMeasureSeconds(int seconds) {
        return new Profile(
                name, users, warmupMinRounds, warmupMaxRounds, warmupSeconds, rampSeconds, seconds, operations);
    }

    public Profile withWarmupSeconds(int seconds) {
        return new Profile(
                name, users, warmupMinRounds, warmupMaxRounds, seconds, rampSeconds, measureSeconds, operations);
    }

    public Profile withOperations(List<Operation> ops) {
        return new Profile(
                name, users, warmupMinRounds, warmupMaxRounds, warmupSeconds, rampSeconds, measureSeconds, ops);
    }

    /** Seconds of load one worker gets at most: its longest warm-up and every load point. */
    long secondsPerDriver() {
        return (long) warmupMaxRounds * warmupSeconds * operations.size()
                + (long) users.size() * operations.size() * (rampSeconds + measureSeconds);
    }

    /** Seconds pgbench runs: a ramp run and a measured run per operation. */
    long secondsOfPgbench() {
        return (long) operations.size() * (rampSeconds + measureSeconds);
    }
}
