package crudbench.loadgen.report.stress;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.StressFixture;
import crudbench.loadgen.stress.StressResults;
import crudbench.loadgen.stress.StressRun;
import crudbench.loadgen.verdict.StressVerdicts;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The render step, from the files alone: the table and the charts of the fixture's run. */
class StressReportTest {

    /**
     * What `just stress` printed for this run before measuring, judging and rendering were split
     * (the fixture written by the loadgen of commit aa2e490): the same verdicts, to the character.
     */
    private static final String PRINTED = """
                variant           experiment  verdict  key numbers                                                                                                                                                                       failed
                quarkus-reactive  capacity    PASS     375/s with p99 8.8 ms; 500/s not (p99 80 ms); 3 rates tried
                quarkus-reactive  overload    PASS     800/s for 4 s (800/s requests): goodput 400/s, 2xx 50.0%, 503 problem 50.0%; slowest 40 ms; back at 400/s after 0 s
                quarkus-reactive  soak        PASS     280/s for 12 s: 0 errors; RSS 204 MB to 205 MB (+0.5%); p99 2.0 ms to 2.0 ms
                quarkus-reactive  outage      PASS     200/s write-heavy, database away 3 s: first 503 after 20 ms, slowest while down 20 ms, first 2xx 3.0 ms after its return; creates acknowledged 400, lost 0
                quarkus-reactive  silent      PASS     200/s write-heavy, database silent 8 s: first 503 after 3000 ms, slowest while silent 3000 ms, first 2xx 3.0 ms after the replacement answered; creates acknowledged 400, lost 0
                micronaut-jdbc    capacity    PASS     500/s with p99 10 ms; 750/s not (p99 80 ms); 4 rates tried
                micronaut-jdbc    overload    PASS     1100/s for 4 s (1100/s requests): goodput 550/s, 2xx 50.0%, 503 problem 50.0%; slowest 40 ms; back at 550/s after 0 s
                micronaut-jdbc    soak        PASS     385/s for 12 s: 0 errors; RSS 206 MB to 207 MB (+0.5%); p99 2.0 ms to 2.0 ms
                micronaut-jdbc    outage      PASS     275/s write-heavy, database away 3 s: first 503 after 20 ms, slowest while down 20 ms, first 2xx 3.0 ms after its return; creates acknowledged 400, lost 0
                micronaut-jdbc    silent      PASS     275/s write-heavy, database silent 8 s: first 503 after 3000 ms, slowest while silent 3000 ms, first 2xx 3.0 ms after the replacement answered; creates acknowledged 400, lost 0
                spring-jdbc       capacity    PASS     500/s with p99 10 ms; 750/s not (p99 80 ms); 4 rates tried
                spring-jdbc       overload    FAIL     1400/s for 4 s (1400/s requests): goodput 700/s, 2xx 50.0%, 503 problem 50.0%, 500/other 5xx 0.0%; slowest 40 ms; back at 700/s after 0 s                                         answers are 2xx or 503 problems (500/other 5xx 1: 500 on GET /users/17)
                spring-jdbc       soak        PASS     490/s for 12 s: 0 errors; RSS 207 MB to 208 MB (+0.5%); p99 2.0 ms to 2.0 ms
                spring-jdbc       outage      PASS     350/s write-heavy, database away 3 s: first 503 after 20 ms, slowest while down 20 ms, first 2xx 3.0 ms after its return; creates acknowledged 400, lost 0
                spring-jdbc       silent      PASS     350/s write-heavy, database silent 8 s: first 503 after 3000 ms, slowest while silent 3000 ms, first 2xx 3.0 ms after the replacement answered; creates acknowledged 400, lost 0

                1 of 15 verdicts did not pass: spring-jdbc overload
                """;

    @TempDir
    Path tmp;

    @Test
    void theTableIsTheOneTheCommandPrintedAndTheChartsAreDrawn() throws Exception {
        Path root = StressFixture.write(tmp.resolve("run"));
        StressRun run = new StressResults(root).read();

        String printed = StressReport.render(root, run, StressVerdicts.read(root));

        assertThat(printed).isEqualTo("\n" + PRINTED);
        assertThat(root.resolve("table.txt")).content().isEqualTo(PRINTED.substring(0, PRINTED.indexOf("\n\n") + 1));
        assertThat(root.resolve("table.md"))
                .content()
                .startsWith("| variant          | experiment | verdict | key numbers");
        assertThat(root.resolve("charts"))
                .isDirectoryContaining("glob:**/overload-spring-jdbc.png")
                .isDirectoryContaining("glob:**/outage-quarkus-reactive.png")
                .isDirectoryContaining("glob:**/silent-micronaut-jdbc.png")
                .isDirectoryContaining("glob:**/soak-rss.png")
                .isDirectoryContaining("glob:**/soak-p99.png");
    }
}
