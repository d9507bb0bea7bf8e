package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

/** PUT /users/{id}: replaces name and email, keeps createdAt; conflicts and missing users. */
abstract class UpdateTests extends ContractSupport {

    @Test
    void replacesNameAndEmailAndKeepsCreatedAt() {
        JsonNode created = create("Old Name", uniqueEmail());
        long id = created.get("id").asLong();
        String email = uniqueEmail();
        Reply reply = api().put("/users/" + id, body("New Name", email));

        assertJson(reply, 200);
        JsonNode updated = reply.json();
        assertUser(updated, "New Name", email);
        assertThat(updated.get("id").asLong()).isEqualTo(id);
        assertThat(OffsetDateTime.parse(updated.get("createdAt").asText()).toInstant())
                .isEqualTo(
                        OffsetDateTime.parse(created.get("createdAt").asText()).toInstant());
        assertThat(api().get("/users/" + id).json()).isEqualTo(updated);
        Db.Row row = db().find(id).orElseThrow();
        assertThat(row.name()).isEqualTo("New Name");
        assertThat(row.email()).isEqualTo(email);
    }

    @Test
    void keepingItsOwnEmailIsNoConflict() {
        String email = uniqueEmail();
        long id = create("Same", email).get("id").asLong();
        assertJson(api().put("/users/" + id, body("Same Again", email)), 200);
        assertThat(db().find(id).orElseThrow().name()).isEqualTo("Same Again");
    }

    @Test
    void anotherUsersEmailIsAConflictAndChangesNothing() {
        String taken = uniqueEmail();
        create("Owner", taken);
        String mine = uniqueEmail();
        long id = create("Mine", mine).get("id").asLong();

        assertProblem(api().put("/users/" + id, body("Thief", taken)), 409);
        Db.Row row = db().find(id).orElseThrow();
        assertThat(row.name()).isEqualTo("Mine");
        assertThat(row.email()).isEqualTo(mine);
        assertThat(db().countByEmail(taken)).isOne();
    }

    @Test
    void aMissingUserIsNotFoundAndNothingIsCreated() {
        String email = uniqueEmail();
        assertProblem(api().put("/users/" + (db().maxId() + 1_000_000), body("Ghost", email)), 404);
        assertThat(db().countByEmail(email)).isZero();
    }
}
