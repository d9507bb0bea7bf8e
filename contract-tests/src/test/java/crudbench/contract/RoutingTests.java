package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Paths and methods the contract does not serve (404, 405 with Allow, OPTIONS), and /health. */
abstract class RoutingTests extends ContractSupport {

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
    @CsvSource(
            delimiter = ';',
            value = {
                "PUT /users; GET POST",
                "DELETE /users; GET POST",
                "PATCH /users; GET POST",
                "TRACE /users; GET POST",
                "POST /users/1; GET PUT DELETE",
                "PATCH /users/1; GET PUT DELETE",
                "TRACE /users/1; GET PUT DELETE",
                "POST /health; GET",
                "PUT /health; GET",
                "DELETE /health; GET",
                "PATCH /health; GET",
                "TRACE /health; GET"
            })
    void otherMethodsAreNotAllowed(String request, String served) {
        String[] parts = request.split(" ");
        String email = uniqueEmail();
        Reply reply = api().send(parts[0], parts[1], body("Method", email), Api.JSON);
        assertProblem(reply, 405);
        assertThat(allowed(reply)).as("Allow of %s", reply).containsExactlyInAnyOrder(served.split(" "));
        assertThat(db().countByEmail(email)).isZero();
    }

    @ParameterizedTest(name = "OPTIONS {0} -> Allow: {1}")
    @CsvSource(
            delimiter = ';',
            value = {"/users; GET POST", "/users/1; GET PUT DELETE", "/health; GET"})
    void optionsNamesWhatAPathServes(String path, String served) {
        Reply reply = api().send("OPTIONS", path, null, null);
        assertThat(reply.status()).as("status of %s", reply).isBetween(200, 204);
        assertThat(allowed(reply)).as("Allow of %s", reply).containsExactlyInAnyOrder(served.split(" "));
    }

    /** The methods an Allow header names, without HEAD and OPTIONS, which frameworks list or not. */
    private static Set<String> allowed(Reply reply) {
        Set<String> allow = new TreeSet<>();
        for (String value : reply.headers().getOrDefault("allow", List.of())) {
            Stream.of(value.split(","))
                    .map(String::strip)
                    .filter(m -> !m.isEmpty())
                    .forEach(allow::add);
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
