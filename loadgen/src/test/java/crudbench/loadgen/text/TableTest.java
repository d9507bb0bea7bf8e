package crudbench.loadgen.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TableTest {

    @Test
    void alignsTextAndMarkdownWithNumbersOnTheRight() {
        Table table = new Table("variant", "req/s>").row("a", 5).row("long-name", 12345);
        assertThat(table.text()).isEqualTo("""
                variant    req/s
                a              5
                long-name  12345
                """);
        assertThat(table.markdown()).isEqualTo("""
                | variant   | req/s |
                |-----------|------:|
                | a         |     5 |
                | long-name | 12345 |
                """);
    }
}
