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

    private static final VariantStatements SQL = VariantStatements.plain(Map.of(
            "create", "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at",
            "get", "SELECT id, name, email, created_at FROM users WHERE id = $1",
            "delete", "DELETE FROM users WHERE id = $1"));

    /** As db/orm lists an ORM's: a transaction around each write, the entity loaded before its delete. */
    private static final VariantStatements ORM = new VariantStatements(Map.of(
            "create",
            List.of("BEGIN", "insert into users (email,name) values ($1,$2) returning id,created_at", "COMMIT"),
            "get",
            List.of("select u.id,u.email from users u where u.id=$1"),
            "delete",
            List.of(
                    "BEGIN",
                    "select u.id,u.email from users u where u.id=$1",
                    "delete from users where id=$1",
                    "COMMIT")));

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

    /** run(): 3 creates and 3 deletes (3 transactions each), 2 gets, the load by id 3 + 2 times. */
    private static Map<String, Long> ormCalls() {
        Map<String, Long> calls = new LinkedHashMap<>();
        calls.put("BEGIN", 6L);
        calls.put("insert into users (email,name) values ($1,$2) returning id,created_at", 3L);
        calls.put("select u.id,u.email from users u where u.id=$1", 5L);
        calls.put("delete from users where id=$1", 3L);
        return calls;
    }

    @Test
    void anOrmsStatementsAreExpectedOncePerRequestOfEachOperationThatSendsThem() {
        Map<String, Long> calls = ormCalls();
        // pgjdbc's COMMIT: counted on a connection's first commit only, so any count agrees.
        calls.put("COMMIT", 1L);
        calls.put("SELECT 1", 4L);
        assertThat(DbCounts.check(run(), OPERATIONS, calls, ORM)).isEmpty();
        assertThat(DbCounts.otherStatements(calls, ORM)).containsExactly("SELECT 1");
    }

    @Test
    void flagsAnOrmStatementSentTooFewTimesByTheOperationsThatShareIt() {
        Map<String, Long> calls = ormCalls();
        calls.put("select u.id,u.email from users u where u.id=$1", 3L);
        calls.put("BEGIN", 7L);
        assertThat(DbCounts.check(run(), OPERATIONS, calls, ORM))
                .extracting(Flag::message)
                .containsExactlyInAnyOrder(
                        "delete, get (`select u.id,u.email from users u where u.id=?`): 5 executions expected from the"
                                + " answered requests, 3 executed",
                        "delete, create (`BEGIN`): 6 executions expected from the answered requests, 7 executed");
    }

    @Test
    void thePlainStatementsAreOtherSqlForAnOrmVariant() {
        Map<String, Long> calls = ormCalls();
        calls.put("DELETE FROM users WHERE id = $1", 1L);
        assertThat(DbCounts.otherStatements(calls, ORM)).containsExactly("DELETE FROM users WHERE id = $1");
    }
}
