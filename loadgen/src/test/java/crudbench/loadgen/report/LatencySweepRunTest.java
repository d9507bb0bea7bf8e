package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.VariantRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published latency sweep (results/latency-sweep, the README's "The database a network hop
 * away") is regenerated from its runs' summaries and must come out as committed, and the README's
 * tables must be sweep.md's own: neither can drift from the data.
 */
class LatencySweepRunTest {

    private static final Path SWEEP = Path.of("..", "results", "latency-sweep");
    private static final String BEGIN = "<!-- sweep: begin, from results/latency-sweep/sweep.md -->\n";
    private static final String END = "<!-- sweep: end -->";

    @Test
    void sweepMdRegeneratesFromTheCommittedSummaries(@TempDir Path tmp) throws IOException {
        List<Path> runs = LatencySweep.runs(SWEEP);
        assertThat(runs).extracting(p -> p.getFileName().toString()).containsExactly("rtt-0ms", "rtt-1ms", "rtt-5ms");
        List<Path> copies = new ArrayList<>();
        for (Path run : runs) {
            Path copy = Files.createDirectories(tmp.resolve(run.getFileName()));
            Files.copy(run.resolve(BenchSummary.FILE), copy.resolve(BenchSummary.FILE));
            copies.add(copy);
        }

        String regenerated = Compare.sweep(tmp, copies, Settings.load(Repo.locate()));

        assertThat(regenerated).isEqualTo(Files.readString(SWEEP.resolve("sweep.md")));
    }

    @Test
    void everyRoundTripMeasuredAllFourteenVariantsSettledWithTheDatabaseFartherAway() throws IOException {
        double previous = -1;
        for (Path run : LatencySweep.runs(SWEEP)) {
            BenchSummary summary = BenchSummary.read(run);
            assertThat(summary.measured().variantRuns().stream()
                            .map(r -> r.facts().variant())
                            .distinct())
                    .as(run.toString())
                    .hasSize(14);
            assertThat(summary.measured().variantRuns())
                    .as("%s: every app start measured only once it settled", run)
                    .extracting(VariantRun::warmup)
                    .allMatch(w -> Boolean.TRUE.equals(w.settled()));
            double trip = summary.around().roundTrip().measuredMs();
            assertThat(trip)
                    .as("%s: the round trip grows with the delay asked", run)
                    .isGreaterThan(previous);
            previous = trip;
        }
    }

    @Test
    void theReadmesTablesAreTheSweepsOwn() throws IOException {
        String sweepMd = Files.readString(SWEEP.resolve("sweep.md"));
        List<String> tables = tables(ReadmeBlock.between(BEGIN, END).text());
        assertThat(tables).as("the README quotes sweep.md's tables").isNotEmpty();
        assertThat(tables).allSatisfy(table -> assertThat(sweepMd).contains(table));
    }

    /** Each Markdown table of {@code text}: its consecutive lines that start with a pipe. */
    private static List<String> tables(String text) {
        List<String> tables = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (String line : (text + "\n").lines().toList()) {
            if (line.startsWith("|")) {
                table.append(line).append('\n');
            } else if (!table.isEmpty()) {
                tables.add(table.toString());
                table.setLength(0);
            }
        }
        if (!table.isEmpty()) {
            tables.add(table.toString());
        }
        return tables;
    }
}
