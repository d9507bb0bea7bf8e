package crudbench.loadgen.report;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.docs.ProfileTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/benchmarking.md's table of the profiles is the one {@link ProfileTable} draws from BenchProfile. */
class DocumentedProfilesTest {

    private static final Repo REPO = Repo.locate();
    private static final Path PAGE = Path.of("..", "docs", "benchmarking.md");
    static final String BEGIN = "<!-- profiles: begin, generated from BenchProfile by ProfileTable -->\n";
    static final String END = "<!-- profiles: end -->";

    @Test
    void theProfilesTableIsTheCodes() throws IOException {
        String table = ProfileTable.markdown(
                Map.of(
                        LoadModel.CLOSED, BenchmarkPlan.load(REPO, LoadModel.CLOSED),
                        LoadModel.OPEN, BenchmarkPlan.load(REPO, LoadModel.OPEN)),
                Variants.load(REPO).all().size());
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
