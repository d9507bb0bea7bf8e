package crudbench.loadgen;

import crudbench.harness.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * `just compare`: the summary tables of one or more bench runs, printed as Markdown and
 * written to compare.md beside the charts. Repeats (and runs) are averaged; the spread
 * between them is shown where there is one.
 */
final class Compare {

    /** The closed-model concurrency the per-scenario tables show, when the sweep has it. */
    static final int REFERENCE_USERS = 64;

    private final List<BenchSummary> summaries;
    private final List<ScenarioRow> rows;
    private final List<BenchSummary.VariantRun> variantRuns;
    private final List<String> variants;

    private Compare(List<BenchSummary> summaries) {
        this.summaries = summaries;
        this.rows = summaries.stream().flatMap(s -> s.rows().stream()).filter(r -> !r.warmup()).toList();
        this.variantRuns = summaries.stream().flatMap(s -> s.variantRuns().stream()).toList();
        Set<String> ids = new LinkedHashSet<>();
        variantRuns.forEach(v -> ids.add(v.variant()));
        rows.forEach(r -> ids.add(r.variant()));
        this.variants = List.copyOf(ids);
    }

    static int main(Repo repo, List<String> args) {
        List<Path> dirs = new ArrayList<>();
        for (String arg : args) {
            dirs.add(Path.of(arg));
        }
        if (dirs.isEmpty()) {
            dirs.add(latest(repo.resolve("results")));
        }
        Path out = dirs.size() == 1 ? dirs.getFirst() : repo.resolve("results").resolve("compare-" + Main.timestamp());
        System.out.print(render(out, dirs));
        System.out.println("written: " + out.resolve("compare.md") + " and " + out.resolve("charts"));
        return 0;
    }

