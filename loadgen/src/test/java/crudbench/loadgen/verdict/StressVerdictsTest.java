package crudbench.loadgen.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.stress.StressFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What `just stress --ci` measures again and when the command passes after it: only a failure for a known upstream
 * cause gets a second measurement, and only that same verdict passing the second time lets the command pass.
 */
class StressVerdictsTest {

    private static Verdict verdict(String variant, StressExperiment experiment, boolean passed) {
        return Verdict.judged(
                variant, experiment, "numbers", List.of(Check.of("every answer within 30000 ms", passed, "seen")));
    }

    private static StressVerdicts of(Verdict... verdicts) {
        return StressVerdicts.of(StressFixture.LIMITS, List.of(verdicts));
    }

    @Test
    void onlyAVariantWithAFailureForAKnownUpstreamCauseIsMeasuredAgain() {
        StressVerdicts first = of(
                verdict("quarkus-orm", StressExperiment.SILENT, false),
                verdict("quarkus-orm", StressExperiment.OUTAGE, true),
                verdict("spring-jdbc", StressExperiment.SILENT, false),
                verdict("quarkus-jdbc", StressExperiment.SILENT, true));

        assertThat(first.allPassed()).isFalse();
        assertThat(first.failedForKnownCauses()).containsExactly("quarkus-orm");
    }

    @Test
    void aFailureForAKnownCauseThatPassesTheSecondTimePassesTheCommand() {
        StressVerdicts first = of(
                verdict("quarkus-orm", StressExperiment.SILENT, false),
                verdict("quarkus-orm", StressExperiment.OUTAGE, true));
        StressVerdicts again = of(
                verdict("quarkus-orm", StressExperiment.SILENT, true),
                verdict("quarkus-orm", StressExperiment.OUTAGE, true));

        assertThat(first.passedWith(again)).isTrue();
    }

    @Test
    void aFailureForAKnownCauseThatFailsAgainFailsTheCommand() {
        StressVerdicts first = of(verdict("quarkus-orm", StressExperiment.SILENT, false));
        StressVerdicts again = of(verdict("quarkus-orm", StressExperiment.SILENT, false));

        assertThat(first.passedWith(again)).isFalse();
    }

    @Test
    void anotherExperimentPassingTheSecondTimeDoesNotExcuseTheFailure() {
        StressVerdicts first = of(verdict("quarkus-orm", StressExperiment.SILENT, false));
        StressVerdicts again = of(
                verdict("quarkus-orm", StressExperiment.OUTAGE, true),
                verdict("quarkus-jdbc", StressExperiment.SILENT, true));

        assertThat(first.passedWith(again)).isFalse();
    }

    @Test
    void aFailureWithoutAKnownCauseFailsTheCommandWhateverTheSecondMeasurementSays() {
        StressVerdicts first = of(
                verdict("quarkus-orm", StressExperiment.SILENT, false),
                verdict("quarkus-orm", StressExperiment.OUTAGE, false));
        StressVerdicts again = of(
                verdict("quarkus-orm", StressExperiment.SILENT, true),
                verdict("quarkus-orm", StressExperiment.OUTAGE, true));

        assertThat(first.passedWith(again)).isFalse();
    }

    @Test
    void aSkippedExperimentIsNoKnownFailure() {
        StressVerdicts first = of(Verdict.skipped("quarkus-orm", StressExperiment.SILENT, "did not start"));

        assertThat(first.failedForKnownCauses()).isEmpty();
        assertThat(first.passedWith(of(verdict("quarkus-orm", StressExperiment.SILENT, true))))
                .isFalse();
    }
}
