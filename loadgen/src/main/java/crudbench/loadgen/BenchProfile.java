package crudbench.loadgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How long and at which loads `just bench` measures. {@code quick} covers all six variants
 * in under 15 minutes on 2 cores; {@code standard} is the statistically meaningful one,
 * repeated so that the spread between repeats shows.
 *
 * @param warmupUsers     concurrency of the warm-up rounds
 * @param warmupSeconds   length of each scenario in a warm-up round
 * @param warmupTolerance warm-up ends when a round's throughput is within this share of the round before
 * @param users           the closed model's concurrency sweep
 * @param closedSeconds   length of each scenario phase at each concurrency
 * @param rates           the open model's offered rates, requests per second
 * @param openSeconds     length of each open-model phase at each rate
 * @param rampSeconds     a short warm phase before each sweep point (connections, pools)
 * @param maxSessions     most requests in flight in the open model
 * @param threads         Hyperfoil's event-loop threads
 */
public record BenchProfile(String name, int repeats,
                           int warmupUsers, int warmupSeconds, int warmupMinRounds, int warmupMaxRounds,
                           double warmupTolerance,
                           List<Integer> users, int closedSeconds,
                           List<Integer> rates, int openSeconds,
                           int rampSeconds, int maxSessions, int threads) {

    public static BenchProfile quick() {
        return new BenchProfile("quick", 1, 16, 2, 1, 2, 0.10,
                List.of(4, 64), 3, List.of(250, 1000), 4, 1, 256, 1);
    }

    public static BenchProfile standard() {
        return new BenchProfile("standard", 3, 64, 5, 2, 6, 0.05,
                List.of(4, 16, 64, 256), 15, List.of(250, 500, 1000, 2000), 20, 5, 256, 1);
    }

    public BenchProfile withRepeats(int n) {
        return new BenchProfile(name, n, warmupUsers, warmupSeconds, warmupMinRounds, warmupMaxRounds, warmupTolerance,
                users, closedSeconds, rates, openSeconds, rampSeconds, maxSessions, threads);
    }

    public BenchProfile withUsers(List<Integer> sweep) {
        return new BenchProfile(name, repeats, warmupUsers, warmupSeconds, warmupMinRounds, warmupMaxRounds,
                warmupTolerance, sweep, closedSeconds, rates, openSeconds, rampSeconds, maxSessions, threads);
    }

    public BenchProfile withRates(List<Integer> sweep) {
        return new BenchProfile(name, repeats, warmupUsers, warmupSeconds, warmupMinRounds, warmupMaxRounds,
                warmupTolerance, users, closedSeconds, sweep, openSeconds, rampSeconds, maxSessions, threads);
    }

    public BenchProfile withDurations(int closed, int open) {
        return new BenchProfile(name, repeats, warmupUsers, warmupSeconds, warmupMinRounds, warmupMaxRounds,
                warmupTolerance, users, closed, rates, open, rampSeconds, maxSessions, threads);
    }

    /** The measured points of one variant run, in order: the closed-model sweep, then the open-model rates. */
    public List<LoadPoint> points() {
        List<LoadPoint> points = new ArrayList<>();
        users.forEach(u -> points.add(LoadPoint.closed(u, closedSeconds, rampSeconds)));
        rates.forEach(r -> points.add(LoadPoint.open(r, openSeconds, rampSeconds, maxSessions)));
        return points;
    }

    public LoadPoint warmupRound(int round) {
        return LoadPoint.warmupRound(round, warmupUsers, warmupSeconds);
    }

    /** Seconds of load one variant gets in one repeat, at most (the warm-up may end early). */
    public long plannedSecondsPerVariant(Map<LoadModel, BenchmarkPlan> plans) {
        long warmup = warmupMaxRounds * warmupRound(1).plannedSeconds(plans.get(LoadModel.CLOSED).scenarios().size());
        return warmup + points().stream()
                .mapToLong(p -> p.plannedSeconds(plans.get(p.model()).scenarios().size())).sum();
    }
}
