package crudbench.spring.web;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.api.ProblemException;
import crudbench.spring.user.UserInput;
import jakarta.servlet.RequestDispatcher;
import jakarta.validation.Valid;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletContextInitializerBeans;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Spring MVC's contract plumbing in process, with no server and no datasource: a test-only
 * controller throws what JdbcClient and the driver throw, and sends what a client may send,
 * and every answer must be the contract's problem. What MockMvc cannot show is left to the
 * contract suite against the packaged jar: Tomcat's own answers (TRACE, undecodable queries),
 * the container's dispatch of sendError to the error page, and chunked bodies.
 */
@WebMvcTest(properties = {"crudbench.max-body-size=64KB", "spring.web.resources.add-mappings=false"})
@ExtendWith(OutputCaptureExtension.class)
class WebMvcProblemsTest {

    private static final int LIMIT = 64 * 1024;

    @Autowired
    private MockMvcTester mvc;

    @Autowired
    private ApplicationContext context;

    // ------------------------------------------------------------ ProblemHandlers

    @Test
    void aProblemExceptionIsAnsweredWithItsStatusAndDetail() {
        assertProblem(mvc.get().uri("/probe/missing"), 404, "Not Found", "no user with id 7");
    }

    @Test
    void aDuplicateKeyIsTheEmailConflict() {
        assertProblem(mvc.get().uri("/probe/duplicate"), 409, "Conflict", "the email is already used by another user");
    }

    @Test
    void aValueTheDatabaseCannotStoreIsABadRequest() {
        assertProblem(mvc.get().uri("/probe/too-long"), 400, "Bad Request", "the database cannot store this value");
    }

    @Test
    void anUnreachableDatabaseIsUnavailable() {
        assertProblem(
                mvc.get().uri("/probe/unreachable"),
                503,
                "Service Unavailable",
                "the database is unavailable; try again later");
    }

    @Test
    void aDefectIsA500WhoseCauseGoesToTheLogOnly(CapturedOutput log) {
        MvcTestResult result = mvc.get().uri("/probe/defect").exchange();
        assertProblem(result, 500, "Internal Server Error", "unexpected error");
        assertThat(result).bodyText().doesNotContain("secret");
        assertThat(log).contains("unexpected error").contains("IllegalStateException: a secret of the app");
    }

    // ------------------------------------------------------------ WebProblems: what Spring MVC rejects itself

    @Test
    void anUnknownPathIsNotFound() {
        assertProblem(mvc.get().uri("/nope"), 404, "Not Found", "no such resource");
    }

    @Test
    void aWrongMethodIsNotAllowedAndNamesTheAllowedOnes() {
        MvcTestResult result = mvc.put()
                .uri("/probe/users")
                .contentType(MediaType.APPLICATION_JSON)
                .content(VALID)
                .exchange();
        assertProblem(result, 405, "Method Not Allowed", "this method is not allowed here");
        assertThat(allowed(result)).containsExactly("POST");
    }

