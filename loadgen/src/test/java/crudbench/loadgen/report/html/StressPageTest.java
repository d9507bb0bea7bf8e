package crudbench.loadgen.report.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.loadgen.stress.StressFixture;
import crudbench.loadgen.verdict.StressVerdicts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What report.html of a stress run is given to draw: the run's files and the judge's verdicts, as they are. */
class StressPageTest {

    @TempDir
    Path tmp;

    private static JsonNode data(Path page) throws Exception {
        String html = Files.readString(page);
        String start = "<script type=\"application/json\" id=\"data\">";
        int from = html.indexOf(start) + start.length();
        return new ObjectMapper().readTree(html.substring(from, html.indexOf("</script>", from)));
    }

    @Test
    void thePageCarriesEveryVerdictTheRunsFilesAndWhatStressJsReads() throws Exception {
        Path run = StressFixture.write(tmp.resolve("stress-fixture"));
        JsonNode data = data(StressPage.write(run, StressFixture.registry()));

        JsonNode verdicts = data.path("judged").path("verdicts");
        assertThat(verdicts).hasSize(15);
        assertThat(verdicts.findValuesAsText("status"))
                .filteredOn("PASS"::equals)
                .hasSize(14);
        assertThat(data.path("judged").path("limits")).isEqualTo(new ObjectMapper().valueToTree(StressFixture.LIMITS));
        JsonNode plan = data.path("run").path("plan");
        assertThat(plan.path("capacity").path("p99LimitMs").asDouble()).isEqualTo(50);
        assertThat(plan.path("outage").path("seconds").asInt()).isEqualTo(3);
        assertThat(plan.path("outage").path("silentSeconds").asInt()).isEqualTo(8);
        assertThat(data.path("run").path("host").path("commit").asText()).isEqualTo("0123abc");
        assertThat(data.path("run").path("apps").path("dbPath").asText()).isEqualTo("straight to PostgreSQL");

        JsonNode spring = data.path("experiments").path("spring-jdbc");
        assertThat(spring.fieldNames())
                .toIterable()
                .containsExactly("capacity", "overload", "soak", "outage", "silent");
        assertThat(spring.path("outage").has("probes"))
                .as("left out: the verdict counts them")
                .isFalse();
        assertThat(spring.path("outage")
                        .path("facts")
                        .path("downtime")
                        .path("downMs")
                        .asDouble())
                .isEqualTo(2000);
        JsonNode second = spring.path("overload").path("seconds").get(0);
        assertThat(second.path("requests").path("due").asLong()).isPositive();
        assertThat(second.path("latency").has("p99Ms")).isTrue();
        assertThat(data.path("variants").findValuesAsText("id")).isEqualTo(List.copyOf(StressFixture.VARIANTS));
    }

    @Test
    void aRunThatWasNotJudgedHasNoPage() throws Exception {
        Path run = StressFixture.write(tmp.resolve("stress-fixture"));
        Files.delete(run.resolve(StressVerdicts.FILE));
        assertThatThrownBy(() -> StressPage.write(run, StressFixture.registry()))
                .hasMessageContaining("no verdicts.json in");
        assertThat(run.resolve("report.html")).doesNotExist();
    }
}
