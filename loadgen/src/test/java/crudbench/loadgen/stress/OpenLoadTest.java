package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The open-model client over real HTTP, against a small server of the JDK's that answers as
 * the contract does, and with 503 problems while it is told its database is away.
 */
class OpenLoadTest {

    private static final Pattern NAME_AND_EMAIL = Pattern.compile("\"name\":\"([^\"]*)\",\"email\":\"([^\"]*)\"");

    private final AtomicBoolean down = new AtomicBoolean();
    private final AtomicLong ids = new AtomicLong(100_000);
    private HttpServer server;
    private URI base;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/users", this::users);
        server.start();
        base = URI.create("http://localhost:" + server.getAddress().getPort());
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void users(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        if (down.get()) {
            send(exchange, 503, "application/problem+json", "{\"status\":503,\"title\":\"Service Unavailable\"}");
        } else if (exchange.getRequestMethod().equals("POST")) {
            Matcher m = NAME_AND_EMAIL.matcher(body);
            if (!m.find()) {
                send(exchange, 400, "application/problem+json", "{\"status\":400,\"title\":\"Bad Request\"}");
                return;
            }
            send(
                    exchange,
                    201,
                    "application/json",
                    "{\"id\":" + ids.incrementAndGet() + ",\"name\":\"" + m.group(1) + "\",\"email\":\"" + m.group(2)
                            + "\"}");
        } else if (exchange.getRequestMethod().equals("DELETE")) {
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        } else {
            send(exchange, 200, "application/json", "{\"id\":1,\"name\":\"User 1\",\"email\":\"user1@example.com\"}");
        }
    }

    private static void send(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("content-type", type);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Test
    void sendsAtTheRateAndRecordsEveryAnswerAndEveryAcknowledgedCreate() {
        Recording recording = new Recording();
        try (StressClient client = new StressClient(base, Duration.ofSeconds(5), 100)) {
            double end = OpenLoad.run(
                    client,
                    Mix.WRITE_HEAVY,
                    List.of(new OpenLoad.Segment(200, 1), new OpenLoad.Segment(100, 1)),
                    256,
                    Duration.ofSeconds(5),
                    recording);
            assertThat(end).isEqualTo(2000);
        }
        List<Answer> answers = recording.answers();
        assertThat(answers).hasSize(300).allMatch(a -> a.outcome() == Outcome.OK);
        assertThat(answers.stream().filter(a -> a.sentMs() < 1000)).hasSize(200);
        assertThat(answers.getLast().sentMs()).isBetween(1980.0, 2000.0);
        long creates =
                answers.stream().filter(a -> a.request().equals("create")).count();
        assertThat(recording.acknowledged()).hasSize((int) creates).allSatisfy(w -> {
            assertThat(w.id()).isGreaterThan(100_000);
            assertThat(w.email()).endsWith("@stress.test");
            assertThat(w.name()).isEqualTo("Stress " + w.email().replace("@stress.test", ""));
        });
    }

    @Test
    void tellsA503ProblemFromOtherAnswersAndKeepsRefusedCreatesApart() {
        down.set(true);
        Recording recording = new Recording();
        try (StressClient client = new StressClient(base, Duration.ofSeconds(5), 100)) {
            OpenLoad.run(
                    client,
                    Mix.WRITE_HEAVY,
                    List.of(new OpenLoad.Segment(100, 1)),
                    256,
                    Duration.ofSeconds(5),
                    recording);
        }
        assertThat(recording.answers()).hasSize(100).allMatch(a -> a.outcome() == Outcome.PROBLEM_503);
        assertThat(recording.acknowledged()).isEmpty();
        assertThat(recording.refusedCreates()).hasSize((int) recording.answers().stream()
                .filter(a -> a.request().equals("create"))
                .count());
    }

    @Test
    void aDeleteCreatesWhatItDeletesAndARefusedConnectionIsAConnectionError() {
        Recording recording = new Recording();
        try (StressClient client = new StressClient(base, Duration.ofSeconds(5), 100)) {
            client.send(Operation.DELETE, 0, recording).join();
            server.stop(0);
            client.send(Operation.GET, recording.nowMs(), recording).join();
        }
        assertThat(recording.answers())
                .extracting(Answer::request, Answer::status, Answer::outcome)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("delete-setup", 201, Outcome.OK),
                        org.assertj.core.groups.Tuple.tuple("delete", 204, Outcome.OK),
                        org.assertj.core.groups.Tuple.tuple("get", 0, Outcome.CONNECTION_ERROR));
        assertThat(recording.acknowledged())
                .as("a delete's create is not checked afterwards")
                .isEmpty();
    }

    @Test
    void requestsBeyondTheMostInFlightAreNotSent() {
        down.set(false);
        server.removeContext("/users");
        server.createContext("/users", exchange -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            send(exchange, 200, "application/json", "{}");
        });
        Recording recording = new Recording();
        try (StressClient client = new StressClient(base, Duration.ofSeconds(5), 100)) {
            OpenLoad.run(
                    client,
                    new Mix("gets", java.util.Map.of(Operation.GET, 100)),
                    List.of(new OpenLoad.Segment(100, 1)),
                    10,
                    Duration.ofSeconds(5),
                    recording);
        }
        assertThat(recording.answers().stream().filter(a -> a.outcome() == Outcome.OK))
                .hasSizeBetween(10, 30);
        assertThat(recording.answers().stream().filter(a -> a.outcome() == Outcome.NOT_SENT))
                .hasSizeGreaterThan(60);
    }
}
