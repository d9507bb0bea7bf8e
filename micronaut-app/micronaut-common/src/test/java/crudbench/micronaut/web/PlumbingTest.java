package crudbench.micronaut.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import crudbench.api.Problem;
import crudbench.api.Problems;
import io.micronaut.context.annotation.Property;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The contract plumbing that every Micronaut variant shares, in process: a real Netty server
 * with {@link FailingRoutes} in place of the User API, no datasource. What needs a packaged
 * jar and a database is the contract suite's (contract-tests/).
 */
@MicronautTest
@Property(name = "micronaut.server.max-request-size", value = "65536")
@Property(name = "micronaut.server.dispatch-options-requests", value = "true")
@Property(name = "endpoints.health.enabled", value = "true")
@Property(name = "endpoints.health.sensitive", value = "false")
@Property(name = "crudbench.variant", value = "micronaut-common-test")
@Property(name = "crudbench.driver", value = "org.postgresql:postgresql")
@Property(name = "crudbench.pool-size", value = "1")
@Property(name = "crudbench.worker-threads", value = "1")
@Property(name = "micronaut.netty.event-loops.default.num-threads", value = "1")
class PlumbingTest {

    private static final String USER = "{\"name\": \"Ada\", \"email\": \"ada@example.com\"}";

    @Inject
    @Client("/")
    HttpClient client;

    @Inject
    JsonMapper json;

    @Inject
    EmbeddedServer server;

    /** The answer, whatever its status: the blocking client throws on 4xx and 5xx. */
    private HttpResponse<String> send(MutableHttpRequest<?> request) {
        try {
            return client.toBlocking().exchange(request, Argument.STRING, Argument.STRING);
        } catch (HttpClientResponseException e) {
            @SuppressWarnings("unchecked")
            HttpResponse<String> response = (HttpResponse<String>) e.getResponse();
            return response;
        }
    }

    private void assertProblem(HttpResponse<String> response, int status, String detail) {
        assertProblem(
                new Raw(
                        response.code(),
                        response.getContentType().map(MediaType::toString).orElse(null),
                        response.getBody(String.class).orElse("")),
                status,
                detail);
    }

    private void assertProblem(Raw response, int status, String detail) {
        assertEquals(status, response.status(), () -> "status; body: " + response.body());
        assertEquals(Problems.MEDIA_TYPE, response.contentType(), "media type");
        Problem problem;
        try {
            problem = json.readValue(response.body(), Problem.class);
        } catch (IOException e) {
            throw new AssertionError("not a problem body: " + response.body(), e);
        }
        assertEquals(Problem.TYPE, problem.type());
        assertEquals(status, problem.status());
        assertEquals(Problems.title(status), problem.title());
        assertEquals(detail, problem.detail());
    }

    /** An answer read off a socket. */
    private record Raw(int status, String contentType, String body) {}

