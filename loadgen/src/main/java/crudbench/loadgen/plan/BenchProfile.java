package crudbench.loadgen.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How long and at which loads `just bench` measures. {@code quick}: one concurrency and one
 * rate, slices of a second per scenario, as many interleaved rounds as 15 minutes hold for the
 * whole run (three, for all 14 variants on 2 cores, after one warm-up round each) unless the
 * main effects reach ±5% first;
 * {@code standard} sweeps the loads, with rounds until ±5% or 300 minutes.
 *
 * @param repeats         rounds of the interleaved design (each load point gets one slice per app per
 *                        round), or repeats of the sequential one
 * @param warmupUsers     concurrency of the warm-up rounds
 * @param warmupSeconds   length of each scenario in a warm-up round
 * @param warmupTolerance warm-up ends when a round's throughput is within this share of the round before
 * @param users           the closed model's concurrency sweep
 * @param closedSeconds   length of each scenario phase at each concurrency (and of each ceiling measurement)
 * @param rates           the open model's offered rates, requests per second
 * @param openSeconds     length of each open-model phase at each rate
 * @param rampSeconds     a short warm phase before each sweep point (connections, pools)
 * @param maxSessions     most requests in flight in the open model
 * @param threads         Hyperfoil's event-loop threads
 * @param precision       0 for exactly {@code repeats} rounds; else the rounds go on, {@code repeats} at least,
 *                        until every main effect's 95% interval is within ±precision (0.05: ±5%)
 * @param maxMinutes      0 for no limit; else no round starts that would end the run after this many minutes
 */
public record BenchProfile(
        String name,
        int repeats,
        int warmupUsers,
        int warmupSeconds,
        int warmupMinRounds,
        int warmupMaxRounds,
        double warmupTolerance,
        List<Integer> users,
        int closedSeconds,
        List<Integer> rates,
        int openSeconds,
        int rampSeconds,
        int maxSessions,
        int threads,
        double precision,
        int maxMinutes) {

    public static BenchProfile quick() {
        return new BenchProfile(
                "quick", 3, 64, 1, 1, 1, 0.10, List.of(64), 1, List.of(500), 1, 1, 256, 1, 0.05, QUICK_MINUTES);
    }

    public static BenchProfile standard() {
        return new BenchProfile(
                "standard",
                3,
                64,
                5,
                2,
                6,
                0.05,
                List.of(4, 16, 64, 256),
                5,
                List.of(500, 1000, 2000),
                5,
                2,
                256,
                1,
                0.05,
                300);
    }

    /** The quick profile's promise: every variant, start to finish, within this many minutes. */
    public static final int QUICK_MINUTES = 15;

    /** At most this many rounds, whatever the precision: a run that cannot narrow its intervals stops. */
    public static final int MAX_ROUNDS = 50;

    /** The rounds go on until the main effects are this precise (0: exactly {@link #repeats} rounds), within the minutes (0: no limit). */
    public BenchProfile withPrecision(double target, int minutes) {
        return new BenchProfile(
                name,
                repeats,
                warmupUsers,
                warmupSeconds,
                warmupMinRounds,
                warmupMaxRounds,
                warmupTolerance,
                users,
                closedSeconds,
                rates,
                openSeconds,
                rampSeconds,
                maxSessions,
                threads,
                target,
                minutes);
    }

    public boolean precisionDriven() {
        return precision > 0;
    }

    public BenchProfile withRepeats(int n) {
        return new BenchProfile(
                name,
                n,
                warmupUsers,
                warmupSeconds,
                warmupMinRounds,
                warmupMaxRounds,
                warmupTolerance,
                users,
                closedSeconds,
                rates,
                openSeconds,
                rampSeconds,
                maxSessions,
                threads,
                precision,
                maxMinutes);
    }

    public BenchProfile withUsers(List<Integer> sweep) {
        return new BenchProfile(
                name,
                repeats,
                warmupUsers,
                warmupSeconds,
                warmupMinRounds,
                warmupMaxRounds,
                warmupTolerance,
                sweep,
                closedSeconds,
                rates,
                openSeconds,
                rampSeconds,
                maxSessions,
                threads,
                precision,
                maxMinutes);
    }

    public BenchProfile withRates(List<Integer> sweep) {
        return new BenchProfile(
                name,
                repeats,
                warmupUsers,
                warmupSeconds,
                warmupMinRounds,
                warmupMaxRounds,
                warmupTolerance,
                users,
                closedSeconds,
                sweep,
                openSeconds,
                rampSeconds,
                maxSessions,
                threads,
                precision,
                maxMinutes);
    }

    public BenchProfile withDurations(int closed, int open) {
        return new BenchProfile(
                name,
                repeats,
                warmupUsers,
                warmupSeconds,
                warmupMinRounds,
                warmupMaxRounds,
                warmupTolerance,
                users,
                closed,
                rates,
                open,
                rampSeconds,
                maxSessions,
                threads,
                precision,
                maxMinutes);
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

    /** Seconds of warm-up one variant gets, at most (it may settle early). */
    public long plannedWarmupSeconds(Map<LoadModel, BenchmarkPlan> plans) {
        return warmupMaxRounds
                * warmupRound(1)
                        .plannedSeconds(plans.get(LoadModel.CLOSED).scenarios().size());
    }

    /** Seconds of load one variant gets in one repeat, at most (the warm-up may end early). */
    public long plannedSecondsPerVariant(Map<LoadModel, BenchmarkPlan> plans) {
        long warmup = plannedWarmupSeconds(plans);
        return warmup
                + points().stream()
                        .mapToLong(p -> p.plannedSeconds(
                                plans.get(p.model()).scenarios().size()))
                        .sum();
    }
}
