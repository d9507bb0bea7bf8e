package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import org.junit.jupiter.api.Test;

class SuiteSqlTest {

    @Test
    void readsOneStatementPerOperationFromDbQueriesSql() {
        var statements = SuiteSql.statements(Repo.locate());
        assertThat(statements).containsOnlyKeys("create", "get", "list", "update", "delete");
        assertThat(statements.get("get")).isEqualTo("SELECT id, name, email, created_at FROM users WHERE id = $1");
    }

    @Test
    void placeholderStylesAndWhitespaceNormalizeAlike() {
        String expected = "UPDATE users SET name = ?, email = ? WHERE id = ?";
        assertThat(SuiteSql.normalize("UPDATE users SET name = $1, email = $2 WHERE id = $3"))
                .isEqualTo(expected);
        assertThat(SuiteSql.normalize("UPDATE users SET name = ?, email = ?  WHERE id = ?"))
                .isEqualTo(expected);
        assertThat(SuiteSql.normalize("UPDATE users\n   SET name = :name, email = :email WHERE id = :id"))
                .isEqualTo(expected);
        assertThat(SuiteSql.normalize("SELECT '10:30'::time"))
                .as("a cast is no placeholder")
                .isEqualTo("SELECT '10:30'::time");
    }
}
