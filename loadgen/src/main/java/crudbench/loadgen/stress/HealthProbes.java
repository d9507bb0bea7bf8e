package crudbench.loadgen.stress;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/** GET /health at a fixed period on a connection of its own, each answer timed on the load's clock. */
final class HealthProbes implements AutoCloseable {

    private final ConcurrentLinkedQueue<Probe> probes = new ConcurrentLinkedQueue<>();
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final Thread loop;
    private volatile boolean stopped;

    HealthProbes(URI base, Recording recording, int periodMs, Duration timeout) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/health"))
                .timeout(timeout)
                .GET()
                .build();
        loop = Thread.ofPlatform().daemon().name("health-probes").start(() -> {
            while (!stopped) {
                double sent = recording.nowMs();
                int status;
                try {
                    status = http.send(request, HttpResponse.BodyHandlers.discarding())
                            .statusCode();
                } catch (IOException e) {
                    status = 0;
                } catch (InterruptedException e) {
                    return;
                }
                probes.add(new Probe(sent, recording.nowMs(), status));
                OpenLoad.waitUntil(recording, sent + periodMs);
            }
        });
    }

    /** Stops probing; every probe so far, in order. */
    List<Probe> stop() {
        stopped = true;
        try {
            loop.join(Duration.ofSeconds(30));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return List.copyOf(probes);
    }

    @Override
    public void close() {
        stopped = true;
        http.shutdownNow();
    }
}
