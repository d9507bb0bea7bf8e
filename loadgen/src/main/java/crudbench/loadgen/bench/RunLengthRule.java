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
 * How many epochs and rounds a run measures. With one epoch, the profile's rounds, and in a
 * precision-driven run more until every published main effect is as precise as asked. With more,
 * every epoch has the profile's rounds, the profile's epochs at least, and in a precision-driven
 * run more epochs until the effects are as precise as asked, since only epochs narrow what differs
 * between JVM starts. After each epoch from the second on, the measured variance at each level
 * (Kalibera and Jones' components, {@link Estimates.Levels}) predicts what every number of further
 * epochs and rounds would give, t quantile included; the run takes the plan that fits the time left
 * and reaches the precision soonest, else narrows the widest interval most, says it, and gives the
 * next epoch that plan's rounds. The analysis judges (passed in
 * by the command line, so that the measuring loop never depends on it); no round or epoch starts
 * that would end the sitting after the profile's minutes, judged by those so far.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: the rounds, the epochs, the first epoch's fit and the deadline are one decision read
 * from one clock and one plan; split, each part would need the others' state.
 */
final class RunLengthRule {

    private final BenchProfile profile;
    private final Function<BenchSummary, Estimates> estimator;
    private final Progress progress;
    private final InstantSource clock;
    private final Sitting sitting;
    private int roundsPerEpoch;
    private Instant startedAt;
    private Instant epochStart;
    private Instant firstEpochStart;
    private int epochsStarted;
    private int rounds;
    private int roundsDone;
    private int epochs;
    private String stoppedBy = RunLength.ROUNDS;
    private Estimates estimates;
    /** Whether the run said that its promised epochs do not fit even with the fewest rounds. */
    private boolean saidUnfit;

    /** @param estimator what a summary's rows answer; null: the profile's rounds and no effects recorded */
    RunLengthRule(
            BenchProfile profile, Function<BenchSummary, Estimates> estimator, Progress progress, Sitting sitting) {
        this(profile, estimator, progress, sitting, InstantSource.system());
    }

    /** @param clock where the deadline's time is read: the system's, or a test's that moves only when told */
    RunLengthRule(
            BenchProfile profile,
            Function<BenchSummary, Estimates> estimator,
            Progress progress,
            Sitting sitting,
            InstantSource clock) {
        this.profile = profile;
        this.estimator = estimator;
        this.progress = progress;
        this.sitting = sitting;
        this.clock = clock;
        this.roundsPerEpoch = profile.rounds().planned();
    }

    void runStarts() {
        startedAt = clock.instant();
    }

    Instant startedAt() {
        return startedAt;
    }

    /**
     * The first epoch of a fresh run that promises several: its rounds are fitted to the time limit, so that the
     * promised epochs, each as long as this one (its app starts and warm-ups measured, its rounds so far), end
     * within it; {@link BenchProfile#MIN_ROUNDS_PER_EPOCH} at least, and the profile's planned rounds at most.
     */
    private boolean firstOfSeveral() {
        return sitting.epochsBefore() == 0 && sitting.epochs() > 1 && epochsStarted == 1;
    }

    /** One epoch at most, with rounds on until the precision: the design before epochs, and the quick profile's. */
    private boolean roundsDriven() {
        return sitting.epochsBefore() == 0 && sitting.epochs() <= 1;
    }

    /** Whether epoch {@code epoch} (numbered on across sittings) is measured; {@code soFar} is the run as it stands. */
    boolean anotherEpoch(int epoch, Supplier<BenchSummary> soFar) {
        int ofThisSitting = epoch - sitting.epochsBefore();
        if (ofThisSitting > 1 && roundsDriven()) {
            return false;
        }
        Estimates.EpochPlan plan = null;
        if (ofThisSitting > 1 && profile.rounds().precisionDriven() && estimator != null) {
            estimates = estimator.apply(soFar.get());
            progress.precision(
                    epoch - 1, "epoch(s)", estimates, profile.rounds().precision());
            if (ofThisSitting > sitting.epochs()
                    && estimates.precision() <= profile.rounds().precision()) {
                stoppedBy = RunLength.PRECISION;
                return false;
            }
            plan = plan(ofThisSitting);
        }
        if (ofThisSitting > 1 && profile.rounds().maxMinutes() > 0) {
            Instant now = clock.instant();
            Duration perEpoch = plan != null
                    ? Duration.ofMillis(Math.round(plan.seconds() / plan.epochs() * 1000))
                    : Duration.between(firstEpochStart, now).dividedBy(ofThisSitting - 1);
            if (now.plus(perEpoch).isAfter(deadline())) {
                return stop(
                        RunLength.TIME,
                        "the next epoch would end after " + profile.rounds().maxMinutes() + " minutes");
            }
        }
        if (ofThisSitting > sitting.epochs()) {
            if (!profile.rounds().precisionDriven()) {
                return false;
            }
            if (epoch > BenchProfile.MAX_EPOCHS) {
                return stop(RunLength.ROUNDS, BenchProfile.MAX_EPOCHS + " epochs, the most a run measures");
            }
        }
        epochStart = clock.instant();
        if (firstEpochStart == null) {
            firstEpochStart = epochStart;
        }
        epochsStarted++;
        epochs = epoch;
        return true;
    }

