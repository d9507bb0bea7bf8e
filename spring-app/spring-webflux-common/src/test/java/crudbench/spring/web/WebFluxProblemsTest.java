package crudbench.spring.web;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.api.ProblemException;
import crudbench.spring.user.UserInput;
import io.r2dbc.spi.R2dbcDataIntegrityViolationException;
import io.r2dbc.spi.R2dbcNonTransientResourceException;
import jakarta.validation.Valid;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.webflux.test.autoconfigure.WebFluxTest;
import org.springframework.context.annotation.Import;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.json.JsonCompareMode;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * Spring WebFlux's contract plumbing in process, with no server and no database: a test-only
 * controller fails as DatabaseClient and r2dbc-postgresql fail, and takes what a client may
 * send, and every answer must be the contract's problem. Reactor Netty's own answers (a
 * malformed percent-escape) are left to the contract suite against the packaged jar.
 */
@WebFluxTest(properties = {"spring.http.codecs.max-in-memory-size=64KB", "spring.web.resources.add-mappings=false"})
@ExtendWith(OutputCaptureExtension.class)
class WebFluxProblemsTest {

    private static final int LIMIT = 64 * 1024;
    private static final String VALID = "{\"name\":\"Ada\",\"email\":\"ada@example.com\"}";

    @Autowired
    private WebTestClient client;

    // ------------------------------------------------------------ ProblemHandlers

    @Test
    void aProblemExceptionIsAnsweredWithItsStatusAndDetail() {
        assertProblem(get("/probe/missing"), 404, "Not Found", "no user with id 7");
    }

    @Test
    void aDuplicateKeyIsTheEmailConflict() {
        assertProblem(get("/probe/duplicate"), 409, "Conflict", "the email is already used by another user");
    }

    @Test
    void aValueTheDatabaseCannotStoreIsABadRequest() {
        assertProblem(get("/probe/too-long"), 400, "Bad Request", "the database cannot store this value");
    }

    @Test
    void anUnreachableDatabaseIsUnavailable() {
        assertProblem(
                get("/probe/unreachable"), 503, "Service Unavailable", "the database is unavailable; try again later");
    }

    @Test
    void aDefectIsA500WhoseCauseGoesToTheLogOnly(CapturedOutput log) {
        String body = assertProblem(get("/probe/defect"), 500, "Internal Server Error", "unexpected error");
        assertThat(body).doesNotContain("secret");
        assertThat(log).contains("unexpected error").contains("IllegalStateException: a secret of the app");
    }

    // ------------------------------------------------------------ WebProblems: what WebFlux rejects itself

    @Test
    void anUnknownPathIsNotFound() {
        assertProblem(get("/nope"), 404, "Not Found", "no such resource");
    }

    @Test
    void aWrongMethodIsNotAllowedAndNamesTheAllowedOnes() {
        WebTestClient.ResponseSpec response = client.put()
                .uri("/probe/users")
                .contentType(MediaType.APPLICATION_JSON)
                .bodyValue(VALID)
                .exchange();
        assertProblem(response, 405, "Method Not Allowed", "this method is not allowed here");
        response.expectHeader()
                .value(HttpHeaders.ALLOW, allow -> assertThat(methods(allow)).containsExactly("POST"));
    }

