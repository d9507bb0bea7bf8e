package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.report.docs.ProfilesAcrossRunsTable;
import crudbench.loadgen.report.docs.WhereCostsGo;
import crudbench.loadgen.text.Numbers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "Where a cost goes" is {@link WhereCostsGo}'s, from the committed profiled runs of every variant it
 * names: each framework's costliest data access, as What to pick's grid has them, run by run.
 */
class DocumentedCostLayersTest {

    static final List<String> RUNS = List.of("results/xeon-profile-21", "results/xeon-f6m167-profile-21");
    static final String BEGIN =
            "<!-- where-costs-go: begin, generated from " + Numbers.and(RUNS) + " by WhereCostsGo -->\n";
    static final String END = "<!-- where-costs-go: end -->";

    @Test
    void theReadmeNamesTheLayerThatCarriesEachCostOfTheProfiledRuns() throws IOException {
        List<ProfilesAcrossRunsTable.ProfiledRun> runs = new ArrayList<>();
        for (String name : RUNS) {
            runs.add(DocumentedProfilesAcrossRunsTest.named(name));
        }
        String generated = WhereCostsGo.markdown(runs);
        for (String framework : List.of("Quarkus", "Micronaut", "Spring Boot")) {
            assertThat(generated)
                    .as(
                            "%s's largest cost is R2DBC's list100, most of it the driver's decoding in every run, as the"
                                    + " flame graphs show",
                            framework)
                    .containsPattern(
                            framework + ", R2DBC on list100: \\+0\\.\\d+ and \\+0\\.\\d+ ms, most in driver: decode");
        }
        ReadmeBlock.holds(ReadmeBlock.README, BEGIN, END, generated);
    }
}
