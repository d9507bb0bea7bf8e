package crudbench.loadgen.report.run;

import crudbench.harness.proc.MachineFacts;
import crudbench.loadgen.model.CommitNote;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.grid.GridTables;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * compare.md: the runs it covers, the per-scenario tables, the sweeps, the open model, the
 * data-access × framework grid, the load generator's cost, the variants, the charts and the
 * flags, in that order.
 */
public final class CompareMarkdown {

    public static final String FILE = "compare.md";

    private CompareMarkdown() {}

    /**
     * Writes {@code out/compare.md} and returns it.
     *
     * @param charts  the charts' file names under charts/
     * @param drivers the `just drivers` run whose per-query CPU stands beside the apps', or null
     */
    public static String write(Path out, RunModel run, List<String> charts, DriverShare.DriversRun drivers)
            throws IOException {
        return write(out, run, charts, drivers, "");
    }

    /**
     * Writes {@code out/compare.md} with "Where the CPU goes" (a profiled run's, {@link WhereTheCpuGoes}) before
     * "Where the time went", and returns it.
     */
    public static String write(
            Path out, RunModel run, List<String> charts, DriverShare.DriversRun drivers, String whereTheCpuGoes)
            throws IOException {
        String markdown = markdown(run, charts, drivers, whereTheCpuGoes);
        Files.writeString(out.resolve(FILE), markdown);
        return markdown;
    }

    static String markdown(RunModel run, List<String> charts, DriverShare.DriversRun drivers) {
        return markdown(run, charts, drivers, "");
    }

