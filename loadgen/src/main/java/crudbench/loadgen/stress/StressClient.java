package crudbench.loadgen.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The API calls of the mixes over the JDK's HTTP client, each answer recorded with its
 * outcome, and each 201 with the user it acknowledged. HTTP/1.1 as Hyperfoil speaks it: one
 * connection per request in flight, kept alive.
 */
final class StressClient implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final Duration hangTimeout;
    private final int seedUsers;
    private final HttpClient http;

    /**
     * @param hangTimeout an answer later than this counts as a hang
     * @param seedUsers   ids 1..seedUsers exist: gets and updates pick among them
     */
    StressClient(URI base, Duration hangTimeout, int seedUsers) {
        this.base = base;
        this.hangTimeout = hangTimeout;
        this.seedUsers = seedUsers;
        // A connect waits as long as an answer may: one the kernel held back (a full listen queue drops SYNs,
        // retried after 1 s and 3 s) is a slow answer, judged by the experiment's answer-time rule as a request
        // queued inside the app would be. A shorter connect timeout (5 s) failed CI's micronaut-jdbc overload on
        // 251 connects (2026-11-27) that fixed-pool stacks may answer as late as the hang limit.
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(hangTimeout)
                .build();
    }

    /** Sends one operation due at {@code dueMs}; the future completes when its answers are recorded, never exceptionally. */
    CompletableFuture<Void> send(Operation operation, double dueMs, Recording recording) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return switch (operation) {
            case GET ->
                call("get", get("/users/" + (1 + random.nextInt(seedUsers))), dueMs, recording)
                        .thenApply(r -> null);
            case LIST ->
                call(
                                "list",
                                get("/users?limit=10&afterId=" + random.nextInt(Math.max(1, seedUsers - 100))),
                                dueMs,
                                recording)
                        .thenApply(r -> null);
            case UPDATE -> {
                int id = 1 + random.nextInt(seedUsers);
                String body =
                        "{\"name\":\"Stress " + UUID.randomUUID() + "\",\"email\":\"user" + id + "@example.com\"}";
                yield call("update", json("PUT", "/users/" + id, body), dueMs, recording)
                        .thenApply(r -> null);
            }
            case CREATE -> create("create", dueMs, recording).thenApply(id -> null);
            case DELETE ->
                create("delete-setup", dueMs, recording)
                        .thenCompose(id -> id == null
                                ? CompletableFuture.completedFuture(null)
                                : call(
                                                "delete",
                                                request("/users/" + id).DELETE().build(),
                                                recording.nowMs(),
                                                recording)
                                        .thenApply(r -> null));
        };
    }

    /** A create; its id when it was acknowledged with 201. Creates of the delete operation are not checked afterwards. */
    private CompletableFuture<Long> create(String name, double dueMs, Recording recording) {
        String uuid = UUID.randomUUID().toString();
        String user = "Stress " + uuid;
        String email = uuid + "@stress.test";
        String body = "{\"name\":\"" + user + "\",\"email\":\"" + email + "\"}";
        return call(name, json("POST", "/users", body), dueMs, recording).thenApply(response -> {
            if (response == null || response.statusCode() != 201) {
                if (name.equals("create")) {
                    recording.refusedCreate(email);
                }
                return null;
            }
            try {
                JsonNode created = JSON.readTree(response.body());
                long id = created.path("id").asLong();
                if (name.equals("create")) {
                    recording.acknowledged(new Write(
                            id,
                            created.path("name").asText(user),
                            created.path("email").asText(email)));
                }
                return id;
            } catch (IOException e) {
                throw new IllegalStateException("a 201 without a JSON user: " + response.body(), e);
            }
        });
    }

    /** Sends, records the answer; the response when there was one, else null. */
    private CompletableFuture<HttpResponse<String>> call(
            String name, HttpRequest request, double dueMs, Recording recording) {
        CompletableFuture<HttpResponse<String>> sent;
        try {
            sent = http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
        } catch (RuntimeException e) {
            sent = CompletableFuture.failedFuture(e);
        }
        return sent.handle((response, failure) -> {
            double done = recording.nowMs();
            if (failure == null) {
                Outcome outcome = Outcome.of(
                        response.statusCode(),
                        response.headers().firstValue("content-type").orElse(null));
                recording.add(new Answer(name, dueMs, done, outcome, response.statusCode()));
                return response;
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            boolean hang = cause instanceof HttpTimeoutException && !(cause instanceof HttpConnectTimeoutException);
            if (!hang) {
                recording.error(cause);
            }
            recording.add(new Answer(name, dueMs, done, hang ? Outcome.HANG : Outcome.CONNECTION_ERROR, 0));
            return null;
        });
    }

    private HttpRequest get(String path) {
        return request(path).GET().build();
    }

    private HttpRequest json(String method, String path, String body) {
        return request(path)
                .header("content-type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body))
                .build();
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(base.resolve(path)).timeout(hangTimeout);
    }

    @Override
    public void close() {
        http.shutdownNow();
    }
}