    @ParameterizedTest(name = "Content-Type: {0}")
    @ValueSource(strings = {"text/plain", "application/xml", "none"})
    void aBodyThatIsNotJsonIsUnsupported(String type) {
        WebTestClient.RequestBodySpec request = client.post().uri("/probe/users");
        if (!type.equals("none")) {
            request.contentType(MediaType.parseMediaType(type));
        }
        assertProblem(
                request.bodyValue(VALID).exchange(),
                415,
                "Unsupported Media Type",
                "the body must be application/json");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{", "{\"name\": \"Ada\",}", "nonsense"})
    void anUnreadableBodyIsABadRequest(String body) {
        assertProblem(post(body), 400, "Bad Request", "the body is not valid JSON");
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {"", "null", "[]", "\"Ada\"", "42", "{\"name\": \"Ada\", \"email\": \"ada@example.com\"} {}"})
    void aBodyThatIsNotOneObjectIsABadRequest(String body) {
        assertProblem(post(body), 400, "Bad Request", "the body must be one JSON object");
    }

    @Test
    void anInvalidBodyNamesEveryBrokenRule() {
        assertProblem(
                post("{\"name\": \" \", \"email\": \"nope\"}"),
                400,
                "Bad Request",
                "email must be 3 to 254 characters with one @ between two non-empty parts, without whitespace or "
                        + "control characters; name must be 1 to 100 characters, not blank, without control characters");
        assertProblem(post("{\"email\": \"ada@example.com\"}"), 400, "Bad Request", "name is required");
    }

    /** The codecs' limit (spring.http.codecs.max-in-memory-size), met while the body is decoded. */
    @Test
    void aBodyOver64KiBIsTooLargeAndOneOfExactly64KiBIsRead() {
        post(padded(LIMIT)).expectStatus().isOk();
        assertProblem(post(padded(LIMIT + 1)), 413, "Content Too Large", "the body is larger than 64 KiB");
    }

    // ------------------------------------------------------------ StrictJson

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"123", "1.5", "true"})
    void aNumberOrBooleanIsNoString(String value) {
        assertProblem(
                post("{\"name\": " + value + ", \"email\": \"ada@example.com\"}"),
                400,
                "Bad Request",
                "name must be a string");
        assertProblem(
                post("{\"name\": \"Ada\", \"email\": " + value + "}"), 400, "Bad Request", "email must be a string");
    }

    @Test
    void aValidBodyReachesTheHandler() {
        post(VALID).expectStatus().isOk().expectBody().json(VALID, JsonCompareMode.STRICT);
    }

    // ------------------------------------------------------------ HealthPaths and ErrorProblems

    /** HealthPaths' 404 is no controller's: ErrorProblems writes its problem. */
    @Test
    void belowHealthIsNotFoundBeforeAnyHandler() {
        assertProblem(get("/health/db"), 404, "Not Found", "no such resource");
        assertProblem(get("/health/"), 404, "Not Found", "no such resource");
    }

    @Test
    void healthItselfPasses() {
        get("/health").expectStatus().isOk().expectBody(String.class).isEqualTo("up");
        get("/healthy").expectStatus().isOk().expectBody(String.class).isEqualTo("a path that only starts alike");
    }

    // ------------------------------------------------------------ helpers

    private WebTestClient.ResponseSpec get(String path) {
        return client.get().uri(path).exchange();
    }

    private WebTestClient.ResponseSpec post(String body) {
        return client.post()
                .uri("/probe/users")
                .contentType(MediaType.APPLICATION_JSON)
                .bodyValue(body)
                .exchange();
    }

    /** A valid body of exactly {@code size} bytes: an unknown member pads it. */
    private static String padded(int size) {
        String head = "{\"name\":\"Ada\",\"email\":\"ada@example.com\",\"padding\":\"";
        return head + "p".repeat(size - head.length() - 2) + "\"}";
    }

    /** Asserts the problem and returns its body. */
    private static String assertProblem(WebTestClient.ResponseSpec response, int status, String title, String detail) {
        byte[] body = response.expectStatus()
                .isEqualTo(status)
                .expectHeader()
                .contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .json("""
                        {"type": "about:blank", "title": "%s", "status": %d, "detail": "%s"}""".formatted(title, status, detail), JsonCompareMode.STRICT)
                .returnResult()
                .getResponseBody();
        return new String(body, StandardCharsets.UTF_8);
    }

    private static Set<String> methods(String allow) {
        Set<String> methods =
                Arrays.stream(allow.split(",")).map(String::strip).collect(Collectors.toCollection(TreeSet::new));
        methods.removeAll(Set.of("HEAD", "OPTIONS"));
        return methods;
    }

    /** The plumbing under test, and nothing else of an app: no database, no Actuator. */
    @SpringBootConfiguration
    @Import({
        ProblemHandlers.class,
        WebProblems.class,
        ErrorProblems.class,
        HealthPaths.class,
        StrictJson.class,
        Probe.class
    })
    static class Plumbing {}

    /** Fails as the data layer fails, and takes what a client sends. */
    @RestController
    static class Probe {

        @GetMapping("/probe/missing")
        Mono<Void> missing() {
            return Mono.error(ProblemException.notFound(7));
        }

        /** DatabaseClient's translation of r2dbc-postgresql's unique violation. */
        @GetMapping("/probe/duplicate")
        Mono<Void> duplicate() {
            return Mono.error(new DuplicateKeyException(
                    "INSERT INTO users ...",
                    new R2dbcDataIntegrityViolationException(
                            "duplicate key value violates unique constraint", "23505")));
        }

        @GetMapping("/probe/too-long")
        Mono<Void> tooLong() {
            return Mono.error(new R2dbcDataIntegrityViolationException(
                    "value too long for type character varying(100)", "22001"));
        }

        /** No SQLState: the database never answered. */
        @GetMapping("/probe/unreachable")
        Mono<Void> unreachable() {
            return Mono.error(new R2dbcNonTransientResourceException("Connection refused"));
        }

        @GetMapping("/probe/defect")
        Mono<Void> defect() {
            return Mono.error(new IllegalStateException("a secret of the app"));
        }

        @PostMapping(path = "/probe/users", consumes = MediaType.APPLICATION_JSON_VALUE)
        Mono<UserInput> create(@Valid @RequestBody UserInput input) {
            return Mono.just(input);
        }

        @GetMapping("/health")
        String health() {
            return "up";
        }

        @GetMapping("/health/{component}")
        String component() {
            return "a handler below /health";
        }

        @GetMapping("/healthy")
        String healthy() {
            return "a path that only starts alike";
        }
    }
}
