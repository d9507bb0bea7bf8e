package crudbench.drivers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SqlTest {

    @Test
    void jdbcWritesEachDollarPlaceholderAsAQuestionMark() {
        assertThat(Sql.jdbc("SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2"))
                .isEqualTo("SELECT id, name, email, created_at FROM users WHERE id > ? ORDER BY id LIMIT ?");
        assertThat(Sql.jdbc("SELECT 1")).isEqualTo("SELECT 1");
    }

    @Test
    void refusesPlaceholdersThatPositionalBindingWouldGetWrong() {
        assertThatThrownBy(() -> Sql.jdbc("SELECT $2, $1")).hasMessageContaining("in order");
        assertThatThrownBy(() -> Sql.jdbc("SELECT $1, $1")).hasMessageContaining("in order");
    }

    @Test
    void countsParameters() {
        assertThat(Sql.parameterCount("UPDATE users SET name = $1, email = $2 WHERE id = $3"))
                .isEqualTo(3);
    }
}
