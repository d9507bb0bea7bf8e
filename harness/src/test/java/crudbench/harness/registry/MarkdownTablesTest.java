package crudbench.harness.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownTablesTest {

    private static final String PAGE = String.join(
            "\n",
            "Text.",
            "",
            "| a | b | more |",
            "|---|--:|---|",
            "| `x` | 1 | |",
            "|y|2|a \\| b|",
            "| z | 3",
            "",
            "| a | b |",
            "|---|---|",
            "| not | this |");

    @Test
    void aTableIsItsRowsUnderTheFirstHeaderThatStartsSoUpToTheFirstLineThatIsNotOne() {
        assertThat(MarkdownTables.rows(PAGE, "| a | b |"))
                .containsExactly(List.of("`x`", "1", ""), List.of("y", "2", "a \\| b"), List.of("z", "3"));
        assertThat(MarkdownTables.rowLines(PAGE, "| a | b | more |"))
                .hasSize(3)
                .first()
                .isEqualTo("| `x` | 1 | |");
    }

    @Test
    void aPageWithoutTheTableFails() {
        assertThatThrownBy(() -> MarkdownTables.rows(PAGE, "| c |"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("| c |");
    }

    @Test
    void aTableWithNoBodyHasNoRows() {
        assertThat(MarkdownTables.rows("| a |\n|---|\n\nText.", "| a |")).isEmpty();
        assertThat(MarkdownTables.rows("| a |", "| a |")).isEmpty();
    }
}
