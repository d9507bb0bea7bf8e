package crudbench.drivers.baseline;

import crudbench.drivers.Operation;
import crudbench.drivers.Protocol;
import crudbench.harness.db.PoolActivity;
import crudbench.harness.db.Postgres;
import crudbench.harness.proc.ProcStats;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One driver's worker JVM, started from its jar with the apps' JVM flags, and the baseline's
 * side of the {@link Protocol}: it sends a load, and reads the worker's and PostgreSQL's CPU
 * ({@link Cpu}) the moment the worker says its measured window starts and ends.
 */
final class WorkerProcess implements AutoCloseable {

    /** Time beyond a load's own length that the worker may take to answer, e.g. a stuck driver's stop timeout. */
    private static final Duration SLACK = Duration.ofSeconds(60);

    private static final String EOF = "\0eof";

    private final String driver;
    private final Process process;
    private final Path log;
    private final BufferedWriter commands;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private Protocol.Message ready;

    private WorkerProcess(String driver, Process process, Path log) {
        this.driver = driver;
        this.process = process;
        this.log = log;
        this.commands = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread.ofPlatform().name(driver + "-stdout").daemon().start(this::readStdout);
    }

    /** Starts the worker and waits until its pool is open. */
    static WorkerProcess start(String driver, Path jar, List<String> jvmFlags, Map<String, String> env, Path log) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(
                    "no worker jar " + jar + ": build it with `./mvnw -pl drivers/baseline -am package`"
                            + " (`just drivers` does when it is missing)");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmFlags);
        command.add("-jar");
        command.add(jar.toString());
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(Redirect.appendTo(log.toFile()));
        pb.environment().putAll(env);
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            WorkerProcess worker = new WorkerProcess(driver, Cpu.tracked(pb.start()), log);
            worker.ready = worker.await("ready", Duration.ofSeconds(90));
            return worker;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the " + driver + " worker", e);
        }
    }

    long pid() {
        return process.pid();
    }

    /** What the worker said when its pool was open: client, threads, jdk, version.* */
    Protocol.Message ready() {
        return ready;
    }

    /**
     * Runs one load and measures it: the worker runs {@code ramp}, then the measured window.
     * The worker's CPU, PostgreSQL's and the driver threads' are read when the worker says the
     * window starts and ends, and pg_stat_activity is watched in between.
     */
    Point measure(
            String phase,
            Operation operation,
            int users,
            int rampSeconds,
            int measureSeconds,
            Postgres postgres,
            OptionalLong postmaster) {
        String threads = ready.get("threads");
        PoolActivity activity = PoolActivity.open(postgres);
        send(
                "run",
                Map.of(
                        "operation",
                        operation.id(),
                        "users",
                        Integer.toString(users),
                        "rampMs",
                        Long.toString(rampSeconds * 1000L),
                        "measureMs",
                        Long.toString(measureSeconds * 1000L)));
        Cpu.Snapshot before;
        Cpu.Snapshot after;
        PoolActivity.Seen seen = null;
        try {
            await("start", Duration.ofSeconds(rampSeconds).plus(SLACK));
            before = Cpu.Snapshot.of(pid(), postmaster);
            if (activity != null) {
                activity.begin();
            }
            await("end", Duration.ofSeconds(measureSeconds).plus(SLACK));
            after = Cpu.Snapshot.of(pid(), postmaster);
            send("measured", Map.of());
        } finally {
            if (activity != null) {
                seen = activity.stop();
            }
        }
        Protocol.Message result = await("result", SLACK);
        String firstError = result.get("firstError");
        return new Point(
                driver,
                phase,
                operation.id(),
                users,
                result.getLong("windowNanos"),
                result.getLong("queries"),
                result.getLong("errors"),
                result.getLong("answeredTotal"),
                result.getLong("errorsTotal"),
                firstError.isEmpty() ? null : firstError,
                ProcStats.millisBetween(before.client(), after.client()),
                ProcStats.millisBetween(before.postgres(), after.postgres()),
                Cpu.threadMillis(before.threads(), after.threads()),
                threads,
                seen == null ? null : seen.connections(),
                seen == null ? null : seen.busy(),
                result.get("histogram"));
    }

    /** Asks the worker to close its pool and exit, and waits for it. */
    void quit() {
        send("quit", Map.of());
        await("bye", SLACK);
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException(driver + " worker did not exit after quit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void send(String kind, Map<String, String> fields) {
        try {
            commands.write(Protocol.line(kind, fields));
            commands.newLine();
            commands.flush();
        } catch (IOException e) {
            throw new IllegalStateException(driver + " worker is gone: " + e.getMessage() + logTail(), e);
        }
    }

    private Protocol.Message await(String kind, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (true) {
                String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw new IllegalStateException(
                            driver + " worker: no '" + kind + "' within " + timeout.toSeconds() + " s" + logTail());
                }
                if (line.equals(EOF)) {
                    process.waitFor(10, TimeUnit.SECONDS);
                    throw new IllegalStateException(driver + " worker exited"
                            + (process.isAlive() ? "" : " with code " + process.exitValue()) + " before '" + kind + "'"
                            + logTail());
                }
                Protocol.Message message = Protocol.parse(line);
                if (message.kind().equals(kind)) {
                    return message;
                }
                throw new IllegalStateException(
                        driver + " worker said '" + message.kind() + "', expected '" + kind + "'");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Protocol lines go to the queue; anything else the worker prints goes to its log. */
    private void readStdout() {
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith(Protocol.PREFIX)) {
                    lines.add(line);
                } else {
                    Files.writeString(
                            log, line + System.lineSeparator(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                }
            }
        } catch (IOException e) {
            // the worker is gone; EOF below says so
        } finally {
            lines.add(EOF);
        }
    }

    /** The end of the worker's log, for error messages. */
    String logTail() {
        try {
            List<String> all = Files.readAllLines(log);
            return "\n--- last lines of " + log + " ---\n"
                    + String.join("\n", all.subList(Math.max(0, all.size() - 30), all.size()));
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public void close() {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