    /**
     * A POST written by hand, for what Micronaut's client will not send: a body without a
     * Content-Type (the client adds one), or a chunked body of raw bytes (it encodes each item
     * of a Publisher body as JSON). One request per connection; the answer is read to its end.
     */
    private Raw rawPost(String contentType, byte[] body, boolean chunked) throws IOException {
        try (Socket socket = new Socket("localhost", server.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            StringBuilder head =
                    new StringBuilder("POST /test/users HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
            if (contentType != null) {
                head.append("Content-Type: ").append(contentType).append("\r\n");
            }
            head.append(chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + body.length + "\r\n")
                    .append("\r\n");
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            try {
                if (chunked) {
                    for (int offset = 0; offset < body.length; offset += 8192) {
                        int n = Math.min(8192, body.length - offset);
                        out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                        out.write(body, offset, n);
                        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                    }
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } else {
                    out.write(body);
                }
                out.flush();
            } catch (IOException e) {
                // a 413 may be answered, and the connection closed, before the whole body is sent: read that answer
            }
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int headEnd = answer.indexOf("\r\n\r\n");
            assertTrue(headEnd > 0, () -> "no answer: " + answer);
            String[] headers = answer.substring(0, headEnd).split("\r\n");
            String type = Arrays.stream(headers)
                    .filter(h -> h.toLowerCase(Locale.ROOT).startsWith("content-type:"))
                    .map(h -> h.substring(h.indexOf(':') + 1).strip())
                    .findFirst()
                    .orElse(null);
            assertFalse(
                    answer.substring(0, headEnd).toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked"),
                    "the answers here have a Content-Length");
            return new Raw(Integer.parseInt(headers[0].split(" ")[1]), type, answer.substring(headEnd + 4));
        }
    }

    private static MutableHttpRequest<String> post(String body) {
        return HttpRequest.POST("/test/users", body).contentType(MediaType.APPLICATION_JSON_TYPE);
    }

    // ------------------------------------------------------------ ProblemHandler and DatabaseFailures

    @Test
    void aProblemExceptionIsAnsweredWithItsStatusAndDetail() {
        assertProblem(send(HttpRequest.GET("/test/problem")), 404, "no user with id 7");
    }

    @ParameterizedTest(name = "SQLState {0} -> {1}")
    @CsvSource({
        "23505, 409, the email is already used by another user",
        "22001, 400, the database cannot store this value",
        "08006, 503, the database is unavailable; try again later",
        "57P01, 503, the database is unavailable; try again later",
        "53300, 503, the database is unavailable; try again later",
        "42P01, 500, unexpected error"
    })
    void aDatabaseFailureIsAnsweredAsDatabaseFailuresJudgesIt(String state, int status, String detail) {
        HttpResponse<String> response = send(HttpRequest.GET("/test/sql/" + state));
        assertProblem(response, status, detail);
        assertFalse(response.getBody(String.class).orElseThrow().contains("secret"), "the cause stays in the log");
    }

    @Test
    void aCheckedFailureOfAReactiveResultIsJudgedToo() {
        assertProblem(send(HttpRequest.GET("/test/timeout")), 503, "the database is unavailable; try again later");
        assertProblem(send(HttpRequest.GET("/test/throwable")), 500, "unexpected error");
    }

    @Test
    void anyOtherExceptionIsAnUnexpectedError() {
        HttpResponse<String> response = send(HttpRequest.GET("/test/defect"));
        assertProblem(response, 500, "unexpected error");
        assertFalse(response.getBody(String.class).orElseThrow().contains("internals"), "the cause stays in the log");
    }

    // ------------------------------------------------------------ InvalidInput and UserInputReader

    @Test
    void aValidBodyIsRead() {
        HttpResponse<String> response = send(post(USER));
        assertEquals(200, response.code());
        assertEquals("Ada <ada@example.com>", response.getBody(String.class).orElseThrow());
    }

    @Test
    void brokenRulesAreNamedByTheirMember() {
        assertProblem(
                send(post("{\"name\": \" \", \"email\": \"nope\"}")),
                400,
                "email must be 3 to 254 characters with one @ between two non-empty parts, without whitespace or control"
                        + " characters; name must be 1 to 100 characters, not blank, without control characters");
        assertProblem(send(post("{\"email\": \"ada@example.com\"}")), 400, "name is required");
        assertProblem(send(post("{\"name\": \"Ada\", \"email\": null}")), 400, "email is required");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"name\": 123, \"email\": \"ada@example.com\"}| name must be a string",
                "{\"name\": \"Ada\", \"email\": [\"ada@example.com\"]}| email must be a string",
                "{\"name\": \"Ada\", \"email\": \"ada@example.com\"} {}| the body must be one JSON object",
                "[{\"name\": \"Ada\", \"email\": \"ada@example.com\"}]| the body must be one JSON object",
                "\"Ada\"| the body must be one JSON object",
                "{\"name\": \"Ada\",| the body is not valid JSON"
            })
    void aBodyThatIsNotOneObjectOfStringsIsABadRequest(String body, String detail) {
        assertProblem(send(post(body)), 400, detail);
        assertProblem(
                send(HttpRequest.PUT("/test/users", body).contentType(MediaType.APPLICATION_JSON_TYPE)), 400, detail);
    }

    // ------------------------------------------------------------ RequireJson

    @Test
    void aBodyWithoutContentTypeIsUnsupported() throws IOException {
        assertProblem(
                rawPost(null, USER.getBytes(StandardCharsets.UTF_8), false), 415, "the body must be application/json");
        assertProblem(
                send(post(USER).contentType(MediaType.TEXT_PLAIN_TYPE)), 415, "the body must be application/json");
        assertProblem(
                send(HttpRequest.PUT("/test/users", USER).contentType(MediaType.TEXT_PLAIN_TYPE)),
                415,
                "the body must be application/json");
    }

    @Test
    void aRequestWithoutABodyNeedsNoContentType() {
        HttpResponse<String> health = send(HttpRequest.GET("/health"));
        assertEquals(200, health.code());
        assertTrue(health.getBody(String.class).orElseThrow().contains("\"UP\""), health.getBody(String.class)::get);
    }

    // ------------------------------------------------------------ ProblemResponses and UnknownSelector

    @ParameterizedTest(name = "GET {0}")
    @CsvSource({"/nope", "/test/users/1", "/health/nope"})
    void anUnknownPathIsNotFound(String path) {
        assertProblem(send(HttpRequest.GET(path)), 404, "no such resource");
    }

    @Test
    void aWrongMethodIsNotAllowedAndNamesTheAllowedOnes() {
        HttpResponse<String> response =
                send(HttpRequest.DELETE("/test/users").contentType(MediaType.APPLICATION_JSON_TYPE));
        assertProblem(response, 405, "this method is not allowed here");
        Set<String> allowed = new TreeSet<>();
        response.getHeaders()
                .getAll("Allow")
                .forEach(v -> Arrays.stream(v.split(",")).map(String::strip).forEach(allowed::add));
        allowed.removeAll(Set.of("HEAD", "OPTIONS"));
        assertEquals(Set.of("POST", "PUT"), allowed);
    }

    // ------------------------------------------------------------ BodyLimit

    @Test
    void aChunkedBodyOverTheLimitIsTooLargeAndOneUnderItIsRead() throws IOException {
        String padded = USER.replace("}", ", \"padding\": \"" + "p".repeat(200 * 1024) + "\"}");
        assertProblem(
                rawPost("application/json", padded.getBytes(StandardCharsets.UTF_8), true),
                413,
                "the body is larger than 64 KiB");

        Raw small = rawPost("application/json", USER.getBytes(StandardCharsets.UTF_8), true);
        assertEquals(200, small.status(), small::body);
        assertEquals("Ada <ada@example.com>", small.body());
    }

    @Test
    void aBodyOverTheLimitWithItsLengthDeclaredIsTooLarge() {
        String padded = USER.replace("}", ", \"padding\": \"" + "p".repeat(64 * 1024) + "\"}");
        assertProblem(send(post(padded)), 413, "the body is larger than 64 KiB");
    }
}