    @ParameterizedTest(name = "Content-Type: {0}")
    @ValueSource(strings = {"text/plain", "application/xml", "none"})
    void aBodyThatIsNotJsonIsUnsupported(String type) {
        MockMvcTester.MockMvcRequestBuilder request =
                mvc.post().uri("/probe/users").content(VALID);
        if (!type.equals("none")) {
            request.contentType(type);
        }
        assertProblem(request, 415, "Unsupported Media Type", "the body must be application/json");
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

    @Test
    void anUndecodableQueryStringIsABadRequest() {
        assertProblem(mvc.get().uri("/probe/undecodable"), 400, "Bad Request", "the query string cannot be decoded");
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
        assertThat(post(VALID)).hasStatusOk().bodyJson().isStrictlyEqualTo(VALID);
    }

    // ------------------------------------------------------------ BodyLimit and ErrorProblems

    @Test
    void aBodyOfExactly64KiBIsRead() {
        assertThat(bytes(LIMIT)).hasStatusOk().hasBodyTextEqualTo(Integer.toString(LIMIT));
    }

    /** The filter answers before the handler reads anything; the container's error page then writes the problem. */
    @Test
    void aLargerBodyIsRefusedBeforeItIsRead() {
        assertThat(bytes(LIMIT + 1)).hasStatus(413).body().isEmpty();
        assertThat(bytes(1024 * 1024)).hasStatus(413).body().isEmpty();
    }

    /** What Tomcat's error page dispatch gets after BodyLimit's sendError(413). */
    @Test
    void theErrorPageAnswersTheContainersErrorsAsProblems() {
        assertProblem(
                mvc.post().uri("/error").requestAttr(RequestDispatcher.ERROR_STATUS_CODE, 413),
                413,
                "Content Too Large",
                "the body is larger than 64 KiB");
        assertProblem(
                mvc.get().uri("/error").requestAttr(RequestDispatcher.ERROR_STATUS_CODE, 404),
                404,
                "Not Found",
                "no such resource");
    }

    @Test
    void theErrorPageAskedForDirectlyIsNotFound() {
        assertProblem(mvc.get().uri("/error"), 404, "Not Found", "no such resource");
    }

    // ------------------------------------------------------------ HealthPaths

    @Test
    void belowHealthIsNotFoundBeforeAnyHandler() {
        assertThat(mvc.get().uri("/health/db")).hasStatus(404).body().isEmpty();
        assertThat(mvc.get().uri("/health/")).hasStatus(404).body().isEmpty();
    }

    @Test
    void healthItselfPasses() {
        assertThat(mvc.get().uri("/health")).hasStatusOk().hasBodyTextEqualTo("up");
        assertThat(mvc.get().uri("/healthy")).hasStatusOk().hasBodyTextEqualTo("a path that only starts alike");
    }

    /** Tomcat puts HealthPaths in the filter chain of /health and the paths below it only. */
    @Test
    void healthPathsIsMappedToHealthOnly() {
        FilterRegistrationBean<?> registration = new ServletContextInitializerBeans(context)
                .stream()
                        .filter(FilterRegistrationBean.class::isInstance)
                        .map(FilterRegistrationBean.class::cast)
                        .filter(r -> r.getFilter() instanceof HealthPaths)
                        .findFirst()
                        .orElseThrow();
        assertThat(registration.getUrlPatterns()).containsExactly("/health/*");
    }

    // ------------------------------------------------------------ helpers

    private static final String VALID = "{\"name\":\"Ada\",\"email\":\"ada@example.com\"}";

    private MvcTestResult post(String body) {
        return mvc.post()
                .uri("/probe/users")
                .contentType(MediaType.APPLICATION_JSON)
                .content(body)
                .exchange();
    }

    private MvcTestResult bytes(int size) {
        return mvc.post()
                .uri("/probe/bytes")
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .content(new byte[size])
                .exchange();
    }

    private static void assertProblem(
            MockMvcTester.MockMvcRequestBuilder request, int status, String title, String detail) {
        assertProblem(request.exchange(), status, title, detail);
    }

    private static void assertProblem(MvcTestResult result, int status, String title, String detail) {
        assertThat(result)
                .hasStatus(status)
                .hasContentType(MediaType.APPLICATION_PROBLEM_JSON)
                .bodyJson()
                .isStrictlyEqualTo("""
                        {"type": "about:blank", "title": "%s", "status": %d, "detail": "%s"}""".formatted(title, status, detail));
    }

    /** The methods an Allow header names, without HEAD and OPTIONS, which Spring may add. */
    private static Set<String> allowed(MvcTestResult result) {
        String allow = result.getResponse().getHeader(HttpHeaders.ALLOW);
        assertThat(allow).as("Allow header").isNotNull();
        Set<String> methods =
                Arrays.stream(allow.split(",")).map(String::strip).collect(Collectors.toCollection(TreeSet::new));
        methods.removeAll(Set.of("HEAD", "OPTIONS"));
        return methods;
    }

    /** The plumbing under test, and nothing else of an app: no datasource, no Actuator. */
    @SpringBootConfiguration
    @Import({
        ProblemHandlers.class,
        WebProblems.class,
        ErrorProblems.class,
        BodyLimit.class,
        HealthPaths.class,
        StrictJson.class,
        Probe.class
    })
    static class Plumbing {}

    /** Throws what the data layer throws, and takes what a client sends. */
    @RestController
    static class Probe {

        @GetMapping("/probe/missing")
        void missing() {
            throw ProblemException.notFound(7);
        }

        /** JdbcClient's translation of pgjdbc's unique violation. */
        @GetMapping("/probe/duplicate")
        void duplicate() {
            throw new DuplicateKeyException(
                    "INSERT INTO users ...",
                    new SQLException("duplicate key value violates unique constraint", "23505"));
        }

        @GetMapping("/probe/too-long")
        void tooLong() {
            throw new DataIntegrityViolationException(
                    "INSERT INTO users ...",
                    new SQLException("value too long for type character varying(100)", "22001"));
        }

        /** No SQLState: the database never answered (JdbcClient's CannotGetJdbcConnectionException is one). */
        @GetMapping("/probe/unreachable")
        void unreachable() {
            throw new DataAccessResourceFailureException("Connection refused");
        }

        @GetMapping("/probe/defect")
        void defect() {
            throw new IllegalStateException("a secret of the app");
        }

        /** What Tomcat throws when a handler asks for a parameter of a query it cannot decode. */
        @GetMapping("/probe/undecodable")
        void undecodable() {
            throw new InvalidParameterException("Character decoding failed");
        }

        @PostMapping(path = "/probe/users", consumes = MediaType.APPLICATION_JSON_VALUE)
        UserInput create(@Valid @RequestBody UserInput input) {
            return input;
        }

        @PostMapping("/probe/bytes")
        String bytes(@RequestBody byte[] body) {
            return Integer.toString(body.length);
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
