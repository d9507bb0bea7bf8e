package crudbench.loadgen;

import crudbench.harness.MachineFacts;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * compare.md: the runs it covers, the per-scenario tables, the sweeps, the open model, the
 * data-access × framework grid, the load generator's cost, the variants, the charts and the
 * flags, in that order.
 */
final class Report {

    private Report() {
    }

    static String markdown(Results results, List<Path> dirs, List<String> charts) {
        StringBuilder md = new StringBuilder("# crudbench results\n\n");
        for (int i = 0; i < results.summaries().size(); i++) {
            BenchSummary s = results.summaries().get(i);
            BenchProfile profile = s.settings() == null ? null : s.settings().profile();
            MachineFacts m = s.machine();
            md.append(String.format(Locale.ROOT, "- `%s`: %s to %s, profile %s, %s repeat(s), commit %s; %s cores, %s, %s%n",
                    dirs.get(i), s.startedAt(), s.finishedAt(), profile == null ? null : profile.name(),
                    profile == null ? null : profile.repeats(), s.settings() == null ? null : s.settings().commit(),
                    m == null ? null : m.cores(), m == null ? null : m.cpu(), m == null ? null : m.jdk()));
        }
        int ref = results.referenceUsers();
        md.append(String.format("%nPer-scenario tables: closed model at %d concurrent users, the mean of every repeat"
                + " (± the spread between repeats, max - min over mean). Ratios compare with the best variant of the"
                + " row's column. CPU is milliseconds per request (app, and PostgreSQL's processes).%n", ref));

        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            md.append("\n## ").append(scenario).append(" (closed, ").append(ref).append(" users)\n\n");
            md.append(ScenarioTables.scenario(results, scenario, ref).markdown());
        }
        if (!results.loads(LoadModel.CLOSED).isEmpty()) {
            md.append("\n## Throughput against concurrency (closed model, requests/s)\n\n");
            for (String scenario : results.scenarios(LoadModel.CLOSED)) {
                md.append("**").append(scenario).append("**\n\n").append(ScenarioTables.sweep(results, LoadModel.CLOSED,
                        scenario, c -> Format.rate(c.throughput().mean())).markdown()).append('\n');
            }
            md.append("## p99 latency against concurrency (closed model)\n\n");
            for (String scenario : results.scenarios(LoadModel.CLOSED)) {
                md.append("**").append(scenario).append("**\n\n").append(ScenarioTables.sweep(results, LoadModel.CLOSED,
                        scenario, c -> Format.ms(c.p99Ms())).markdown()).append('\n');
            }
        }
        if (!results.loads(LoadModel.OPEN).isEmpty()) {
            md.append("## Latency against offered load (open model: no coordinated omission)\n\n");
            for (String scenario : results.scenarios(LoadModel.OPEN)) {
                md.append("**").append(scenario).append(", p99**\n\n").append(ScenarioTables.sweep(results, LoadModel.OPEN,
                        scenario, c -> Format.ms(c.p99Ms()) + (c.flagged() ? " ⚑" : "")).markdown()).append('\n');
                md.append("**").append(scenario).append(", p50**\n\n").append(ScenarioTables.sweep(results, LoadModel.OPEN,
                        scenario, c -> Format.ms(c.p50Ms())).markdown()).append('\n');
            }
        }
        md.append(GridReport.markdown(results, ref));
        md.append("\n## Load generator\n\n").append(loadgen(results, ref).markdown());
        md.append("\nTarget: the load generator's CPU per request at most 25% of the leanest variant's app CPU per request."
                + " Much of any client's share is the kernel's work for the same loopback round trips the app makes;"
                + " `just crosscheck VARIANT --users " + ref + "` measures wrk's share on this machine for reference.\n");
        md.append("\n## Variants\n\n").append(variants(results).markdown());
        if (!charts.isEmpty()) {
            md.append("\n## Charts\n\n");
            charts.forEach(c -> md.append("![").append(c).append("](charts/").append(c).append(")\n"));
        }
        List<Flag> flags = results.flags();
        md.append("\n## Flags\n\n");
        if (flags.isEmpty()) {
            md.append("None: no errors, no exhausted sessions, no blocked time, counts agree with the database.\n");
        } else {
            flags.forEach(f -> md.append("- ").append(f).append('\n'));
        }
        return md.toString();
    }

    static Table loadgen(Results results, int users) {
        Table table = new Table("scenario", "load generator CPU ms/req>", "leanest app CPU ms/req>", "share>", "target met");
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            List<Cell> cells = results.variants().stream().map(v -> results.cell(v, LoadModel.CLOSED, users, scenario))
                    .flatMap(Optional::stream).toList();
            Range loadgen = Range.of(cells.stream().map(Cell::loadgenCpuPerReq).toList());
            Double leanest = cells.stream().map(Cell::appCpuPerReq).filter(Objects::nonNull).map(Range::mean)
                    .min(Double::compare).orElse(null);
            if (loadgen == null || leanest == null || leanest == 0) {
                table.row(scenario, "n/a", "n/a", "", "");
                continue;
            }
            double share = loadgen.mean() / leanest;
            table.row(scenario, Format.num(loadgen.mean(), 3), Format.num(leanest, 3), Format.num(share * 100, 0) + "%",
                    share <= 0.25 ? "yes" : "no");
        }
        return table;
    }

    static Table variants(Results results) {
        Table table = new Table("variant", "framework", "web", "threads", "driver", "client", "startup>", "artifact MB>",
                "warm-up rounds>", "other statements", "versions (its startup log line)");
        for (String variant : results.variants()) {
            VariantFacts facts = results.facts(variant);
            Axes axes = facts.axes();
            List<VariantRun> runs = results.runs(variant);
            String rounds = runs.stream().map(r -> Integer.toString(r.warmupThroughputs().size())).collect(Collectors.joining(", "));
            String statements = runs.stream().flatMap(r -> r.statements().stream()).distinct()
                    .map(s -> "`" + s.replaceAll("\\s+", " ") + "`").collect(Collectors.joining(" "));
            table.row(variant,
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : axes.threads(),
                    axes == null ? "" : AccessColumn.driverName(axes.driver()),
                    axes == null ? "" : axes.client(),
                    ScenarioTables.startup(facts), ScenarioTables.artifactMb(facts),
                    rounds, statements, facts.versions() == null ? "" : "`" + facts.versions() + "`");
        }
        return table;
    }
}
