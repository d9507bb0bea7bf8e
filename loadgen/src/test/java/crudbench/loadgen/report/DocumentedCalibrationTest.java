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