    static String markdown(RunModel run, List<String> charts, DriverShare.DriversRun drivers, String whereTheCpuGoes) {
        Measurements results = run.data();
        StringBuilder md = new StringBuilder("# crudbench results\n\n");
        for (int i = 0; i < results.summaries().size(); i++) {
            BenchSummary s = results.summaries().get(i);
            BenchProfile profile = s.settings() == null ? null : s.settings().profile();
            MachineFacts m = s.machine();
            md.append(String.format(
                    Locale.ROOT,
                    "- `%s`: %s to %s, profile %s, %d round(s), commit %s; %s cores, %s, %s%s%s%n",
                    run.names().get(i),
                    s.startedAt(),
                    s.finishedAt(),
                    profile == null ? null : profile.name(),
                    s.roundsRun(),
                    CommitNote.of(s.settings(), 40),
                    m == null ? null : m.cores(),
                    m == null ? null : m.cpu(),
                    m == null ? null : m.jdk() + (m.topology() == null ? "" : " (" + m.topology() + ")"),
                    s.settings() == null
                                    || s.settings().layout() == null
                                    || s.settings().layout().cpus() == null
                            ? ""
                            : "; pinned " + s.settings().layout().cpus(),
                    s.around().roundTrip() == null || s.around().roundTrip().addedMs() == null
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    "; PostgreSQL a relay away, a round trip measured %.2f ms",
                                    s.around().roundTrip().measuredMs())));
        }
        md.append(AnswerTables.markdown(run));
        md.append(AxisTables.markdown(run, run.data().referenceUsers()));
        md.append(BestTables.gains(run));
        md.append(RunTables.soundness(run));
        int ref = results.referenceUsers();
        md.append(String.format(
                "%n## How to read the tables%n%nDesign: %s. Per-scenario tables: closed model at %d concurrent users."
                        + " req/s is the geometric mean over rounds, ± the half-width of its 95%% interval. ×best is the"
                        + " ratio to the variant with the most throughput (for CPU: the least), paired round by round, with its"
                        + " 95%% interval: a t interval over the rounds' log ratios, the one method behind every ratio here; an"
                        + " interval that holds 1.00 is no clear difference. %% of DB ceiling: against pgbench sending the same"
                        + " statement over the connections a pool uses at that concurrency, measured in the same rounds. CPU is"
                        + " milliseconds per request: the app's, and PostgreSQL's at this concurrency and at the open model's"
                        + " equal load (a rate every variant served). Other columns are means over rounds.%n",
                String.join(", ", results.designs()), ref));

        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            md.append("\n## ").append(scenario).append(" (closed, ").append(ref).append(" users)\n\n");
            md.append(ScenarioTables.scenario(run, scenario).markdown());
        }
        if (!results.loads(LoadModel.CLOSED).isEmpty()) {
            md.append("\n## Throughput against concurrency (closed model, requests/s)\n\n");
            for (String scenario : results.scenarios(LoadModel.CLOSED)) {
                md.append("**")
                        .append(scenario)
                        .append("**\n\n")
                        .append(ScenarioTables.sweep(
                                        results,
                                        LoadModel.CLOSED,
                                        scenario,
                                        c -> Numbers.rate(c.throughput().mean()))
                                .markdown())
                        .append('\n');
            }
            md.append("## p99 latency against concurrency (closed model)\n\n");
            for (String scenario : results.scenarios(LoadModel.CLOSED)) {
                md.append("**")
                        .append(scenario)
                        .append("**\n\n")
                        .append(ScenarioTables.sweep(results, LoadModel.CLOSED, scenario, c -> Numbers.ms(c.p99Ms()))
                                .markdown())
                        .append('\n');
            }
        }
        if (!results.loads(LoadModel.OPEN).isEmpty()) {
            md.append("## Latency against offered load (open model: no coordinated omission)\n\n");
            for (String scenario : results.scenarios(LoadModel.OPEN)) {
                md.append("**")
                        .append(scenario)
                        .append(", p99**\n\n")
                        .append(ScenarioTables.sweep(
                                        results,
                                        LoadModel.OPEN,
                                        scenario,
                                        c -> Numbers.ms(c.p99Ms()) + (c.flagged() ? " ⚑" : ""))
                                .markdown())
                        .append('\n');
                md.append("**")
                        .append(scenario)
                        .append(", p50**\n\n")
                        .append(ScenarioTables.sweep(results, LoadModel.OPEN, scenario, c -> Numbers.ms(c.p50Ms()))
                                .markdown())
                        .append('\n');
            }
        }
        if (!results.ceilings().isEmpty()) {
            md.append("\n## The database's ceiling (pgbench, the suite's statements)\n\n")
                    .append(RunTables.ceilings(results).markdown());
        }
        md.append(GridTables.markdown(run));
        if (drivers != null) {
            Table table = DriverShare.table(results, drivers.result(), ref);
            md.append("\n## The framework on top of its driver (closed, ")
                    .append(ref)
                    .append(" users)\n\n");
            if (table.isEmpty()) {
                // The reader asked for this run: say why it adds nothing rather than leave the section out.
                md.append("`")
                        .append(drivers.dir())
                        .append("` (`just drivers`) has no client CPU at ")
                        .append(ref)
                        .append(" users for these variants' drivers and scenarios.\n");
            } else {
                md.append("App CPU per request beside the client CPU per query of the same driver and pool with"
                                + " no HTTP and no framework, from `")
                        .append(drivers.dir())
                        .append("` (`just drivers`, another run: compare shares, not single figures).\n\n")
                        .append(table.markdown());
            }
        }
        md.append(RunTables.roundTrip(run));
        md.append(RunTables.sideEffects(run));
        md.append(ThreadTable.markdown(results));
        md.append(whereTheCpuGoes);
        md.append(TimeSpent.markdown(run));
        md.append("\n## Load generator\n\n").append(RunTables.loadgen(run).markdown());
        md.append(
                "\nTarget: Hyperfoil's CPU per request at most 1.1x wrk's on the same requests, measured side by side by"
                        + " `just crosscheck VARIANT --users " + ref
                        + "`. Against the app's own CPU there is no fixed target on"
                        + " loopback: much of any client's share is the kernel's work for the same round trips the app makes.\n");
        md.append("\n## Variants\n\n").append(RunTables.variants(results).markdown());
        if (!charts.isEmpty()) {
            md.append("\n## Charts\n\n");
            charts.forEach(
                    c -> md.append("![").append(c).append("](charts/").append(c).append(")\n"));
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
}
