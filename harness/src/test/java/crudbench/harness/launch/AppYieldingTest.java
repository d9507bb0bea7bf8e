package crudbench.harness.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An app started yielding runs below the harness's CPU priority, whole JVM included, and {@link App#pid()} is that
 * JVM's, so that what tracks it (its CPU clock, its stop) still finds it. Started on a real JVM, from a jar of one
 * class that only waits, with the parity flags.
 */
class AppYieldingTest {

    private static final Settings SETTINGS = Settings.load(Repo.locate());
    private static final DbConfig DB = new DbConfig("localhost", 1, "none", "none", "none", false);

    @TempDir
    Path root;

    @Test
    void aYieldingAppRunsItsJvmThatManyStepsBelowTheHarness() throws Exception {
        Variant variant = napper();
        try (App app = App.startYielding(10, new Repo(root), variant, SETTINGS, DB, 1, root.resolve("app.log"))) {
            assertThat(Files.readSymbolicLink(Path.of("/proc", Long.toString(app.pid()), "exe")))
                    .as("nice replaced itself with the JVM")
                    .isEqualTo(Path.of(System.getProperty("java.home"), "bin", "java")
                            .toRealPath());
            assertThat(nice(app.pid())).isEqualTo(nice(ProcessHandle.current().pid()) + 10);
        }
    }

    @Test
    void anAppStartedAsUsualRunsAtTheHarnesssPriority() throws Exception {
        Variant variant = napper();
        try (App app = App.start(new Repo(root), variant, SETTINGS, DB, 1, root.resolve("app.log"))) {
            assertThat(nice(app.pid())).isEqualTo(nice(ProcessHandle.current().pid()));
        }
    }

    @Test
    void niceTakesOneToNineteenSteps() {
        Variant variant = napper();
        for (int steps : List.of(0, 20)) {
            assertThatThrownBy(() -> App.startYielding(steps, new Repo(root), variant, SETTINGS, DB, 1, null))
                    .hasMessageContaining("1 to 19");
        }
    }

    /** A variant whose jar's one class sleeps for a minute. */
    private Variant napper() {
        try {
            Path sources = Files.createDirectories(root.resolve("src"));
            Path source = Files.writeString(
                    sources.resolve("Nap.java"),
                    "public class Nap { public static void main(String[] a) throws Exception { Thread.sleep(60_000); } }");
            assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, source.toString()))
                    .isZero();
            Manifest manifest = new Manifest();
            manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "Nap");
            Path module = Files.createDirectories(root.resolve("nap"));
            try (JarOutputStream jar =
                    new JarOutputStream(Files.newOutputStream(module.resolve("nap.jar")), manifest)) {
                jar.putNextEntry(new JarEntry("Nap.class"));
                jar.write(Files.readAllBytes(sources.resolve("Nap.class")));
                jar.closeEntry();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return new Variant(
                "nap", "None", "none", "platform", "jdbc", false, "", "nap", "nap.jar", null, Map.of(), Map.of(), null);
    }

    /** The nice value of a process's main thread, from /proc/PID/stat (field 19, after the parenthesised name). */
    private static int nice(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(fields[16]);
    }
}
