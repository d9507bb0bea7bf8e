package crudbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.postgresql.util.DriverInfo;

class StartupLineTest {

    @Test
    void findsTheVersionMavenRecordedInAJar() {
        assertThat(StartupLine.version("io.r2dbc:r2dbc-spi")).isEqualTo("1.0.0.RELEASE");
    }

    @Test
    void findsPgjdbcsVersionInItsBundleManifest() {
        assertThat(StartupLine.version("org.postgresql:postgresql")).isEqualTo(DriverInfo.DRIVER_VERSION);
    }

    @Test
    void saysSoWhenAJarIsNotThere() {
        assertThat(StartupLine.version("com.example:absent")).isEqualTo("(unknown version)");
        assertThatThrownBy(() -> StartupLine.version("absent")).hasMessageContaining("groupId:artifactId");
    }

    @Test
    void namesTheVariantTheVersionsAndTheParitySettings() {
        String line = StartupLine.of(
                "quarkus-jdbc", "Quarkus", "3.37.1", "org.postgresql:postgresql, io.r2dbc:r2dbc-spi", 16, 32, 4);
        assertThat(line)
                .startsWith(
                        "variant=quarkus-jdbc framework=Quarkus 3.37.1 driver=postgresql " + DriverInfo.DRIVER_VERSION
                                + ", r2dbc-spi 1.0.0.RELEASE pool-size=16 worker-threads=32 io-threads=4 java=");
    }
}
