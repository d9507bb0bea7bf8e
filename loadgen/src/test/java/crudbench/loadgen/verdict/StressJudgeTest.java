package crudbench.loadgen.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.loadgen.stress.NotRun;
import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.stress.StressFixture;
import crudbench.loadgen.stress.StressResults;
import crudbench.loadgen.stress.StressRun;
import crudbench.loadgen.stress.VariantResults;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole run judged: one verdict per variant and experiment, in order, from the files alone. */
class StressJudgeTest {

    @TempDir
    Path tmp;

    private static StressVerdicts judge(StressRun run) {
        return StressJudge.judge(run, StressFixture.LIMITS, StressFixture.registry());
    }

    /** The fixture's run with the first variant's results replaced. */
    private static StressRun withFirst(VariantResults first) {
        StressRun run = StressFixture.run();
        return new StressRun(
                run.summary(),
                List.of(first, run.variants().get(1), run.variants().get(2)));
    }

    private static VariantResults first() {
        return StressFixture.run().variants().getFirst();
    }

    @Test
    void everyVariantGetsEveryExperimentInOrderAndVerdictsJsonReadsBack() {
        Path root = StressFixture.write(tmp.resolve("run"));
        StressVerdicts verdicts = judge(new StressResults(root).read());
        assertThat(verdicts.verdicts())
                .extracting(v -> v.variant() + " " + v.experiment().id())
                .containsExactly(
                        "quarkus-reactive capacity",
                        "quarkus-reactive overload",
                        "quarkus-reactive soak",
                        "quarkus-reactive outage",
                        "quarkus-reactive silent",
                        "micronaut-jdbc capacity",
                        "micronaut-jdbc overload",
                        "micronaut-jdbc soak",
                        "micronaut-jdbc outage",
                        "micronaut-jdbc silent",
                        "spring-jdbc capacity",
                        "spring-jdbc overload",
                        "spring-jdbc soak",
                        "spring-jdbc outage",
                        "spring-jdbc silent");
        assertThat(verdicts.verdicts())
                .filteredOn(v -> !v.passed())
                .singleElement()
                .satisfies(v -> assertThat(v.failures())
                        .isEqualTo("answers are 2xx or 503 problems (500/other 5xx 1: 500 on GET /users/17)"));
        assertThat(verdicts.allPassed()).isFalse();
        assertThat(StressVerdicts.read(root)).isEqualTo(verdicts);
        assertThat(verdicts.limits()).isEqualTo(StressFixture.LIMITS);
    }

    @Test
    void anAppThatDidNotStartFailsItsCapacityAndSkipsTheRest() {
        VariantResults first = first();
        VariantResults didNotStart = new VariantResults(
                first.variant(),
                null,
                null,
                null,
                null,
                null,
                List.of(
                        new NotRun(StressExperiment.CAPACITY, "did not start", "no /health within 120 s"),
                        new NotRun(StressExperiment.OVERLOAD, "did not start", null),
                        new NotRun(StressExperiment.SOAK, "did not start", null),
                        new NotRun(StressExperiment.OUTAGE, "did not start", null),
                        new NotRun(StressExperiment.SILENT, "did not start", null)));
        List<Verdict> verdicts = judge(withFirst(didNotStart)).verdicts().subList(0, 5);
        assertThat(verdicts.getFirst())
                .isEqualTo(Verdict.judged(
                        first.variant(),
                        StressExperiment.CAPACITY,
                        "did not start",
                        List.of(Check.of("app starts", false, "no /health within 120 s"))));
        assertThat(verdicts.subList(1, 5))
                .allSatisfy(v -> assertThat(v.status()).isEqualTo(Verdict.Status.SKIPPED))
                .extracting(Verdict::numbers)
                .containsOnly("did not start");
    }

    @Test
    void anAppThatDidNotStartBehindTheRelayFailsThatFault() {
        VariantResults first = first();
        VariantResults noRelay = new VariantResults(
                first.variant(),
                first.capacity(),
                first.overload(),
                first.soak(),
                null,
                first.silent(),
                List.of(new NotRun(StressExperiment.OUTAGE, "did not start behind the relay", "exited with 1")));
        Verdict outage = judge(withFirst(noRelay)).verdicts().get(3);
        assertThat(outage.experiment()).isEqualTo(StressExperiment.OUTAGE);
        assertThat(outage.status()).isEqualTo(Verdict.Status.FAIL);
        assertThat(outage.numbers()).isEqualTo("did not start behind the relay");
        assertThat(outage.failures()).isEqualTo("app starts (exited with 1)");
    }

    @Test
    void anExperimentWithNeitherResultNorReasonIsAnIncompleteRun() {
        VariantResults first = first();
        VariantResults missing = new VariantResults(
                first.variant(), first.capacity(), null, first.soak(), first.outage(), first.silent(), List.of());
        assertThatThrownBy(() -> judge(withFirst(missing)))
                .hasMessageContaining("quarkus-reactive has neither a result nor a reason for its overload");
    }

    @Test
    void aStackThatQueuesIsHeldToTheHangLimit() {
        VariantResults spring = StressFixture.run().variants().get(2);
        assertThat(judge(StressFixture.run()).verdicts().get(13).checks())
                .extracting(Check::rule)
                .as("spring-jdbc's outage: JDBC on platform threads queues")
                .contains("every answer within " + (StressFixture.PLAN.client().hangSeconds() * 1000) + " ms");
        assertThat(spring.variant()).isEqualTo("spring-jdbc");
    }
}
