package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/fairness.md's tables that name variants, from the modules and the registry: the rows each module holds, their
 * links rebased, and the deadlines' variants by driver and pool. (loadgen's DocumentedRegistryTest checks the page
 * against what these give.)
 */
class FairnessTablesTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);
    private static final Versions VERSIONS = Versions.load(REPO);

    @Test
    void everyVariantHasItsRowInItsModuleInRegistryOrder() {
        List<String> rows = FairnessTables.variants(REPO, VARIANTS).lines().toList();
        assertThat(rows.getFirst()).isEqualTo(FairnessTables.HEADER);
        assertThat(rows.subList(2, rows.size()))
                .extracting(row -> row.split(" \\| ")[0].substring(2))
                .containsExactlyElementsOf(VARIANTS.ids());
    }

    @Test
    void aModuleMissingARowOfAVariantItBuildsFailsNamingBoth(@TempDir Path root) throws IOException {
        Path module = Files.createDirectories(root.resolve("spring-app/spring-x"));
        Files.writeString(
                module.resolve(FairnessTables.FILE),
                String.join(
                        "\n",
                        "# spring-x",
                        "",
                        FairnessTables.HEADER,
                        "|---|---|---|---|---|---|---|",
                        "| spring-x | Tomcat (NIO) | a | b | c | none (JDBC) | d |",
                        ""));
        Variants two = Variants.of(List.of(
                variant("spring-x", "jdbc", "pgjdbc, HikariCP", Map.of()),
                variant(
                        "spring-x-virtual",
                        "jdbc",
                        "pgjdbc, HikariCP",
                        Map.of("SPRING_THREADS_VIRTUAL_ENABLED", "true"))));
        assertThatThrownBy(() -> FairnessTables.variants(new Repo(root), two))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("spring-app/spring-x/FAIRNESS.md has rows for [spring-x]")
                .hasMessageContaining("[spring-x, spring-x-virtual]");
        Variants one = Variants.of(List.of(variant("spring-x", "jdbc", "pgjdbc, HikariCP", Map.of())));
        assertThat(FairnessTables.variants(new Repo(root), one))
                .endsWith("| spring-x | Tomcat (NIO) | a | b | c | none (JDBC) | d |\n");
    }

    @Test
    void linksWrittenFromTheModuleReachTheSameFilesFromDocs() {
        Path module = Path.of("quarkus-app/quarkus-orm");
        assertThat(FairnessTables.rebase(
                        "| x | see [sql](../../db/orm/quarkus-orm.sql), [below](../../docs/fairness.md#orm-variants),"
                                + " [page](../../docs/fairness.md), [here](#top) and [web](https://quarkus.io/a) |",
                        module))
                .isEqualTo("| x | see [sql](../db/orm/quarkus-orm.sql), [below](#orm-variants),"
                        + " [page](fairness.md), [here](#top) and [web](https://quarkus.io/a) |");
    }

    @Test
    void eachDeadlineRowNamesTheVariantsOnItsDriverAndPoolAndAVariantUnderNoneFails() {
        String table = String.join(
                "\n",
                "| driver and pool | variants | what |",
                "|---|---|---|",
                "| pgjdbc, HikariCP | stale | a |",
                "| Vert.x PG client 4.5, Vert.x pool | | b |",
                "| Vert.x PG client 5, Vert.x pool | spring-jdbc | c |");
        Variants some = Variants.of(List.of(
                VARIANTS.get("spring-jdbc"),
                VARIANTS.get("micronaut-vertx"),
                VARIANTS.get("spring-vertx"),
                VARIANTS.get("micronaut-jdbc")));
        assertThat(FairnessTables.deadlines(table, some, VERSIONS))
                .isEqualTo(String.join(
                        "\n",
                        "| driver and pool | variants | what |",
                        "|---|---|---|",
                        "| pgjdbc, HikariCP | spring-jdbc, micronaut-jdbc | a |",
                        "| Vert.x PG client 4.5, Vert.x pool | micronaut-vertx | b |",
                        "| Vert.x PG client 5, Vert.x pool | spring-vertx | c |",
                        ""));
        Variants withAgroal = Variants.of(List.of(VARIANTS.get("spring-jdbc"), VARIANTS.get("quarkus-jdbc")));
        assertThatThrownBy(() -> FairnessTables.deadlines(table, withAgroal, VERSIONS))
                .hasMessageContaining("[quarkus-jdbc] fall under no row");
    }

    private static Variant variant(String id, String driver, String client, Map<String, String> env) {
        return new Variant(
                id,
                "Spring Boot",
                "Spring MVC",
                env.isEmpty() ? Variant.PLATFORM : Variant.VIRTUAL,
                driver,
                false,
                client,
                "spring-app/spring-x",
                "target/app.jar",
                null,
                env,
                Map.of(),
                null);
    }
}
