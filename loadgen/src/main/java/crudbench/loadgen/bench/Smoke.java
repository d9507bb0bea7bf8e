package crudbench.loadgen.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A few contract calls before any load: a variant that answers wrongly is not benchmarked,
 * because its numbers would not compare. The full contract is `just test`'s job.
 */
final class Smoke {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final List<String> problems = new ArrayList<>();

    private Smoke(URI base) {
        this.base = base;
    }

    /** The calls that went wrong; empty when the variant answered as the contract says. */
    static List<String> check(URI base) {
        Smoke smoke = new Smoke(base);
        try {
            smoke.run();
        } catch (IOException | RuntimeException e) {
            smoke.problems.add("smoke check failed: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            smoke.problems.add("interrupted");
        }
        return smoke.problems;
    }

    private void run() throws IOException, InterruptedException {
        String email = "smoke-" + UUID.randomUUID() + "@smoke.test";
        HttpResponse<String> created = send("POST", "/users", "{\"name\":\"Smoke\",\"email\":\"" + email + "\"}");
        expect("POST /users", created, 201);
        if (created.statusCode() != 201) {
            return;
        }
        JsonNode user = JSON.readTree(created.body());
        long id = user.path("id").asLong();
        expect("Location", created.headers().firstValue("location").orElse(""), "/users/" + id);
        HttpResponse<String> read = send("GET", "/users/" + id, null);
        expect("GET /users/{id}", read, 200);
        if (read.statusCode() == 200 && !JSON.readTree(read.body()).equals(user)) {
            problems.add("GET /users/" + id + " differs from what POST returned");
        }
        HttpResponse<String> list = send("GET", "/users?limit=2&afterId=0", null);
        expect("GET /users?limit=2", list, 200);
        if (list.statusCode() == 200 && JSON.readTree(list.body()).size() != 2) {
            problems.add(
                    "GET /users?limit=2 returned " + JSON.readTree(list.body()).size() + " users");
        }
        expect(
                "PUT /users/{id}",
                send("PUT", "/users/" + id, "{\"name\":\"Smoke 2\",\"email\":\"" + email + "\"}"),
                200);
        expect("DELETE /users/{id}", send("DELETE", "/users/" + id, null), 204);
        expect("GET a deleted user", send("GET", "/users/" + id, null), 404);
        HttpResponse<String> bad = send("GET", "/users/abc", null);
        expect("GET /users/abc", bad, 400);
        expect(
                "Content-Type of a 400",
                bad.headers().firstValue("content-type").orElse("").split(";")[0],
                "application/problem+json");
    }

    private HttpResponse<String> send(String method, String path, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(Duration.ofSeconds(10))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private void expect(String what, HttpResponse<String> response, int status) {
        if (response.statusCode() != status) {
            problems.add(what + ": expected " + status + ", got " + response.statusCode() + " " + response.body());
        }
    }

    private void expect(String what, String actual, String expected) {
        if (!expected.equals(actual)) {
            problems.add(what + ": expected '" + expected + "', got '" + actual + "'");
        }
    }
}
