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
 * @param rounds      how many rounds, and when the run stops
 * @param warmup      how each app is warmed up before its first measured slice
 * @param closed      the closed model's concurrency sweep
 * @param open        the open model's rates
 * @param rampSeconds a short warm phase before each sweep point (connections, pools)
 * @param threads     Hyperfoil's event-loop threads
 */
public record BenchProfile(
        String name,
        Rounds rounds,
        WarmupRule warmup,
        ClosedModel closed,
        OpenModel open,
        int rampSeconds,
        int threads) {

    /**
     * @param planned    rounds of the interleaved design (each load point gets one slice per app per round), or
     *                   repeats of the sequential one
     * @param precision  0 for exactly {@code planned} rounds; else the rounds go on, {@code planned} at least,
     *                   until every main effect's 95% interval is within ±precision (0.05: ±5%)
     * @param maxMinutes 0 for no limit; else no round starts that would end the run after this many minutes
     */
    public record Rounds(int planned, double precision, int maxMinutes) {

        public boolean precisionDriven() {
            return precision > 0;
        }
    }

    /**
     * @param users     concurrency of the warm-up rounds
     * @param seconds   length of each scenario in a warm-up round
     * @param minRounds warm-up rounds at least
     * @param maxRounds warm-up rounds at most
     * @param tolerance warm-up ends when a round's throughput is within this share of the round before
     */
    public record WarmupRule(int users, int seconds, int minRounds, int maxRounds, double tolerance) {}

    /**
     * @param users   the concurrency sweep
     * @param seconds length of each scenario phase at each concurrency (and of each ceiling measurement)
     */
    public record ClosedModel(List<Integer> users, int seconds) {

        public ClosedModel {
            users = List.copyOf(users);
        }
    }

    /**
     * @param rates       the offered rates, requests per second
     * @param seconds     length of each phase at each rate
     * @param maxSessions most requests in flight
     */
    public record OpenModel(List<Integer> rates, int seconds, int maxSessions) {

        public OpenModel {
            rates = List.copyOf(rates);
        }
    }

    /** The quick profile's promise: every variant, start to finish, within this many minutes. */
    public static final int QUICK_MINUTES = 15;

    /** At most this many rounds, whatever the precision: a run that cannot narrow its intervals stops. */
    public static final int MAX_ROUNDS = 50;

    public static BenchProfile quick() {
        return new BenchProfile(
                "quick",
                new Rounds(3, 0.05, QUICK_MINUTES),
                new WarmupRule(64, 1, 1, 1, 0.10),
                new ClosedModel(List.of(64), 1),
                new OpenModel(List.of(500), 1, 256),
                1,
                1);
    }

    public static BenchProfile standard() {
        return new BenchProfile(
                "standard",
                new Rounds(3, 0.05, 300),
                new WarmupRule(64, 5, 2, 6, 0.05),
                new ClosedModel(List.of(4, 16, 64, 256), 5),
                new OpenModel(List.of(500, 1000, 2000), 5, 256),
                2,
                1);
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** This profile with some parts replaced, each by name: {@code quick().toBuilder().rounds(8).build()}. */
    public static final class Builder {
        private String name;
        private Rounds rounds;
        private WarmupRule warmup;
        private ClosedModel closed;
        private OpenModel open;
        private int rampSeconds;
        private int threads;

        private Builder(BenchProfile from) {
            name = from.name;
            rounds = from.rounds;
            warmup = from.warmup;
            closed = from.closed;
            open = from.open;
            rampSeconds = from.rampSeconds;
            threads = from.threads;
        }

        public Builder name(String value) {
            name = value;
            return this;
        }

        public Builder rounds(Rounds value) {
            rounds = value;
            return this;
        }

        /** Exactly this many rounds, with no precision to wait for; the time limit stays. */
        public Builder rounds(int planned) {
            rounds = new Rounds(planned, 0, rounds.maxMinutes());
            return this;
        }

        /** Rounds until every main effect is within ±{@code target} (0: the planned rounds only). */
        public Builder precision(double target) {
            rounds = new Rounds(rounds.planned(), target, rounds.maxMinutes());
            return this;
        }

        public Builder maxMinutes(int minutes) {
            rounds = new Rounds(rounds.planned(), rounds.precision(), minutes);
            return this;
        }

        public Builder warmup(WarmupRule value) {
            warmup = value;
            return this;
        }

        public Builder warmupRounds(int min, int max) {
            warmup = new WarmupRule(warmup.users(), warmup.seconds(), min, max, warmup.tolerance());
            return this;
        }

        public Builder closed(ClosedModel value) {
            closed = value;
            return this;
        }

        public Builder users(List<Integer> sweep) {
            closed = new ClosedModel(sweep, closed.seconds());
            return this;
        }

        public Builder closedSeconds(int seconds) {
            closed = new ClosedModel(closed.users(), seconds);
            return this;
        }

        public Builder open(OpenModel value) {
            open = value;
            return this;
        }

        public Builder rates(List<Integer> sweep) {
            open = new OpenModel(sweep, open.seconds(), open.maxSessions());
            return this;
        }

        public Builder openSeconds(int seconds) {
            open = new OpenModel(open.rates(), seconds, open.maxSessions());
            return this;
        }

        public Builder rampSeconds(int seconds) {
            rampSeconds = seconds;
            return this;
        }

        public BenchProfile build() {
            return new BenchProfile(name, rounds, warmup, closed, open, rampSeconds, threads);
        }
    }

    /** The measured points of one variant run, in order: the closed-model sweep, then the open-model rates. */
    public List<LoadPoint> points() {
        List<LoadPoint> points = new ArrayList<>();
        closed.users().forEach(u -> points.add(LoadPoint.closed(u, closed.seconds(), rampSeconds)));
        open.rates().forEach(r -> points.add(LoadPoint.open(r, open.seconds(), rampSeconds, open.maxSessions())));
        return points;
    }

    public LoadPoint warmupRound(int round) {
        return LoadPoint.warmupRound(round, warmup.users(), warmup.seconds());
    }

    /** Seconds of warm-up one variant gets, at most (it may settle early). */
    public long plannedWarmupSeconds(Map<LoadModel, BenchmarkPlan> plans) {
        return warmup.maxRounds()
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