    /** The newest bench run under results/: directories named by their start time sort by it. */
    static Path latest(Path results) {
        try (Stream<Path> dirs = Files.list(results)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(BenchSummary.FILE)))
                    .max(Comparator.comparing(Path::getFileName))
                    .orElseThrow(() -> new IllegalArgumentException("no bench results under " + results + "; run `just bench` first"));
        } catch (IOException e) {
            throw new IllegalArgumentException("no results directory " + results + "; run `just bench` first");
        }
    }

    /** Renders the tables of these runs, writes compare.md and the charts into {@code out}, returns the Markdown. */
    static String render(Path out, List<Path> dirs) {
        List<BenchSummary> summaries = new ArrayList<>();
        for (Path dir : dirs) {
            try {
                summaries.add(BenchSummary.read(dir));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
            }
        }
        Compare compare = new Compare(summaries);
        try {
            Files.createDirectories(out);
            List<String> charts = Charts.write(out.resolve("charts"), compare.rows, compare.variantRuns, compare.variants,
                    compare.referenceUsers());
            String markdown = compare.markdown(dirs, charts);
            Files.writeString(out.resolve("compare.md"), markdown);
            return markdown;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ aggregation

    /** The mean over repeats of one scenario at one load, per variant. */
    record Cell(String variant, int repeats, double throughput, double throughputSpread, double p50Ms, double p99Ms,
                long errors, Double appCpuPerReq, Double pgCpuPerReq, Double loadgenCpuPerReq, Double rssMaxMb,
                boolean flagged) {
    }

    Cell cell(String variant, String loadModel, int load, String scenario) {
        List<ScenarioRow> matching = rows.stream()
                .filter(r -> r.variant().equals(variant) && r.loadModel().equals(loadModel) && r.load() == load
                        && r.scenario().equals(scenario))
                .toList();
        if (matching.isEmpty()) {
            return null;
        }
        double throughput = mean(matching, ScenarioRow::throughput);
        return new Cell(variant, matching.size(), throughput, spread(matching, ScenarioRow::throughput),
                mean(matching, ScenarioRow::p50Ms), mean(matching, ScenarioRow::p99Ms),
                matching.stream().mapToLong(r -> r.errors() + r.non2xx()).sum(),
                meanOf(matching, ScenarioRow::appCpuPerRequest), meanOf(matching, ScenarioRow::pgCpuPerRequest),
                meanOf(matching, ScenarioRow::loadgenCpuPerRequest), meanOf(matching, ScenarioRow::rssMaxMb),
                matching.stream().anyMatch(ScenarioRow::flagged));
    }

    static double mean(List<ScenarioRow> rows, ToDoubleFunction<ScenarioRow> f) {
        return rows.stream().mapToDouble(f).average().orElse(0);
    }

    static Double meanOf(List<ScenarioRow> rows, Function<ScenarioRow, Double> f) {
        List<Double> values = rows.stream().map(f).filter(Objects::nonNull).toList();
        return values.isEmpty() ? null : values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** Relative spread between repeats: (max - min) / mean; 0 for one repeat. */
    static double spread(List<ScenarioRow> rows, ToDoubleFunction<ScenarioRow> f) {
        if (rows.size() < 2) {
            return 0;
        }
        double min = rows.stream().mapToDouble(f).min().orElse(0);
        double max = rows.stream().mapToDouble(f).max().orElse(0);
        double mean = mean(rows, f);
        return mean == 0 ? 0 : (max - min) / mean;
    }

    List<Integer> loads(String loadModel) {
        return rows.stream().filter(r -> r.loadModel().equals(loadModel)).map(ScenarioRow::load).distinct().sorted().toList();
    }

    List<String> scenarios(String loadModel) {
        List<String> order = loadModel.equals("closed") ? BenchProfile.CLOSED_SCENARIOS : BenchProfile.OPEN_SCENARIOS;
        Set<String> present = rows.stream().filter(r -> r.loadModel().equals(loadModel)).map(ScenarioRow::scenario)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        List<String> ordered = new ArrayList<>(order.stream().filter(present::contains).toList());
        present.stream().filter(s -> !ordered.contains(s)).forEach(ordered::add);
        return ordered;
    }

    /** 64 users when the sweep has them, else the highest concurrency measured. */
    int referenceUsers() {
        List<Integer> users = loads("closed");
        if (users.contains(REFERENCE_USERS)) {
            return REFERENCE_USERS;
        }
        return users.isEmpty() ? REFERENCE_USERS : users.getLast();
    }

    Map<String, Object> variantFacts(String variant) {
        List<BenchSummary.VariantRun> runs = variantRuns.stream().filter(v -> v.variant().equals(variant)).toList();
        Map<String, Object> facts = new LinkedHashMap<>();
        List<Double> startups = runs.stream().map(BenchSummary.VariantRun::startupMs).filter(Objects::nonNull).toList();
        facts.put("startupMs", startups.isEmpty() ? null : startups.stream().mapToDouble(Double::doubleValue).average().orElse(0));
        facts.put("artifactBytes", runs.stream().map(BenchSummary.VariantRun::artifactBytes).filter(Objects::nonNull)
                .findFirst().orElse(null));
        facts.put("versions", runs.stream().map(BenchSummary.VariantRun::versions).filter(Objects::nonNull).findFirst().orElse(""));
        facts.put("model", runs.stream().map(BenchSummary.VariantRun::model).findFirst().orElse(""));
        facts.put("framework", runs.stream().map(BenchSummary.VariantRun::framework).findFirst().orElse(""));
        return facts;
    }

    // ------------------------------------------------------------------ the tables

    String markdown(List<Path> dirs, List<String> charts) {
        StringBuilder md = new StringBuilder("# crudbench results\n\n");
        for (int i = 0; i < summaries.size(); i++) {
            BenchSummary s = summaries.get(i);
            Map<?, ?> profile = s.settings().get("profile") instanceof Map<?, ?> p ? p : Map.of();
            md.append(String.format(Locale.ROOT, "- `%s`: %s to %s, profile %s, %s repeat(s), commit %s; %s cores, %s, %s%n",
                    dirs.get(i), s.startedAt(), s.finishedAt(), profile.get("name"), profile.get("repeats"),
                    s.settings().get("commit"), s.machine().get("cores"), s.machine().get("cpu"), s.machine().get("jdk")));
        }
        int ref = referenceUsers();
        md.append(String.format("%nPer-scenario tables: closed model at %d concurrent users, the mean of every repeat"
                + " (± the spread between repeats, max - min over mean). Ratios compare with the best variant of the"
                + " row's column. CPU is milliseconds per request (app, and PostgreSQL's processes).%n", ref));

        for (String scenario : scenarios("closed")) {
            md.append("\n## ").append(scenario).append(" (closed, ").append(ref).append(" users)\n\n");
            md.append(scenarioTable(scenario, ref).markdown());
        }
        if (!loads("closed").isEmpty()) {
            md.append("\n## Throughput against concurrency (closed model, requests/s)\n\n");
            for (String scenario : scenarios("closed")) {
                md.append("**").append(scenario).append("**\n\n").append(sweepTable("closed", scenario, c -> Format.rate(c.throughput()))
                        .markdown()).append('\n');
            }
            md.append("## p99 latency against concurrency (closed model)\n\n");
            for (String scenario : scenarios("closed")) {
                md.append("**").append(scenario).append("**\n\n").append(sweepTable("closed", scenario, c -> Format.ms(c.p99Ms()))
                        .markdown()).append('\n');
            }
        }
        if (!loads("open").isEmpty()) {
            md.append("## Latency against offered load (open model: no coordinated omission)\n\n");
            for (String scenario : scenarios("open")) {
                md.append("**").append(scenario).append(", p99**\n\n").append(sweepTable("open", scenario,
                        c -> Format.ms(c.p99Ms()) + (c.flagged() ? " ⚑" : "")).markdown()).append('\n');
                md.append("**").append(scenario).append(", p50**\n\n").append(sweepTable("open", scenario,
                        c -> Format.ms(c.p50Ms())).markdown()).append('\n');
            }
        }
        md.append("## Driver effect\n\n").append(driverEffect(ref));
        md.append("\n## Load generator\n\n").append(loadgenTable(ref).markdown());
        md.append("\nTarget: the load generator's CPU per request at most 25% of the leanest variant's app CPU per request."
                + " Much of any client's share is the kernel's work for the same loopback round trips the app makes;"
                + " `just crosscheck VARIANT --users " + ref + "` measures wrk's share on this machine for reference.\n");
        md.append("\n## Variants\n\n").append(variantTable().markdown());
        if (!charts.isEmpty()) {
            md.append("\n## Charts\n\n");
            charts.forEach(c -> md.append("![").append(c).append("](charts/").append(c).append(")\n"));
        }
        List<String> flags = summaries.stream().flatMap(s -> s.flags().stream()).toList();
        md.append("\n## Flags\n\n");
        if (flags.isEmpty()) {
            md.append("None: no errors, no exhausted sessions, no blocked time, counts agree with the database.\n");
        } else {
            flags.forEach(f -> md.append("- ").append(f).append('\n'));
        }
        return md.toString();
    }

    Table scenarioTable(String scenario, int users) {
        Table table = new Table("variant", "req/s>", "×best>", "p50>", "p99>", "×best>", "errors>", "app CPU ms/req>",
                "×best>", "DB CPU ms/req>", "RSS MB>", "startup>", "artifact MB>", "flags");
        List<Cell> cells = variants.stream().map(v -> cell(v, "closed", users, scenario)).filter(Objects::nonNull).toList();
        double bestThroughput = cells.stream().mapToDouble(Cell::throughput).max().orElse(0);
        double bestP99 = cells.stream().mapToDouble(Cell::p99Ms).filter(v -> v > 0).min().orElse(0);
        double bestCpu = cells.stream().map(Cell::appCpuPerReq).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                .filter(v -> v > 0).min().orElse(0);
        for (Cell c : cells) {
            Map<String, Object> facts = variantFacts(c.variant());
            table.row(c.variant(),
                    Format.rate(c.throughput()) + (c.repeats() > 1 ? String.format(Locale.ROOT, " ±%.0f%%", c.throughputSpread() * 100) : ""),
                    bestThroughput == 0 ? "" : Format.ratio(c.throughput() / bestThroughput),
                    Format.ms(c.p50Ms()), Format.ms(c.p99Ms()),
                    bestP99 == 0 ? "" : Format.ratio(c.p99Ms() / bestP99),
                    c.errors(),
                    c.appCpuPerReq() == null ? "n/a" : Format.num(c.appCpuPerReq(), 3),
                    c.appCpuPerReq() == null || bestCpu == 0 ? "" : Format.ratio(c.appCpuPerReq() / bestCpu),
                    c.pgCpuPerReq() == null ? "n/a" : Format.num(c.pgCpuPerReq(), 3),
                    c.rssMaxMb() == null ? "n/a" : Format.num(c.rssMaxMb(), 0),
                    facts.get("startupMs") == null ? "n/a" : Format.num((Double) facts.get("startupMs") / 1000, 2) + " s",
                    facts.get("artifactBytes") == null ? "n/a" : Format.num(((Number) facts.get("artifactBytes")).doubleValue() / 1e6, 1),
                    c.flagged() ? "⚑" : "");
        }
        return table;
    }

    Table sweepTable(String loadModel, String scenario, Function<Cell, String> value) {
        List<Integer> loads = loads(loadModel);
        String[] headers = new String[loads.size() + 1];
        headers[0] = "variant";
        for (int i = 0; i < loads.size(); i++) {
            headers[i + 1] = (loadModel.equals("closed") ? loads.get(i) + " users" : loads.get(i) + "/s") + ">";
        }
        Table table = new Table(headers);
        for (String variant : variants) {
            Object[] cells = new Object[loads.size() + 1];
            cells[0] = variant;
            for (int i = 0; i < loads.size(); i++) {
                Cell c = cell(variant, loadModel, loads.get(i), scenario);
                cells[i + 1] = c == null ? "" : value.apply(c);
            }
            table.row(cells);
        }
        return table;
    }

    String driverEffect(int users) {
        StringBuilder md = new StringBuilder();
        md.append("Within each framework, its reactive variant against its blocking one (closed model, ")
                .append(users).append(" users): above 1.00x the reactive variant has more throughput, or more latency or CPU.\n\n");
        Map<String, String[]> pairs = new LinkedHashMap<>();
        for (String variant : variants) {
            Map<String, Object> facts = variantFacts(variant);
            String[] pair = pairs.computeIfAbsent((String) facts.get("framework"), f -> new String[2]);
            pair["blocking".equals(facts.get("model")) ? 0 : 1] = variant;
        }
        Table within = new Table("framework", "scenario", "blocking", "reactive", "throughput>", "p99>", "app CPU/req>");
        pairs.forEach((framework, pair) -> {
            if (pair[0] == null || pair[1] == null) {
                return;
            }
            for (String scenario : scenarios("closed")) {
                Cell blocking = cell(pair[0], "closed", users, scenario);
                Cell reactive = cell(pair[1], "closed", users, scenario);
                if (blocking == null || reactive == null) {
                    continue;
                }
                within.row(framework, scenario, pair[0], pair[1], ratio(reactive.throughput(), blocking.throughput()),
                        ratio(reactive.p99Ms(), blocking.p99Ms()), ratio(reactive.appCpuPerReq(), blocking.appCpuPerReq()));
            }
        });
        md.append(within.isEmpty() ? "No framework with both variants in these results.\n" : within.markdown());

        List<String> reactive = variants.stream().filter(v -> "reactive".equals(variantFacts(v).get("model"))).toList();
        if (reactive.size() > 1) {
            md.append("\nThe reactive variants across frameworks, as ratios to the best reactive variant:\n\n");
            String[] headers = new String[reactive.size() + 1];
            headers[0] = "scenario (throughput)";
            for (int i = 0; i < reactive.size(); i++) {
                headers[i + 1] = reactive.get(i) + ">";
            }
            Table across = new Table(headers);
            for (String scenario : scenarios("closed")) {
                List<Cell> cells = reactive.stream().map(v -> cell(v, "closed", users, scenario)).toList();
                double best = cells.stream().filter(Objects::nonNull).mapToDouble(Cell::throughput).max().orElse(0);
                Object[] row = new Object[reactive.size() + 1];
                row[0] = scenario;
                for (int i = 0; i < cells.size(); i++) {
                    Cell c = cells.get(i);
                    row[i + 1] = c == null || best == 0 ? "" : Format.rate(c.throughput()) + " (" + Format.ratio(c.throughput() / best) + ")";
                }
                across.row(row);
            }
            md.append(across.markdown());
        }
        return md.toString();
    }

    private static String ratio(Double a, Double b) {
        return a == null || b == null || b == 0 ? "n/a" : Format.ratio(a / b);
    }

    Table loadgenTable(int users) {
        Table table = new Table("scenario", "load generator CPU ms/req>", "leanest app CPU ms/req>", "share>", "target met");
        for (String scenario : scenarios("closed")) {
            List<Cell> cells = variants.stream().map(v -> cell(v, "closed", users, scenario)).filter(Objects::nonNull).toList();
            Double loadgen = cells.stream().map(Cell::loadgenCpuPerReq).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                    .average().stream().boxed().findFirst().orElse(null);
            Double leanest = cells.stream().map(Cell::appCpuPerReq).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                    .min().stream().boxed().findFirst().orElse(null);
            if (loadgen == null || leanest == null || leanest == 0) {
                table.row(scenario, "n/a", "n/a", "", "");
                continue;
            }
            double share = loadgen / leanest;
            table.row(scenario, Format.num(loadgen, 3), Format.num(leanest, 3), Format.num(share * 100, 0) + "%",
                    share <= 0.25 ? "yes" : "no");
        }
        return table;
    }

    Table variantTable() {
        Table table = new Table("variant", "startup>", "artifact MB>", "warm-up rounds>", "other statements", "versions (its startup log line)");
        for (String variant : variants) {
            Map<String, Object> facts = variantFacts(variant);
            List<BenchSummary.VariantRun> runs = variantRuns.stream().filter(v -> v.variant().equals(variant)).toList();
            String rounds = runs.stream().map(r -> Integer.toString(r.warmupThroughputs().size())).collect(Collectors.joining(", "));
            String statements = runs.stream().flatMap(r -> r.statements().stream()).distinct()
                    .map(s -> "`" + s.replaceAll("\\s+", " ") + "`").collect(Collectors.joining(" "));
            table.row(variant,
                    facts.get("startupMs") == null ? "n/a" : Format.num((Double) facts.get("startupMs") / 1000, 2) + " s",
                    facts.get("artifactBytes") == null ? "n/a" : Format.num(((Number) facts.get("artifactBytes")).doubleValue() / 1e6, 1),
                    rounds, statements, "`" + facts.get("versions") + "`");
        }
        return table;
    }
}
