package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GET /users/{id}: a user, a 404, and ids that are no ids. */
abstract class ReadTests extends ContractSupport {

    @Test
    void getsAUser() {
        String email = uniqueEmail();
        JsonNode created = create("Read Me", email);
        Reply reply = api().get("/users/" + created.get("id").asLong());
        assertJson(reply, 200);
        assertThat(reply.json()).isEqualTo(created);
    }

    @Test
    void aMissingUserIsNotFound() {
        assertProblem(api().get("/users/" + (db().maxId() + 1_000_000)), 404);
        assertProblem(api().get("/users/9223372036854775807"), 404);
    }

    @ParameterizedTest(name = "id \"{0}\"")
    @ValueSource(
            strings = {
                "0",
                "-1",
                "abc",
                "1.5",
                "1e3",
                "+1",
                "%201",
                "0x10",
                "%EF%BC%91",
                "9223372036854775808",
                "99999999999999999999999"
            })
    void aBadIdIsABadRequest(String id) {
        assertProblem(api().get("/users/" + id), 400);
        assertProblem(api().delete("/users/" + id), 400);
        assertProblem(api().put("/users/" + id, body("Bad Id", uniqueEmail())), 400);
    }
}
