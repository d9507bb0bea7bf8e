package crudbench.loadgen.profile;

import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * async-profiler, from its jar on Maven Central ({@code tools.profiler:async-profiler}, a dependency of this module):
 * its agent for this machine taken out of the jar once, the JVM flags that load it into an app at its start, and its
 * commands sent to a running app through the JDK's attach API, in this process (jcmd would start a JVM for each).
 * The agent loaded at start does nothing until told; sending it a command later is not a dynamic agent load the JVM
 * warns about.
 */
public final class AsyncProfiler {

    /** What every profile samples: CPU time, a sample each millisecond of it, each thread on its own. */
    public static final String EVENT = "event=cpu,interval=1ms,threads";

    private final Path library;

    private AsyncProfiler(Path library) {
        this.library = library;
    }

    /** The agent for this machine, taken out of the jar into {@code dir} (kept there for the next run). */
    public static AsyncProfiler in(Path dir) {
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        List<String> names = arch.contains("aarch64") || arch.contains("arm64")
                ? List.of("linux-arm64", "linux-aarch64")
                : List.of("linux-x64", "linux-amd64");
        if (!System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux")) {
            throw new IllegalStateException(
                    "async-profiler's agent in its jar is for Linux; this is " + System.getProperty("os.name"));
        }
        Path jar = jar();
        try (JarFile file = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                JarEntry e = entries.nextElement();
                if (e.getName().endsWith("/libasyncProfiler.so")
                        && names.stream().anyMatch(e.getName()::contains)) {
                    Path target = dir.resolve(e.getName());
                    if (!Files.isRegularFile(target) || Files.size(target) != e.getSize()) {
                        Files.createDirectories(target.getParent());
                        try (InputStream in = file.getInputStream(e)) {
                            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                        }
                    }
                    return new AsyncProfiler(target.toAbsolutePath());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        }
        throw new IllegalStateException(jar + " has no async-profiler agent for " + names);
    }

    private static Path jar() {
        try {
            return Path.of(one.profiler.AsyncProfiler.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public Path library() {
        return library;
    }

    /** The JVM flags that load the agent, idle, at the app's start. */
    public List<String> jvmFlags() {
        return List.of("-agentpath:" + library);
    }

    /** Starts sampling the app's CPU. */
    public void start(long pid) {
        command(pid, "start," + EVENT);
    }

    /**
     * Stops sampling and writes what it sampled: collapsed stacks, and beside them a flame graph (an HTML page).
     *
     * @param collapsed the stacks' file; the flame graph goes beside it, named the same with .html
     */
    public void stop(long pid, Path collapsed) {
        String name = collapsed.getFileName().toString();
        Path html = collapsed.resolveSibling(name.replaceFirst("\\.collapsed$", "") + ".html");
        try {
            Files.createDirectories(collapsed.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        command(pid, "dump,flamegraph,threads,file=" + html.toAbsolutePath());
        command(pid, "stop,collapsed,threads,file=" + collapsed.toAbsolutePath());
    }

    /** One command to the agent in the app, as its {@code agentpath} options are written. */
    void command(long pid, String command) {
        try {
            VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
            try {
                vm.loadAgentPath(library.toString(), command);
            } finally {
                vm.detach();
            }
        } catch (Exception e) {
            throw new IllegalStateException("async-profiler in process " + pid + ": `" + command + "` failed: " + e, e);
        }
    }
}
