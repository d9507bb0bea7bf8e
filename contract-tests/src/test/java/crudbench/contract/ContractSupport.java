package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * What every group of contract tests uses: the variant under test (started once by
 * {@link ContractTest} for all groups), its API and database, and the assertions of the
 * contract's answers.
 */
abstract class ContractSupport {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicLong SEQUENCE = new AtomicLong();
    static final Pattern RFC_3339 =
            Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})");
    /** What must never reach a client: stack frames, class names, SQL. */
    private static final Pattern LEAK = Pattern.compile(
            "Exception|\\bat [a-z]+\\.|\\b(java|javax|jakarta|org|io|com|crudbench)\\.[a-z]+\\.|SQLState"
                    + "|\\b(SELECT|INSERT|UPDATE|DELETE) |\\bFROM users\\b");

    private static final Map<Integer, String> TITLES = Map.of(
            400, "Bad Request",
            404, "Not Found",
            405, "Method Not Allowed",
            409, "Conflict",
            413, "Content Too Large",
            415, "Unsupported Media Type",
            503, "Service Unavailable");
    static final int MAX_BODY = 64 * 1024;

    /** The variant under test; set by ContractTest for the whole run of one variant. */
    static RunningVariant app;

    static RunningVariant app() {
        return app;
    }

    static Api api() {
        return app.api();
    }

    static Db db() {
        return app.db();
    }

    static String uniqueEmail() {
        return "t" + System.nanoTime() + "-" + SEQUENCE.incrementAndGet() + "@example.test";
    }

    /**
     * A create or update body. Text is sent as raw UTF-8, except that a string with an
     * unpaired surrogate, which UTF-8 cannot carry, goes out as JSON \\u escapes.
     */
    static String body(Object name, Object email) {
        ObjectNode node = JSON.createObjectNode();
        node.set("name", JSON.valueToTree(name));
        node.set("email", JSON.valueToTree(email));
        try {
            return hasUnpairedSurrogate(name) || hasUnpairedSurrogate(email)
                    ? JSON.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII).writeValueAsString(node)
                    : node.toString();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean hasUnpairedSurrogate(Object value) {
        return value instanceof String s && !StandardCharsets.UTF_8.newEncoder().canEncode(s);
    }

    static JsonNode create(String name, String email) {
        Reply reply = api().post("/users", body(name, email));
        assertThat(reply.status()).as("create %s <%s>: %s", name, email, reply).isEqualTo(201);
        return reply.json();
    }

    static long createId() {
        return create("Some One", uniqueEmail()).get("id").asLong();
    }

    static void assertUser(JsonNode user, String name, String email) {
        assertThat(user.isObject()).as("a user is an object: %s", user).isTrue();
        assertThat(user.get("id").isIntegralNumber())
                .as("id is an integer: %s", user)
                .isTrue();
        assertThat(user.get("id").asLong()).isPositive();
        assertThat(user.get("name").isTextual()).isTrue();
        assertThat(user.get("name").asText()).isEqualTo(name);
        assertThat(user.get("email").asText()).isEqualTo(email);
        String createdAt = user.get("createdAt").asText();
        assertThat(createdAt).as("createdAt is RFC 3339 with a zone").matches(RFC_3339);
        assertThat(user.size())
                .as("exactly id, name, email, createdAt: %s", user)
                .isEqualTo(4);
    }

    /**
     * After the database is back: /health, asked every 250 ms until it answers 200 or {@code
     * within} has passed; its last answer, for the caller to assert on.
     */
    static Reply healthOnceBack(Api api, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        Reply health = api.get("/health");
        while (health.status() != 200 && System.nanoTime() < deadline) {
            Thread.sleep(250);
            health = api.get("/health");
        }
        return health;
    }

    /**
     * After the database answers again: GET {@code path} every 50 ms until it answers 200; how
     * long after this call that took, or null when {@code within} passed first. A request that
     * fails without an answer counts as one more try.
     */
    static Duration untilServed(String path, Duration within) throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + within.toNanos();
        while (System.nanoTime() < deadline) {
            Reply reply;
            try {
                reply = api().get(path);
            } catch (UncheckedIOException e) {
                reply = null;
            }
            if (reply != null && reply.status() == 200) {
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                return took.compareTo(within) <= 0 ? took : null;
            }
            Thread.sleep(50);
        }
        return null;
    }

    static void assertJson(Reply reply, int status) {
        assertThat(reply.status()).as("status of %s", reply).isEqualTo(status);
        assertThat(reply.mediaType()).as("media type of %s", reply).isEqualTo("application/json");
    }

    static void assertProblem(Reply reply, int status) {
        assertThat(reply.status()).as("status of %s", reply).isEqualTo(status);
        assertThat(reply.mediaType()).as("media type of %s", reply).isEqualTo("application/problem+json");
        JsonNode problem = reply.json();
        assertThat(problem.path("status").isIntegralNumber())
                .as("problem.status: %s", reply)
                .isTrue();
        assertThat(problem.get("status").asInt())
                .as("problem.status: %s", reply)
                .isEqualTo(status);
        assertThat(problem.path("title").asText())
                .as("problem.title: %s", reply)
                .isEqualTo(TITLES.get(status));
        assertThat(reply.body()).as("nothing internal in %s", reply).doesNotContainPattern(LEAK);
    }

    /** Sends a rejected body and checks that it left nothing in the database. */
    static void assertRejectedCreate(String requestBody, String email, int status) {
        assertProblem(api().post("/users", requestBody), status);
        if (email != null) {
            assertThat(db().countByEmail(email))
                    .as("nothing stored for %s", email)
                    .isZero();
        }
    }

    static String ofCodePoints(String unit, int count) {
        return unit.repeat(count);
    }
}
