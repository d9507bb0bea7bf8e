package crudbench.loadgen.report.stress;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.StressExperiment;
import crudbench.loadgen.verdict.Check;
import crudbench.loadgen.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class StressTableTest {

    private final List<Verdict> verdicts = List.of(
            Verdict.judged(
                    "quarkus-reactive",
                    StressExperiment.CAPACITY,
                    "2000/s with p99 20 ms",
                    List.of(Check.of("some rate held", true, "held"))),
            Verdict.judged(
                    "quarkus-reactive",
                    StressExperiment.OVERLOAD,
                    "4000/s for 60 s",
                    List.of(
                            Check.of("app stays up", true, "up"),
                            Check.of("answers are 2xx or 503 problems", false, "500/other 5xx 3"),
                            Check.of("every answer within 3000 ms", false, "slowest 3500 ms"))),
            Verdict.skipped("spring-jdbc", StressExperiment.SOAK, "did not start"));

    @Test
    void oneRowPerVariantAndExperimentWithTheFailedRulesAndWhatWasSeen() {
        assertThat(StressTable.of(verdicts).text()).isEqualTo("""
                variant           experiment  verdict  key numbers            failed
                quarkus-reactive  capacity    PASS     2000/s with p99 20 ms
                quarkus-reactive  overload    FAIL     4000/s for 60 s        answers are 2xx or 503 problems (500/other 5xx 3); every answer within 3000 ms (slowest 3500 ms)
                spring-jdbc       soak        SKIPPED  did not start
                """);
    }

    @Test
    void theSummaryNamesWhatDidNotPass() {
        assertThat(StressTable.summary(verdicts))
                .isEqualTo("2 of 3 verdicts did not pass: quarkus-reactive overload, spring-jdbc soak");
        assertThat(StressTable.summary(verdicts.subList(0, 1))).isEqualTo("all 1 verdicts passed");
    }

    @Test
    void aFailureWithAKnownUpstreamCauseNamesItAndAPassNamesNone() {
        List<Check> late = List.of(Check.of("every answer within 7000 ms", false, "slowest 8209 ms"));
        Verdict spin = Verdict.judged("quarkus-jdbc-virtual", StressExperiment.SILENT, "750/s", late);
        Verdict otherExperiment = Verdict.judged("quarkus-jdbc-virtual", StressExperiment.OUTAGE, "750/s", late);
        Verdict passed = Verdict.judged(
                "quarkus-jdbc-virtual",
                StressExperiment.SILENT,
                "500/s",
                List.of(Check.of("every answer within 7000 ms", true, "slowest 3019 ms")));
        assertThat(spin.failures())
                .startsWith("every answer within 7000 ms (slowest 8209 ms); upstream: Agroal 3.2.1")
                .contains("agroal/agroal#214");
        assertThat(StressTable.summary(List.of(spin, otherExperiment, passed)))
                .isEqualTo("2 of 3 verdicts did not pass: quarkus-jdbc-virtual silent (agroal/agroal#214),"
                        + " quarkus-jdbc-virtual outage");
        assertThat(otherExperiment.failures()).doesNotContain("upstream");
        assertThat(passed.failures()).isEmpty();
    }
}
