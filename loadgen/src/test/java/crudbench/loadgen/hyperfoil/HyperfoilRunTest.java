package crudbench.loadgen.hyperfoil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.loadgen.plan.BenchmarkFile;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark files parse with Hyperfoil's own parser, and their parameters land where they should. */
class HyperfoilRunTest {

    private static final Path LOADGEN = Path.of("").toAbsolutePath();

    private static List<String> phases(Benchmark benchmark) {
        return benchmark.phases().stream().map(Phase::name).sorted().toList();
    }

    @Test
    void theClosedModelFileRunsEveryScenarioAfterAWarmUp() throws Exception {
        Benchmark b = BenchmarkFile.load(
                LOADGEN.resolve("benchmark.hf.yaml"),
                Map.of("TARGET", "http://localhost:9999", "USERS", "7", "DURATION", "3s", "WARMUP", "2s"));
        assertThat(phases(b))
                .containsExactlyInAnyOrder("warmup", "create", "get", "list10", "list100", "update", "delete", "mix");
        for (Phase phase : b.phases()) {
            assertThat(phase.duration()).isEqualTo(phase.name().equals("warmup") ? 2000 : 3000);
            assertThat(phase.isWarmup).isEqualTo(phase.name().equals("warmup"));
        }
        assertThat(b.agents()).isEmpty();
        assertThat(b.defaultThreads()).isEqualTo(1);
    }

    @Test
    void theOpenModelAndGetFilesParseToo() throws Exception {
        Benchmark open = BenchmarkFile.load(LOADGEN.resolve("open-model.hf.yaml"), Map.of("RATE", "123"));
        assertThat(phases(open)).containsExactlyInAnyOrder("warmup", "get", "mix");
        Benchmark get = BenchmarkFile.load(LOADGEN.resolve("get.hf.yaml"), Map.of());
        assertThat(phases(get)).containsExactlyInAnyOrder("warmup", "get");
    }

    @Test
    void aFileWithAgentsIsRefused(@TempDir Path dir) throws Exception {
        Path yaml = dir.resolve("agents.hf.yaml");
        Files.writeString(yaml, """
                name: with-agents
                agents:
                  one: localhost:22
                  two: localhost:22
                http:
                  host: http://localhost:9999
                usersPerSec: 1
                duration: 1s
                scenario:
                - get:
                  - httpRequest:
                      GET: /
                """);
        assertThatThrownBy(() -> BenchmarkFile.load(yaml, Map.of())).hasMessageContaining("agents");
    }
}
