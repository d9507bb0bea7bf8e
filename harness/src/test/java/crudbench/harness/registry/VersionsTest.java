package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * versions.json against the registry and docs/fairness.md, and its check of a startup line on
 * lines made for it. The check on every real app's line is contract-tests' LogTests.
 */
class VersionsTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);
    private static final Versions VERSIONS = Versions.load(REPO);

    @Test
    void everyVariantAndEveryBuildOfItHasItsVersionsDeclared() {
        List<String> wrong = new ArrayList<>();
        for (Variant v : VARIANTS.all()) {
            try {
                assertThat(VERSIONS.framework(v)).isNotBlank();
                assertThat(VERSIONS.libraries(v, null)).isNotEmpty();
                v.builds().keySet().forEach(build -> VERSIONS.libraries(v, build));
            } catch (IllegalStateException e) {
                wrong.add(e.getMessage());
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void everyVersionHasItsReasonAndEveryReasonItsVersion() {
        assertThat(VERSIONS.reasons().keySet()).containsExactlyInAnyOrderElementsOf(VERSIONS.declared());
    }

    @Test
    void fairnessMdShowsTheTableAsVersionsJsonDeclaresIt() throws IOException {
        String page = Files.readString(REPO.resolve("docs/fairness.md"));
        assertThat(page)
                .as("docs/fairness.md's versions: `just regenerate` writes it")
                .contains("<!-- versions.json: begin -->\n" + VERSIONS.markdown() + "<!-- versions.json: end -->");
    }

    @Test
    void theStartupLineIsTheFirstLineNamingAVariantFromThereOn() {
        assertThat(Versions.startupLine(
                        "booting\n12:00 INFO variant=spring-jdbc framework=Spring-Boot 4.1.2\nvariant=x"))
                .isEqualTo("variant=spring-jdbc framework=Spring-Boot 4.1.2");
        assertThat(Versions.startupLine("booting\nno line")).isNull();
    }

    @Test
    void aLineThatRunsTheDeclaredVersionsPasses() {
        Variant jdbc = variant("spring-jdbc");
        assertThat(VERSIONS.mismatches(jdbc, null, line(jdbc, null))).isEmpty();
        Variant reactive = variant("quarkus-reactive");
        assertThat(VERSIONS.mismatches(reactive, null, line(reactive, null))).isEmpty();
    }

    @Test
    void aLineWithOneLibraryAtAnotherVersionFailsNamingIt() {
        Variant v = variant("micronaut-jdbc");
        String hikari = "HikariCP " + VERSIONS.libraries(v, null).get("HikariCP");
        String drifted = line(v, null).replace(hikari, "HikariCP 6.0.0");
        assertThat(drifted).isNotEqualTo(line(v, null));
        assertThat(VERSIONS.mismatches(v, null, drifted))
                .containsExactly("micronaut-jdbc runs HikariCP 6.0.0, versions.json says "
                        + VERSIONS.libraries(v, null).get("HikariCP"));
    }

    @Test
    void aLineWithAnotherFrameworkVersionFails() {
        Variant v = variant("spring-r2dbc");
        String drifted = line(v, null).replace("framework=" + VERSIONS.framework(v), "framework=Spring-Boot 4.1.0");
        assertThat(VERSIONS.mismatches(v, null, drifted))
                .singleElement()
                .asString()
                .contains("Spring-Boot 4.1.0");
    }

    @Test
    void aLibraryMissingOrUndeclaredFails() {
        Variant v = variant("spring-r2dbc");
        String line = line(v, null);
        String withoutPool = line.replaceAll(", r2dbc-pool \\S+", "");
        assertThat(VERSIONS.mismatches(v, null, withoutPool))
                .singleElement()
                .asString()
                .contains("logged no r2dbc-pool");
        String withNetty = line.replace(" pool-size=", ", netty-common 4.2.18.Final pool-size=");
        assertThat(VERSIONS.mismatches(v, null, withNetty))
                .singleElement()
                .asString()
                .contains("netty-common, which versions.json does not declare");
        assertThat(VERSIONS.mismatches(v, null, null)).containsExactly("spring-r2dbc logged no startup line");
    }

    /** A build's jar must log the build's versions: the main jar's line is wrong for it, and its own is right. */
    @Test
    void aBuildIsCheckedAgainstItsOwnVersions() {
        Variant v = variant("spring-r2dbc");
        assertThat(VERSIONS.libraries(v, "r2dbc-pool-1.0.0")).containsEntry("r2dbc-pool", "1.0.0.RELEASE");
        assertThat(VERSIONS.mismatches(v, "r2dbc-pool-1.0.0", line(v, null)))
                .singleElement()
                .asString()
                .startsWith("spring-r2dbc@build=r2dbc-pool-1.0.0 runs r2dbc-pool 1.0.2");
        assertThat(VERSIONS.mismatches(v, "r2dbc-pool-1.0.0", line(v, "r2dbc-pool-1.0.0")))
                .isEmpty();
        assertThatThrownBy(() -> VERSIONS.libraries(variant("spring-vertx"), "hikaricp-7.0.2"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not run");
    }

    /** The line {@link crudbench.api.StartupLine} would log for the declared versions. */
    private static String line(Variant v, String build) {
        List<String> libraries = new ArrayList<>();
        for (Map.Entry<String, String> e : VERSIONS.libraries(v, build).entrySet()) {
            libraries.add(e.getKey() + " " + e.getValue());
        }
        return "variant=" + v.id() + " framework=" + VERSIONS.framework(v) + " driver=" + String.join(", ", libraries)
                + " pool-size=16 worker-threads=32 io-threads=4 java=25.0.3+9-LTS";
    }

    private static Variant variant(String id) {
        return VARIANTS.find(id).orElseThrow();
    }
}
