package crudbench.harness.launch;

import crudbench.harness.checkout.Repo;
import crudbench.harness.proc.CpuClock;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** One running variant: a JVM started from its jar with the parity flags and environment. */
public final class App implements AutoCloseable {

    /**
     * How each framework reports a blocked event loop or a blocking call where none may be:
     * Vert.x's blocked-thread checker, Reactor's and BlockHound's errors.
     */
    public static final Pattern BLOCKED_EVENT_LOOP = Pattern.compile(
            "has been blocked for|Blocking call!|BlockingOperationError|block\\(\\)/blockFirst\\(\\)/blockLast\\(\\) are blocking");

    private final Variant variant;
    private final Process process;
    private final int port;
    private final Path log;
    private final long startNanos;

    private App(Variant variant, Process process, int port, Path log, long startNanos) {
        this.variant = variant;
        this.process = process;
        this.port = port;
        this.log = log;
        this.startNanos = startNanos;
    }

    /**
     * Starts the variant's jar. With a log file its output goes there; without one it
     * shares this process's terminal (`just run`).
     */
    public static App start(Repo repo, Variant variant, Settings settings, DbConfig db, int port, Path log) {
        return start(repo, variant, null, Map.of(), settings, db, port, log);
    }

    /**
     * Starts a variant for an experiment: one of its other builds (null for its own jar), and
     * settings that override what parity and its registry entry give it. The caller says so
     * wherever the numbers go.
     */
    public static App start(
            Repo repo,
            Variant variant,
            String build,
            Map<String, String> overrides,
            Settings settings,
            DbConfig db,
            int port,
            Path log) {
        return started(variant, port, log, AppCommand.of(repo, variant, build, overrides, settings, db, port, log, 0));
    }

    /**
     * As {@link #start(Repo, Variant, Settings, DbConfig, int, Path)}, {@code nice} steps (1 to 19) below this
     * process's CPU priority: the app then cannot starve what stands for other machines (the client, the relay
     * that plays the network, the database), and still has every core they leave idle.
     */
    public static App startYielding(
            int nice, Repo repo, Variant variant, Settings settings, DbConfig db, int port, Path log) {
        if (nice < 1 || nice > 19) {
            throw new IllegalArgumentException("nice takes 1 to 19 steps, got " + nice);
        }
        return started(variant, port, log, AppCommand.of(repo, variant, null, Map.of(), settings, db, port, log, nice));
    }

    private static App started(Variant variant, int port, Path log, ProcessBuilder pb) {
        long startNanos = System.nanoTime();
        try {
            Process process = pb.start();
            // Before any window on it opens: its CPU is then counted whole, exited threads too.
            CpuClock.system().track(process, "app");
            return new App(variant, process, port, log, startNanos);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + variant.id(), e);
        }
    }

    /** A TCP port nothing listens on now, for an app to take. */
    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Variant variant() {
        return variant;
    }

    public long pid() {
        return process.pid();
    }

    public Process process() {
        return process;
    }

    public int port() {
        return port;
    }

    public URI baseUri() {
        return URI.create("http://localhost:" + port);
    }

    public Path log() {
        return log;
    }

    /**
     * Waits for the first 200 from /health.
     *
     * @return the time from process start to that answer: the startup time the suite reports
     */
    public Duration awaitHealthy(Duration timeout) {
        return awaitHealth(timeout, Duration.ofSeconds(2), true).sinceStart();
    }

    /**
     * Waits for /health's first answer, whatever its status: for an app started while its
     * database is away, whose /health may take up to DB_ACQUIRE_TIMEOUT_MS to say 503.
     *
     * @return the status of that answer
     */
    public int awaitAnswer(Duration timeout) {
        return awaitHealth(timeout, Duration.ofSeconds(15), false).status();
    }

    private record HealthAnswer(int status, Duration sinceStart) {}

    private HealthAnswer awaitHealth(Duration timeout, Duration requestTimeout, boolean only200) {
        HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest request = HttpRequest.newBuilder(baseUri().resolve("/health"))
                .timeout(requestTimeout)
                .build();
        long deadline = System.nanoTime() + timeout.toNanos();
        int lastStatus = -1;
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(variant.id() + " exited with code " + process.exitValue()
                        + " before /health answered" + (only200 ? " 200" : "") + logTail());
            }
            try {
                HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
                lastStatus = response.statusCode();
                if (!only200 || lastStatus == 200) {
                    return new HealthAnswer(lastStatus, Duration.ofNanos(System.nanoTime() - startNanos));
                }
            } catch (ConnectException e) {
                // not listening yet
            } catch (IOException e) {
                // listening but not answering yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep(50);
        }
        throw new IllegalStateException(variant.id() + " did not answer /health" + (only200 ? " with 200" : "")
                + " within " + timeout.toSeconds() + " s (last status: " + lastStatus + ")" + logTail());
    }

    /** The end of the app's log, for error messages. */
    public String logTail() {
        if (log == null || !Files.isRegularFile(log)) {
            return "";
        }
        try {
            List<String> lines = Files.readAllLines(log);
            return "\n--- last lines of " + log + " ---\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "";
        }
    }

    public int waitFor() throws InterruptedException {
        return process.waitFor();
    }

    /** SIGTERM, so the framework shuts down gracefully; SIGKILL after 20 s. */
    @Override
    public void close() {
        close(Duration.ofSeconds(20));
    }

    /** SIGTERM, and SIGKILL if the JVM has not exited within {@code grace}. */
    public void close(Duration grace) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
