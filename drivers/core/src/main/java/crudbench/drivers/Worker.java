package crudbench.drivers;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * The main loop of a worker JVM: open the driver's pool, say ready, then run each load the
 * baseline asks for and report it (see {@link Protocol}). Protocol lines are all this
 * process writes to stdout; everything else, a driver's logging included, goes to stderr.
 */
public final class Worker {

    /** How long the users of a load may take to finish their last query once told to stop. */
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

    private final Driver driver;
    private final WorkerSpec spec;
    private final PrintStream protocol;
    private int loads;

    private Worker(Driver driver, WorkerSpec spec, PrintStream protocol) {
        this.driver = driver;
        this.spec = spec;
        this.protocol = protocol;
    }

    /** The whole life of a worker JVM; exits the JVM (drivers may leave non-daemon threads behind). */
    public static void main(Function<WorkerSpec, Driver> factory) {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        int status = 0;
        try {
            WorkerSpec spec = WorkerSpec.fromEnv(System.getenv());
            try (Driver driver = factory.apply(spec)) {
                new Worker(driver, spec, protocol).serve();
            }
            send(protocol, "bye", Map.of());
        } catch (Exception | Error e) {
            e.printStackTrace();
            status = 1;
        }
        System.exit(status);
    }

    private void serve() throws Exception {
        driver.open();
        Map<String, String> ready = new LinkedHashMap<>();
        ready.put("client", WorkerSpec.client(driver.getClass()));
        ready.put("threads", driver.threadPrefix());
        ready.put("jdk", System.getProperty("java.vm.vendor") + " " + System.getProperty("java.runtime.version"));
        driver.versions().forEach((name, version) -> ready.put("version." + name, version));
        send(protocol, "ready", ready);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            Protocol.Message command = Protocol.parse(line);
            if (command == null) {
                continue;
            }
            switch (command.kind()) {
                case "run" ->
                    run(
                            Operation.of(command.get("operation")),
                            command.getInt("users"),
                            command.getLong("rampMs"),
                            command.getLong("measureMs"),
                            in);
                case "quit" -> {
                    return;
                }
                default -> throw new IllegalStateException("unknown command: " + line);
            }
        }
    }

    private void run(Operation operation, int users, long rampMs, long measureMs, BufferedReader in)
            throws InterruptedException, IOException {
        String token = "d" + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36) + "-" + (++loads);
        Load load = new Load(operation, driver.sql(spec.sql(operation)), users, spec.seedUsers(), spec.seed(), token);
        driver.start(load);
        Thread.sleep(rampMs);
        load.startWindow();
        send(protocol, "start", Map.of());
        Thread.sleep(measureMs);
        Load.Window window = load.endWindow();
        send(protocol, "end", Map.of());
        // The users go on until the baseline has read this JVM's CPU: its threads must still be there.
        Protocol.Message measured = Protocol.parse(in.readLine());
        if (measured == null || !measured.kind().equals("measured")) {
            throw new IllegalStateException("expected 'measured' after 'end', got " + measured);
        }
        load.requestStop();
        boolean stopped = load.awaitStopped(STOP_TIMEOUT);
        if (stopped) {
            driver.finish(load);
        }
        Map<String, String> result = new LinkedHashMap<>();
        result.put("operation", operation.id());
        result.put("users", Integer.toString(users));
        result.put("windowNanos", Long.toString(window.nanos()));
        result.put("queries", Long.toString(window.latencies().getTotalCount()));
        result.put("errors", Long.toString(window.errors()));
        result.put("answeredTotal", Long.toString(load.answeredTotal()));
        result.put("errorsTotal", Long.toString(load.errorsTotal()));
        result.put("stopped", Boolean.toString(stopped));
        result.put("firstError", load.firstError() == null ? "" : load.firstError());
        result.put("histogram", Protocol.encodeHistogram(window.latencies()));
        send(protocol, "result", result);
        if (!stopped) {
            throw new IllegalStateException(operation + " at " + users + " users: not every user stopped within "
                    + STOP_TIMEOUT.toSeconds() + " s; the driver is stuck");
        }
    }

    private static void send(PrintStream protocol, String kind, Map<String, String> fields) {
        protocol.println(Protocol.line(kind, fields));
    }
}
