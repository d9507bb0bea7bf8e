package crudbench.loadgen.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import crudbench.harness.checkout.Repo;
import crudbench.loadgen.crosscheck.CrossCheck;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scenarios and each metric's SQL operation come from the benchmark files themselves. */
class BenchmarkPlanTest {

    private static final Repo REPO = Repo.locate();

    @Test
    void theClosedModelsScenariosInTheOrderTheyRunAndTheOperationOfEveryMetric() {
        BenchmarkPlan plan = BenchmarkPlan.load(REPO, LoadModel.CLOSED);

        assertThat(plan.name()).isEqualTo("crudbench-closed");
        assertThat(plan.phases()).isEqualTo(8);
        // Hyperfoil keeps phases in hash order; the order here follows startAfterStrict.
        assertThat(plan.scenarios()).containsExactly("get", "list10", "list100", "update", "delete", "mix", "create");
        assertThat(plan.operations())
                .containsOnly(
                        entry("mix-get", "get"),
                        entry("mix-list10", "list"),
                        entry("mix-create", "create"),
                        entry("mix-update", "update"),
                        entry("mix-delete-setup", "create"),
                        entry("mix-delete", "delete"),
                        entry("create", "create"),
                        entry("get", "get"),
                        entry("list10", "list"),
                        entry("list100", "list"),
                        entry("update", "update"),
                        entry("delete-setup", "create"),
                        entry("delete", "delete"));
    }

    @Test
    void theAnswersScenariosOnlyEachStartingAfterTheOneKeptBeforeIt() throws Exception {
        BenchmarkPlan plan = BenchmarkPlan.load(REPO, LoadModel.CLOSED, BenchProfile.ANSWER_SCENARIOS);

        assertThat(plan.phases()).isEqualTo(5);
        assertThat(plan.scenarios()).containsExactly("get", "list100", "update", "mix");
        // The mix stays whole: its own requests of every operation, the delete's setup included.
        assertThat(plan.operations())
                .containsKeys("get", "list100", "update", "mix-delete", "mix-delete-setup")
                .doesNotContainKeys("list10", "delete", "delete-setup", "create");

        Benchmark benchmark = BenchmarkFile.load(
                REPO.resolve(LoadModel.CLOSED.file()),
                Map.of("USERS", "3", "DURATION", "2s"),
                BenchProfile.ANSWER_SCENARIOS);
        Map<String, Phase> phases = new java.util.HashMap<>();
        benchmark.phases().forEach(p -> phases.put(p.name(), p));
        assertThat(phases.get("get").startAfterStrict()).containsExactly("warmup");
        assertThat(phases.get("list100").startAfterStrict()).containsExactly("get");
        assertThat(phases.get("update").startAfterStrict()).containsExactly("list100");
        assertThat(phases.get("mix").startAfterStrict()).containsExactly("update");
        // The parameters still apply where the file was written back: the !param tags survive.
        assertThat(phases.get("update").duration()).isEqualTo(2000);
        assertThat(phases.get("warmup").isWarmup).isTrue();
    }

    @Test
    void aFileWithNothingToLeaveOutComesBackAsItWas() throws Exception {
        String closed = Files.readString(REPO.resolve(LoadModel.CLOSED.file()));
        String open = Files.readString(REPO.resolve(LoadModel.OPEN.file()));

        assertThat(PhaseSelection.keep(closed, BenchProfile.EVERY_SCENARIO)).isSameAs(closed);
        assertThat(PhaseSelection.keep(open, BenchProfile.ANSWER_SCENARIOS)).isSameAs(open);
        assertThat(BenchmarkPlan.load(REPO, LoadModel.OPEN, BenchProfile.ANSWER_SCENARIOS)
                        .scenarios())
                .containsExactly("get", "mix");
    }

    @Test
    void aPhaseWaitingForSeveralLeftOutOnesWaitsForWhatTheyWaitedFor() {
        String yaml = """
                name: chain
                phases:
                - a:
                    atOnce: { users: 1, isWarmup: true }
                - b:
                    atOnce: { users: 1, startAfter: a }
                - c:
                    atOnce: { users: 1, startAfterStrict: b }
                - d:
                    atOnce: { users: 1, startAfter: [ b, c ] }
                """;

        String kept = PhaseSelection.keep(yaml, java.util.List.of("d"));

        assertThat(BenchmarkYaml.parse(kept).phases()).containsExactly("a", "d");
        assertThat(kept).contains("startAfter: a}").doesNotContain("- b:").doesNotContain("- c:");
    }

