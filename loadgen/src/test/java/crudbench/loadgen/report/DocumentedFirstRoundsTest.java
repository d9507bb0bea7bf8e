package crudbench.loadgen.report;

import crudbench.loadgen.report.docs.FirstRoundTable;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/benchmarking.md's table of the first rounds' part in each run's spread is {@link FirstRoundTable}'s. */
class DocumentedFirstRoundsTest {

    private static final Path PAGE = Path.of("..", "docs", "benchmarking.md");
    static final List<String> RUNS = List.of(
            "results/xeon-noise-4",
            "results/intel-xeon-quick-4",
            "results/xeon-noise-14",
            "results/intel-xeon-quick-14",
            "results/xeon-rest-14",
            "results/xeon-order-14",
            "results/xeon-f6m167-micronaut-framework",
            "results/xeon-f6m167-micronaut-framework-2",
            "results/xeon-f6m167-quarkus-framework",
            "results/xeon-f6m167-quarkus-framework-2",
            "results/xeon-f6m167-spring-framework",
            "results/xeon-f6m167-spring-framework-2",
            "results/slice-2s",
            "results/slice-8s",
            "results/aot-1",
            "results/orm-quick-2",
            "results/orm-quick-3",
            "results/quick-reference",
            "results/quick-reference-2",
            "results/reference",
            "results/reference-2");
    static final String BEGIN = "<!-- first-rounds: begin, generated from the runs it names by FirstRoundTable -->\n";
    static final String END = "<!-- first-rounds: end -->";

    @Test
    void theFirstRoundsTableIsTheCommittedRunsOwn() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        String table = FirstRoundTable.markdown(
                runs,
                runs.stream().map(crudbench.loadgen.analysis.FirstRounds::of).toList(),
                RUNS);
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
