package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import crudbench.harness.App;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestClassOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The contract of api/openapi.yaml, checked over HTTP against every variant's packaged jar,
 * with a real PostgreSQL behind it. Each test creates what it reads; rejected input is
 * checked in the database too.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("variants")
@TestClassOrder(ClassOrderer.OrderAnnotation.class)
@ExtendWith(ContractTest.NameTheVariant.class)
class ContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicLong SEQUENCE = new AtomicLong();
    private static final Pattern RFC_3339 = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})");
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
    private static final int MAX_BODY = 64 * 1024;

    private static RunningVariant app;

    @Parameter
    String variant;

    static List<String> variants() {
        return RunningVariant.selectedIds();
    }

    @BeforeParameterizedClassInvocation
    static void start(String variant) {
        app = RunningVariant.start(variant);
    }

    @AfterParameterizedClassInvocation
    static void stop() throws IOException {
        if (app != null) {
            app.close();
            app = null;
        }
    }

    /** Test reports flatten the variant out of the test names; failures carry it in their message. */
    static class NameTheVariant implements TestExecutionExceptionHandler {
        @Override
        public void handleTestExecutionException(ExtensionContext context, Throwable failure) {
            String id = app == null ? "?" : app.variant().id();
            throw new AssertionError("[" + id + "] " + failure.getMessage(), failure);
        }
    }

    // ---------------------------------------------------------------- helpers

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
        assertThat(user.get("id").isIntegralNumber()).as("id is an integer: %s", user).isTrue();
        assertThat(user.get("id").asLong()).isPositive();
        assertThat(user.get("name").isTextual()).isTrue();
        assertThat(user.get("name").asText()).isEqualTo(name);
        assertThat(user.get("email").asText()).isEqualTo(email);
        String createdAt = user.get("createdAt").asText();
        assertThat(createdAt).as("createdAt is RFC 3339 with a zone").matches(RFC_3339);
        assertThat(user.size()).as("exactly id, name, email, createdAt: %s", user).isEqualTo(4);
    }

    static void assertJson(Reply reply, int status) {
        assertThat(reply.status()).as("status of %s", reply).isEqualTo(status);
        assertThat(reply.mediaType()).as("media type of %s", reply).isEqualTo("application/json");
    }

    static void assertProblem(Reply reply, int status) {
        assertThat(reply.status()).as("status of %s", reply).isEqualTo(status);
        assertThat(reply.mediaType()).as("media type of %s", reply).isEqualTo("application/problem+json");
        JsonNode problem = reply.json();
        assertThat(problem.path("status").isIntegralNumber()).as("problem.status: %s", reply).isTrue();
        assertThat(problem.get("status").asInt()).as("problem.status: %s", reply).isEqualTo(status);
        assertThat(problem.path("title").asText()).as("problem.title: %s", reply).isEqualTo(TITLES.get(status));
        assertThat(reply.body()).as("nothing internal in %s", reply).doesNotContainPattern(LEAK);
    }

    /** Sends a rejected body and checks that it left nothing in the database. */
    static void assertRejectedCreate(String requestBody, String email, int status) {
        assertProblem(api().post("/users", requestBody), status);
        if (email != null) {
            assertThat(db().countByEmail(email)).as("nothing stored for %s", email).isZero();
        }
    }

    static String ofCodePoints(String unit, int count) {
        return unit.repeat(count);
    }

    // ---------------------------------------------------------------- create

    @Nested
    @Order(1)
    class Create {

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
            assertThat(createdAt).isBetween(OffsetDateTime.now().minusMinutes(5), OffsetDateTime.now().plusMinutes(5));

            Db.Row row = db().find(id).orElseThrow();
            assertThat(row.name()).isEqualTo("Ada Lovelace");
            assertThat(row.email()).isEqualTo(email);
            assertThat(row.createdAt().toInstant()).isEqualTo(createdAt.toInstant());
        }

        @Test
        void ignoresUnknownMembersIncludingIdAndCreatedAt() {
            String email = uniqueEmail();
            long before = db().maxId();
            String request = "{\"id\": 1, \"createdAt\": \"2001-01-01T00:00:00Z\", \"name\": \"Grace\","
                    + " \"email\": \"" + email + "\", \"role\": {\"admin\": true}, \"tags\": [1, 2]}";
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
            db().idByEmail(shortest).ifPresent(id -> assertThat(api().delete("/users/" + id).status()).isEqualTo(204));
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

    // ---------------------------------------------------------------- validation of the body

    @Nested
    @Order(2)
    class Validation {

        static Stream<Arguments> badNames() {
            return Stream.of(
                    Arguments.of("empty", ""),
                    Arguments.of("blank", "   "),
                    Arguments.of("blank in Unicode (ideographic space, no-break space)", "\u3000\u00A0"),
                    Arguments.of("a NUL character", "Ann\u0000"),
                    Arguments.of("a newline", "Ann\nLee"),
                    Arguments.of("a trailing newline", "Ann\n"),
                    Arguments.of("a tab", "Ann\tLee"),
                    Arguments.of("U+001F", "Ann\u001F"),
                    Arguments.of("DEL (U+007F)", "Ann\u007F"),
                    Arguments.of("an unpaired surrogate", "Ann\uD800"),
                    Arguments.of("101 ASCII letters", "x".repeat(101)));
        }

        @ParameterizedTest(name = "name with {0}")
        @MethodSource("badNames")
        void rejectsABadNameAndStoresNothing(String why, String name) {
            String email = uniqueEmail();
            assertRejectedCreate(body(name, email), email, 400);
        }

        static Stream<Arguments> badEmails() {
            String n = Long.toString(System.nanoTime());
            return Stream.of(
                    Arguments.of("empty", ""),
                    Arguments.of("too short", "a@"),
                    Arguments.of("no @", "plain" + n + ".example.test"),
                    Arguments.of("nothing before @", "@" + n + ".example.test"),
                    Arguments.of("nothing after @", n + "@"),
                    Arguments.of("two @", n + "@a@example.test"),
                    Arguments.of("a space", "a " + n + "@example.test"),
                    Arguments.of("a tab", n + "\t@example.test"),
                    Arguments.of("a no-break space", n + "\u00A0@example.test"),
                    Arguments.of("a NUL character", n + "\u0000@example.test"),
                    Arguments.of("a trailing newline", n + "@example.test\n"),
                    Arguments.of("an unpaired surrogate", n + "\uDC00@example.test"));
        }

        @ParameterizedTest(name = "email with {0}")
        @MethodSource("badEmails")
        void rejectsABadEmailAndStoresNothing(String why, String email) {
            String name = "Bad email " + System.nanoTime();
            assertProblem(api().post("/users", body(name, email)), 400);
            assertThat(db().countByName(name)).isZero();
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {
                "{\"email\": \"%s\"}",
                "{\"name\": \"Ann\"}",
                "{\"name\": null, \"email\": \"%s\"}",
                "{\"name\": \"Ann\", \"email\": null}",
                "{\"name\": 42, \"email\": \"%s\"}",
                "{\"name\": 4.2, \"email\": \"%s\"}",
                "{\"name\": true, \"email\": \"%s\"}",
                "{\"name\": [\"Ann\"], \"email\": \"%s\"}",
                "{\"name\": {\"first\": \"Ann\"}, \"email\": \"%s\"}",
                "{\"name\": \"Ann\", \"email\": 42}",
                "{\"name\": \"Ann\", \"email\": [\"%s\"]}",
                "{}"})
        void rejectsMissingNullAndWrongTypedMembers(String template) {
            String email = uniqueEmail();
            assertRejectedCreate(template.replace("%s", email), email, 400);
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {
                "{\"name\": \"Ann\", \"email\": \"%s\"",
                "{\"name\": \"Ann\", \"email\": \"%s\",}",
                "{name: \"Ann\", email: \"%s\"}",
                "{\"name\": \"Ann\", \"email\": \"%s\"} trailing",
                "{\"name\": \"Ann\", \"email\": \"%s\"} {}",
                "[{\"name\": \"Ann\", \"email\": \"%s\"}]",
                "[]",
                "\"%s\"",
                "42",
                "null",
                "true",
                "not json at all",
                ""})
        void rejectsMalformedJsonAndBodiesThatAreNotOneObject(String template) {
            String email = uniqueEmail();
            assertRejectedCreate(template.replace("%s", email), email, 400);
        }

        @Test
        void rejectsBadBodiesOnUpdateToo() {
            JsonNode user = create("Before", uniqueEmail());
            long id = user.get("id").asLong();
            assertProblem(api().put("/users/" + id, body("", uniqueEmail())), 400);
            assertProblem(api().put("/users/" + id, body("Ann\u0000", uniqueEmail())), 400);
            assertProblem(api().put("/users/" + id, body("Ann", "no-at-sign")), 400);
            assertProblem(api().put("/users/" + id, "{\"name\": \"Ann\""), 400);
            assertProblem(api().put("/users/" + id, "{\"name\": 1, \"email\": \"" + uniqueEmail() + "\"}"), 400);
            assertProblem(api().put("/users/" + id, "[]"), 400);
            assertThat(db().find(id).orElseThrow().name()).isEqualTo("Before");
        }
    }

    // ---------------------------------------------------------------- media types and sizes

    @Nested
    @Order(3)
    class RequestBodies {

        @ParameterizedTest(name = "Content-Type: {0}")
        @ValueSource(strings = {"text/plain", "application/xml", "application/x-www-form-urlencoded",
                "multipart/form-data", "multipart/form-data; boundary=x", "none"})
        void aBodyThatIsNotJsonIsUnsupported(String contentType) {
            String email = uniqueEmail();
            String type = contentType.equals("none") ? null : contentType;
            assertProblem(api().send("POST", "/users", body("Typed", email), type), 415);
            long id = createId();
            assertProblem(api().send("PUT", "/users/" + id, body("Typed", email), type), 415);
            assertThat(db().countByEmail(email)).isZero();
        }

        /** A request without a body is not judged by a Content-Type it sends anyway. */
        @ParameterizedTest(name = "GET with Content-Type: {0}")
        @ValueSource(strings = {"multipart/form-data", "text/plain", "application/x-www-form-urlencoded"})
        void aReadIgnoresTheContentType(String contentType) {
            String email = uniqueEmail();
            long id = create("Reader", email).get("id").asLong();
            Reply read = api().send("GET", "/users/" + id, null, contentType);
            assertJson(read, 200);
            assertUser(read.json(), "Reader", email);
            assertJson(api().send("GET", "/users?limit=1", null, contentType), 200);
            assertJson(api().send("GET", "/health", null, contentType), 200);
            assertThat(api().send("DELETE", "/users/" + id, null, contentType).status()).isEqualTo(204);
        }

        /** A valid create body of exactly {@code size} bytes: the name is valid, an unknown member pads it. */
        private byte[] bodyOfSize(String email, int size) {
            String head = "{\"name\": \"Padded\", \"email\": \"" + email + "\", \"padding\": \"";
            String tail = "\"}";
            int padding = size - head.length() - tail.length();
            return (head + "p".repeat(padding) + tail).getBytes(StandardCharsets.UTF_8);
        }

        @Test
        void aBodyOfExactly64KiBIsRead() {
            String email = uniqueEmail();
            Reply reply = api().raw("POST", "/users", Api.JSON, bodyOfSize(email, MAX_BODY), false);
            assertJson(reply, 201);
            assertThat(db().countByEmail(email)).isOne();
        }

        @Test
        void aBodyOverThe64KiBLimitIsTooLarge() {
            String email = uniqueEmail();
            assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, MAX_BODY + 1), false), 413);
            assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 1024 * 1024), false), 413);
            long id = createId();
            assertProblem(api().raw("PUT", "/users/" + id, Api.JSON, bodyOfSize(email, MAX_BODY + 1), false), 413);
            assertThat(db().countByEmail(email)).isZero();
        }

        @Test
        void aChunkedBodyOverTheLimitIsTooLargeAndOneUnderItIsRead() {
            String email = uniqueEmail();
            assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 200 * 1024), true), 413);
            assertThat(db().countByEmail(email)).isZero();

            Reply small = api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 1000), true);
            assertJson(small, 201);
            assertThat(db().countByEmail(email)).isOne();
        }
    }

    // ---------------------------------------------------------------- read

    @Nested
    @Order(4)
    class Read {

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
        @ValueSource(strings = {"0", "-1", "abc", "1.5", "1e3", "+1", "%201", "0x10", "%EF%BC%91",
                "9223372036854775808", "99999999999999999999999"})
        void aBadIdIsABadRequest(String id) {
            assertProblem(api().get("/users/" + id), 400);
            assertProblem(api().delete("/users/" + id), 400);
            assertProblem(api().put("/users/" + id, body("Bad Id", uniqueEmail())), 400);
        }
    }

    // ---------------------------------------------------------------- list

    @Nested
    @Order(5)
    class ListUsers {

        private List<Long> createSome(int count) {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                ids.add(createId());
            }
            return ids;
        }

        private List<Long> ids(Reply reply) {
            assertJson(reply, 200);
            assertThat(reply.json().isArray()).as("an array: %s", reply).isTrue();
            List<Long> ids = new ArrayList<>();
            reply.json().forEach(user -> {
                assertThat(user.size()).isEqualTo(4);
                assertThat(user.get("createdAt").asText()).matches(RFC_3339);
                ids.add(user.get("id").asLong());
            });
            return ids;
        }

        @Test
        void pagesByIdAscending() {
            List<Long> mine = createSome(5);
            long afterId = mine.getFirst() - 1;
            assertThat(ids(api().get("/users?afterId=" + afterId + "&limit=3"))).isEqualTo(mine.subList(0, 3));
            assertThat(ids(api().get("/users?limit=2&afterId=" + mine.get(2)))).isEqualTo(mine.subList(3, 5));
            assertThat(ids(api().get("/users?limit=1&afterId=" + afterId))).containsExactly(mine.getFirst());
        }

        @Test
        void defaultsToTenUsersAfterIdZero() {
            createSome(11);
            List<Long> first = ids(api().get("/users"));
            assertThat(first).hasSize(10).isSorted().doesNotHaveDuplicates();
            assertThat(ids(api().get("/users?limit=10&afterId=0"))).isEqualTo(first);
            assertThat(ids(api().get("/users?limit=&afterId="))).as("empty values count as absent").isEqualTo(first);
        }

        @Test
        void returnsAtMostLimitUsersAllAfterTheGivenId() {
            createSome(3);
            List<Long> page = ids(api().get("/users?limit=1000&afterId=1"));
            assertThat(page).hasSizeLessThanOrEqualTo(1000).isSorted().doesNotHaveDuplicates()
                    .allMatch(id -> id > 1);
        }

        @Test
        void isEmptyPastTheLastUser() {
            Reply reply = api().get("/users?afterId=" + (db().maxId() + 1000));
            assertJson(reply, 200);
            assertThat(reply.json().isArray()).isTrue();
            assertThat(reply.json()).isEmpty();
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"limit=0", "limit=1001", "limit=-1", "limit=abc", "limit=1.5", "limit=99999999999999999999",
                "afterId=-1", "afterId=abc", "afterId=1.5", "afterId=9223372036854775808"})
        void badPagingParametersAreABadRequest(String query) {
            assertProblem(api().get("/users?" + query), 400);
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"limit=%C3", "afterId=%C3%28", "limit=1%00", "afterId=%2B1"})
        void undecodablePagingParametersAreABadRequest(String query) {
            assertProblem(rawGet("/users?" + query), 400);
        }

        /**
         * A malformed escape is refused by the HTTP layer of Vert.x (Quarkus) and Reactor Netty
         * before any application code runs, with a 400 that has no body; a body, where there is
         * one, is a problem.
         */
        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"/users?limit=%ZZ", "/users?afterId=%", "/users?limit=1%G0"})
        void malformedEscapesAreABadRequest(String target) {
            Reply reply = rawGet(target);
            if (reply.body().isEmpty()) {
                assertThat(reply.status()).as("status of %s", reply).isEqualTo(400);
            } else {
                assertProblem(reply, 400);
            }
        }

        /** Sent as written: java.net.URI refuses to carry a malformed escape. */
        private static Reply rawGet(String target) {
            return api().raw("GET", target, null, new byte[0], false);
        }

        /** A parameter the contract does not have is ignored or refused, but never a 500. */
        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"%C3%28=1", "x=%C3%28", "=null", "limit=5&%C3=null"})
        void undecodableOtherParametersAreNoServerError(String query) {
            Reply reply = rawGet("/users?" + query);
            if (reply.status() == 200) {
                assertJson(reply, 200);
                assertThat(reply.json().isArray()).as("%s", reply).isTrue();
            } else {
                assertProblem(reply, 400);
            }
        }
    }

    // ---------------------------------------------------------------- update

    @Nested
    @Order(6)
    class Update {

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
                    .isEqualTo(OffsetDateTime.parse(created.get("createdAt").asText()).toInstant());
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

    // ---------------------------------------------------------------- delete

    @Nested
    @Order(7)
    class Delete {

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

    // ---------------------------------------------------------------- routing and health

    @Nested
    @Order(8)
    class Routing {

        @ParameterizedTest(name = "GET {0}")
        @ValueSource(strings = {"/", "/nope", "/users/1/friends", "/user/1", "/health/nope"})
        void otherPathsAreNotFound(String path) {
            assertProblem(api().get(path), 404);
        }

        /**
         * Every method the contract does not declare on a path is a 405 whose Allow header (RFC
         * 9110: a 405 must carry one) names what the path serves; HEAD and OPTIONS may be
         * listed too.
         */
        @ParameterizedTest(name = "{0} -> Allow: {1}")
        @CsvSource(delimiter = ';', value = {
                "PUT /users; GET POST", "DELETE /users; GET POST", "PATCH /users; GET POST", "TRACE /users; GET POST",
                "POST /users/1; GET PUT DELETE", "PATCH /users/1; GET PUT DELETE", "TRACE /users/1; GET PUT DELETE",
                "POST /health; GET", "PUT /health; GET", "DELETE /health; GET", "PATCH /health; GET", "TRACE /health; GET"})
        void otherMethodsAreNotAllowed(String request, String served) {
            String[] parts = request.split(" ");
            String email = uniqueEmail();
            Reply reply = api().send(parts[0], parts[1], body("Method", email), Api.JSON);
            assertProblem(reply, 405);
            assertThat(allowed(reply)).as("Allow of %s", reply).containsExactlyInAnyOrder(served.split(" "));
            assertThat(db().countByEmail(email)).isZero();
        }

        @ParameterizedTest(name = "OPTIONS {0} -> Allow: {1}")
        @CsvSource(delimiter = ';', value = {"/users; GET POST", "/users/1; GET PUT DELETE", "/health; GET"})
        void optionsNamesWhatAPathServes(String path, String served) {
            Reply reply = api().send("OPTIONS", path, null, null);
            assertThat(reply.status()).as("status of %s", reply).isBetween(200, 204);
            assertThat(allowed(reply)).as("Allow of %s", reply).containsExactlyInAnyOrder(served.split(" "));
        }

        /** The methods an Allow header names, without HEAD and OPTIONS, which frameworks list or not. */
        private static Set<String> allowed(Reply reply) {
            Set<String> allow = new TreeSet<>();
            for (String value : reply.headers().getOrDefault("allow", List.of())) {
                Stream.of(value.split(",")).map(String::strip).filter(m -> !m.isEmpty()).forEach(allow::add);
            }
            allow.removeAll(Set.of("HEAD", "OPTIONS"));
            return allow;
        }

        @Test
        void healthIsUpWhileTheDatabaseAnswers() {
            Reply reply = api().get("/health");
            assertJson(reply, 200);
            assertThat(reply.json().path("status").asText()).isEqualTo("UP");
        }
    }

    // ---------------------------------------------------------------- the app's log

    @Nested
    @Order(80)
    class Log {

        @Test
        void startupNamesTheVariantItsVersionsAndThePoolSize() {
            String log = app.log();
            assertThat(log).contains("variant=" + variant + " ");
            assertThat(log).containsPattern("framework=\\S+ \\d+\\.\\d+");
            assertThat(log).containsPattern("driver=\\S+ \\d+\\.\\d+");
            assertThat(log).contains("pool-size=" + RunningVariant.SETTINGS.get("DB_POOL_SIZE"));
        }

        @Test
        void everythingSoFarWasAnsweredWithoutErrorsOrBlockedThreads() {
            String log = app.log();
            assertThat(log).as("blocked event loops").doesNotContainPattern(App.BLOCKED_EVENT_LOOP);
            assertThat(log.lines().filter(line -> line.contains("ERROR")).toList()).as("ERROR lines in the log").isEmpty();
        }
    }


    // ---------------------------------------------------------------- database outage

    @Nested
    @Order(90)
    class DatabaseOutage {

        private static final Duration FAST = Duration.ofSeconds(10);

        private Reply timed(String what, java.util.function.Supplier<Reply> request) {
            long start = System.nanoTime();
            Reply reply = request.get();
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(took).as("%s answered in %s ms, not within %s s", what, took.toMillis(), FAST.toSeconds())
                    .isLessThan(FAST);
            return reply;
        }

        @Test
        void answers503QuicklyStoresNothingAndRecoversOnItsOwn() throws Exception {
            long existing = createId();
            String email = uniqueEmail();
            app.proxy().down();
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
                app.proxy().up();
            }

            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            Reply health = api().get("/health");
            while (health.status() != 200 && System.nanoTime() < deadline) {
                Thread.sleep(250);
                health = api().get("/health");
            }
            assertThat(health.status()).as("healthy again after the outage: %s", health).isEqualTo(200);
            assertJson(api().get("/users/" + existing), 200);
            create("After Outage", uniqueEmail());
            assertThat(db().countByEmail(email)).as("the create during the outage stored nothing").isZero();
            assertThat(app.log()).as("blocked event loops").doesNotContainPattern(App.BLOCKED_EVENT_LOOP);
        }
    }
}
