package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.launch.Build;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.VariantSetup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session's AOT cache: which sessions take one, the flags of its training and of a measured start, when it is stale. */
class AotCacheTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants REGISTRY = Variants.load(REPO);
    private static final Settings SETTINGS = Settings.load(REPO);

    @TempDir
    Path dir;

    @Test
    void onlyTheAotBuildRunsWithACache() {
        assertThat(AotCache.wanted(VariantSetup.parse("micronaut-jdbc@build=aot", REGISTRY)))
                .isTrue();
        assertThat(AotCache.wanted(VariantSetup.parse("micronaut-jdbc", REGISTRY)))
                .isFalse();
        assertThat(AotCache.wanted(VariantSetup.parse("spring-jdbc@build=hikaricp-7.0.2", REGISTRY)))
                .isFalse();
    }

    @Test
    void everyVariantHasAnAotBuildInItsModule() {
        REGISTRY.all()
                .forEach(v -> assertThat(v.jar(REPO, Build.AOT).toString())
                        .as(v.id())
                        .startsWith(v.moduleDir(REPO) + "/target/"));
    }

    @Test
    void trainingWritesTheCacheAndAMeasuredStartRefusesToRunWithoutIt() {
        VariantSetup session = VariantSetup.parse("quarkus-jdbc@build=aot,DB_POOL_SIZE=8", REGISTRY);
        AotCache cache = AotCache.of(REPO, session, SETTINGS);
        String parity = SETTINGS.get("APP_JAVA_OPTS").trim();

        Map<String, String> training = cache.training(session, SETTINGS);
        Map<String, String> use = cache.use(session, SETTINGS);

        assertThat(cache.file().toString())
                .endsWith("quarkus-app/quarkus-jdbc/target/aot-cache/quarkus-jdbc_build_aot_DB_POOL_SIZE_8.aot");
        assertThat(training)
                .containsEntry("DB_POOL_SIZE", "8")
                .containsEntry("APP_JAVA_OPTS", parity + " -XX:AOTCacheOutput=" + cache.file());
        assertThat(use)
                .containsEntry("DB_POOL_SIZE", "8")
                .containsEntry("APP_JAVA_OPTS", parity + " -XX:AOTCache=" + cache.file() + " -XX:AOTMode=on");
        assertThat(session.overrides())
                .as("the session's own settings are left alone")
                .doesNotContainKey("APP_JAVA_OPTS");
    }

    @Test
    void aSessionWithItsOwnJvmFlagsTrainsAndRunsWithThem() {
        VariantSetup session = VariantSetup.parse("micronaut-jdbc@build=aot,APP_JAVA_OPTS=-Xmx1g", REGISTRY);
        AotCache cache = AotCache.of(REPO, session, SETTINGS);

        assertThat(cache.use(session, SETTINGS))
                .containsEntry("APP_JAVA_OPTS", "-Xmx1g -XX:AOTCache=" + cache.file() + " -XX:AOTMode=on");
    }

    @Test
    void aCacheIsFreshOnlyWhenWrittenAfterItsJarWithTheSameKey() throws Exception {
        Path jar = Files.writeString(dir.resolve("app.jar"), "jar");
        Path file = dir.resolve("cache").resolve("app.aot");
        AotCache cache = new AotCache(file, jar, "java 25\nflags -Xmx512m");

        cache.clear();
        assertThat(cache.fresh()).as("no cache").isFalse();
        assertThat(cache.written()).as("the JVM wrote none").isFalse();

        Files.writeString(file, "cache");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));
        assertThat(cache.written()).isTrue();
        assertThat(cache.fresh()).isTrue();

        assertThat(new AotCache(file, jar, "java 25\nflags -Xmx1g").fresh())
                .as("trained with other flags")
                .isFalse();
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        assertThat(cache.fresh()).as("a jar built after it").isFalse();

        cache.clear();
        assertThat(file).doesNotExist();
        assertThat(cache.fresh()).isFalse();
    }
}
