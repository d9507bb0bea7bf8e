package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.report.sweep.LatencySweep;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.VariantRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published latency sweeps (docs/results.md's "The database a network hop away") are
 * regenerated from their runs' summaries and must come out as committed, and docs/results.md's
 * tables must be each sweep.md's own: neither can drift from the data.
 */
class LatencySweepRunTest {

    /**
     * One committed sweep: its folder under results/, its round trips' runs, how many variants
     * each measured, the connections each had, and the README block that quotes it.
     */
    record Published(String name, List<String> runs, int variants, int pool) {

        Path dir() {
            return Path.of("..", "results", name);
        }

        String begin() {
            return "<!-- " + name + ": begin, from results/" + name + "/sweep.md -->\n";
        }

        String end() {
            return "<!-- " + name + ": end -->";
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Published> sweeps() {
        return Stream.of(
                // At parity: every variant, 16 connections.
                new Published("latency-sweep", List.of("rtt-0ms", "rtt-1ms", "rtt-5ms"), 14, 16),
                // Where threads run out first: 64 connections, 32 platform workers; Quarkus' four columns.
                new Published("latency-payoff", List.of("rtt-1ms", "rtt-5ms", "rtt-10ms"), 4, 64));
    }

    @ParameterizedTest
    @MethodSource("sweeps")
    void sweepMdRegeneratesFromTheCommittedSummaries(Published sweep, @TempDir Path tmp) throws IOException {
        List<Path> runs = LatencySweep.runs(sweep.dir());
        assertThat(runs).extracting(p -> p.getFileName().toString()).containsExactlyElementsOf(sweep.runs());
        List<Path> copies = new ArrayList<>();
        for (Path run : runs) {
            Path copy = Files.createDirectories(tmp.resolve(run.getFileName()));
            Files.copy(run.resolve(BenchSummary.FILE), copy.resolve(BenchSummary.FILE));
            copies.add(copy);
        }

        String regenerated = Compare.sweep(tmp, copies, Settings.load(Repo.locate()));

        ReadmeBlock.holds(sweep.dir().resolve("sweep.md"), regenerated);
    }

    @ParameterizedTest
    @MethodSource("sweeps")
    void everyRoundTripMeasuredEveryVariantSettledWithTheDatabaseFartherAway(Published sweep) throws IOException {
        double previous = -1;
        for (Path run : LatencySweep.runs(sweep.dir())) {
            BenchSummary summary = BenchSummary.read(run);
            assertThat(summary.measured().variantRuns().stream()
                            .map(r -> r.facts().variant())
                            .distinct())
                    .as(run.toString())
                    .hasSize(sweep.variants());
            assertThat(summary.measured().variantRuns())
                    .as("%s: every app start measured only once it settled", run)
                    .extracting(VariantRun::warmup)
                    .allMatch(w -> Boolean.TRUE.equals(w.settled()));
            assertThat(summary.recordedParity().get("DB_POOL_SIZE"))
                    .as("%s: the connections it ran with", run)
                    .isEqualTo(Integer.toString(sweep.pool()));
            double trip = summary.around().roundTrip().measuredMs();
            assertThat(trip)
                    .as("%s: the round trip grows with the delay asked", run)
                    .isGreaterThan(previous);
            previous = trip;
        }
    }

    @ParameterizedTest
    @MethodSource("sweeps")
    void theReadmesTablesAreTheSweepsOwn(Published sweep) throws IOException {
        String sweepMd = Files.readString(sweep.dir().resolve("sweep.md"));
        List<String> tables = tables(ReadmeBlock.between(ReadmeBlock.RESULTS_PAGE, sweep.begin(), sweep.end())
                .text());
        assertThat(tables).as("docs/results.md quotes sweep.md's tables").isNotEmpty();
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
