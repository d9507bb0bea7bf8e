package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.App;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The database goes away: quick 503s, nothing stored, and recovery on its own, within a second of its return. */
abstract class OutageTests extends ContractSupport {

    private static final Duration FAST = Duration.ofSeconds(10);

    /** Once the database answers again, the app serves within this... */
    static final Duration RECOVERY_LIMIT = Duration.ofSeconds(1);

    /**
     * ...except on HikariCP, which adds connections after a failed attempt with a backoff that
     * doubles up to 5 s, a constant of its PoolEntryCreator that no setting changes (7.0.2 and
     * 7.1.0 alike): a database back during one of its sleeps waits for the end of it
     * (docs/known-issues.md).
     */
    static final Duration HIKARI_RECOVERY_LIMIT = RECOVERY_LIMIT.plusSeconds(5);

    private Reply timed(String what, java.util.function.Supplier<Reply> request) {
        long start = System.nanoTime();
        Reply reply = request.get();
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(took)
                .as("%s answered in %s ms, not within %s s", what, took.toMillis(), FAST.toSeconds())
                .isLessThan(FAST);
        return reply;
    }

    @Test
    void answers503QuicklyStoresNothingAndRecoversOnItsOwn() throws Exception {
        long existing = createId();
        String email = uniqueEmail();
        app().proxy().down();
        try {
            assertProblem(timed("GET", () -> api().get("/users/" + existing)), 503);
            assertProblem(timed("POST", () -> api().post("/users", body("Lost", email))), 503);
            assertProblem(timed("list", () -> api().get("/users?limit=5")), 503);
            assertProblem(timed("DELETE", () -> api().delete("/users/" + existing)), 503);
            Reply health = timed("health", () -> api().get("/health"));
            assertThat(health.status()).as("health while down: %s", health).isEqualTo(503);
            // bad input is still judged without the database
            assertProblem(api().get("/users/abc"), 400);
        } finally {
            app().proxy().up();
        }
        boolean hikari = app().variant().client().contains("HikariCP");
        Duration limit = hikari ? HIKARI_RECOVERY_LIMIT : RECOVERY_LIMIT;
        Duration recovery = untilServed("/users/" + existing, limit);
        System.out.printf(
                "[%s] database outage: serving again %s after the database answered%n",
                app().variant().id(),
                recovery == null ? "not within " + limit.toMillis() + " ms" : recovery.toMillis() + " ms");
        assertThat(recovery)
                .as(
                        "serving again within %s ms of the database answering%s",
                        limit.toMillis(), hikari ? " (HikariCP)" : "")
                .isNotNull();

        Reply health = healthOnceBack(api(), Duration.ofSeconds(60));
        assertThat(health.status())
                .as("healthy again after the outage: %s", health)
                .isEqualTo(200);
        assertJson(api().get("/users/" + existing), 200);
        create("After Outage", uniqueEmail());
        assertThat(db().countByEmail(email))
                .as("the create during the outage stored nothing")
                .isZero();
        assertThat(app().log()).as("blocked event loops").doesNotContainPattern(App.BLOCKED_EVENT_LOOP);
    }
}
