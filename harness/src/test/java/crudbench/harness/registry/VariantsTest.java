package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import crudbench.harness.launch.Build;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariantsTest {

    static Variant variant(String id, String threads) {
        return new Variant(
                id,
                "Quarkus",
                "Quarkus REST",
                threads,
                "jdbc",
                false,
                "pgjdbc, Agroal",
                "quarkus-app/" + id,
                "target/app.jar",
                null,
                null,
                null,
                null);
    }

    @Test
    void selectsInTheOrderAskedAndAllWhenNoneIsNamed() {
        Variants variants = Variants.of(List.of(variant("a-jdbc", "platform"), variant("b-virtual", "virtual")));
        assertThat(variants.select(List.of()).stream().map(Variant::id)).containsExactly("a-jdbc", "b-virtual");
        assertThat(variants.select(List.of("b-virtual", "a-jdbc", "b-virtual")).stream()
                        .map(Variant::id))
                .containsExactly("b-virtual", "a-jdbc");
        assertThatThrownBy(() -> variants.select(List.of("c")))
                .hasMessageContaining("unknown variant 'c'")
                .hasMessageContaining("a-jdbc, b-virtual");
    }

    @Test
    void rejectsDuplicateIdsBadIdsAndValuesOffTheAxes() {
        assertThatThrownBy(() -> Variants.of(List.of(variant("a", "platform"), variant("a", "virtual"))))
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> Variants.of(List.of(variant("Quarkus_JDBC", "platform"))))
                .hasMessageContaining("bad variant id");
        assertThatThrownBy(() -> Variants.of(List.of(variant("a", "blocking"))))
                .hasMessageContaining("threads must be one of");
        Variant odbc = new Variant(
                "a", "Quarkus", "Quarkus REST", "platform", "odbc", false, "", "m", "a.jar", null, null, null, null);
        assertThatThrownBy(() -> Variants.of(List.of(odbc))).hasMessageContaining("driver must be one of");
    }

    @Test
    void theGridColumnSplitsJdbcByItsThreads() {
        assertThat(variant("a", "platform").access()).isEqualTo("jdbc-platform");
        assertThat(variant("a", "virtual").access()).isEqualTo("jdbc-virtual");
        Variant vertx = new Variant(
                "v", "Quarkus", "Quarkus REST", "event-loop", "vertx", false, "", "m", "a.jar", null, null, null, null);
        assertThat(vertx.access()).isEqualTo("vertx");
        assertThat(vertx.reactive()).isTrue();
        assertThat(variant("a", "virtual").reactive()).isFalse();
    }

    /**
     * A variant's module is named after it; a variant made of another's jar by a setting (its
     * env) names that variant's module, which is registered too.
     */
    @Test
    void theRegistryOfThisCheckoutNamesExistingModulesWhoseArtifactIdIsTheVariantId() throws Exception {
        Repo repo = Repo.locate();
        Variants variants = Variants.load(repo);
        assertThat(variants.all()).isNotEmpty();
        for (Variant v : variants.all()) {
            String moduleName = v.moduleDir(repo).getFileName().toString();
            assertThat(v.moduleDir(repo).resolve("pom.xml"))
                    .as("module of %s", v.id())
                    .isRegularFile();
            assertThat(Files.readString(v.moduleDir(repo).resolve("pom.xml")))
                    .as("artifactId of %s", v.id())
                    .contains("<artifactId>" + moduleName + "</artifactId>");
            if (v.env().isEmpty()) {
                assertThat(moduleName).as("module of %s", v.id()).isEqualTo(v.id());
            } else {
                assertThat(variants.find(moduleName))
                        .as("%s is the jar of %s plus settings", v.id(), moduleName)
                        .isPresent();
                assertThat(variants.get(moduleName).env()).isEmpty();
            }
        }
    }

    @Test
    void anOrmVariantIsSetAgainstPlainSqlOfTheSameFrameworkWebAndThreads() {
        Variant plain = variant("q-jdbc", "platform");
        Variant orm = withOrm(variant("q-orm", "platform"), "q-jdbc");
        assertThat(Variants.of(List.of(plain, orm)).get("q-orm").hasOrm()).isTrue();
        assertThat(plain.hasOrm()).isFalse();
        assertThatThrownBy(() -> Variants.of(List.of(orm)))
                .hasMessageContaining("its plain variant 'q-jdbc' is not in the registry");
        Variant virtual = withOrm(variant("q-orm-virtual", "virtual"), "q-jdbc");
        assertThatThrownBy(() -> Variants.of(List.of(plain, virtual)))
                .hasMessageContaining("must be plain SQL on the same framework, web stack and threads");
        Variant onAnOrm = withOrm(variant("q-orm-2", "platform"), "q-orm");
        assertThatThrownBy(() -> Variants.of(List.of(plain, orm, onAnOrm))).hasMessageContaining("must be plain SQL");
    }

    private static Variant withOrm(Variant v, String plain) {
        return new Variant(
                v.id(),
                v.framework(),
                v.web(),
                v.threads(),
                v.driver(),
                v.crossStack(),
                v.client(),
                v.module(),
                v.artifact(),
                v.distribution(),
                v.env(),
                v.builds(),
                new Variant.Orm("Hibernate ORM", plain));
    }

    @Test
    void anArtifactOlderThanItsSourcesIsStale() throws Exception {
        Repo repo = Repo.locate();
        Variant v = Variants.load(repo).all().getFirst();
        Variant missing = new Variant(
                v.id(),
                v.framework(),
                v.web(),
                v.threads(),
                v.driver(),
                v.crossStack(),
                v.client(),
                v.module(),
                "target/does-not-exist.jar",
                null,
                null,
                null,
                null);
        assertThat(new Build(repo).isStale(missing)).isTrue();
    }
}
