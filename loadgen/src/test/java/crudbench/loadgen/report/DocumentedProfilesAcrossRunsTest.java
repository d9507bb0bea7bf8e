package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.profile.Layer;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.docs.ProfilesAcrossRunsTable;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/profiling.md's table of Spring Boot's and Quarkus' JDBC and R2DBC profiled on two Xeons is {@link
 * ProfilesAcrossRunsTable}'s, from the committed runs' stacks and summaries: whether what moves R2DBC's list100 ratio
 * between the machines is the timestamp parser, in either framework.
 */
class DocumentedProfilesAcrossRunsTest {

    private static final Path PAGE = Path.of("..", "docs", "profiling.md");
    static final List<String> RUNS = List.of(
            "results/xeon-spring-profile",
            "results/xeon-profile-21",
            "results/xeon-f6m167-spring-profile",
            "results/xeon-f6m167-spring-profile-2",
            "results/xeon-f6m167-quarkus-profile",
            "results/xeon-f6m167-quarkus-profile-2");
    static final String PARSER = "io/r2dbc/postgresql/codec/PostgresqlDateTimeFormatter.parseOffsetDateTime";
    /** The marker names the runs the table is drawn from, so it is written from the same list. */
    static final String BEGIN = "<!-- profiles-across-runs: begin, generated from " + Numbers.and(RUNS)
            + " by ProfilesAcrossRunsTable -->\n";

    static final String END = "<!-- profiles-across-runs: end -->";

    @Test
    void theProfilesOfTwoDriversInTwoFrameworksOnTwoMachinesAreTheCommittedRunsOwn() throws IOException {
        List<ProfilesAcrossRunsTable.ProfiledRun> runs = new ArrayList<>();
        for (String name : RUNS) {
            Path dir = Path.of("..").resolve(name);
            BenchSummary run = BenchSummary.read(dir);
            HowSure.MachineSpeed speed =
                    ReferenceRunTest.analysis(dir).howSure().checks().speed();
            List<RunProfiles.Profile> profiles = RunProfiles.read(dir, run.rows());
            assertThat(profiles).as(name + "'s stacks, committed").isNotEmpty();
            runs.add(new ProfilesAcrossRunsTable.ProfiledRun(
                    name, run, speed == null ? null : speed.medianCpuMs(), profiles));
        }
        String table = ProfilesAcrossRunsTable.markdown(
                runs,
                List.of("spring-jdbc", "spring-r2dbc", "quarkus-jdbc", "quarkus-r2dbc"),
                "list100",
                new ProfilesAcrossRunsTable.Split(List.of(Layer.KERNEL, Layer.DRIVER_DECODE), PARSER));
        assertThat(table).contains("model 207").contains("model 167");
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }
}
