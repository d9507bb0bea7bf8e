package crudbench.loadgen.report.sweep;

import crudbench.harness.registry.Variant;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.SweepModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.charts.SweepChart;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * `just bench --db-latency 0,1,5`: one run per round trip, and sweep.md beside them. A request
 * of the suite makes one database round trip, so by Little's law no app serves more than the
 * connections that can wait on the database at once, over the round trip: the pool
 * (DB_POOL_SIZE) for virtual threads and event loops, the pool or the worker threads,
 * whichever is fewer, for platform threads (pipelining off: each connection carries one query
 * at a time). Each figure stands beside that bound, so a reader sees which limit binds: the
 * machine's CPU on loopback, the round trip a hop away.
 */
public final class LatencySweep {

    private LatencySweep() {}

    /** The directory of a sweep's run for one round trip asked: rtt-5ms, rtt-0.50ms. */
    public static String runName(double ms) {
        return "rtt-" + Numbers.num(ms, ms == Math.rint(ms) ? 0 : 2) + "ms";
    }

    /**
     * The runs of the sweep in {@code dir}, as {@link #runName} named them, by the round trip asked: each with its
     * summary.json, including one resumed with more epochs since. Empty when {@code dir} is no sweep.
     */
    public static List<Path> runs(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(dir)) {
            return children.filter(p -> RUN.matcher(p.getFileName().toString()).matches())
                    .filter(p -> Files.isRegularFile(p.resolve(BenchSummary.FILE)))
                    .sorted(Comparator.comparingDouble(LatencySweep::askedMs))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final Pattern RUN = Pattern.compile("rtt-(\\d+(?:\\.\\d+)?)ms");

    private static double askedMs(Path run) {
        Matcher m = RUN.matcher(run.getFileName().toString());
        if (!m.matches()) {
            throw new IllegalArgumentException(run + " is not a sweep's run");
        }
        return Double.parseDouble(m.group(1));
    }

    /** Writes sweep.md and its charts into {@code dir}, returns the Markdown. */
    public static String write(Path dir, SweepModel sweep) {
        int pool = sweep.pool();
        int workers = sweep.workers();
        Measurements first = sweep.first();
        int users = sweep.users();
        Map<Double, Measurements> byTrip = sweep.byTrip();
        StringBuilder md = new StringBuilder("# The database a round trip away\n\n");
        md.append("Round trips measured (SELECT 1, median of one connection through the relay): ");
        md.append(String.join(
                        ", ",
                        byTrip.keySet().stream()
                                .map(t -> Numbers.num(t, 2) + " ms")
                                .toList()))
                .append(". Closed model, ")
                .append(users)
                .append(
                        " users; each cell: requests/s (the bound connections ÷ round trip). Connections: DB_POOL_SIZE = ")
                .append(pool)
                .append(" for virtual threads and event loops, min(DB_POOL_SIZE, WORKER_THREADS = ")
                .append(workers)
                .append(") for platform threads.\n");
        List<String> charts = new ArrayList<>();
        for (String scenario : first.scenarios(LoadModel.CLOSED)) {
            md.append("\n## ").append(scenario).append("\n\n");
            columnEffects(sweep, scenario)
                    .ifPresent(t -> md.append(
                                    "Each data-access column over the first, throughput averaged over the frameworks,"
                                            + " with its 95% interval (~: it holds 1.00x):\n\n")
                            .append(t.markdown())
                            .append("\nEach variant:\n\n"));
            md.append(table(byTrip, scenario, users, pool, workers).markdown());
            md.append("\np99 and app CPU per request:\n\n")
                    .append(detail(byTrip, scenario, users).markdown());
            charts.add(chart(dir, sweep, scenario));
        }
        md.append("\n## Charts\n\n");
        charts.forEach(
                c -> md.append("![").append(c).append("](charts/").append(c).append(")\n"));
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("sweep.md"), md.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return md.toString();
    }

    /** The connections that can wait on the database at once for a variant of these axes. */
    static int connections(VariantAxes axes, int pool, int workers) {
        return Variant.PLATFORM.equals(axes.threads()) ? Math.min(pool, workers) : pool;
    }

    static double bound(int connections, double roundTripMs) {
        return connections / (roundTripMs / 1000);
    }

    private static Table table(Map<Double, Measurements> byTrip, String scenario, int users, int pool, int workers) {
        List<String> headers = new ArrayList<>(List.of("variant", "data access"));
        byTrip.keySet().forEach(t -> headers.add(Numbers.num(t, 2) + " ms>"));
        Table table = new Table(headers.toArray(String[]::new));
        Measurements first = byTrip.values().iterator().next();
        for (String variant : first.variants()) {
            Optional<VariantAxes> axes = first.axes(variant);
            if (axes.isEmpty()) {
                continue;
            }
            List<Object> row =
                    new ArrayList<>(List.of(variant, AccessColumn.of(axes.get()).header()));
            int connections = connections(axes.get(), pool, workers);
            byTrip.forEach((trip, results) -> row.add(results.cell(variant, LoadModel.CLOSED, users, scenario)
                    .map(c -> Numbers.rate(c.throughput().mean()) + " (" + Numbers.rate(bound(connections, trip)) + ")")
                    .orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    /**
     * Where, as the round trip grows, a column starts to pay off against the first (JDBC on a fixed
     * pool of platform threads): its main effect at each round trip. Empty without a grid.
     */
    static Optional<Table> columnEffects(SweepModel sweep, String scenario) {
        List<String> columns = new ArrayList<>();
        sweep.effects()
                .values()
                .forEach(effects -> effects.stream()
                        .filter(e -> e.scenario().equals(scenario))
                        .map(Effect::of)
                        .filter(c -> !columns.contains(c))
                        .forEach(columns::add));
        if (columns.isEmpty()) {
            return Optional.empty();
        }
        String over = sweep.effects().values().stream()
                .flatMap(List::stream)
                .filter(e -> e.scenario().equals(scenario))
                .map(Effect::over)
                .findFirst()
                .orElseThrow();
        Map<String, String> names = new LinkedHashMap<>();
        sweep.lines().getOrDefault(scenario, Map.of()).keySet().forEach(c -> names.put(c.id(), c.header()));
        List<String> headers = new ArrayList<>(List.of("round trip"));
        columns.forEach(c -> headers.add(names.getOrDefault(c, c) + " over " + names.getOrDefault(over, over)));
        Table table = new Table(headers.toArray(String[]::new));
        sweep.effects().forEach((trip, effects) -> {
            List<Object> row = new ArrayList<>(List.of(Numbers.num(trip, 2) + " ms"));
            for (String column : columns) {
                row.add(effects.stream()
                        .filter(e -> e.scenario().equals(scenario) && e.of().equals(column))
                        .findFirst()
                        .map(e -> e.ratio().cell())
                        .orElse(""));
            }
            table.row(row.toArray());
        });
        return Optional.of(table);
    }

    private static Table detail(Map<Double, Measurements> byTrip, String scenario, int users) {
        List<String> headers = new ArrayList<>(List.of("variant"));
        byTrip.keySet().forEach(t -> headers.add(Numbers.num(t, 2) + " ms: p99 · CPU ms/req>"));
        Table table = new Table(headers.toArray(String[]::new));
        Measurements first = byTrip.values().iterator().next();
        for (String variant : first.variants()) {
            List<Object> row = new ArrayList<>(List.of(variant));
            byTrip.forEach((trip, results) -> row.add(results.cell(variant, LoadModel.CLOSED, users, scenario)
                    .map(c -> Numbers.ms(c.p99Ms()) + " · "
                            + (c.appCpuPerReq() == null
                                    ? "n/a"
                                    : Numbers.num(c.appCpuPerReq().mean(), 3)))
                    .orElse("")));
            table.row(row.toArray());
        }
        return table;
    }

    /** One line per data-access column, as the analysis drew it, and the pool's bound. */
    private static String chart(Path dir, SweepModel sweep, String scenario) {
        double[] trips = sweep.trips().stream().mapToDouble(Double::doubleValue).toArray();
        int pool = sweep.pool();
        Map<String, double[]> lines = new LinkedHashMap<>();
        Map<String, Color> colours = new LinkedHashMap<>();
        sweep.lines().get(scenario).forEach((column, ys) -> {
            lines.put(column.header(), ys);
            colours.put(column.header(), column.colour());
        });
        double[] bound = new double[trips.length];
        for (int i = 0; i < trips.length; i++) {
            bound[i] = bound(pool, trips[i]);
        }
        try {
            Files.createDirectories(dir.resolve("charts"));
            return SweepChart.write(
                    dir.resolve("charts"),
                    "sweep-throughput-" + scenario,
                    scenario + ": throughput against the round trip to PostgreSQL",
                    trips,
                    lines,
                    colours,
                    bound);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
