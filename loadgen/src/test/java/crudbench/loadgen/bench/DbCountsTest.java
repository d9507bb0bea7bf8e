package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.hyperfoil.Snapshots;
import crudbench.loadgen.results.Flag;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DbCountsTest {

    private static final Map<String, String> SQL = Map.of(
            "create", "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at",
            "get", "SELECT id, name, email, created_at FROM users WHERE id = $1",
            "delete", "DELETE FROM users WHERE id = $1");

    /** As BenchmarkPlan derives it from the requests: the setup POST creates, the DELETE deletes. */
    private static final Map<String, String> OPERATIONS =
            Map.of("delete", "delete", "delete-setup", "create", "get", "get");

    private static RunResult run() {
        RunResult run = new RunResult("test", Map.of());
        PhaseResult delete = Snapshots.phase("delete", "delete", 1_000, Snapshots.of(0, 0, 204, 1, 1, 1));
        delete.metric("delete-setup").add(Snapshots.of(0, 0, 201, 1, 1, 1));
        run.addPhase(delete);
        run.addPhase(Snapshots.phase("get", "get", 1_000, Snapshots.of(0, 0, 200, 1, 1)));
        return run;
    }

    @Test
    void agreesWhenEveryAnsweredRequestRanOneStatement() {
        Map<String, Long> calls = new LinkedHashMap<>();
        calls.put("INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at", 3L);
        calls.put("DELETE FROM users WHERE id = $1", 3L);
        calls.put("SELECT id, name, email, created_at FROM users WHERE id = $1", 2L);
        calls.put("SELECT 1", 7L);
        assertThat(DbCounts.check(run(), OPERATIONS, calls, SQL)).isEmpty();
        assertThat(DbCounts.otherStatements(calls, SQL)).containsExactly("SELECT 1");
    }

    @Test
    void flagsEachOperationWhoseStatementRanADifferentNumberOfTimes() {
        Map<String, Long> calls = Map.of(
                "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at", 3L,
                "DELETE FROM users WHERE id = $1", 2L);
        List<Flag> flags = DbCounts.check(run(), OPERATIONS, calls, SQL);
        assertThat(flags).extracting(Flag::kind).containsOnly(Flag.Kind.DB_COUNTS_DISAGREE);
        assertThat(flags)
                .extracting(Flag::message)
                .containsExactlyInAnyOrder(
                        "delete: 3 answered requests, 2 statements executed",
                        "get: 2 answered requests, 0 statements executed");
    }

    @Test
    void metricsThatRunNoSuiteStatementAreNotCounted() {
        RunResult run = run();
        run.addPhase(Snapshots.phase("health", "health", 1_000, Snapshots.of(0, 0, 200, 1, 1, 1, 1)));
        Map<String, Long> calls = Map.of(
                "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at", 3L,
                "DELETE FROM users WHERE id = $1", 3L,
                "SELECT id, name, email, created_at FROM users WHERE id = $1", 2L);
        assertThat(DbCounts.check(run, OPERATIONS, calls, SQL)).isEmpty();
    }

    @Test
    void nothingToCheckWithoutStatistics() {
        assertThat(DbCounts.check(run(), OPERATIONS, Map.of(), SQL)).isEmpty();
    }
}
