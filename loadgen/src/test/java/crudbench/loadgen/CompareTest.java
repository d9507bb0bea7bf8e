package crudbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `compare` on a recorded run (src/test/resources/fixtures/bench-run): two Quarkus variants,
 * two repeats, the closed model at 4 and 64 users and the open model at 250/s.
 */
class CompareTest {

    @TempDir
    Path tmp;

    Path run;

    @BeforeEach
    void copyFixture() throws IOException {
        run = Files.createDirectories(tmp.resolve("results/20261121-100000"));
        Files.copy(Path.of("src/test/resources/fixtures/bench-run/summary.json"), run.resolve(BenchSummary.FILE));
    }

    /** The trimmed cells of the first table row, after {@code section}, whose first cell is {@code first}. */
    private static List<String> row(String markdown, String section, String first) {
        String after = markdown.substring(markdown.indexOf(section));
        String line = after.lines().filter(l -> l.startsWith("| " + first + " ")).findFirst().orElseThrow();
        return Arrays.stream(line.substring(1, line.length() - 1).split("\\|")).map(String::strip).toList();
    }

    @Test
    void averagesRepeatsAndRatesEachVariantAgainstTheBest() {
        String md = Compare.render(run, List.of(run));

        // get at 64 users: jdbc 1000 and 1200 req/s (mean 1100, spread 200/1100), reactive 2000 and 2200.
        // variant, req/s, ×best, p50, p99, ×best, errors, app CPU, ×best, DB CPU, RSS, startup, artifact, flags
        assertThat(row(md, "## get (closed, 64 users)", "quarkus-reactive")).containsExactly(
                "quarkus-reactive", "2100 ±10%", "1.00x", "1.00 ms", "5.00 ms", "1.00x", "0", "0.050", "1.00x", "0.040",
                "200", "1.20 s", "21.8", "");
        assertThat(row(md, "## get (closed, 64 users)", "quarkus-jdbc")).containsExactly(
                "quarkus-jdbc", "1100 ±18%", "0.52x", "2.00 ms", "10.0 ms", "2.00x", "0", "0.100", "2.00x", "0.040",
                "250", "1.15 s", "24.7", "");
    }

    @Test
    void showsTheSweepsTheDriverEffectAndTheLoadGenerator() {
        String md = Compare.render(run, List.of(run));

        assertThat(row(md, "**get**", "quarkus-reactive")).containsExactly("quarkus-reactive", "1050", "2100");
        assertThat(md).contains("## Latency against offered load");
        assertThat(row(md, "## Driver effect", "Quarkus")).containsExactly(
                "Quarkus", "get", "quarkus-jdbc", "quarkus-reactive", "1.91x", "0.50x", "0.50x");
        // load generator 0.01 ms/req against the leanest app's 0.05: 20%, within the 25% target
        assertThat(row(md, "## Load generator", "get")).containsExactly("get", "0.010", "0.050", "20%", "yes");
        assertThat(md).contains("SELECT 1").contains("None: no errors");
    }

    @Test
    void writesTheTablesAndTheChartsBesideTheRun() {
        String md = Compare.render(run, List.of(run));

        assertThat(run.resolve("compare.md")).hasContent(md);
        assertThat(run.resolve("charts/closed-throughput-get.png")).isNotEmptyFile();
        assertThat(run.resolve("charts/closed-p99-list100.png")).isNotEmptyFile();
        assertThat(run.resolve("charts/open-p99-get.png")).isNotEmptyFile();
        assertThat(run.resolve("charts/cpu-per-request.png")).isNotEmptyFile();
        assertThat(run.resolve("charts/memory.png")).isNotEmptyFile();
        assertThat(md).contains("![cpu-per-request.png](charts/cpu-per-request.png)");
    }

    @Test
    void theLatestRunIsTheNewestDirectoryWithASummary() throws IOException {
        Files.createDirectories(tmp.resolve("results/20261122-000000"));
        Files.createDirectories(tmp.resolve("results/hyperfoil-20261123-000000"));
        assertThat(Compare.latest(tmp.resolve("results"))).isEqualTo(run);
        assertThatThrownBy(() -> Compare.latest(tmp.resolve("nothing"))).hasMessageContaining("just bench");
    }
}
