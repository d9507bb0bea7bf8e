package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.ScenarioRow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * How many rounds a run measures, on a clock that moves only when a round does: the fixed count,
 * the precision stop, the deadline projection, the 50-round cap, and the RunLength each records.
 */
class RunLengthRuleTest {

    private static final Instant START = Instant.parse("2025-01-01T10:00:00Z");

    /** Warm-up, before the first round, unless a test says otherwise. */
    private static final Duration WARM_UP = Duration.ofMinutes(3);

    /** One round of every app, unless a test says otherwise: far from any time limit. */
    private static final Duration ROUND = Duration.ofSeconds(10);

    private static final Effect EFFECT = new Effect(
            "get",
            LoadModel.CLOSED,
            64,
            "throughput",
            Effect.DATA_ACCESS,
            "vertx",
            "jdbc",
            new RatioInterval(1.2, 1.1, 1.3, 3));

    /** A time limit of a quarter of an hour, where a test wants one far from its rounds. */
    private static final int QUICK_MINUTES = 15;

    private Instant now = START;

    /** The rounds the loop has measured so far. */
    private int roundsDone;

    /** The summaries the estimator was given: how many rounds each held. */
    private final List<Integer> estimatedAfter = new ArrayList<>();

    /** An estimator whose precision depends only on the rounds the summary holds, and that records each call. */
    private Function<BenchSummary, Estimates> precisionAfter(IntToDoubleFunction rounds) {
        return summary -> {
            int measured = (int) summary.rows().stream()
                    .mapToInt(ScenarioRow::repeat)
                    .distinct()
                    .count();
            estimatedAfter.add(measured);
            return new Estimates(List.of(EFFECT), rounds.applyAsDouble(measured));
        };
    }

    private RunLengthRule rule(BenchProfile profile, Function<BenchSummary, Estimates> estimator) {
        BenchmarkPlan closed = new BenchmarkPlan(LoadModel.CLOSED, "c", "c", 2, List.of("get"), Map.of());
        BenchmarkPlan open = new BenchmarkPlan(LoadModel.OPEN, "o", "o", 2, List.of("get"), Map.of());
        Progress progress = new Progress(profile, Map.of(LoadModel.CLOSED, closed, LoadModel.OPEN, open), 1, true, 1);
        return new RunLengthRule(profile, estimator, progress, Sitting.fresh(profile), () -> now);
    }

    private RunLengthRule rule(BenchProfile profile, Function<BenchSummary, Estimates> estimator, Sitting sitting) {
        BenchmarkPlan closed = new BenchmarkPlan(LoadModel.CLOSED, "c", "c", 2, List.of("get"), Map.of());
        BenchmarkPlan open = new BenchmarkPlan(LoadModel.OPEN, "o", "o", 2, List.of("get"), Map.of());
        Progress progress = new Progress(
                profile, Map.of(LoadModel.CLOSED, closed, LoadModel.OPEN, open), 1, true, sitting.epochs());
        return new RunLengthRule(profile, estimator, progress, sitting, () -> now);
    }

    /** The epoch each round so far belonged to. */
    private final List<Integer> epochOfRound = new ArrayList<>();

