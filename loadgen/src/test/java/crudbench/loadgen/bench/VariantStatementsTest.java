package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variants;
import org.junit.jupiter.api.Test;

class VariantStatementsTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);

    @Test
    void aPlainVariantSendsTheSuitesOneStatementPerOperation() {
        VariantStatements plain = VariantStatements.of(REPO, VARIANTS.get("spring-jdbc"), SuiteSql.statements(REPO));
        String get = SuiteSql.normalize(SuiteSql.statements(REPO).get("get"));
        assertThat(plain.perRequest("get")).containsExactly(java.util.Map.entry(get, 1L));
    }

    @Test
    void anOrmVariantSendsWhatItsDbOrmFileListsWithoutCommit() {
        VariantStatements jpa = VariantStatements.of(REPO, VARIANTS.get("spring-jpa"), SuiteSql.statements(REPO));
        assertThat(jpa.perRequest("update").keySet())
                .containsExactly(
                        "BEGIN",
                        "select ue1_0.id,ue1_0.created_at,ue1_0.email,ue1_0.name from users ue1_0 where ue1_0.id=?",
                        "update users set email=?,name=? where id=?");
        assertThat(jpa.texts()).contains("COMMIT", "BEGIN READ ONLY");
        assertThat(jpa.texts())
                .doesNotContain(SuiteSql.normalize(SuiteSql.statements(REPO).get("get")));
    }
}
