package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** DELETE /users/{id}: once, then gone. */
abstract class DeleteTests extends ContractSupport {

    @Test
    void deletesOnceAndThenTheUserIsGone() {
        long id = createId();
        Reply reply = api().delete("/users/" + id);
        assertThat(reply.status()).isEqualTo(204);
        assertThat(reply.body()).isEmpty();
        assertThat(db().find(id)).isEmpty();

        assertProblem(api().get("/users/" + id), 404);
        assertProblem(api().delete("/users/" + id), 404);
        assertProblem(api().put("/users/" + id, body("Back", uniqueEmail())), 404);
    }

    @Test
    void aDeletedUsersEmailCanBeUsedAgain() {
        String email = uniqueEmail();
        long id = create("Gone", email).get("id").asLong();
        assertThat(api().delete("/users/" + id).status()).isEqualTo(204);
        create("Back", email);
        assertThat(db().countByEmail(email)).isOne();
    }
}
