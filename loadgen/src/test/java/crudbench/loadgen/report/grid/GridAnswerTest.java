package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.Measurements;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one-line answer of each scenario on the fixtures. grid-14 (three repeats, see GridTest)
 * holds one case per answer: CPU per request in ms, each repeat the base value times 0.95,
 * 1.00, 1.05 (create: 0.85, 1.00, 1.15).
 * <ul>
 * <li>get: R2DBC 0.160, 0.190 and 0.175 against Vert.x 0.100, 0.100 and 0.110: clear in every framework;</li>
 * <li>create: R2DBC 0.220 against Vert.x 0.195 everywhere, with a wide spread: cannot tell;</li>
 * <li>list100: R2DBC 2.0 in Quarkus and Micronaut, 0.6 in Spring, Vert.x 0.98: depends on the framework;</li>
 * <li>update: R2DBC 0.40, 0.40 and 0.26 against Vert.x 0.25: clear in two frameworks, not in Spring.</li>
 * </ul>
 * grid-6 is today's six variants in one repeat, where R2DBC and JDBC meet in two frameworks only.
 */
class GridAnswerTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "grid-14 | get     | R2DBC costs 1.44x to 2.10x the CPU per request of Vert.x in all three frameworks.",
                "grid-14 | create  | The data cannot tell the CPU per request of R2DBC from that of Vert.x in all three"
                        + " frameworks: every ratio's range includes 1.00x (0.83x to 1.53x).",
                "grid-14 | list100 | The effect depends on the framework: R2DBC costs more CPU per request than Vert.x in"
                        + " Quarkus and Micronaut (1.85x to 2.26x), less in Spring Boot (0.55x to 0.68x).",
                "grid-14 | update  | R2DBC costs 1.45x to 1.77x the CPU per request of Vert.x in Quarkus and Micronaut;"
                        + " in Spring Boot the data cannot tell (the range includes 1.00x: 0.94x to 1.15x).",
                "grid-6  | get     | R2DBC uses 1.25x to 1.50x the CPU per request of JDBC on platform threads in"
                        + " Micronaut and Spring Boot (the two frameworks with both), from a single repeat: with no spread"
                        + " measured, the data cannot tell this from noise.",
                "bench-run | get   | JDBC on platform threads costs 2.00x the CPU per request of Vert.x in Quarkus."
            })
    void answersFromTheMeasuredSpread(String fixture, String scenario, String expected) {
        Measurements results = Fixtures.results(fixture);
        assertThat(GridAnswer.of(Grid.of(results, scenario, 64))).isEqualTo(expected);
    }
}
