package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.tuning.AotStartups;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/results.md's startup with and without the JDK's AOT cache, beside the reference's startup column, is the one
 * {@link AotStartups#table} draws from the committed runs' summary.json, and it has every variant.
 */
class DocumentedStartupTest {

    private static final String REFERENCE = "results/reference";
    private static final List<String> RUNS = List.of("results/aot-1", "results/aot-2", "results/aot-3");
    static final String BEGIN =
            "<!-- aot-startup: begin, generated from results/reference, results/aot-1, results/aot-2 and results/aot-3 by AotStartups -->\n";
    static final String END = "<!-- aot-startup: end -->";

    @Test
    void theStartupTableIsTheCommittedRunsOwnAndHasEveryVariant() throws IOException {
        List<BenchSummary> runs = new ArrayList<>();
        for (String run : RUNS) {
            runs.add(BenchSummary.read(Path.of("..").resolve(run)));
        }
        String table = AotStartups.table(BenchSummary.read(Path.of("..").resolve(REFERENCE)), REFERENCE, runs, RUNS);
        assertThat(table)
                .as("every variant of the reference ran beside its cache in one of the runs")
                .doesNotContain("not measured")
                .contains("| quarkus-reactive ", "| spring-jpa-virtual ", "| micronaut-jpa ");
        ReadmeBlock.holds(ReadmeBlock.RESULTS_PAGE, BEGIN, END, table);
    }
}
