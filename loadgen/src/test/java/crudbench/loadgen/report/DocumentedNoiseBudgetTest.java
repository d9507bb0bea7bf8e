package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.docs.NoiseTable;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/benchmarking.md's noise budget is the one {@link NoiseTable} draws from the committed runs' summary.json. */
class DocumentedNoiseBudgetTest {

    private static final Path PAGE = Path.of("..", "docs", "benchmarking.md");
    static final List<String> RUNS = List.of(
            "results/xeon-noise-4",
            "results/xeon-noise-14",
            "results/xeon-rest-14",
            "results/xeon-order-14",
            "results/xeon-f6m167-micronaut-framework",
            "results/xeon-f6m167-micronaut-framework-2",
            "results/xeon-f6m167-quarkus-framework",
            "results/xeon-f6m167-quarkus-framework-2",
            "results/xeon-f6m167-spring-framework",
            "results/xeon-f6m167-spring-framework-2");
    /** The marker names the runs the table is drawn from, so it is written from the same list. */
    static final String BEGIN =
            "<!-- noise-budget: begin, generated from " + Numbers.and(RUNS) + " by NoiseTable -->\n";

    static final String END = "<!-- noise-budget: end -->";

    @Test
    void theNoiseBudgetIsTheCommittedRunsOwn() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        String table = NoiseTable.markdown(
                runs,
                runs.stream().map(crudbench.loadgen.analysis.NoiseBudget::of).toList(),
                RUNS);
        assertThat(table).contains("xeon-noise-4").contains("xeon-noise-14");
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
