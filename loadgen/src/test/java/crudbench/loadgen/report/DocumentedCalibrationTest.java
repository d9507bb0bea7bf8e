package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.CellCalibration;
import crudbench.loadgen.model.CalibrationRow;
import crudbench.loadgen.report.docs.CalibrationTable;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/benchmarking.md's calibration of the interval methods covers every committed pair of runs of the same command,
 * and is the one {@link CalibrationTable} draws from them.
 */
class DocumentedCalibrationTest {

    private static final Path PAGE = Path.of("..", "docs", "benchmarking.md");
    /** Every committed pair of runs of one command, first run first. */
    static final List<List<String>> PAIRS = List.of(
            List.of("results/reference", "results/reference-2"),
            List.of("results/quick-reference", "results/quick-reference-2"),
            List.of("results/orm-quick-2", "results/orm-quick-3"),
            List.of("results/xeon-reference", "results/xeon-reference-2"),
            List.of("results/xeon-quick-21", "results/xeon-quick-21-2"),
            List.of("results/xeon-spring-pair", "results/xeon-spring-pair-2"),
            List.of("results/xeon-spring-knobs", "results/xeon-spring-knobs-2"),
            List.of("results/xeon-spring-profile", "results/xeon-spring-profile-2"),
            List.of("results/xeon-f6m167-spring-framework", "results/xeon-f6m167-spring-framework-2"),
            List.of("results/xeon-f6m167-quarkus-framework", "results/xeon-f6m167-quarkus-framework-2"),
            List.of("results/xeon-f6m167-micronaut-framework", "results/xeon-f6m167-micronaut-framework-2"),
            List.of("results/xeon-f6m167-spring-profile", "results/xeon-f6m167-spring-profile-2"),
            List.of("results/xeon-f6m167-quarkus-profile", "results/xeon-f6m167-quarkus-profile-2"));

    static final String BEGIN =
            "<!-- calibration: begin, generated from every committed pair of runs by CalibrationTable -->\n";
    static final String END = "<!-- calibration: end -->";

    static List<CellCalibration.RunPair> pairs() throws IOException {
        List<CellCalibration.RunPair> pairs = new ArrayList<>();
        for (List<String> pair : PAIRS) {
            pairs.add(new CellCalibration.RunPair(
                    pair.get(0),
                    BenchSummary.read(Path.of("..").resolve(pair.get(0))),
                    pair.get(1),
                    BenchSummary.read(Path.of("..").resolve(pair.get(1)))));
        }
        return pairs;
    }

    @Test
    void theCalibrationTableIsTheCommittedPairsOwn() throws IOException {
        String table = CalibrationTable.markdown(CellCalibration.table(pairs()));
        for (List<String> pair : PAIRS) {
            assertThat(table).as("every committed pair").contains(pair.get(0) + " and " + pair.get(1));
        }
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }

    /**
     * A pair calibrates only if its second run repeats the first: the same command, apps, settings, JVM flags, load
     * generator and sessions, so that what differs between them is the sitting. A pair of two commands would test an
     * interval against a change it never claimed to hold.
     */
    @Test
    void everyPairIsOneCommandRunTwice() throws IOException {
        for (CellCalibration.RunPair pair : pairs()) {
            try {
                ReferenceRunTest.assertSameCommand(
                        pair.first().settings(), pair.second().settings());
            } catch (AssertionError e) {
                throw new AssertionError(pair.baseline() + " and " + pair.candidate() + ": " + e.getMessage(), e);
            }
        }
    }

    /**
     * What docs/benchmarking.md says of the rule on the committed pairs: intervals that hold what they claim would fail
     * it on at least one of these pairs more often than not, so a method's "no" there is not by itself evidence that
     * it claims too much; over every pair, t's and the random-effects model's misses are about as many as such
     * intervals give, and the pooled variance's are more.
     */
    @Test
    void theRuleFailsHonestIntervalsMoreOftenThanNotOnThesePairs() throws IOException {
        List<CalibrationRow> rows = CellCalibration.table(pairs());
        List<CalibrationRow> printed =
                rows.stream().filter(r -> r.method().equals("epochs")).toList();
        assertThat(CellCalibration.chanceHonestIntervalsPass(printed)).isLessThan(0.5);
        Map<String, Double> overAll = rows.stream()
                .filter(CalibrationRow::total)
                .collect(Collectors.toMap(CalibrationRow::method, CalibrationRow::chance));
        assertThat(overAll.get("epochs"))
                .as("t misses about as many as honest intervals")
                .isGreaterThan(0.1);
        assertThat(overAll.get("satterthwaite"))
                .as("so does the random-effects model")
                .isGreaterThan(0.1);
        assertThat(overAll.get("pooled"))
                .as("the pooled variance misses more, beyond chance")
                .isLessThan(0.01);
    }

    @Test
    void thePrintedIntervalsHoldWhatTheyClaimOnTheReruns() throws IOException {
        CalibrationRow printed = CellCalibration.table(pairs()).stream()
                .filter(r -> r.method().equals("epochs") && r.total())
                .findFirst()
                .orElseThrow();
        assertThat(printed.share())
                .as("the intervals the pages print hold the reruns' changes")
                .isGreaterThanOrEqualTo(CalibrationRow.KEPT);
    }
}
