package crudbench.loadgen.profile;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.hyperfoil.HyperfoilRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The handoff between two measured phases, on a real JVM with the agent loaded: Hyperfoil may report the next
 * phase running before the one before it has been written out (both within a millisecond, on two threads), which
 * once left the agent "already started" and the second phase unprofiled.
 */
class ProfiledPhasesTest {

    @TempDir
    Path dir;

    private Process app;

    @AfterEach
    void stop() {
        if (app != null) {
            app.destroyForcibly();
        }
    }

    @Test
    void theNextPhaseRunningBeforeTheLastTerminatedStillProfilesBoth() throws Exception {
        AsyncProfiler profiler = AsyncProfiler.in(dir.resolve("agent"));
        long pid = busyJvm(profiler);
        List<String> forwarded = new ArrayList<>();
        ProfiledPhases phases = new ProfiledPhases(
                profiler,
                pid,
                Set.of("get", "list100"),
                p -> dir.resolve(p + ".collapsed"),
                new HyperfoilRun.PhaseListener() {
                    @Override
                    public void running(String phase) {
                        forwarded.add("running " + phase);
                    }

                    @Override
                    public void terminated(String phase) {
                        forwarded.add("terminated " + phase);
                    }
                });

        phases.running("warmup");
        phases.terminated("warmup");
        phases.running("get");
        Thread.sleep(300);
        phases.running("list100");
        phases.terminated("get");
        Thread.sleep(300);
        phases.terminated("list100");

        assertThat(phases.failures()).isEmpty();
        assertThat(forwarded)
                .containsExactly(
                        "running warmup",
                        "terminated warmup",
                        "running get",
                        "running list100",
                        "terminated get",
                        "terminated list100");
        assertThat(dir.resolve("warmup.collapsed")).doesNotExist();
        for (String phase : List.of("get", "list100")) {
            assertThat(Stacks.read(dir.resolve(phase + ".collapsed")).total())
                    .as(phase)
                    .isPositive();
            assertThat(Files.readString(dir.resolve(phase + ".html"))).containsIgnoringCase("<html");
        }
    }

    /** A JVM that keeps a core busy, the agent loaded and idle, ready to be attached to. */
    private long busyJvm(AsyncProfiler profiler) throws Exception {
        Path source = dir.resolve("Busy.java");
        Files.writeString(source, """
                public class Busy {
                    public static void main(String[] args) {
                        System.out.println("ready");
                        long x = 0;
                        while (true) {
                            x += Long.toString(x).hashCode();
                        }
                    }
                }
                """);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(profiler.jvmFlags());
        command.add(source.toString());
        app = new ProcessBuilder(command).redirectErrorStream(true).start();
        String first = new String(app.getInputStream().readNBytes("ready".length()));
        assertThat(first).isEqualTo("ready");
        return app.pid();
    }
}
