package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.docs.WhereCostsGo;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's "Where a cost goes" is {@link WhereCostsGo}'s, from the committed profiled run it names. */
class DocumentedCostLayersTest {

    static final String RUN = "results/xeon-spring-profile";
    static final String BEGIN =
            "<!-- where-costs-go: begin, generated from results/xeon-spring-profile by WhereCostsGo -->\n";
    static final String END = "<!-- where-costs-go: end -->";

    @Test
    void theReadmeNamesTheLayerThatCarriesEachCostOfTheProfiledRun() throws IOException {
        Path dir = Path.of("..").resolve(RUN);
        String generated = WhereCostsGo.markdown(RUN, BenchSummary.read(dir), dir);
        assertThat(generated)
                .as("list100's extra CPU in spring-r2dbc is the driver's decoding, as its flame graphs show")
                .containsPattern("list100, spring-r2dbc over spring-jdbc: \\+0\\.\\d+ ms of CPU per request, most of it"
                        + " driver: decode");
        ReadmeBlock.holds(ReadmeBlock.README, BEGIN, END, generated);
    }
}
