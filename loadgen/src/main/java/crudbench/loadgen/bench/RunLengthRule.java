package crudbench.loadgen.bench;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.RunLength;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How many rounds a run measures: the profile's rounds first; then, in a precision-driven run,
 * more until every main effect is as precise as asked (the analysis judges, passed in by the
 * command line, so that the measuring loop never depends on it); and never a round that would
 * end after the profile's minutes, judged by the rounds so far.
 */
final class RunLengthRule {

    private final BenchProfile profile;
    private final Function<BenchSummary, Estimates> estimator;
    private final Progress progress;
    private final InstantSource clock;
    private Instant startedAt;
    private Instant roundsStart;
    private int rounds;
    private String stoppedBy = RunLength.ROUNDS;
    private Estimates estimates;

    /** @param estimator what a summary's rows answer; null: the profile's rounds and no effects recorded */
    RunLengthRule(BenchProfile profile, Function<BenchSummary, Estimates> estimator, Progress progress) {
        this(profile, estimator, progress, InstantSource.system());
    }

    /** @param clock where the deadline's time is read: the system's, or a test's that moves only when told */
    RunLengthRule(
            BenchProfile profile, Function<BenchSummary, Estimates> estimator, Progress progress, InstantSource clock) {
        this.profile = profile;
        this.estimator = estimator;
        this.progress = progress;
        this.clock = clock;
    }

    void runStarts() {
        startedAt = clock.instant();
    }

    Instant startedAt() {
        return startedAt;
    }

    void roundsStart() {
        roundsStart = clock.instant();
    }

    /** Whether round {@code round} is measured; {@code soFar} is the run as its rows stand. */
    boolean another(int round, Supplier<BenchSummary> soFar) {
        if (round > 1 && profile.rounds().maxMinutes() > 0) {
            Instant now = clock.instant();
            Duration perRound = Duration.between(roundsStart, now).dividedBy(round - 1);
            Instant deadline =
                    startedAt.plus(Duration.ofMinutes(profile.rounds().maxMinutes()));
            if (now.plus(perRound).isAfter(deadline)) {
                return stop(
                        RunLength.TIME,
                        "the next round would end after " + profile.rounds().maxMinutes() + " minutes");
            }
        }
        if (!profile.rounds().precisionDriven()) {
            return measure(round, round <= profile.rounds().planned());
        }
        if (round <= profile.rounds().planned()) {
            return measure(round, true);
        }
        if (estimator != null) {
            estimates = estimator.apply(soFar.get());
            progress.precision(
                    round - 1, estimates.precision(), profile.rounds().precision());
            if (estimates.precision() <= profile.rounds().precision()) {
                stoppedBy = RunLength.PRECISION;
                return false;
            }
        }
        if (round > BenchProfile.MAX_ROUNDS) {
            return stop(RunLength.ROUNDS, BenchProfile.MAX_ROUNDS + " rounds, the most a run measures");
        }
        return measure(round, true);
    }

    /** A sequential run's repeats: the profile's, no more. */
    void repeat(int repeat) {
        rounds = repeat;
    }

    /** The last word on what the finished run answers. */
    void finish(BenchSummary summary) {
        if (estimator != null) {
            estimates = estimator.apply(summary);
        }
    }

    RunLength length(Instant now) {
        return new RunLength(
                profile.rounds().precisionDriven() ? profile.rounds().precision() : null,
                profile.rounds().maxMinutes() > 0 ? profile.rounds().maxMinutes() : null,
                rounds,
                stoppedBy,
                estimates == null || Double.isInfinite(estimates.precision()) ? null : estimates.precision(),
                Duration.between(startedAt, now).toMillis() / 60_000.0);
    }

    List<Effect> effects() {
        return estimates == null ? List.of() : estimates.effects();
    }

    private boolean measure(int round, boolean yes) {
        if (yes) {
            rounds = round;
        }
        return yes;
    }

    private boolean stop(String why, String message) {
        stoppedBy = why;
        progress.stop(message);
        return false;
    }
}