    /** The run as its rows stand after these rounds: one row per round, in its epoch. */
    private BenchSummary soFar(int rounds) {
        List<ScenarioRow> rows = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            int epoch = round <= epochOfRound.size() ? epochOfRound.get(round - 1) : 1;
            rows.add(Rows.closed("quarkus-jdbc", round, 64, "get").epoch(epoch).build());
        }
        return BenchSummary.of(BenchSummary.Measured.of(List.of(), rows));
    }

    /**
     * Bench's interleaved loop: the run starts, warms up, then measures rounds while the rule
     * says another, each taking {@code round} on the clock; then finishes. Returns the rounds measured.
     */
    private int run(RunLengthRule rule, Duration warmUp, Duration round) {
        return run(rule, 0, warmUp, round);
    }

    /** Bench's epochs: each warms up, then its rounds; {@code before} epochs ran in earlier sittings. */
    private int run(RunLengthRule rule, int before, Duration warmUp, Duration round) {
        rule.runStarts();
        roundsDone = epochOfRound.size();
        for (int epoch = before + 1; rule.anotherEpoch(epoch, () -> soFar(roundsDone)); epoch++) {
            now = now.plus(warmUp);
            rule.roundsStart();
            for (int inEpoch = 1; rule.another(roundsDone + 1, inEpoch, () -> soFar(roundsDone)); inEpoch++) {
                now = now.plus(round);
                roundsDone++;
                epochOfRound.add(epoch);
            }
        }
        rule.finish(soFar(roundsDone));
        return roundsDone;
    }

    private static double minutes(Duration d) {
        return d.toMillis() / 60_000.0;
    }

    @Test
    void aFixedCountMeasuresExactlyThePlannedRoundsAndAsksNoPrecision() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(4)
                .maxMinutes(QUICK_MINUTES)
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.01));

        int measured = run(rule, WARM_UP, ROUND);

        assertThat(measured).isEqualTo(4);
        assertThat(estimatedAfter).as("only finish estimates, on the whole run").containsExactly(4);
        assertThat(rule.length(now))
                .isEqualTo(new RunLength(
                        null, QUICK_MINUTES, 4, RunLength.ROUNDS, 0.01, minutes(WARM_UP.plus(ROUND.multipliedBy(4)))));
        assertThat(rule.effects()).containsExactly(EFFECT);
    }

    @Test
    void withoutAnEstimatorTheRunRecordsNoPrecisionAndNoEffects() {
        BenchProfile profile =
                BenchProfile.quick().toBuilder().rounds(2).maxMinutes(0).build();
        RunLengthRule rule = rule(profile, null);

        int measured = run(rule, WARM_UP, ROUND);

        assertThat(measured).isEqualTo(2);
        RunLength length = rule.length(now);
        assertThat(length.maxMinutes()).as("no limit").isNull();
        assertThat(length.reached()).isNull();
        assertThat(length.stoppedBy()).isEqualTo(RunLength.ROUNDS);
        assertThat(rule.effects()).isEmpty();
    }

    @Test
    void aPrecisionDrivenRunStopsAfterTheRoundThatReachesTheTargetAndNotBeforeThePlannedRounds() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 1, 0.05, 0))
                .build();
        // Already within ±5% after two rounds, where no run may stop yet; wider after the third; then narrowing.
        double[] precision = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0.04, 0.09, 0.07, 0.06, 0.05, 0.04};
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> precision[rounds]));

        int measured = run(rule, WARM_UP, ROUND);

        assertThat(measured).as("round 6 reached ±5%, exactly the target").isEqualTo(6);
        assertThat(estimatedAfter)
                .as("asked after each round past the planned three, then once at the end")
                .containsExactly(3, 4, 5, 6, 6);
        assertThat(rule.length(now))
                .isEqualTo(new RunLength(
                        0.05, null, 6, RunLength.PRECISION, 0.05, minutes(WARM_UP.plus(ROUND.multipliedBy(6)))));
    }

    @Test
    void aPrecisionAlreadyReachedAtThePlannedRoundsStopsThere() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 1, 0.05, 0))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.02));

        int measured = run(rule, WARM_UP, ROUND);

        assertThat(measured).isEqualTo(3);
        assertThat(rule.length(now).stoppedBy()).isEqualTo(RunLength.PRECISION);
        assertThat(rule.length(now).reached()).isEqualTo(0.02);
    }

    @Test
    void noRoundStartsThatWouldEndAfterTheTimeLimit() {
        // 15 minutes: 3 of warm-up, then 2-minute rounds. Round 6 ends at 15:00 exactly, so it runs;
        // round 7 would end at 17:00.
        BenchProfile profile =
                BenchProfile.quick().toBuilder().rounds(10).maxMinutes(15).build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.08));

        int measured = run(rule, WARM_UP, Duration.ofMinutes(2));

        assertThat(measured).isEqualTo(6);
        assertThat(rule.length(now)).isEqualTo(new RunLength(null, 15, 6, RunLength.TIME, 0.08, 15.0));
    }

    @Test
    void theDeadlineIsProjectedFromTheAverageRoundSoFar() {
        // Rounds of 1, 1 and 7 minutes after 3 of warm-up: at 12:00 the average round is 3 minutes, so round 4
        // would end at 15:00 and runs, though the last round alone would take it past the limit.
        BenchProfile profile =
                BenchProfile.quick().toBuilder().rounds(10).maxMinutes(15).build();
        RunLengthRule rule = rule(profile, null);
        Duration[] rounds = {
            Duration.ofMinutes(1),
            Duration.ofMinutes(1),
            Duration.ofMinutes(7),
            Duration.ofMinutes(1),
            Duration.ofMinutes(1)
        };

        rule.runStarts();
        rule.anotherEpoch(1, () -> soFar(roundsDone));
        now = now.plus(WARM_UP);
        rule.roundsStart();
        for (int r = 1; rule.another(r, r, () -> soFar(roundsDone)); r++) {
            now = now.plus(rounds[r - 1]);
            roundsDone = r;
        }

        assertThat(roundsDone)
                .as("at 13:00, four rounds in 10 minutes: round 5 would end at 15:30")
                .isEqualTo(4);
        assertThat(rule.length(now).stoppedBy()).isEqualTo(RunLength.TIME);
        assertThat(rule.length(now).minutes()).isEqualTo(13.0);
    }

    @Test
    void theTimeLimitEndsAPrecisionDrivenRunThatHasNotReachedItsTarget() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 1, 0.05, 15))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.10));

        int measured = run(rule, WARM_UP, Duration.ofMinutes(2));

        assertThat(measured).isEqualTo(6);
        assertThat(rule.length(now)).isEqualTo(new RunLength(0.05, 15, 6, RunLength.TIME, 0.10, 15.0));
    }

    @Test
    void aRunThatNeverReachesItsPrecisionStopsAtFiftyRounds() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 1, 0.05, 0))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.06));

        int measured = run(rule, WARM_UP, Duration.ofMinutes(10));

        assertThat(measured).isEqualTo(BenchProfile.MAX_ROUNDS);
        assertThat(rule.length(now))
                .as("hours past any quick run, but no limit was set")
                .isEqualTo(new RunLength(
                        0.05,
                        null,
                        50,
                        RunLength.ROUNDS,
                        0.06,
                        minutes(WARM_UP.plus(Duration.ofMinutes(10).multipliedBy(50)))));
    }

    @Test
    void aPrecisionNeverEstimatedIsRecordedAsNone() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 1, 0.05, 0))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> Double.POSITIVE_INFINITY));

        int measured = run(rule, WARM_UP, ROUND);

        assertThat(measured).isEqualTo(BenchProfile.MAX_ROUNDS);
        assertThat(rule.length(now).reached()).isNull();
        assertThat(rule.length(now).stoppedBy()).isEqualTo(RunLength.ROUNDS);
    }

    @Test
    void aSequentialRunRecordsItsRepeats() {
        BenchProfile profile = BenchProfile.quick().toBuilder()
                .rounds(3)
                .maxMinutes(QUICK_MINUTES)
                .build();
        RunLengthRule rule = rule(profile, null);

        rule.runStarts();
        for (int repeat = 1; repeat <= 3; repeat++) {
            rule.repeat(repeat);
            now = now.plus(Duration.ofMinutes(4));
        }

        assertThat(rule.length(now))
                .isEqualTo(new RunLength(null, QUICK_MINUTES, 3, RunLength.ROUNDS, null, 12.0, 3, 1));
        assertThat(rule.startedAt()).isEqualTo(START);
    }

    @Test
    void withEpochsEveryEpochHasThePlannedRoundsAndTheRunTheEpochsAtLeast() {
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(2, 3, 0, 0))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.2), Sitting.fresh(profile));

        int measured = run(rule, 0, WARM_UP, ROUND);

        assertThat(measured).isEqualTo(6);
        assertThat(epochOfRound).containsExactly(1, 1, 2, 2, 3, 3);
        assertThat(estimatedAfter).as("a fixed design asks only at the end").containsExactly(6);
        RunLength length = rule.length(now, true, 0, 1);
        assertThat(length.epochs()).isEqualTo(3);
        assertThat(length.rounds()).isEqualTo(6);
        assertThat(length.stoppedBy()).isEqualTo(RunLength.ROUNDS);
    }

    @Test
    void aPrecisionDrivenRunWithEpochsAddsEpochsNotRoundsUntilTheTarget() {
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(2, 2, 0.05, 0))
                .build();
        // Judged after each epoch from the first on, a stop only past the second: ±9% after 4 rounds, ±6% after 6,
        // ±4% after 8.
        double[] precision = {9, 9, 9, 9, 0.09, 9, 0.06, 9, 0.04};
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> precision[rounds]), Sitting.fresh(profile));

        int measured = run(rule, 0, WARM_UP, ROUND);

        assertThat(measured).as("four epochs of two rounds").isEqualTo(8);
        assertThat(epochOfRound).containsExactly(1, 1, 2, 2, 3, 3, 4, 4);
        assertThat(estimatedAfter).containsExactly(2, 4, 6, 8, 8);
        assertThat(rule.length(now, true, 0, 1).stoppedBy()).isEqualTo(RunLength.PRECISION);
    }

    @Test
    void noEpochStartsThatWouldEndAfterTheTimeLimit() {
        // 30 minutes; an epoch is 3 minutes of warm-up and 3 rounds of 2: 9 minutes. The fourth would end at 36.
        // Three epochs are promised, and fit with their 3 rounds; the rest are more while time is left.
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(3, 3, 0.01, 30))
                .build();
        RunLengthRule rule = rule(profile, precisionAfter(rounds -> 0.2), Sitting.fresh(profile));

        int measured = run(rule, 0, WARM_UP, Duration.ofMinutes(2));

        assertThat(measured).isEqualTo(9);
        assertThat(rule.length(now, true, 0, 1).stoppedBy()).isEqualTo(RunLength.TIME);
        assertThat(rule.length(now, true, 0, 1).epochs()).isEqualTo(3);
    }

    @Test
    void aResumedRunAddsItsEpochsAfterTheEarlierOnesAndCountsTheSittings() {
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(2, 1, 0, 0))
                .build();
        epochOfRound.addAll(List.of(1, 1, 2, 2));
        RunLengthRule rule = rule(profile, null, new Sitting(2, 1));

        int measured = run(rule, 2, WARM_UP, ROUND);

        assertThat(measured)
                .as("the earlier four rounds and this sitting's two")
                .isEqualTo(6);
        assertThat(epochOfRound).containsExactly(1, 1, 2, 2, 3, 3);
        RunLength length = rule.length(now, true, 20.0, 2);
        assertThat(length.epochs()).isEqualTo(3);
        assertThat(length.sittings()).isEqualTo(2);
        assertThat(length.minutes()).isEqualTo(20.0 + minutes(WARM_UP.plus(ROUND.multipliedBy(2))));
    }

    @Test
    void untilItFinishesARunSaysItWasInterrupted() {
        BenchProfile profile = BenchProfile.quick().toBuilder().rounds(2).build();
        RunLengthRule rule = rule(profile, null);
        rule.runStarts();
        rule.anotherEpoch(1, () -> soFar(0));
        rule.roundsStart();
        rule.another(1, 1, () -> soFar(0));

        RunLength partial = rule.length(now, false, 0, 1);
        rule.roundDone();

        assertThat(partial.interrupted()).isTrue();
        assertThat(partial.rounds()).as("round 1 under way: no whole round yet").isZero();
        assertThat(rule.length(now, false, 0, 1).rounds()).isEqualTo(1);
        assertThat(rule.length(now, true, 0, 1).stoppedBy()).isEqualTo(RunLength.ROUNDS);
    }

    @Test
    void addedEpochsTakeTheRoundsTheMeasuredLevelsSayServeBest() {
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(2, 2, 0.05, 0))
                .build();
        // After two epochs the levels' plans say one more epoch of four rounds reaches the target soonest (and two
        // rounds would not): the third epoch has four, and reaches it.
        Estimates.Levels levels = new Estimates.Levels(
                0.02,
                0.08,
                4,
                List.of(
                        new Estimates.EpochPlan(1, 2, 100, 0.06, 0.03),
                        new Estimates.EpochPlan(1, 4, 150, 0.045, 0.02),
                        new Estimates.EpochPlan(1, 6, 200, 0.04, 0.02)));
        RunLengthRule rule = rule(
                profile,
                summary -> {
                    int rounds = (int) summary.rows().stream()
                            .mapToInt(ScenarioRow::repeat)
                            .distinct()
                            .count();
                    return new Estimates(List.of(EFFECT), rounds >= 8 ? 0.04 : 0.09, rounds >= 4 ? levels : null);
                },
                Sitting.fresh(profile));

        int measured = run(rule, 0, WARM_UP, ROUND);

        assertThat(epochOfRound).containsExactly(1, 1, 2, 2, 3, 3, 3, 3);
        assertThat(measured).isEqualTo(8);
        assertThat(rule.length(now, true, 0, 1).stoppedBy()).isEqualTo(RunLength.PRECISION);
    }

    @Test
    void theFirstEpochKeepsAsManyRoundsAsLetThePromisedEpochsFitTheLimit() {
        // 60 minutes, 3 epochs promised, 6 rounds planned. An epoch is 10 minutes of app starts and warm-ups and 3
        // minutes a round: 3 epochs of 3 rounds end at 57 minutes, of 4 at 66. The first keeps 3, and so do the
        // later ones: the three end within the limit.
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(6, 3, 0, 60))
                .build();
        RunLengthRule rule = rule(profile, null, Sitting.fresh(profile));

        int measured = run(rule, 0, Duration.ofMinutes(10), Duration.ofMinutes(3));

        assertThat(epochOfRound).containsExactly(1, 1, 1, 2, 2, 2, 3, 3, 3);
        assertThat(measured).isEqualTo(9);
        assertThat(minutes(Duration.between(START, now))).isEqualTo(57.0);
        assertThat(rule.length(now, true, 0, 1).epochs()).isEqualTo(3);
    }

    @Test
    void theFirstEpochKeepsTwoRoundsEvenWhenThePromisedEpochsDoNotFitWithThem() {
        // 40 minutes: 3 epochs of 10 minutes' warm-up and 2 rounds of 3 would end at 48. The first keeps 2 all the
        // same (one round has no spread to plan from), and the third epoch does not start: it would end after 40.
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(4, 3, 0, 40))
                .build();
        RunLengthRule rule = rule(profile, null, Sitting.fresh(profile));

        int measured = run(rule, 0, Duration.ofMinutes(10), Duration.ofMinutes(3));

        assertThat(epochOfRound).containsExactly(1, 1, 2, 2);
        assertThat(measured).isEqualTo(4);
        assertThat(rule.length(now, true, 0, 1).stoppedBy()).isEqualTo(RunLength.TIME);
    }

    @Test
    void aResumedRunsFirstEpochIsNotFittedAgain() {
        // The sitting adds one epoch to two: its rounds are the profile's, as the earlier epochs' were.
        BenchProfile profile = BenchProfile.sweep().toBuilder()
                .rounds(new BenchProfile.Rounds(4, 3, 0, 60))
                .build();
        RunLengthRule rule = rule(profile, null, new Sitting(2, 1));

        int measured = run(rule, 2, Duration.ofMinutes(10), Duration.ofMinutes(3));

        assertThat(measured).isEqualTo(4);
    }
}
