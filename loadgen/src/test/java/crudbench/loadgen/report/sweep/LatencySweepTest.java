package crudbench.loadgen.report.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.analysis.SweepAnalysis;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.SweepModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.RunSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sweep.md of `just bench --db-latency`: each column's main effect at each round trip, beside each variant. */
class LatencySweepTest {

    @TempDir
    Path tmp;

    @Test
    void eachRoundTripHasEachColumnsMainEffectOverTheFirstFromItsOwnRun() throws IOException {
        BenchSummary grid = BenchSummary.read(Fixtures.DIR.resolve("grid-14"));
        SweepModel sweep = SweepAnalysis.of(List.of(at(grid, 5.1), at(grid, 0.4)), 16, 32);

        assertThat(sweep.effects()).containsOnlyKeys(0.4, 5.1);
        Measurements results = Aggregation.of(List.of(grid));
        Effect r2dbcOnGet = GridEstimates.of(results).stream()
                .filter(e -> e.kind().equals(Effect.DATA_ACCESS)
                        && e.model() == LoadModel.CLOSED
                        && e.load() == results.referenceUsers()
                        && e.metric().equals("throughput")
                        && e.scenario().equals("get")
                        && e.of().equals("r2dbc"))
                .findFirst()
                .orElseThrow();

        String table = LatencySweep.columnEffects(sweep, "get").orElseThrow().markdown();
        assertThat(table)
                .contains("JDBC, virtual threads over JDBC, platform threads")
                .contains("R2DBC over JDBC, platform threads")
                .contains("Vert.x over JDBC, platform threads");
        List<String> rows = table.lines()
                .filter(l -> l.startsWith("| 0.40 ms") || l.startsWith("| 5.10 ms"))
                .toList();
        assertThat(rows).as("one row per round trip, shortest first").hasSize(2);
        assertThat(rows.get(0))
                .startsWith("| 0.40 ms")
                .contains(r2dbcOnGet.ratio().cell());
        assertThat(rows.get(1))
                .startsWith("| 5.10 ms")
                .contains(r2dbcOnGet.ratio().cell());

        String md = LatencySweep.write(tmp, sweep);
        assertThat(md).contains("Each data-access column over the first").contains("Each variant:");
    }

    @Test
    void aSweepsRunsAreItsRoundTripDirectoriesWithASummaryInTheOrderAsked() throws IOException {
        BenchSummary grid = BenchSummary.read(Fixtures.DIR.resolve("grid-14"));
        for (double ms : List.of(5.0, 0.5, 1.0)) {
            Path run = Files.createDirectories(tmp.resolve(LatencySweep.runName(ms)));
            BenchSummary.JSON.writeValue(run.resolve(BenchSummary.FILE).toFile(), at(grid, ms));
        }
        Files.createDirectories(tmp.resolve("rtt-10ms"));
        Files.createDirectories(tmp.resolve("charts"));

        assertThat(LatencySweep.runs(tmp))
                .as("rtt-10ms has no summary yet: not a run")
                .extracting(p -> p.getFileName().toString())
                .containsExactly("rtt-0.50ms", "rtt-1ms", "rtt-5ms");
        assertThat(LatencySweep.runs(tmp.resolve("rtt-1ms")))
                .as("a run is not a sweep")
                .isEmpty();
        assertThat(LatencySweep.runs(tmp.resolve("absent"))).isEmpty();
    }

    @Test
    void theBoundIsThatOfThePoolTheRunsRecordedNotOfTheCheckoutThatDrawsThem() throws IOException {
        BenchSummary grid = BenchSummary.read(Fixtures.DIR.resolve("grid-14"));
        Settings checkout = Settings.load(Repo.locate());
        assertThat(checkout.getInt("DB_POOL_SIZE")).isNotEqualTo(64);
        List<Path> runs = new ArrayList<>();
        for (double ms : List.of(0.5, 5.0)) {
            Path run = Files.createDirectories(tmp.resolve(LatencySweep.runName(ms)));
            BenchSummary.JSON.writeValue(run.resolve(BenchSummary.FILE).toFile(), withPool(at(grid, ms), "64"));
            runs.add(run);
        }

        String md = Compare.sweep(tmp, runs, checkout);

        assertThat(md).contains("DB_POOL_SIZE = 64").contains("(12800)");
        Path other = Files.createDirectories(tmp.resolve("rtt-1ms"));
        BenchSummary.JSON.writeValue(other.resolve(BenchSummary.FILE).toFile(), withPool(at(grid, 1), "16"));
        List<Path> mixed = List.of(runs.get(0), other, runs.get(1));
        assertThatThrownBy(() -> Compare.sweep(tmp, mixed, checkout))
                .hasMessageContaining("DB_POOL_SIZE [64, 16]")
                .hasMessageContaining("not one sweep");
    }

    private static BenchSummary withPool(BenchSummary run, String pool) {
        RunSettings s = run.settings();
        // The fixture recorded no parity: the checkout's WORKER_THREADS stands in.
        Map<String, String> parity = new HashMap<>(Map.of("DB_POOL_SIZE", pool));
        RunSettings.Apps apps = new RunSettings.Apps(parity, List.of(), List.of());
        return new BenchSummary(
                run.schema(),
                run.times(),
                new RunSettings(s.profile(), s.layout(), apps, s.loadGenerator(), s.database(), s.commit(), s.tree()),
                run.machine(),
                run.measured(),
                run.around(),
                run.length(),
                run.effects());
    }

    /** The run as if measured with the database {@code ms} away. */
    private static BenchSummary at(BenchSummary run, double ms) {
        BenchSummary.Surroundings around = run.around();
        return new BenchSummary(
                run.schema(),
                run.times(),
                run.settings(),
                run.machine(),
                run.measured(),
                new BenchSummary.Surroundings(
                        around.ceilings(),
                        around.transactions(),
                        new RoundTrip(ms, ms, 0.1),
                        around.relay(),
                        around.speed()),
                run.length(),
                run.effects());
    }
}
