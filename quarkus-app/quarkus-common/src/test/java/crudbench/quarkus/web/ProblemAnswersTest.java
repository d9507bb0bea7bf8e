package crudbench.quarkus.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;

import crudbench.api.UserRules;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * quarkus-common's answers, in process: every error leaves as the contract's problem, whether
 * the app, Bean Validation, Jackson, Quarkus itself or a database driver raised it. The
 * resources are test-only ({@link EchoUsers}, {@link FailingCalls}); the contract suite checks
 * the same answers against the packaged variants.
 */
@QuarkusTest
class ProblemAnswersTest {

    private static final String PROBLEM = "application/problem+json";
    private static final int LIMIT = 64 * 1024;

    @TestHTTPResource("/")
    URI base;

    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** The status, media type, title and detail of a problem, and no other members than the four. */
    private static ValidatableResponse assertProblem(Response response, int status, String title, String detail) {
        return response.then()
                .statusCode(status)
                .contentType(PROBLEM)
                .body("type", equalTo("about:blank"))
                .body("title", equalTo(title))
                .body("status", equalTo(status))
                .body("detail", equalTo(detail))
                .body("size()", is(4));
    }

    private static Response post(String body) {
        return given().contentType(ContentType.JSON).body(body).post("/users");
    }

    private static String user(String name, String email) {
        return "{\"name\": " + name + ", \"email\": " + email + "}";
    }

    /** A valid create body of exactly {@code size} bytes: an unknown member pads it. */
    private static byte[] bodyOfSize(int size) {
        String head = "{\"name\": \"Padded\", \"email\": \"p@example.test\", \"padding\": \"";
        String tail = "\"}";
        return (head + "p".repeat(size - head.length() - tail.length()) + tail).getBytes(StandardCharsets.UTF_8);
    }

