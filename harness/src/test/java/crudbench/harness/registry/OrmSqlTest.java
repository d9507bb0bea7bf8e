package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OrmSqlTest {

    @Test
    void readsTheStatementsOfEachOperationInOrder() {
        Map<String, List<String>> parsed = OrmSql.parse(
                List.of(
                        "-- header, not an operation",
                        "",
                        "-- get",
                        "BEGIN READ ONLY;",
                        "select u.id from users u where u.id=$1;",
                        "COMMIT;",
                        "-- list",
                        "select u.id from users u where u.id>$1 fetch first $2 rows only;"),
                "x.sql");
        assertThat(parsed).containsOnlyKeys("get", "list");
        assertThat(parsed.get("get"))
                .containsExactly("BEGIN READ ONLY", "select u.id from users u where u.id=$1", "COMMIT");
        assertThat(OrmSql.counts(List.of("BEGIN", "select 1", "BEGIN")))
                .containsExactly(Map.entry("BEGIN", 2L), Map.entry("select 1", 1L));
    }

    @Test
    void aStatementWithoutItsOperationOrAnEmptyOperationIsAnError() {
        assertThatThrownBy(() -> OrmSql.parse(List.of("select 1;"), "x.sql"))
                .hasMessageContaining("x.sql: a statement without its operation");
        assertThatThrownBy(() -> OrmSql.parse(List.of("-- get", "-- list", "select 1;"), "x.sql"))
                .hasMessageContaining("get has no statement");
        assertThatThrownBy(() -> OrmSql.parse(List.of("-- get", "select 1;", "-- get", "select 2;"), "x.sql"))
                .hasMessageContaining("get twice");
    }

    @Test
    void everyFileInDbOrmHasTheSuitesOperations() {
        Repo repo = Repo.locate();
        assertThat(OrmSql.variants(repo)).isNotEmpty();
        for (String variant : OrmSql.variants(repo)) {
            assertThat(OrmSql.statements(repo, variant).keySet())
                    .as(variant)
                    .containsExactlyElementsOf(SuiteSql.statements(repo).keySet());
        }
    }

    @Test
    void comparableCountsAreNormalizedAndLeaveCommitOut() {
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("BEGIN", 1L);
        counts.put("select u.id from users u where u.id=$1", 2L);
        counts.put("select u.id from users u where u.id=?", 1L);
        counts.put(" commit ", 1L);

        assertThat(OrmSql.comparable(counts))
                .containsExactly(Map.entry("BEGIN", 1L), Map.entry("select u.id from users u where u.id=?", 3L));
    }
}