    /**
     * The plan for the epochs to come, chosen from what the variance at each level predicts for the time left, and
     * said: its epochs' rounds are the next epoch's. Null, and the rounds as they were, until two epochs tell.
     */
    private Estimates.EpochPlan plan(int ofThisSitting) {
        double left = profile.rounds().maxMinutes() > 0
                ? Duration.between(clock.instant(), deadline()).toMillis() / 1000.0
                : Double.POSITIVE_INFINITY;
        int still = Math.max(1, sitting.epochs() - (ofThisSitting - 1));
        Estimates.EpochPlan chosen = EpochPlanChoice.choose(
                estimates.levels(), left, still, profile.rounds().precision(), progress);
        if (chosen != null) {
            roundsPerEpoch = chosen.roundsPerEpoch();
        }
        return chosen;
    }

    /** Rounds measured before the epoch's first, for the time a round takes: the epoch's own once it has one. */
    void roundsStart() {
        epochStart = clock.instant();
    }

    /**
     * Whether round {@code round} (numbered on across epochs), the {@code inEpoch}th of its epoch, is measured.
     */
    boolean another(int round, int inEpoch, Supplier<BenchSummary> soFar) {
        if (inEpoch > 1 && profile.rounds().maxMinutes() > 0) {
            Instant now = clock.instant();
            Duration perRound = Duration.between(epochStart, now).dividedBy(inEpoch - 1);
            if (now.plus(perRound).isAfter(deadline())) {
                return stop(
                        RunLength.TIME,
                        "the next round would end after " + profile.rounds().maxMinutes() + " minutes");
            }
            if (firstOfSeveral() && inEpoch <= roundsPerEpoch) {
                int least = Math.max(inEpoch, BenchProfile.MIN_ROUNDS_PER_EPOCH);
                Duration epoch = Duration.between(firstEpochStart, epochStart.plus(perRound.multipliedBy(least)));
                Instant promised = firstEpochStart.plus(epoch.multipliedBy(sitting.epochs()));
                if (promised.isAfter(deadline())) {
                    if (inEpoch > BenchProfile.MIN_ROUNDS_PER_EPOCH) {
                        roundsPerEpoch = inEpoch - 1;
                        progress.fitted(
                                sitting.epochs(),
                                inEpoch,
                                roundsPerEpoch,
                                profile.rounds().maxMinutes());
                        return false;
                    }
                    if (!saidUnfit) {
                        saidUnfit = true;
                        long before =
                                Duration.between(startedAt, firstEpochStart).toSeconds();
                        progress.unfit(
                                sitting.epochs(),
                                least,
                                epoch.toSeconds(),
                                before,
                                profile.rounds().maxMinutes());
                    }
                }
            }
        }
        boolean yes;
        if (!roundsDriven()) {
            yes = inEpoch <= roundsPerEpoch;
        } else if (!profile.rounds().precisionDriven()) {
            yes = inEpoch <= profile.rounds().planned();
        } else if (inEpoch <= profile.rounds().planned()) {
            yes = true;
        } else {
            if (estimator != null) {
                estimates = estimator.apply(soFar.get());
                progress.precision(
                        inEpoch - 1, "round(s)", estimates, profile.rounds().precision());
                if (estimates.precision() <= profile.rounds().precision()) {
                    stoppedBy = RunLength.PRECISION;
                    return false;
                }
            }
            if (inEpoch > BenchProfile.MAX_ROUNDS) {
                return stop(RunLength.ROUNDS, BenchProfile.MAX_ROUNDS + " rounds, the most a run measures");
            }
            yes = true;
        }
        if (yes) {
            rounds = round;
        }
        return yes;
    }

    /** The round under way ended: every slice of it measured. */
    void roundDone() {
        roundsDone = rounds;
    }

    private Instant deadline() {
        return startedAt.plus(Duration.ofMinutes(profile.rounds().maxMinutes()));
    }

    /** A sequential run's repeats: the profile's, no more. */
    void repeat(int repeat) {
        rounds = repeat;
        roundsDone = repeat - 1;
        epochs = repeat;
    }

    /** The last word on what the finished run answers. */
    void finish(BenchSummary summary) {
        if (estimator != null) {
            estimates = estimator.apply(summary);
        }
    }

    /**
     * The run's length as it stands: finished, or {@link RunLength#INTERRUPTED} until it is.
     *
     * @param minutesBefore the earlier sittings' minutes
     * @param sitting       this sitting's number: 1, plus one for each resumption
     */
    RunLength length(Instant now, boolean finished, double minutesBefore, int sitting) {
        return new RunLength(
                profile.rounds().precisionDriven() ? profile.rounds().precision() : null,
                profile.rounds().maxMinutes() > 0 ? profile.rounds().maxMinutes() : null,
                finished ? rounds : roundsDone,
                finished ? stoppedBy : RunLength.INTERRUPTED,
                estimates == null || Double.isInfinite(estimates.precision()) ? null : estimates.precision(),
                minutesBefore + Duration.between(startedAt, now).toMillis() / 60_000.0,
                epochs,
                sitting);
    }

    /** The run's length in one sitting, finished: the form before sittings and epochs. */
    RunLength length(Instant now) {
        return length(now, true, 0, 1);
    }

    /** The last round started. */
    int rounds() {
        return rounds;
    }

    List<Effect> effects() {
        return estimates == null ? List.of() : estimates.effects();
    }

    private boolean stop(String why, String message) {
        stoppedBy = why;
        progress.stop(message);
        return false;
    }
}
