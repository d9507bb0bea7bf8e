package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A create whose commit the database does not finish within the app's deadline: the INSERT is answered, then the
 * COMMIT is not, as when the database goes silent between the two under write load (`just stress`'s silent
 * experiment found it). The app must answer the contract's 503 within the deadline, never a 500: the client is told
 * the database is unavailable, and that the write may or may not be stored. A transaction manager keeps the
 * driver's failure of such a commit among the suppressed exceptions of its own (Narayana's ARJUNA016053), where a
 * mapping that reads causes alone does not find it. Then the app serves again at once.
 */
abstract class CommitTimeoutTests extends ContractSupport {

    /** The commit is held this long: past DB_QUERY_TIMEOUT_S, and over soon after, so the app's connection is freed. */
    static final int HOLD_SECONDS = RunningVariant.SETTINGS.getInt("DB_QUERY_TIMEOUT_S") + 2;

    /** The deadline on the database, plus one second for the HTTP round trip on a busy machine. */
    static final Duration ANSWER_LIMIT = Duration.ofSeconds(RunningVariant.SETTINGS.getInt("DB_QUERY_TIMEOUT_S"))
            .plusSeconds(1);

    @Test
    void aCommitPastTheDeadlineIsA503NeverA500() throws Exception {
        String name = "Held Commit";
        String email = uniqueEmail();
        Reply reply;
        long took;
        try (AutoCloseable held = db().holdCommitsOf(name, HOLD_SECONDS)) {
            long start = System.nanoTime();
            reply = api().post("/users", body(name, email));
            took = Duration.ofNanos(System.nanoTime() - start).toMillis();
            // Let the held commit end before the trigger goes, so that no other test's create waits on it.
            Thread.sleep(Math.max(0, HOLD_SECONDS * 1000L - took + 500));
        }
        System.out.printf("[%s] held commit: %s in %d ms%n", app().variant().id(), reply.status(), took);
        assertProblem(reply, 503);
        assertThat(Duration.ofMillis(took))
                .as("answered in %d ms; the limit is %d ms", took, ANSWER_LIMIT.toMillis())
                .isLessThanOrEqualTo(ANSWER_LIMIT);
        assertThat(db().countByEmail(email))
                .as("a commit the app gave up on may have been stored, at most once")
                .isLessThanOrEqualTo(1);
        String after = uniqueEmail();
        assertThat(api().post("/users", body("After Held Commit", after)).status())
                .as("the app serves again once the commit is over")
                .isEqualTo(201);
        assertThat(db().countByEmail(after)).isEqualTo(1);
    }
}
