package crudbench.loadgen.report;

import crudbench.loadgen.analysis.PairAcrossRuns;
import crudbench.loadgen.report.docs.PairAcrossRunsTable;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/profiling.md's table of spring-r2dbc over spring-jdbc in every committed run that measured both is {@link
 * PairAcrossRunsTable}'s, from the runs' summaries.
 */
class DocumentedPairAcrossRunsTest {

    private static final Path PAGE = Path.of("..", "docs", "profiling.md");
    static final List<String> RUNS = List.of(
            "results/xeon-spring-pair",
            "results/xeon-spring-pair-2",
            "results/intel-xeon-quick-4",
            "results/xeon-noise-4",
            "results/xeon-spring-framework",
            "results/intel-xeon-quick-14",
            "results/xeon-noise-14",
            "results/xeon-rest-14",
            "results/xeon-order-14",
            "results/xeon-answer-14",
            "results/xeon-quick-21",
            "results/xeon-quick-21-2",
            "results/xeon-reference",
            "results/xeon-reference-2",
            "results/xeon-f6m167-spring-framework",
            "results/xeon-f6m167-spring-framework-2",
            "results/aot-1",
            "results/amd-epyc-f25m17-quick",
            "results/quick-reference",
            "results/quick-reference-2",
            "results/default-1",
            "results/reference",
            "results/reference-2");
    static final String BEGIN =
            "<!-- spring-r2dbc-across-runs: begin, generated from the runs it names by PairAcrossRunsTable -->\n";
    static final String END = "<!-- spring-r2dbc-across-runs: end -->";

    @Test
    void theTableOfSpringsR2dbcRatioIsTheCommittedRunsOwn() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        String table = PairAcrossRunsTable.markdown(
                runs, RUNS, "spring-jdbc", "spring-r2dbc", List.of("list100", "get"), PairAcrossRuns::of);
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
