package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.docs.WhereCostsGo;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "Where a cost goes" is {@link WhereCostsGo}'s, from the committed profiled run of every variant it
 * names: each framework's costliest data access, as What to pick's grid has them.
 */
class DocumentedCostLayersTest {

    static final String RUN = "results/xeon-profile-21";
    static final String BEGIN =
            "<!-- where-costs-go: begin, generated from results/xeon-profile-21 by WhereCostsGo -->\n";
    static final String END = "<!-- where-costs-go: end -->";

    @Test
    void theReadmeNamesTheLayerThatCarriesEachCostOfTheProfiledRun() throws IOException {
        Path dir = Path.of("..").resolve(RUN);
        String generated = WhereCostsGo.markdown(RUN, BenchSummary.read(dir), dir);
        for (String framework : List.of("Quarkus", "Micronaut", "Spring Boot")) {
            assertThat(generated)
                    .as(
                            "%s's largest cost is R2DBC's list100, most of it the driver's decoding, as the flame graphs"
                                    + " show",
                            framework)
                    .containsPattern(framework + ", R2DBC on list100: \\+0\\.\\d+ ms, most in driver: decode");
        }
        ReadmeBlock.holds(ReadmeBlock.README, BEGIN, END, generated);
    }
}