    @Test
    void theOpenModelAndTheCrossCheckFiles() throws Exception {
        BenchmarkPlan open = BenchmarkPlan.load(REPO, LoadModel.OPEN);
        assertThat(open.scenarios()).containsExactly("get", "mix");
        assertThat(open.operations())
                .containsEntry("get", "get")
                .containsEntry("mix-delete-setup", "create")
                .hasSize(7);

        BenchmarkPlan get = BenchmarkPlan.of(
                LoadModel.CLOSED, CrossCheck.FILE, BenchmarkFile.load(REPO.resolve(CrossCheck.FILE), Map.of()));
        assertThat(get.scenarios()).containsExactly("get");
        assertThat(get.operations()).containsExactly(entry("get", "get"));
    }

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(
            nullValues = "none",
            value = {
                "POST,   /users,                                create",
                "GET,    /users?limit=10&afterId=${afterId},    list",
                "GET,    /users/,                               list",
                "GET,    /users/${id},                          get",
                "GET,    /users/42,                             get",
                "PUT,    /users/${id},                          update",
                "DELETE, /users/${newId},                       delete",
                "POST,   /users/1,                              none",
                "PATCH,  /users/1,                              none",
                "DELETE, /users,                                none",
                "GET,    /users/1/friends,                      none",
                "GET,    /health,                               none",
                "GET,    /usersx/1,                             none",
                "GET,    none,                                  none"
            })
    void theContractsRoutesNameTheOperation(String method, String path, String operation) {
        assertThat(SqlOperation.of(method, path)).isEqualTo(Optional.ofNullable(operation));
    }

    @Test
    void readsEveryFormOfRequestAndTheDefaultMetric(@TempDir Path dir) throws Exception {
        Path yaml = dir.resolve("forms.hf.yaml");
        Files.writeString(yaml, """
                name: forms
                http:
                  host: http://localhost:9999
                phases:
                - second:
                    atOnce:
                      users: 1
                      startAfter: first
                      scenario:
                        initialSequences:
                        - byPattern:
                          - randomInt: id <- 1 .. 10
                          - httpRequest:
                              PUT:
                                pattern: /users/${id}
                              metric: put-it
                        sequences:
                        - unnamedMetric:
                          - httpRequest:
                              DELETE: /users/7
                - first:
                    atOnce:
                      users: 1
                      scenario: &plain
                      - plain:
                        - httpRequest:
                            method: POST
                            path: /users
                            metric: made
                        - httpRequest:
                            GET: /health
                            metric: health
                - alongside:
                    atOnce:
                      users: 1
                      scenario: *plain
                """);
        BenchmarkPlan plan = BenchmarkPlan.of(LoadModel.CLOSED, "forms.hf.yaml", BenchmarkFile.load(yaml, Map.of()));

        assertThat(plan.scenarios())
                .as("first before second, which waits for it; alongside in file order")
                .containsExactly("first", "alongside", "second");
        assertThat(plan.operations())
                .containsOnly(entry("put-it", "update"), entry("unnamedMetric", "delete"), entry("made", "create"));
    }

    @Test
    void aMetricWhoseRequestsRunTwoOperationsIsRefused(@TempDir Path dir) throws Exception {
        Path yaml = dir.resolve("shared.hf.yaml");
        Files.writeString(yaml, """
                name: shared
                http:
                  host: http://localhost:9999
                usersPerSec: 1
                duration: 1s
                scenario:
                - both:
                  - httpRequest:
                      POST: /users
                      metric: op
                  - httpRequest:
                      DELETE: /users/1
                      metric: op
                """);
        assertThatThrownBy(
                        () -> BenchmarkPlan.of(LoadModel.CLOSED, "shared.hf.yaml", BenchmarkFile.load(yaml, Map.of())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("metric op");
    }
}
