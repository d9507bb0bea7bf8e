package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** POST /users: what is stored, the answer, its Location, and email conflicts, concurrent ones included. */
abstract class CreateTests extends ContractSupport {

    @Test
    void createsAndAnswersWithTheUserAndItsLocation() {
        String email = uniqueEmail();
        Reply reply = api().post("/users", body("Ada Lovelace", email));

        assertJson(reply, 201);
        JsonNode user = reply.json();
        assertUser(user, "Ada Lovelace", email);
        long id = user.get("id").asLong();
        assertThat(reply.header("location")).as("Location header").hasValue("/users/" + id);
        OffsetDateTime createdAt = OffsetDateTime.parse(user.get("createdAt").asText());
        assertThat(createdAt)
                .isBetween(
                        OffsetDateTime.now().minusMinutes(5),
                        OffsetDateTime.now().plusMinutes(5));

        Db.Row row = db().find(id).orElseThrow();
        assertThat(row.name()).isEqualTo("Ada Lovelace");
        assertThat(row.email()).isEqualTo(email);
        assertThat(row.createdAt().toInstant()).isEqualTo(createdAt.toInstant());
    }

    @Test
    void ignoresUnknownMembersIncludingIdAndCreatedAt() {
        String email = uniqueEmail();
        long before = db().maxId();
        String request = "{\"id\": 1, \"createdAt\": \"2001-01-01T00:00:00Z\", \"name\": \"Grace\"," + " \"email\": \""
                + email + "\", \"role\": {\"admin\": true}, \"tags\": [1, 2]}";
        Reply reply = api().post("/users", request);

        assertJson(reply, 201);
        assertUser(reply.json(), "Grace", email);
        assertThat(reply.json().get("id").asLong()).isGreaterThan(before);
        assertThat(reply.json().get("createdAt").asText()).doesNotStartWith("2001");
    }

    @Test
    void acceptsAJsonContentTypeWithACharset() {
        String email = uniqueEmail();
        Reply reply = api().send("POST", "/users", body("Charset", email), "application/json; charset=utf-8");
        assertJson(reply, 201);
        assertThat(db().countByEmail(email)).isOne();
    }

    @Test
    void countsNameLengthInCodePoints() {
        String emoji = "\uD83D\uDE00";
        String hundredEmoji = ofCodePoints(emoji, 100);
        String email = uniqueEmail();
        JsonNode user = create(hundredEmoji, email);
        assertUser(user, hundredEmoji, email);
        assertThat(db().find(user.get("id").asLong()).orElseThrow().name()).isEqualTo(hundredEmoji);

        assertThat(create("a".repeat(100), uniqueEmail()).get("name").asText()).hasSize(100);

        String tooMany = uniqueEmail();
        assertRejectedCreate(body("a".repeat(101), tooMany), tooMany, 400);
        String tooManyEmoji = uniqueEmail();
        assertRejectedCreate(body(ofCodePoints(emoji, 101), tooManyEmoji), tooManyEmoji, 400);
    }

    @Test
    void storesNamesAndEmailsExactlyAsSent() {
        String name = "  Zoë \u00C5ngstr\u00F6m-O'Brien \"Z\" \\ \u4E2D\u6587  ";
        String email = "Mixed.Case+tag-" + System.nanoTime() + "@\u00E9xample.test";
        JsonNode user = create(name, email);
        assertUser(user, name, email);
        Db.Row row = db().find(user.get("id").asLong()).orElseThrow();
        assertThat(row.name()).isEqualTo(name);
        assertThat(row.email()).isEqualTo(email);
    }

    @Test
    void acceptsTheShortestAndLongestEmails() {
        // Three code points cannot be unique per run: free the address first.
        String shortest = "a@" + Character.toString('a' + (int) (System.nanoTime() % 26));
        db().idByEmail(shortest)
                .ifPresent(
                        id -> assertThat(api().delete("/users/" + id).status()).isEqualTo(204));
        assertJson(api().post("/users", body("Short", shortest)), 201);
        assertThat(db().countByEmail(shortest)).isOne();

        String longest = (System.nanoTime() + "@" + "d".repeat(254)).substring(0, 254);
        assertJson(api().post("/users", body("Long", longest)), 201);
        assertThat(db().countByEmail(longest)).isOne();

        String tooLong = (System.nanoTime() + "@" + "d".repeat(255)).substring(0, 255);
        assertRejectedCreate(body("Long", tooLong), tooLong, 400);
    }

    @Test
    void aTakenEmailIsAConflictAndNothingMoreIsStored() {
        String email = uniqueEmail();
        create("First", email);
        assertProblem(api().post("/users", body("Second", email)), 409);
        assertThat(db().countByEmail(email)).isOne();
        assertThat(db().countByName("Second")).isZero();
    }

    @Test
    void ofConcurrentCreatesWithOneEmailExactlyOneWins() throws Exception {
        String email = uniqueEmail();
        int clients = 16;
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Reply>> replies = new ArrayList<>();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < clients; i++) {
                String name = "Racer " + i;
                replies.add(pool.submit(() -> {
                    go.await();
                    return api().post("/users", body(name, email));
                }));
            }
            go.countDown();
            int created = 0;
            for (Future<Reply> future : replies) {
                Reply reply = future.get();
                if (reply.status() == 201) {
                    created++;
                } else {
                    assertProblem(reply, 409);
                }
            }
            assertThat(created).as("creates that won").isOne();
        }
        assertThat(db().countByEmail(email)).isOne();
    }
}
