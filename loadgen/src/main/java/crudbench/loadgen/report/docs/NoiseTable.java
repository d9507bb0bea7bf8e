package crudbench.loadgen.report.docs;

import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The noise budget of committed runs side by side, as docs/benchmarking.md's "Noise budget" prints it: for each run
 * and published metric, how much a slice varies from round to round and what the sources measured explain of it; then
 * each source's share and size in each run. Drawn from the runs' summary.json, so the page cannot drift from them.
 */
public final class NoiseTable {

    private NoiseTable() {}

    /** Both tables, for the runs named (each by its folder's name); a run without readings is left out. */
    public static String markdown(
            List<BenchSummary> runs, List<List<NoiseBudgets.Budget>> budgets, List<String> names) {
        Table overall = new Table(
                "run",
                "machine",
                "apps up>",
                "metric",
                "slices>",
                "a slice, round to round>",
                "without each epoch's first round>",
                "shared by its load point>",
                "explained out of sample (in sample, chance)>",
                "a cell's round>",
                "of which explained>",
                "its two sides alike>");
        Map<String, Map<String, String>> bySource = new LinkedHashMap<>();
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            BenchSummary run = runs.get(i);
            String name = Path.of(names.get(i)).getFileName().toString();
            for (NoiseBudgets.Budget b : budgets.get(i)) {
                String metric =
                        b.metric().equals("throughput") ? "throughput, 64 users" : "app CPU/request, equal load";
                overall.row(
                        name,
                        FirstRoundTable.machine(run),
                        run.sessions().size(),
                        metric,
                        b.slices(),
                        "±" + Numbers.num(b.sliceSd() * 100, 1) + "%",
                        Double.isNaN(b.sliceSdLater()) ? "" : "±" + Numbers.num(b.sliceSdLater() * 100, 1) + "%",
                        Numbers.percent(b.pointShared()),
                        Numbers.percent(Math.max(0, b.outOfSample())) + " (" + Numbers.percent(b.explained()) + ", "
                                + Numbers.percent(Math.min(1, b.chance())) + ")",
                        b.cellCount() == 0 ? "" : "±" + Numbers.num(b.cellSd() * 100, 1) + "%",
                        b.cellsExplained() == null ? "" : Numbers.percent(Math.max(0, b.cellsExplained())),
                        b.cellsAlike() == null ? "" : Numbers.num(b.cellsAlike(), 2));
                String column = name + ", " + (b.metric().equals("throughput") ? "throughput" : "app CPU");
                columns.add(column);
                for (NoiseBudgets.Share s : b.shares()) {
                    bySource.computeIfAbsent(
                                    s.source().label() + " (" + s.source().unit() + ")", k -> new LinkedHashMap<>())
                            .put(column, Numbers.percent(s.share()) + " · " + size(s));
                }
            }
        }
        if (overall.isEmpty()) {
            return "";
        }
        List<String> header = new ArrayList<>(List.of("source (its unit)"));
        columns.forEach(c -> header.add(c + ": share · median, p90"));
        Table sources = new Table(header.toArray(String[]::new));
        bySource.forEach((source, cells) -> {
            List<Object> row = new ArrayList<>(List.of(source));
            columns.forEach(c -> row.add(cells.getOrDefault(c, "not read")));
            sources.row(row.toArray());
        });
        return overall.markdown() + "\n" + sources.markdown() + "\n"
                + rounds(runs, names).markdown();
    }

    /**
     * Round by round, what the loaded apps' JIT compiled during the measured slices (every app and scenario
     * together) and what reading the noise took at a slice's two edges: a JIT still at work after the warm-ups shows in
     * the first rounds.
     */
    static Table rounds(List<BenchSummary> runs, List<String> names) {
        Table table =
                new Table("run", "round>", "slices>", "JIT CPU in the slices, ms>", "reading the noise, median ms>");
        for (int i = 0; i < runs.size(); i++) {
            Map<Integer, List<crudbench.loadgen.results.ScenarioRow>> byRound = new java.util.TreeMap<>();
            runs.get(i).rows().stream()
                    .filter(r -> r.noise() != null)
                    .forEach(r -> byRound.computeIfAbsent(r.repeat(), k -> new ArrayList<>())
                            .add(r));
            String name = Path.of(names.get(i)).getFileName().toString();
            byRound.forEach((round, rows) -> table.row(
                    name,
                    round,
                    rows.size(),
                    Numbers.num(
                            rows.stream()
                                    .mapToDouble(r -> {
                                        Double jit = r.noise().threadCpuMs("jit");
                                        return jit == null ? 0 : jit;
                                    })
                                    .sum(),
                            0),
                    Numbers.num(
                            crudbench.loadgen.model.Averages.median(rows.stream()
                                    .map(r -> r.noise().probeMs())
                                    .filter(java.util.Objects::nonNull)
                                    .toList()),
                            1)));
        }
        return table;
    }

    private static String size(NoiseBudgets.Share s) {
        int decimals = s.source().unit().startsWith("ms") ? 4 : 1;
        return Numbers.num(s.median(), decimals) + ", " + Numbers.num(s.p90(), decimals);
    }
}
