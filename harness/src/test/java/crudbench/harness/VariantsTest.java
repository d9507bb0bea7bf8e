package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariantsTest {

    private static Variant variant(String id, String model) {
        return new Variant(id, "Quarkus", model, "web", "driver", "pool", "quarkus-app/" + id, "target/app.jar", null);
    }

    @Test
    void selectsInTheOrderAskedAndAllWhenNoneIsNamed() {
        Variants variants = Variants.of(List.of(variant("a-jdbc", "blocking"), variant("b-reactive", "reactive")));
        assertThat(variants.select(List.of()).stream().map(Variant::id)).containsExactly("a-jdbc", "b-reactive");
        assertThat(variants.select(List.of("b-reactive", "a-jdbc", "b-reactive")).stream().map(Variant::id))
                .containsExactly("b-reactive", "a-jdbc");
        assertThatThrownBy(() -> variants.select(List.of("c"))).hasMessageContaining("unknown variant 'c'")
                .hasMessageContaining("a-jdbc, b-reactive");
    }

    @Test
    void rejectsDuplicateIdsBadIdsAndUnknownModels() {
        assertThatThrownBy(() -> Variants.of(List.of(variant("a", "blocking"), variant("a", "reactive"))))
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> Variants.of(List.of(variant("Quarkus_JDBC", "blocking")))).hasMessageContaining("bad variant id");
        assertThatThrownBy(() -> Variants.of(List.of(variant("a", "virtual")))).hasMessageContaining("blocking or reactive");
    }

    @Test
    void theRegistryOfThisCheckoutNamesExistingModulesWhoseArtifactIdIsTheVariantId() throws Exception {
        Repo repo = Repo.locate();
        Variants variants = Variants.load(repo);
        assertThat(variants.all()).isNotEmpty();
        for (Variant v : variants.all()) {
            assertThat(v.moduleDir(repo).resolve("pom.xml")).as("module of %s", v.id()).isRegularFile();
            assertThat(Files.readString(v.moduleDir(repo).resolve("pom.xml")))
                    .as("artifactId of %s", v.id()).contains("<artifactId>" + v.id() + "</artifactId>");
            assertThat(v.moduleDir(repo).getFileName().toString()).isEqualTo(v.id());
        }
    }

    @Test
    void anArtifactOlderThanItsSourcesIsStale() throws Exception {
        Repo repo = Repo.locate();
        Variant v = Variants.load(repo).all().getFirst();
        Variant missing = new Variant(v.id(), v.framework(), v.model(), v.web(), v.driver(), v.pool(), v.module(),
                "target/does-not-exist.jar", null);
        assertThat(new Build(repo).isStale(missing)).isTrue();
    }
}
