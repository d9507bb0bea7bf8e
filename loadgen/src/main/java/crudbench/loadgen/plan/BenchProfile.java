package crudbench.loadgen.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How long and at which loads `just bench` measures. A run is a number of epochs: in each, every
 * app is started afresh, warmed up until it settles (its {@link WarmupRule}), then measured in
 * interleaved rounds. {@code reference}, the default: the answer's design, three epochs at least of
 * up to four rounds at 64 users and 500/s (slices of a second per scenario, two at the open model's
 * rate; the first epoch keeps as many rounds as let three such epochs end in 135 minutes, two at least),
 * more epochs while any published main effect is wider than ±10% and another fits, each later epoch's
 * rounds planned from the variance measured at each level; {@code quick}: one
 * epoch of four rounds at the same loads; {@code sweep}: the concurrencies and rates swept, one
 * epoch of two rounds, its length stated at its start.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the profile, its parts and the builder that replaces
 * them by name are read together wherever a run is planned.
 *
 * @param rounds      how many rounds, and when the run stops
 * @param warmup      how each app is warmed up before its first measured slice
 * @param closed      the closed model's concurrency sweep
 * @param open        the open model's rates
 * @param rampSeconds a short warm phase before each sweep point (connections, pools)
 * @param threads     Hyperfoil's event-loop threads
 * @param scenarios   the scenarios of the benchmark files measured, in warm-up passes and rounds alike (empty: every
 *                    one); a run recorded before the profiles chose (none in its summary.json) measured every one
 */
