package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.registry.OrmSql;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What PostgreSQL receives for each operation, from pg_stat_statements before and after one
 * request: for a plain variant, db/queries.sql's statement once and nothing else; for an ORM
 * variant, exactly the statements db/orm/ID.sql lists for the operation, each as many times as
 * listed. Texts compare as {@link SuiteSql#normalize} makes them (placeholder style, whitespace).
 *
 * <p>The counts are those of the app's database role. The suite runs one app at a time, and
 * nothing here touches the database between the two readings, so the difference is the app's.
 * The statistics are cleared before each request, so that each statement shows under the text
 * this app sent ({@link Db#resetStatements}).
 *
 * <p>Two things are left out of the comparison. COMMIT: pgjdbc sends it as a server-prepared
 * statement, which pg_stat_statements counts on a connection's first commit only ({@link
 * OrmSql#COMMIT}); BEGIN goes as plain text, is counted every time, and is compared. And what
 * opening a connection sends once (pgjdbc's {@code SET application_name}, Hikari's {@code SHOW
 * TRANSACTION ISOLATION LEVEL} at the pool's start), which belongs to no operation: Boot's pool
 * fills during the first requests, and these tests may be the first. A variant that sends a
 * statement of its own per request (a validation query, a SET, a transaction the plain SQL does
 * without) fails here, naming it; no plain variant did when this check was added. The statistics
 * are readable in the embedded database only; against another, these tests are skipped.
 */
abstract class StatementsTests extends ContractSupport {

    /** What a connection sends once, when it is opened: no operation's statements. */
    private static final Pattern CONNECTION_SETUP =
            Pattern.compile("SET application_name = .*|SHOW TRANSACTION ISOLATION LEVEL", Pattern.CASE_INSENSITIVE);

    /** How long to wait for the statistics to show a statement whose answer has reached the client. */
    private static final long SETTLE_MS = 2000;

    @BeforeEach
    void readable() {
        assumeTrue(db().statementsReadable(), "pg_stat_statements is read from the embedded database only");
    }

    @Test
    void create() {
        expect("create", () -> create("Statements", uniqueEmail()));
    }

    @Test
    void get() {
        long id = createId();
        expect("get", () -> assertJson(api().get("/users/" + id), 200));
    }

    @Test
    void list() {
        expect("list", () -> assertJson(api().get("/users?limit=3"), 200));
    }

    @Test
    void update() {
        long id = createId();
        expect("update", () -> assertJson(api().put("/users/" + id, body("Renamed", uniqueEmail())), 200));
    }

    @Test
    void delete() {
        long id = createId();
        expect("delete", () -> assertThat(api().delete("/users/" + id).status()).isEqualTo(204));
    }

    /** Sends the operation's request and compares what the app's role sent meanwhile with the expected statements. */
    private static void expect(String operation, Runnable request) {
        Map<String, Long> expected = expected(app().variant(), operation);
        settled();
        assertThat(db().resetStatements()).as("pg_stat_statements cleared").isTrue();
        Map<String, Long> before = db().appStatements();
        request.run();
        long deadline = System.currentTimeMillis() + SETTLE_MS;
        Map<String, Long> sent = sentSince(before);
        while (!sent.equals(expected) && System.currentTimeMillis() < deadline) {
            sleep();
            sent = sentSince(before);
        }
        assertThat(sent)
                .as(
                        "%s: statements PostgreSQL received for %s, against %s",
                        app().variant().id(), operation, source(app().variant()))
                .containsExactlyInAnyOrderEntriesOf(expected);
    }

    /**
     * Waits until the statistics stand still: the statements of a request made just before (a
     * create that the test needs) may show a moment after its answer, where a driver answers
     * before the server has ended the statement.
     */
    private static void settled() {
        long deadline = System.currentTimeMillis() + SETTLE_MS;
        Map<String, Long> last = db().appStatements();
        while (System.currentTimeMillis() < deadline) {
            sleep();
            Map<String, Long> now = db().appStatements();
            if (now.equals(last)) {
                return;
            }
            last = now;
        }
    }

    private static Map<String, Long> expected(Variant variant, String operation) {
        List<String> statements = variant.hasOrm()
                ? OrmSql.statements(RunningVariant.REPO, variant.id()).get(operation)
                : List.of(SuiteSql.statements(RunningVariant.REPO).get(operation));
        assertThat(statements).as("%s lists %s", source(variant), operation).isNotNull();
        return counted(OrmSql.counts(statements));
    }

    /** The statements sent since {@code before}, by normalized text, COMMIT and connection setup left out. */
    private static Map<String, Long> sentSince(Map<String, Long> before) {
        Map<String, Long> sent = new LinkedHashMap<>();
        db().appStatements().forEach((sql, calls) -> {
            long delta = calls - before.getOrDefault(sql, 0L);
            if (delta != 0) {
                sent.put(sql, delta);
            }
        });
        return counted(sent);
    }

    private static Map<String, Long> counted(Map<String, Long> counts) {
        Map<String, Long> kept = new LinkedHashMap<>();
        counts.forEach((sql, n) -> {
            if (!CONNECTION_SETUP.matcher(sql.strip()).matches()) {
                kept.merge(sql, n, Long::sum);
            }
        });
        return OrmSql.comparable(kept);
    }

    private static String source(Variant variant) {
        return variant.hasOrm() ? OrmSql.DIR + "/" + variant.id() + ".sql" : "db/queries.sql";
    }

    private static void sleep() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
