package crudbench.contract;

import static crudbench.contract.ContractSupport.assertJson;
import static crudbench.contract.ContractSupport.assertProblem;
import static crudbench.contract.ContractSupport.assertUser;
import static crudbench.contract.ContractSupport.body;
import static crudbench.contract.ContractSupport.healthOnceBack;
import static crudbench.contract.ContractSupport.uniqueEmail;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant started while its database is away (its relay refuses connections from the
 * first moment): it starts anyway, answers 503 problems and a 503 /health, stores nothing,
 * and serves once the database is back, without a restart. The outage in {@link OutageTests}
 * comes to a running app with a full pool; this one comes before the pool ever had a
 * connection, which is where a pool's warm-up at startup can fail the whole app.
 */
class ColdStartTest {

    static List<String> variants() {
        return RunningVariant.selectedIds();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void startsWithoutItsDatabaseThenServesOnceItIsBack(String id) throws Exception {
        try (RunningVariant app = RunningVariant.startWhileDatabaseAway(id)) {
            Api api = app.api();
            Reply health = api.get("/health");
            assertThat(health.status())
                    .as("[%s] /health while away: %s", id, health)
                    .isEqualTo(503);
            String refused = uniqueEmail();
            assertProblem(api.post("/users", body("Refused", refused)), 503);
            assertProblem(api.get("/users?limit=1"), 503);

            app.proxy().up();

            health = healthOnceBack(api, Duration.ofSeconds(60));
            assertThat(health.status())
                    .as("[%s] /health once the database is back: %s", id, health)
                    .isEqualTo(200);
            String email = uniqueEmail();
            Reply created = api.post("/users", body("Cold Start", email));
            assertJson(created, 201);
            JsonNode user = created.json();
            assertUser(user, "Cold Start", email);
            assertJson(api.get("/users/" + user.get("id").asLong()), 200);
            assertThat(app.db().countByEmail(email))
                    .as("[%s] the create after", id)
                    .isEqualTo(1);
            assertThat(app.db().countByEmail(refused))
                    .as("[%s] the create refused while away", id)
                    .isZero();
        }
    }
}