public record BenchProfile(
        String name,
        Rounds rounds,
        WarmupRule warmup,
        ClosedModel closed,
        OpenModel open,
        int rampSeconds,
        int threads,
        List<String> scenarios) {

    public BenchProfile {
        scenarios = scenarios == null ? EVERY_SCENARIO : List.copyOf(scenarios);
    }

    /**
     * The scenarios the answer reads (What to pick's cells and the published per-framework cells): get, list100,
     * update and the mix at 64 users, get and the mix at 500/s. The default and the quick profile measure these only;
     * list10, delete and create, which neither reads, cost every app a third of its round and of its warm-up passes
     * (docs/benchmarking.md, "Scenarios"), and stay in `--sweep`, `--scenarios all`, `just tune` and the findings.
     */
    public static final List<String> ANSWER_SCENARIOS = List.of("get", "list100", "update", "mix");

    /** Every scenario of the benchmark files. */
    public static final List<String> EVERY_SCENARIO = List.of();

    /**
     * @param planned    rounds of each epoch of the interleaved design (each load point gets one slice per app per
     *                   round), or repeats of the sequential one
     * @param epochs     epochs at least: each starts every app afresh; with one, the rounds go on in it
     * @param precision  0 for exactly that many; else the run goes on, by rounds with one epoch and by epochs with
     *                   more, until every published main effect's 95% interval is within ±precision (0.05: ±5%)
     * @param maxMinutes 0 for no limit; else no round or epoch starts that would end the run after this many
     *                   minutes
     */
    public record Rounds(int planned, int epochs, double precision, int maxMinutes) {

        public boolean precisionDriven() {
            return precision > 0;
        }
    }

    /**
     * When an app is warm: the closed model at {@code users}, every scenario for {@code seconds} a pass,
     * pass after pass, until the median of the last {@code windows} passes is within {@code tolerance} of the
     * median of the {@code windows} passes before them, for throughput and for app CPU per request, after
     * {@code minSeconds} of load at least; after {@code maxSeconds} it is measured anyway, flagged as not
     * settled. After each pass the app may rest, unloaded, while its JIT compiles what the pass queued, for at most
     * {@code maxRestSeconds} (0: no rest); a rest is not load. And the JIT must be done: in the median of the last
     * passes its compiler threads used at most {@code maxJitShare} of the app's CPU (1: no such condition).
     * docs/benchmarking.md states the rule.
     *
     * @param seconds each scenario's phase in a pass: a pass is one window of the rule
     */
    public record WarmupRule(
            int users,
            int seconds,
            int windows,
            double tolerance,
            int minSeconds,
            int maxSeconds,
            int maxRestSeconds,
            double maxJitShare) {

        /** A rule recorded before the JIT's condition (none in its summary.json) has none. */
        public WarmupRule {
            maxJitShare = maxJitShare <= 0 ? 1.0 : maxJitShare;
        }

        /** A rule with no rest between passes and no condition on the JIT. */
        public WarmupRule(int users, int seconds, int windows, double tolerance, int minSeconds, int maxSeconds) {
            this(users, seconds, windows, tolerance, minSeconds, maxSeconds, 0, 1.0);
        }

        /** The same rule with this longest rest after each pass, while the app's JIT compiles (0: none). */
        public WarmupRule withRest(int seconds) {
            return new WarmupRule(
                    users, this.seconds, windows, tolerance, minSeconds, maxSeconds, seconds, maxJitShare);
        }
    }

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

    /** At most this many rounds, whatever the precision: a run that cannot narrow its intervals stops. */
    public static final int MAX_ROUNDS = 50;

    /**
     * The fewest rounds the first epoch of a time-limited run of several keeps when fitting its epochs to the limit:
     * one round gives no round-to-round spread, and the plans for the later epochs are made of it.
     */
    public static final int MIN_ROUNDS_PER_EPOCH = 2;

    /**
     * The longest rest after a warm-up pass while the app's JIT compiles what the pass queued. Without it the warm-up
     * rule could call an app settled with compiling left to do, and the first round after the warm-ups measured it
     * low, by more for the apps warmed last (docs/benchmarking.md, "Noise budget": results/xeon-noise-14 against
     * results/xeon-rest-14). The rests ended after a poll or two once an app was warm.
     */
    public static final int JIT_REST_SECONDS = 10;

    /**
     * The most of an app's CPU its JIT's compiler threads may use, in the median of the last passes, for the warm-up
     * to call it settled: an app still compiling gets faster pass after pass, on 2 cores so slowly that the passes'
     * medians can agree long before it is done.
     */
    public static final double JIT_DONE = 0.02;

    /** At most this many epochs, whatever the precision. */
    public static final int MAX_EPOCHS = 10;

    public static BenchProfile quick() {
        return new BenchProfile(
                "quick",
                new Rounds(4, 1, 0, 0),
                new WarmupRule(64, 1, 3, 0.10, 40, 150, JIT_REST_SECONDS, JIT_DONE),
                new ClosedModel(List.of(64), 1),
                new OpenModel(List.of(500), 2, 256),
                1,
                1,
                ANSWER_SCENARIOS);
    }

    /**
     * The default: the answer's design (the reference runs'), at the quick profile's loads and scenarios. Its limit is
     * the one a team's answer should take on 2 cores. With every scenario it could not hold the three epochs it
     * promises: 24 sessions took 157.5 and 159.8 minutes of a limit of 160 (results/reference, -2), warm-ups most of
     * it. With the answer's scenarios a round of 24 apps takes about a third less, and three epochs of three rounds
     * fit (docs/benchmarking.md, "What the default costs here").
     */
    public static BenchProfile reference() {
        return quick().toBuilder()
                .name("reference")
                .rounds(new Rounds(4, 3, 0.10, 135))
                .build();
    }

    /** The loads swept: concurrencies from 4 to 256 users and rates from 500 to 2000 a second, in one epoch. */
    public static BenchProfile sweep() {
        return new BenchProfile(
                "sweep",
                new Rounds(2, 1, 0, 0),
                new WarmupRule(64, 5, 3, 0.05, 120, 600, JIT_REST_SECONDS, JIT_DONE),
                new ClosedModel(List.of(4, 16, 64, 256), 5),
                new OpenModel(List.of(500, 1000, 2000), 5, 256),
                2,
                1,
                EVERY_SCENARIO);
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
        private List<String> scenarios;

        private Builder(BenchProfile from) {
            name = from.name;
            rounds = from.rounds;
            warmup = from.warmup;
            closed = from.closed;
            open = from.open;
            rampSeconds = from.rampSeconds;
            threads = from.threads;
            scenarios = from.scenarios;
        }

        public Builder name(String value) {
            name = value;
            return this;
        }

        public Builder rounds(Rounds value) {
            rounds = value;
            return this;
        }

        /** Exactly this many rounds in each epoch, with no precision to wait for; the time limit stays. */
        public Builder rounds(int planned) {
            rounds = new Rounds(planned, rounds.epochs(), 0, rounds.maxMinutes());
            return this;
        }

        /** At least this many epochs, each starting every app afresh. */
        public Builder epochs(int epochs) {
            rounds = new Rounds(rounds.planned(), epochs, rounds.precision(), rounds.maxMinutes());
            return this;
        }

        /** On until every published main effect is within ±{@code target} (0: the planned epochs and rounds only). */
        public Builder precision(double target) {
            rounds = new Rounds(rounds.planned(), rounds.epochs(), target, rounds.maxMinutes());
            return this;
        }

        public Builder maxMinutes(int minutes) {
            rounds = new Rounds(rounds.planned(), rounds.epochs(), rounds.precision(), minutes);
            return this;
        }

        public Builder warmup(WarmupRule value) {
            warmup = value;
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

        /** The scenarios measured, warm-up passes included ({@link #EVERY_SCENARIO}: all of the files'). */
        public Builder scenarios(List<String> names) {
            scenarios = names;
            return this;
        }

        public BenchProfile build() {
            return new BenchProfile(name, rounds, warmup, closed, open, rampSeconds, threads, scenarios);
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

    /** Seconds of warm-up one variant gets before its first settles can be judged: its minimum, in whole passes. */
    public long plannedWarmupSeconds(Map<LoadModel, BenchmarkPlan> plans) {
        long pass = warmupRound(1)
                .plannedSeconds(measured(plans.get(LoadModel.CLOSED)).size());
        long passes = Math.max(2L * warmup.windows(), (warmup.minSeconds() + pass - 1) / pass);
        return passes * pass;
    }

    /** Seconds of load one variant gets in one round, the load points of the closed and the open model. */
    public long plannedSecondsPerRound(Map<LoadModel, BenchmarkPlan> plans) {
        return points().stream()
                .mapToLong(p -> p.plannedSeconds(measured(plans.get(p.model())).size()))
                .sum();
    }

    /** Of a plan's scenarios, those this profile measures, in their running order. */
    public List<String> measured(BenchmarkPlan plan) {
        return plan.scenarios().stream()
                .filter(s -> scenarios.isEmpty() || scenarios.contains(s))
                .toList();
    }
}
