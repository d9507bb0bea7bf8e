package crudbench.loadgen.hyperfoil;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.RunInfo;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AllJsonTest {

    @Test
    void writesTheControllersRunSchemaShape(@TempDir Path dir) throws Exception {
        RunResult run = new RunResult("crudbench-closed", Map.of("USERS", "4"));
        run.startMs = 1_000;
        run.endMs = 9_000;
        PhaseResult get = Snapshots.phase(
                "get", "get", 2_000, Snapshots.of(0, 1_000, 200, 100, 200), Snapshots.of(1, 2_000, 404, 300));
        get.minSessions = 4;
        get.maxSessions = 4;
        get.loadgenCpu = Duration.ofMillis(500);
        run.addPhase(get);
        List<Flag> flags = RunChecks.check(run);

        AllJson.write(
                dir.resolve("all.json"),
                "0001",
                run,
                flags,
                RunInfo.of("quarkus-jdbc", 2, new LoadPoint.Id(LoadModel.CLOSED, 64, 0)));
        JsonNode all = new ObjectMapper().readTree(dir.resolve("all.json").toFile());

        assertThat(all.get("$schema").asText()).isEqualTo("http://hyperfoil.io/run-schema/v3.0");
        assertThat(all.get("info").get("benchmark").asText()).isEqualTo("crudbench-closed");
        assertThat(all.get("info").get("variant").asText()).isEqualTo("quarkus-jdbc");
        assertThat(all.get("info").get("repeat").asInt()).isEqualTo(2);
        assertThat(all.get("info").get("point").get("model").asText()).isEqualTo("closed");
        assertThat(all.get("info").get("point").get("load").asInt()).isEqualTo(64);
        assertThat(all.get("info").has("samples")).as("absent, not null").isFalse();
        assertThat(all.get("info").get("params").get("USERS").asText()).isEqualTo("4");
        JsonNode stats = all.get("stats").get(0);
        assertThat(stats.get("phase").asText()).isEqualTo("get");
        assertThat(stats.get("metric").asText()).isEqualTo("get");
        JsonNode summary = stats.get("total").get("summary");
        assertThat(summary.get("requestCount").asInt()).isEqualTo(3);
        assertThat(summary.get("responseCount").asInt()).isEqualTo(3);
        assertThat(summary.get("extensions").get("http").get("status_4xx").asInt())
                .isEqualTo(1);
        assertThat(stats.get("total").get("failures").asInt()).isEqualTo(1);
        assertThat(stats.get("series")).hasSize(2);
        assertThat(stats.get("histogram").get("percentiles").get(0).get("count").asLong())
                .isPositive();
        assertThat(all.get("failures").get(0).get("message").asText()).startsWith("non-2xx");
        assertThat(all.get("sessions")
                        .get(0)
                        .get("sessions")
                        .get(0)
                        .get("maxSessions")
                        .asInt())
                .isEqualTo(4);
        assertThat(all.get("agents").get(0).get("name").asText()).isEqualTo("in-vm");
        assertThat(all.get("agentCpu").get("get").get("in-vm").asText()).isEqualTo("25.0%");
        assertThat(all.has("connections")).isTrue();
    }
}
