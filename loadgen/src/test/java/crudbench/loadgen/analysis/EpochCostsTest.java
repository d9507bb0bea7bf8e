package crudbench.loadgen.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Estimates;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.results.Warmup;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An epoch is priced by the wall clock, not by its load alone: both default runs planned a third epoch of one round
 * more than the time left held, because stopping, starting and checking the apps took minutes the load did not show.
 */
class EpochCostsTest {

    private static final Instant START = Instant.parse("2026-11-28T13:00:00Z");

    @Test
    void anEpochCostsItsAppsLoadPlusTheLeastTimeBesideItThatAnyEpochShowed() {
        // Two apps an epoch, each 5 s to start and 295 s of warm-up: 600 s of load. Rounds of 300 s, two an epoch.
        // Epoch 1's rounds start 1000 s after the run (400 s beside its load: the run's setup too), epoch 2's 660 s
        // after epoch 1's last round ended (60 s beside it), epoch 3's 700 s after (100 s).
        BenchSummary run = run(List.of(1000L, 1000 + 600 + 660L, 1000 + 600 + 660 + 600 + 700L));

        assertThat(EpochCosts.roundSeconds(run)).isCloseTo(300, within(1e-9));
        assertThat(EpochCosts.epochSeconds(run)).isCloseTo(600 + 60, within(1e-9));
    }

    @Test
    void aPauseBetweenSittingsIsNotPricedIntoEveryEpoch() {
        // Epoch 2 resumed a day later: its gap is no epoch's cost; epoch 3's 60 s is the least.
        BenchSummary run = run(List.of(1000L, 1000 + 600 + 86_400L, 1000 + 600 + 86_400 + 600 + 660L));

        assertThat(EpochCosts.epochSeconds(run)).isCloseTo(600 + 60, within(1e-9));
    }

    @Test
    void aRunThatRecordedNoTimesCostsItsLoadAlone() {
        BenchSummary timeless = new BenchSummary(
                BenchSummary.SCHEMA, null, null, null, BenchSummary.Measured.of(runs(2), List.of()), null, null, null);

        assertThat(EpochCosts.epochSeconds(timeless)).isCloseTo(600, within(1e-9));
    }

    /**
     * Both default runs, as they stood when their third epoch was planned: priced by the wall clock, the plan is the
     * rounds that epoch measured before the limit (3 and 4), and its length within 5% of that epoch's wall clock.
     * Priced by load alone, as when they ran, they planned one round more than fitted (4 and 5).
     */
    @ParameterizedTest
    @CsvSource({"reference, 3", "reference-2, 4"})
    void aDefaultRunsThirdEpochIsPlannedWithTheRoundsThatFittedItsTimeLeft(String run, int measured)
            throws IOException {
        BenchSummary whole = BenchSummary.read(Path.of("..", "results", run));
        BenchSummary twoEpochs = firstEpochs(whole, 2);
        Instant secondEnds = lastRoundStart(whole, 2).plusMillis(Math.round(EpochCosts.roundSeconds(twoEpochs) * 1000));
        Instant deadline = Instant.parse(whole.times().startedAt())
                .plus(Duration.ofMinutes(whole.length().maxMinutes()));
        double left = Duration.between(secondEnds, deadline).toMillis() / 1000.0;
        double took = Duration.between(secondEnds, Instant.parse(whole.times().finishedAt()))
                        .toMillis()
                / 1000.0;

        Estimates.EpochPlan plan = Estimates.EpochPlan.choose(
                        GridEstimates.estimates(twoEpochs).levels().plans(),
                        left,
                        whole.length().target())
                .orElseThrow();

        assertThat(whole.roundsPerEpoch().get(2)).isEqualTo(measured);
        assertThat(plan.epochs()).isEqualTo(1);
        assertThat(plan.roundsPerEpoch()).isEqualTo(measured);
        assertThat(plan.seconds()).isCloseTo(took, withinPercentage(5));
    }

    private static BenchSummary firstEpochs(BenchSummary s, int epochs) {
        return new BenchSummary(
                s.schema(),
                s.times(),
                s.settings(),
                s.machine(),
                new BenchSummary.Measured(
                        s.measured().variantRuns().stream()
                                .filter(r -> r.epoch() <= epochs)
                                .toList(),
                        s.rows().stream().filter(r -> r.epoch() <= epochs).toList(),
                        List.of(),
                        List.of()),
                new BenchSummary.Surroundings(
                        List.of(),
                        null,
                        null,
                        List.of(),
                        s.around().speed().stream()
                                .filter(p -> p.epoch() <= epochs)
                                .toList()),
                null,
                null);
    }

    private static Instant lastRoundStart(BenchSummary s, int epoch) {
        return s.around().speed().stream()
                .filter(p -> p.epoch() == epoch)
                .map(p -> Instant.parse(p.at()))
                .max(Instant::compareTo)
                .orElseThrow();
    }

    /** Epochs whose first rounds start these many seconds after the run, each of two rounds 300 s apart. */
    private static BenchSummary run(List<Long> firstRounds) {
        List<SpeedSample> speed = new ArrayList<>();
        for (int e = 0; e < firstRounds.size(); e++) {
            for (int round = 0; round < 2; round++) {
                Instant at = START.plusSeconds(firstRounds.get(e) + 300L * round);
                speed.add(new SpeedSample(e + 1, 2 * e + round + 1, 100, 100, at.toString()));
            }
        }
        return new BenchSummary(
                BenchSummary.SCHEMA,
                new BenchSummary.RunTimes(START.toString(), null),
                null,
                null,
                BenchSummary.Measured.of(runs(firstRounds.size()), List.of()),
                new BenchSummary.Surroundings(List.of(), null, null, List.of(), speed),
                null,
                null);
    }

    private static List<VariantRun> runs(int epochs) {
        List<VariantRun> runs = new ArrayList<>();
        for (int epoch = 1; epoch <= epochs; epoch++) {
            for (String app : List.of("spring-jdbc", "quarkus-jdbc")) {
                runs.add(new VariantRun(
                        epoch,
                        new VariantFacts(app, null, 5000.0, null, null),
                        new Warmup(List.of(), true, 295),
                        List.of(),
                        true,
                        List.of()));
            }
        }
        return runs;
    }
}
