package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.launch.Build;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.plan.VariantSetup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A session's ahead-of-time cache (JDK 25: JEP 483's classes loaded and linked, JEP 515's method profiles), for the
 * build {@value Build#AOT}: each framework's documented layout for it (Quarkus' aot-jar, Spring Boot's extracted jar,
 * Micronaut's own shaded jar). It is made once per build by a training run, JEP 514's one step: the app started with
 * {@code -XX:AOTCacheOutput}, warmed up by the suite's own warm-up until it settles, then stopped, when the JVM
 * writes the cache. A measured start then takes it with {@code -XX:AOTMode=on}, which refuses to start without it,
 * so a cache the JVM cannot use shows as an app that did not start, never as a start without it.
 *
 * <p>A cache is kept for the session's label, beside its module's build output, with a key: the JDK, the JVM flags
 * and the session's settings it was trained with. A jar newer than the cache, or another key, trains it again.
 */
final class AotCache {

    /** How long a stopped training run may take to write its cache: the JVM assembles it in a child JVM at exit. */
    static final java.time.Duration ASSEMBLY_LIMIT = java.time.Duration.ofMinutes(5);

    private final Path file;
    private final Path jar;
    private final String key;

    AotCache(Path file, Path jar, String key) {
        this.file = file;
        this.jar = jar;
        this.key = key;
    }

    static boolean wanted(VariantSetup session) {
        return Build.AOT.equals(session.build());
    }

    /** The cache of {@code session}, trained or not, with {@code settings}' JVM flags on this JDK. */
    static AotCache of(Repo repo, VariantSetup session, Settings settings) {
        Path dir = session.variant().moduleDir(repo).resolve("target").resolve("aot-cache");
        String key = "java " + Runtime.version() + "\nflags " + baseFlags(session, settings) + "\nsettings "
                + session.overrides();
        return new AotCache(
                dir.resolve(session.fileName() + ".aot"), session.variant().jar(repo, session.build()), key);
    }

    Path file() {
        return file;
    }

    /** Trained for this jar, JDK, flags and settings: nothing newer than it, and its key the same. */
    boolean fresh() {
        try {
            return Files.isRegularFile(file)
                    && Files.isRegularFile(keyFile())
                    && Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(jar)) > 0
                    && Files.readString(keyFile()).equals(key);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Before a training run: no cache, and a directory for one. */
    void clear() {
        try {
            Files.createDirectories(file.getParent());
            Files.deleteIfExists(file);
            Files.deleteIfExists(keyFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** After a training run stopped: the key, once the JVM wrote the cache; false when it wrote none. */
    boolean written() {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try {
            Files.writeString(keyFile(), key);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return true;
    }

    /** The session's settings with the JVM flags of a training run, which writes the cache when the JVM exits. */
    Map<String, String> training(VariantSetup session, Settings settings) {
        return withFlags(session, settings, List.of("-XX:AOTCacheOutput=" + file));
    }

    /** The session's settings with the JVM flags of a measured start, which uses the cache or does not start. */
    Map<String, String> use(VariantSetup session, Settings settings) {
        return withFlags(session, settings, List.of("-XX:AOTCache=" + file, "-XX:AOTMode=on"));
    }

    private static Map<String, String> withFlags(VariantSetup session, Settings settings, List<String> aot) {
        Map<String, String> overrides = new LinkedHashMap<>(session.overrides());
        overrides.put("APP_JAVA_OPTS", baseFlags(session, settings) + " " + String.join(" ", aot));
        return overrides;
    }

    /** The JVM flags the session runs with otherwise: its own override, else parity's. */
    private static String baseFlags(VariantSetup session, Settings settings) {
        String own = session.overrides().get("APP_JAVA_OPTS");
        return (own != null ? own : settings.get("APP_JAVA_OPTS")).trim();
    }

    private Path keyFile() {
        return file.resolveSibling(file.getFileName() + ".key");
    }
}
