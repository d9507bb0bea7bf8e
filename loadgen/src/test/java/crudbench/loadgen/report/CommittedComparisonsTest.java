package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.change.RunComparison;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every committed comparison of two runs, results/&lt;candidate&gt;/against-&lt;baseline&gt;.md, is what `just compare
 * --change results/&lt;baseline&gt; results/&lt;candidate&gt;` renders from both summaries as committed: no comparison
 * is pasted by hand, and `just regenerate` writes each again.
 */
class CommittedComparisonsTest {

    private static final Path RESULTS = Path.of("..", "results");

    @Test
    void everyCommittedComparisonRegeneratesFromBothSummaries() throws IOException {
        List<Path> held = new ArrayList<>();
        try (Stream<Path> runs = Files.list(RESULTS)) {
            for (Path candidate : runs.sorted().toList()) {
                if (!Files.isRegularFile(candidate.resolve(BenchSummary.FILE))) {
                    continue;
                }
                try (Stream<Path> files = Files.list(candidate)) {
                    for (Path against : files.sorted().toList()) {
                        String name = against.getFileName().toString();
                        if (!name.startsWith("against-") || !name.endsWith(".md")) {
                            continue;
                        }
                        Path baseline = RESULTS.resolve(name.substring("against-".length(), name.length() - 3));
                        assertThat(baseline.resolve(BenchSummary.FILE))
                                .as(against + " compares with a committed run")
                                .isRegularFile();
                        ReadmeBlock.holds(
                                against, RunComparison.markdown(ReferenceRunTest.change(baseline, candidate)));
                        held.add(against);
                    }
                }
            }
        }
        assertThat(held).as("the committed comparisons").hasSizeGreaterThanOrEqualTo(11);
    }
}
