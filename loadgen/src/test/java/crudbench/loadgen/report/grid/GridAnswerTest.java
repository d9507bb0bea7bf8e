package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Fixtures;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one-line answers of each scenario on the fixtures (grid-14: see GridTest). The base
 * values make one case per kind of answer:
 * <ul>
 * <li>get: R2DBC serves 0.75x, 0.67x and 0.87x of JDBC's throughput in the three frameworks, so
 *     its main effect depends on the framework;</li>
 * <li>create: every framework has the same bases, so R2DBC's effect holds in every framework,
 *     and JDBC on virtual threads equals JDBC on platform threads (no clear difference);</li>
 * <li>grid-6: one round, so no interval at all.</li>
 * </ul>
 */
class GridAnswerTest {

    @ParameterizedTest(name = "{0} {1} [{2}]")
    @CsvSource(
            delimiter = '|',
            value = {
                "grid-14 | get    | 0 | Throughput, each column over JDBC on platform threads, averaged over the three frameworks: ",
                "grid-14 | get    | 0 | R2DBC 0.76x [0.72–0.80], but it depends on the framework: Quarkus 0.75x [0.71–0.80],"
                        + " Micronaut 0.67x [0.63–0.71], Spring Boot 0.87x [0.82–0.91];",
                "grid-14 | get    | 1 | App CPU per request, each column over JDBC on platform threads",
                "grid-14 | get    | 2 | Each framework over the average framework, averaged over the four columns they all"
                        + " have: Quarkus: throughput 1.12x [1.11–1.13], CPU per request 0.91x [0.90–0.92];",
                "grid-14 | create | 0 | JDBC on virtual threads 1.00x [0.97–1.03] (no clear difference), in every"
                        + " framework (interaction within ±5%);",
                "grid-14 | create | 0 | R2DBC 0.95x [0.92–0.98], in every framework (interaction within ±5%);",
                "grid-6  | get    | 0 | R2DBC 0.82x (one round: no interval);",
            })
    void answersReadOffTheMainEffectsAndInteractions(String fixture, String scenario, int line, String expected) {
        List<String> answers =
                GridTables.answers(Fixtures.model(fixture).grid(scenario).orElseThrow());
        assertThat(answers.get(line)).contains(expected);
    }
}
