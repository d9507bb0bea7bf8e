package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

    @TempDir
    Path dir;

    @Test
    void readsKeyValueLinesAndSkipsComments() throws IOException {
        Path file = dir.resolve("parity.env");
        Files.writeString(file, """
                # a comment
                DB_POOL_SIZE=16

                APP_JAVA_OPTS=-Xmx512m -XX:+UseG1GC
                  IO_THREADS = 4
                """);
        assertThat(Settings.readEnvFile(file))
                .containsExactly(
                        Map.entry("DB_POOL_SIZE", "16"),
                        Map.entry("APP_JAVA_OPTS", "-Xmx512m -XX:+UseG1GC"),
                        Map.entry("IO_THREADS", "4"));
    }

    @Test
    void rejectsALineThatIsNotKeyValue() throws IOException {
        Path file = dir.resolve("parity.env");
        Files.writeString(file, "DB_POOL_SIZE 16\n");
        assertThatThrownBy(() -> Settings.readEnvFile(file)).hasMessageContaining("parity.env:1");
    }

    @Test
    void theEnvironmentWinsOverTheFileAndTheFileOverTheDefaults() {
        Settings settings = new Settings(
                Map.of("DB_POOL_SIZE", "16", "IO_THREADS", "4"), Map.of("DB_POOL_SIZE", "8", "DB_NAME", "other"));
        assertThat(settings.getInt("DB_POOL_SIZE")).isEqualTo(8);
        assertThat(settings.getInt("IO_THREADS")).isEqualTo(4);
        assertThat(settings.get("DB_NAME")).isEqualTo("other");
        assertThat(settings.get("DB_HOST")).isEqualTo("localhost");
        assertThat(settings.parity()).containsEntry("DB_POOL_SIZE", "8").containsEntry("IO_THREADS", "4");
        assertThatThrownBy(() -> settings.get("NOPE")).hasMessageContaining("NOPE");
    }

    @Test
    void aDatabaseIsExternalOnlyWhenItsHostOrPortIsSet() {
        assertThat(new Settings(Map.of(), Map.of()).externalDatabase()).isFalse();
        assertThat(new Settings(Map.of(), Map.of("DB_NAME", "x")).externalDatabase())
                .isFalse();
        assertThat(new Settings(Map.of(), Map.of("DB_PORT", "5432")).externalDatabase())
                .isTrue();
        assertThat(new Settings(Map.of(), Map.of("DB_HOST", "db.internal")).db().external())
                .isTrue();
        assertThat(new Settings(Map.of(), Map.of()).db().port()).isEqualTo(Settings.DEFAULT_DB_PORT);
    }

    @Test
    void appsGetTheParityValuesTheirPortAndTheDatabaseButNotTheJvmFlags() {
        Settings settings = new Settings(Map.of("DB_POOL_SIZE", "16", "APP_JAVA_OPTS", "-Xmx1g"), Map.of());
        Map<String, String> env = settings.appEnvironment(
                VariantsTest.variant("a-jdbc", "platform"),
                9000,
                new Settings.DbConfig("db", 6543, "n", "u", "p", true));
        assertThat(env)
                .containsEntry("PORT", "9000")
                .containsEntry("DB_POOL_SIZE", "16")
                .containsEntry("DB_HOST", "db")
                .containsEntry("DB_PORT", "6543")
                .containsEntry("DB_NAME", "n")
                .containsEntry("DB_USER", "u")
                .containsEntry("DB_PASSWORD", "p")
                .containsEntry("CRUDBENCH_VARIANT", "a-jdbc")
                .doesNotContainKey("APP_JAVA_OPTS");
        assertThat(settings.appJvmFlags()).startsWith("-Xmx1g");
    }

    @Test
    void aVariantAddsItsFrameworkSettingsButCannotChangeParity() {
        Settings settings = new Settings(Map.of("DB_POOL_SIZE", "16", "WORKER_THREADS", "32"), Map.of());
        Settings.DbConfig db = new Settings.DbConfig("db", 6543, "n", "u", "p", true);
        Variant virtual = VariantsTest.variant("a-jdbc-virtual", "virtual")
                .withEnv(Map.of("SPRING_THREADS_VIRTUAL_ENABLED", "true"));
        assertThat(settings.appEnvironment(virtual, 9000, db))
                .containsEntry("SPRING_THREADS_VIRTUAL_ENABLED", "true")
                .containsEntry("DB_POOL_SIZE", "16");
        for (String fixed : List.of("WORKER_THREADS", "DB_PORT", "PORT")) {
            Variant sneaky = VariantsTest.variant("a-jdbc", "platform").withEnv(Map.of(fixed, "64"));
            assertThatThrownBy(() -> settings.appEnvironment(sneaky, 9000, db)).hasMessageContaining(fixed);
        }
    }

    @Test
    void jvmFlagsThatOlderJdksRejectAreAddedOnlyFromJdk24() {
        assertThat(Settings.jdkQuietFlags(21)).isEmpty();
        assertThat(Settings.jdkQuietFlags(23)).isEmpty();
        assertThat(Settings.jdkQuietFlags(25)).contains("--sun-misc-unsafe-memory-access=allow");
    }
}