    /** java.net.http for what RestAssured does not send: no Content-Type, chunked bodies. */
    private HttpResponse<String> send(String method, String path, String contentType, BodyPublisher body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).method(method, body);
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A body of unknown length, which the client sends chunked. */
    private static BodyPublisher chunked(byte[] body) {
        return BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body));
    }

    // ------------------------------------------------------------- ProblemMappers

    @Test
    void aProblemExceptionIsAnsweredAsItsProblem() {
        assertProblem(given().get("/users/7"), 404, "Not Found", "no user with id 7");
        assertProblem(given().get("/users/abc"), 400, "Bad Request", "id must be a non-negative decimal integer");
        given().get("/users/" + EchoUsers.EXISTING)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("id", equalTo((int) EchoUsers.EXISTING));
    }

    @Test
    void aValidBodyPassesEveryCheck() {
        post(user("\"Ada\"", "\"ada@example.test\""))
                .then()
                .statusCode(201)
                .contentType(ContentType.JSON)
                .body("name", equalTo("Ada"))
                .body("email", equalTo("ada@example.test"));
    }

    @Test
    void violationsNameTheirMembersInOrder() {
        assertProblem(
                post(user("\"\"", "\"no-at-sign\"")),
                400,
                "Bad Request",
                "email " + UserRules.EMAIL_MESSAGE + "; name " + UserRules.NAME_MESSAGE);
        assertProblem(post("{\"email\": \"ada@example.test\"}"), 400, "Bad Request", "name is required");
        assertProblem(post(user("\"Ada\"", "null")), 400, "Bad Request", "email is required");
        assertProblem(
                given().contentType(ContentType.JSON).body("{}").put("/users/1"),
                400,
                "Bad Request",
                "email is required; name is required");
    }

    @Test
    void aMissingBodyIsRequired() {
        assertProblem(given().contentType(ContentType.JSON).post("/users"), 400, "Bad Request", "body is required");
    }

    @ParameterizedTest(name = "name: {0}")
    @ValueSource(strings = {"123", "1.5", "true", "[\"Ada\"]", "{\"first\": \"Ada\"}"})
    void aMemberOfAnotherJsonTypeIsNoString(String name) {
        assertProblem(post(user(name, "\"ada@example.test\"")), 400, "Bad Request", "name must be a string");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{\"name\": ", "{\"name\" \"Ada\"}", "{'name': 'Ada'}", "nonsense"})
    void malformedJsonIsNotValidJson(String body) {
        assertProblem(post(body), 400, "Bad Request", "the body is not valid JSON");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "[]",
                "[{\"name\": \"Ada\", \"email\": \"ada@example.test\"}]",
                "\"Ada\"",
                "42",
                "{\"name\": \"Ada\", \"email\": \"ada@example.test\"} {}"
            })
    void aBodyThatIsNotOneObjectIsRejected(String body) {
        assertProblem(post(body), 400, "Bad Request", "the body must be one JSON object");
    }

    @Test
    void quarkusOwnAnswersBecomeProblems() throws Exception {
        assertProblem(given().get("/nope"), 404, "Not Found", "no such resource");
        assertProblem(given().get("/users/1/friends"), 404, "Not Found", "no such resource");
        // A path outside the contract, where AllowedMethods leaves the 405 to Quarkus REST.
        assertProblem(
                given().delete("/failures/anything"), 405, "Method Not Allowed", "this method is not allowed here");
        assertProblem(
                given().contentType("text/plain").body("Ada").post("/users"),
                415,
                "Unsupported Media Type",
                "the body must be application/json");
        assertProblem(
                given().contentType("application/xml").body("<user/>").put("/users/1"),
                415,
                "Unsupported Media Type",
                "the body must be application/json");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "unique-violation | 409 | Conflict | the email is already used by another user",
                "value-too-long | 400 | Bad Request | the database cannot store this value",
                "connection-failure | 503 | Service Unavailable | the database is unavailable; try again later",
                "no-connection-in-time | 503 | Service Unavailable | the database is unavailable; try again later",
                "refused | 503 | Service Unavailable | the database is unavailable; try again later",
                "syntax-error | 500 | Internal Server Error | unexpected error",
                "defect | 500 | Internal Server Error | unexpected error"
            })
    void databaseFailuresReachTheClientAsDatabaseFailuresJudgesThem(
            String kind, int status, String title, String detail) {
        assertProblem(given().get("/failures/" + kind), status, title, detail);
    }

    // ------------------------------------------------------------- AllowedMethods

    @ParameterizedTest(name = "{0} {1} -> Allow: {2}")
    @CsvSource(
            delimiter = ';',
            value = {
                "PATCH; /users; GET, HEAD, POST",
                "DELETE; /users; GET, HEAD, POST",
                "TRACE; /users; GET, HEAD, POST",
                "POST; /users/1; GET, HEAD, PUT, DELETE",
                "PATCH; /users/1; GET, HEAD, PUT, DELETE",
                "POST; /health; GET, HEAD",
                "DELETE; /health; GET, HEAD",
                "PROPFIND; /users; GET, HEAD, POST"
            })
    void aMethodThePathDoesNotServeIs405WithAllow(String method, String path, String allow) {
        Response response = given().contentType(ContentType.JSON)
                .body(user("\"Ada\"", "\"ada@example.test\""))
                .request(method, path);
        assertProblem(response, 405, "Method Not Allowed", "this method is not allowed here")
                .header("Allow", allow);
    }

    @ParameterizedTest(name = "OPTIONS {0} -> Allow: {1}")
    @CsvSource(
            delimiter = ';',
            value = {
                "/users; GET, HEAD, POST, OPTIONS",
                "/users/1; GET, HEAD, PUT, DELETE, OPTIONS",
                "/health; GET, HEAD, OPTIONS"
            })
    void optionsAnswersWithWhatThePathServes(String path, String allow) {
        given().options(path).then().statusCode(200).header("Allow", allow).body(equalTo(""));
    }

    @Test
    void theServedMethodsPassThrough() {
        given().get("/health")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("status", equalTo("UP"));
        given().head("/users").then().statusCode(200);
        given().delete("/users/1").then().statusCode(204);
        given().contentType(ContentType.JSON)
                .body(user("\"Ada\"", "\"ada@example.test\""))
                .put("/users/1")
                .then()
                .statusCode(200)
                .body("id", equalTo(1));
    }

    // ------------------------------------------------------------- BodyLimit

    @Test
    void aBodyOfExactlyTheLimitIsRead() {
        given().contentType(ContentType.JSON)
                .body(bodyOfSize(LIMIT))
                .post("/users")
                .then()
                .statusCode(201);
    }

    @Test
    void aDeclaredBodyOverTheLimitIs413AndClosesTheConnection() {
        assertProblem(
                        given().contentType(ContentType.JSON)
                                .body(bodyOfSize(LIMIT + 1))
                                .post("/users"),
                        413,
                        "Content Too Large",
                        "the body is larger than 64 KiB")
                .header("Connection", "close");
        assertProblem(
                given().contentType(ContentType.JSON)
                        .body(bodyOfSize(LIMIT + 1))
                        .put("/users/1"),
                413,
                "Content Too Large",
                "the body is larger than 64 KiB");
    }

    /** Quarkus' own limit would answer a GET that carries a large body with an empty 413: BodyLimit sees every request. */
    @Test
    void anyRequestWithABodyOverTheLimitIs413() throws Exception {
        HttpResponse<String> response =
                send("GET", "/users/1", "application/json", BodyPublishers.ofByteArray(bodyOfSize(LIMIT + 1)));
        assertEquals(413, response.statusCode());
        assertEquals(PROBLEM, response.headers().firstValue("Content-Type").orElseThrow());
    }

    /**
     * A client that asks to upgrade to HTTP/2 (h2c, the JDK client's default) gets its 413 over
     * HTTP/2, where a Connection header is malformed (RFC 9113, 8.2.2).
     */
    @Test
    void a413AfterAnUpgradeToHttp2IsWellFormed() throws Exception {
        HttpClient http2 =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
        HttpResponse<String> response = http2.send(
                HttpRequest.newBuilder(base.resolve("/users"))
                        .header("Content-Type", "application/json")
                        .POST(BodyPublishers.ofByteArray(bodyOfSize(LIMIT + 1)))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(413, response.statusCode());
        assertEquals(PROBLEM, response.headers().firstValue("Content-Type").orElseThrow());
    }

    @Test
    void aChunkedBodyOverTheLimitIs413AndOneUnderItIsRead() throws Exception {
        HttpResponse<String> tooLarge = send("POST", "/users", "application/json", chunked(bodyOfSize(200 * 1024)));
        assertEquals(413, tooLarge.statusCode(), tooLarge.body());
        assertEquals(PROBLEM, tooLarge.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(
                "{\"type\":\"about:blank\",\"title\":\"Content Too Large\",\"status\":413,"
                        + "\"detail\":\"the body is larger than 64 KiB\"}",
                tooLarge.body());

        HttpResponse<String> small = send("POST", "/users", "application/json", chunked(bodyOfSize(1000)));
        assertEquals(201, small.statusCode(), small.body());
    }

    // ------------------------------------------------------------- RequireJson

    @Test
    void aBodyWithoutContentTypeIs415() throws Exception {
        for (String method : new String[] {"POST /users", "PUT /users/1"}) {
            String[] request = method.split(" ");
            HttpResponse<String> response = send(
                    request[0], request[1], null, BodyPublishers.ofString(user("\"Ada\"", "\"ada@example.test\"")));
            assertEquals(415, response.statusCode(), method);
            assertEquals(PROBLEM, response.headers().firstValue("Content-Type").orElseThrow(), method);
            assertEquals(
                    "{\"type\":\"about:blank\",\"title\":\"Unsupported Media Type\",\"status\":415,"
                            + "\"detail\":\"the body must be application/json\"}",
                    response.body(),
                    method);
        }
    }

    @Test
    void aReadWithoutContentTypeIsNoConcernOfRequireJson() throws Exception {
        assertEquals(200, send("GET", "/users", null, BodyPublishers.noBody()).statusCode());
        assertEquals(
                204, send("DELETE", "/users/1", null, BodyPublishers.noBody()).statusCode());
    }

    // ------------------------------------------------------------- StrictJson

    @Test
    void strictJsonLeavesStringsAlone() {
        post(user("\"123\"", "\"a@b.cd\"")).then().statusCode(201).body("name", equalTo("123"));
        post("{\"name\": \"Ada\", \"email\": \"ada@example.test\", \"id\": 9, \"extra\": [1, {}]}")
                .then()
                .statusCode(201)
                .body("name", equalTo("Ada"));
    }
}
