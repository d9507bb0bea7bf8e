package crudbench.harness.launch;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** How an {@link App} is launched: its jar, the parity flags and environment, its log, its CPU priority. */
final class AppCommand {

    private AppCommand() {}

    /**
     * @param build     one of the variant's other builds, or null for its own jar
     * @param overrides settings that replace what parity and the registry give it
     * @param log       where its output goes, or null to share this process's terminal
     * @param nice      steps below this process's CPU priority, 0 for the same
     */
    static ProcessBuilder of(
            Repo repo,
            Variant variant,
            String build,
            Map<String, String> overrides,
            Settings settings,
            DbConfig db,
            int port,
            Path log,
            int nice) {
        Path jar = variant.jar(repo, build);
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(
                    variant.id() + " is not built: no " + repo.root().relativize(jar) + " (run `just build`)");
        }
        List<String> command = new ArrayList<>();
        if (nice > 0) { // coreutils' nice replaces itself with the JVM: the process's pid stays the app's
            command.addAll(List.of("nice", "-n", Integer.toString(nice)));
        }
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(
                overrides.containsKey("APP_JAVA_OPTS")
                        ? Settings.jvmFlags(overrides.get("APP_JAVA_OPTS"))
                        : settings.appJvmFlags());
        command.add("-jar");
        command.add(jar.toString());
        ProcessBuilder pb =
                new ProcessBuilder(command).directory(variant.moduleDir(repo).toFile());
        pb.environment().putAll(settings.appEnvironment(variant, port, db));
        pb.environment().putAll(overrides);
        if (log == null) {
            return pb.inheritIO();
        }
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pb.redirectErrorStream(true).redirectOutput(Redirect.to(log.toFile()));
    }
}
