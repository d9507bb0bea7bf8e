package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The raw files are all the judge and the report read: what a run writes, it reads back as it was. */
class StressResultsTest {

    @TempDir
    Path tmp;

    @Test
    void aRunReadsBackAsItWasWritten() {
        Path root = StressFixture.write(tmp.resolve("run"));
        assertThat(new StressResults(root).read()).isEqualTo(StressFixture.run());
    }

    @Test
    void aSecondWithoutAnswersKeepsItsNaNsAndWhatDidNotRunKeepsWhy() {
        StressResults results = new StressResults(tmp.resolve("run"));
        StressRun fixture = StressFixture.run();
        OverloadResult idle =
                new OverloadResult(fixture.variants().getFirst().overload().facts(), Second.series(List.of(), 2000));
        List<NotRun> notRun = List.of(
                NotRun.didNotStart(StressExperiment.OUTAGE, "did not start behind the relay", "port in use"),
                NotRun.skipped(StressExperiment.SILENT, "no capacity to build on"));
        results.writeOverload("v", idle);
        results.writeNotRun("v", notRun);
        results.writeSummary(new Stress.Summary(
                Stress.SCHEMA,
                "ci",
                "s",
                "f",
                StressPlan.ci(),
                fixture.summary().apps(),
                fixture.summary().host(),
                List.of("v")));

        VariantResults read = results.read().variants().getFirst();
        assertThat(read.overload()).isEqualTo(idle);
        assertThat(read.overload().seconds().getFirst().latency().p99Ms()).isNaN();
        assertThat(read.capacity()).isNull();
        assertThat(read.notRun()).isEqualTo(notRun);
        assertThat(read.notRun(StressExperiment.SILENT)).contains(notRun.getLast());
    }

    @Test
    void aVariantThatRanEverythingHasNoNotRunFile() {
        Path root = StressFixture.write(tmp.resolve("run"));
        assertThat(root.resolve("spring-jdbc").resolve("not-run.json")).doesNotExist();
        assertThat(root.resolve("spring-jdbc").resolve("silent.json")).exists();
    }

    @Test
    void refusesAnotherSchema() throws IOException {
        Path root = StressFixture.write(tmp.resolve("run"));
        Path summary = root.resolve(StressResults.SUMMARY);
        Files.writeString(summary, Files.readString(summary).replace(Stress.SCHEMA, "crudbench-stress/1"));
        assertThatThrownBy(() -> new StressResults(root).read())
                .hasMessageContaining("has schema crudbench-stress/1, expected " + Stress.SCHEMA);
        assertThatThrownBy(() -> new StressResults(tmp).read()).hasMessageContaining("not a `just stress` results");
    }
}
