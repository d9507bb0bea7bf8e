package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.run.TimeSpent;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/benchmarking.md's table of where an epoch's time goes, before and after the default became the reference
 * design (its two runs), is the one {@link TimeSpent} draws from the committed runs' summary.json.
 */
class DocumentedEpochTimeTest {

    private static final Path PAGE = Path.of("..", "docs", "benchmarking.md");
    private static final List<String> RUNS =
            List.of("results/quick-reference", "results/reference", "results/reference-2");
    static final String BEGIN =
            "<!-- epoch-time: begin, generated from results/quick-reference, results/reference and results/reference-2 by TimeSpent -->\n";
    static final String END = "<!-- epoch-time: end -->";

    @Test
    void theEpochTimeTableIsTheCommittedRunsOwn() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        String table = TimeSpent.perEpoch(runs, RUNS);
        assertThat(table).contains("results/quick-reference, 3 epochs × 4 rounds of 17 sessions");
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
