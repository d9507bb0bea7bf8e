package crudbench.loadgen.profile;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.bench.Bench;
import crudbench.loadgen.bench.BenchSpec;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.report.run.WhereTheCpuGoes;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Flag;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What `just profile quarkus-jdbc quarkus-reactive` does, in small: both apps up on the suite's PostgreSQL, a round of
 * get and list100 with async-profiler (its jar from Maven Central) sampling each slice, then compare: the stacks and
 * flame graphs on disk, "Where the CPU goes" in compare.md, and the differential view in profile.md.
 */
class ProfileIntegrationTest {

    @Test
    void aProfiledRunWritesStacksFlameGraphsLayersAndTheDifference(@TempDir Path out) throws Exception {
        Repo repo = Repo.locate();
        Variants registry = Variants.load(repo);
        List<VariantSetup> sessions =
                List.of(VariantSetup.parse("quarkus-jdbc", registry), VariantSetup.parse("quarkus-reactive", registry));
        BenchProfile tiny = BenchProfile.quick().toBuilder()
                .name("test")
                .rounds(1)
                .epochs(1)
                .maxMinutes(0)
                .warmup(new BenchProfile.WarmupRule(4, 1, 1, 3.0, 1, 40))
                .closed(new BenchProfile.ClosedModel(List.of(4), 2))
                .open(new BenchProfile.OpenModel(List.of(), 1, 16))
                .scenarios(List.of("get", "list100"))
                .build();
        BenchSpec spec = BenchSpec.interleaved(tiny, sessions, 7).withProfiler();

        List<Flag> flags = new Bench(repo, spec, out, GridEstimates::estimates).run();

        assertThat(flags).as("flags").isEmpty();
        assertThat(BenchSummary.read(out).settings().layout().profiler()).contains("async-profiler");
        for (String app : List.of("quarkus-jdbc", "quarkus-reactive")) {
            for (String scenario : List.of("get", "list100")) {
                Path stacks = RunProfiles.file(out, app, 1, "closed-4", scenario);
                assertThat(stacks).as(app + " " + scenario).isNotEmptyFile();
                assertThat(Stacks.read(stacks).total()).isPositive();
                Path html =
                        stacks.resolveSibling(stacks.getFileName().toString().replace(".collapsed", ".html"));
                assertThat(Files.readString(html)).as("a flame graph").containsIgnoringCase("<html");
            }
        }

        Compare.render(out, List.of(out), null);

        List<RunProfiles.Profile> profiles =
                RunProfiles.read(out, BenchSummary.read(out).rows());
        assertThat(profiles).hasSize(4).allSatisfy(p -> {
            assertThat(p.cpuMsPerRequest()).isPositive();
            assertThat(p.costs().samples()).isPositive();
            assertThat(p.flameGraphs()).hasSize(1);
        });
        assertThat(Files.readString(out.resolve("compare.md")))
                .contains("## Where the CPU goes")
                .contains("### get (closed, 4 users)")
                .contains("| quarkus-reactive ")
                .contains("quarkus-reactive over quarkus-jdbc: ");
        assertThat(Files.readString(out.resolve(WhereTheCpuGoes.FILE)))
                .contains("## quarkus-reactive over quarkus-jdbc, list100 (closed, 4 users)")
                .contains("| driver: decode ");
    }
}
