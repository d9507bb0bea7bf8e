package crudbench.loadgen.report;

import crudbench.loadgen.analysis.PairAcrossRuns;
import crudbench.loadgen.report.docs.OverOneTable;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/profiling.md's tables of the settings that might move Spring Boot's R2DBC ratio, each over spring-jdbc in both
 * runs of the experiment, are {@link OverOneTable}'s, from the runs' summaries.
 */
class DocumentedSpringKnobsTest {

    private static final Path PAGE = Path.of("..", "docs", "profiling.md");
    static final List<String> RUNS = List.of("results/xeon-spring-knobs", "results/xeon-spring-knobs-2");
    static final String BEGIN =
            "<!-- spring-r2dbc-settings: begin, generated from the runs it names by OverOneTable -->\n";
    static final String END = "<!-- spring-r2dbc-settings: end -->";

    @Test
    void theSettingsTablesAreTheCommittedRunsOwn() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        ReadmeBlock.holds(
                PAGE,
                BEGIN,
                END,
                OverOneTable.markdown(runs, RUNS, "spring-jdbc", List.of("list100", "get"), PairAcrossRuns::of));
    }
}
