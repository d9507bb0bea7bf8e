package crudbench.loadgen.report.run;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.RunCosts;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.TransactionCheck;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import crudbench.loadgen.results.Warmup;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The tables of compare.md about the run rather than the variants' scores: PostgreSQL's own
 * ceiling, what the method itself costs (idle apps, unasked-for transactions), the load
 * generator's cost, and the variants with the SQL they sent while starting.
 */
final class RunTables {

    private RunTables() {}

    /** The ceiling per scenario and concurrency: the median over rounds. */
    static Table ceilings(Measurements results) {
        Table table =
                new Table("scenario", "users>", "connections>", "queries/s>", "DB CPU ms/query>", "rounds>", "errors>");
        List<CeilingRow> all = results.ceilings();
        for (String scenario : all.stream().map(CeilingRow::scenario).distinct().toList()) {
            for (int users : all.stream()
                    .filter(c -> c.scenario().equals(scenario))
                    .map(CeilingRow::users)
                    .distinct()
                    .sorted()
                    .toList()) {
                results.ceiling(users, scenario)
                        .ifPresent(c -> table.row(
                                scenario,
                                users,
                                c.connections(),
                                Numbers.rate(c.queriesPerSecond()),
                                c.pgCpuMsPerQuery() == null ? "n/a" : Numbers.num(c.pgCpuMsPerQuery(), 4),
                                all.stream()
                                        .filter(x -> x.users() == users
                                                && x.scenario().equals(scenario))
                                        .count(),
                                c.errors()));
            }
        }
        return table;
    }

    /**
     * What the first screen's "How sure" counts, listed: the published effects still drifting within their
     * epochs, and the cells whose slices gave no row. Empty when there is neither.
     */
    static String soundness(RunModel run) {
        HowSure.Checks checks = run.howSure().checks();
        StringBuilder md = new StringBuilder();
        if (!checks.drifting().isEmpty()) {
            Table table = new Table("effect", "change from an epoch's first round to its last [95% CI]");
            checks.drifting()
                    .forEach(d -> table.row(
                            d.where(),
                            Numbers.ratio(d.change()) + " [" + Numbers.num(d.low(), 2) + "–" + Numbers.num(d.high(), 2)
                                    + "]"));
            md.append("\n## Drifting\n\nPublished main effects whose value still moves across the rounds of their"
                            + " epochs (one straight line fitted within every epoch; listed when its 95% interval leaves"
                            + " out no change and the change is 2% or more). Their intervals hold the spread, not the"
                            + " trend: the app, or the machine, had not settled.\n\n")
                    .append(table.markdown());
        }
        if (!checks.failed().isEmpty()) {
            Table table =
                    new Table("variant", "model", "load>", "scenario", "slices planned>", "gave a row>", "failed>");
            checks.failed()
                    .forEach(f -> table.row(
                            f.variant(),
                            f.model().id(),
                            f.load(),
                            f.scenario(),
                            f.planned(),
                            f.measured(),
                            f.failed()));
            md.append("\n## Failed slices\n\nSlices that gave no row (the app did not start, or its run failed):"
                            + " every contrast that needs the cell leaves those rounds out.\n\n")
                    .append(table.markdown());
        }
        return md.toString();
    }

    /** What the design itself might cost: the idle apps' CPU, and work the database did that nobody asked for. */
    static String sideEffects(RunModel run) {
        StringBuilder md = new StringBuilder();
        RunCosts.IdleCost idle = run.costs().idle();
        List<TransactionCheck> transactions = run.data().transactions();
        if (idle == null && transactions.isEmpty()) {
            return "";
        }
        md.append("\n## What the method costs\n\n");
        if (idle != null) {
            md.append(String.format(
                    Locale.ROOT,
                    "- Idle apps, while another was loaded (%d slices, %d apps waiting):"
                            + " together %.1f%% of the loaded app's CPU (median; at most %.1f%%), %.3f of a core"
                            + " (median; at most %.3f).%n",
                    idle.slices(),
                    idle.appsWaiting(),
                    idle.shareMedian() * 100,
                    idle.shareMax() * 100,
                    idle.coresMedian(),
                    idle.coresMax()));
        }
        for (TransactionCheck t : transactions) {
            md.append(String.format(
                    Locale.ROOT,
                    "- PostgreSQL committed %d transactions for %d answered requests and"
                            + " pgbench queries: %.3f per request (%s; the harness's resets and statistics reads account for"
                            + " a few hundred).%n",
                    t.committed(),
                    t.answered(),
                    t.perRequest(),
                    t.agree()
                            ? "they agree"
                            : "flagged: beyond ±" + Numbers.num(TransactionCheck.TOLERANCE * 100, 0) + "%"));
        }
        return md.toString();
    }

    /**
     * Where the database was: the round trip a connection measured, straight and through the
     * apps' path, and what the relay cost per request (median over slices) against the leanest
     * app's CPU per request. Empty for runs that recorded no round trip.
     */
    static String roundTrip(RunModel run) {
        List<RoundTrip> trips = run.data().roundTrips();
        if (trips.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n## The database's round trip\n\n");
        for (RoundTrip t : trips) {
            md.append(
                    t.addedMs() == null
                            ? "Straight to PostgreSQL: a round trip (SELECT 1, median of one connection) measured "
                                    + Numbers.num(t.measuredMs(), 3) + " ms.\n"
                            : "Through a relay adding " + Numbers.num(t.addedMs(), 2)
                                    + " ms: a round trip (SELECT 1, median of"
                                    + " one connection) measured " + Numbers.num(t.measuredMs(), 3) + " ms, against "
                                    + Numbers.num(t.directMs(), 3) + " ms straight to PostgreSQL.\n");
        }
        RunCosts.RelayCost relay = run.costs().relay();
        if (relay != null) {
            Double leanest = relay.leanestAppMs();
            md.append("\nThe relay's own CPU: ")
                    .append(Numbers.num(relay.msPerRequest(), 4))
                    .append(" ms per request (median of ")
                    .append(relay.slices())
                    .append(" slices)")
                    .append(
                            leanest == null || leanest == 0
                                    ? ""
                                    : ", " + Numbers.num(100 * relay.msPerRequest() / leanest, 0)
                                            + "% of the leanest app's")
                    .append(": work this machine does that a real network would not.\n");
        }
        return md.toString();
    }

    static Table loadgen(RunModel run) {
        Table table = new Table("scenario", "load generator CPU ms/req>", "leanest app CPU ms/req>", "share>");
        for (RunCosts.LoadgenCost cost : run.costs().loadgen()) {
            Double loadgen = cost.loadgenMs();
            Double leanest = cost.leanestAppMs();
            if (loadgen == null || leanest == null || leanest == 0) {
                table.row(cost.scenario(), "n/a", "n/a", "");
                continue;
            }
            table.row(
                    cost.scenario(),
                    Numbers.num(loadgen, 3),
                    Numbers.num(leanest, 3),
                    Numbers.num(loadgen / leanest * 100, 0) + "%");
        }
        return table;
    }

    static Table variants(Measurements results) {
        Table table = new Table(
                "variant",
                "framework",
                "web",
                "threads",
                "driver",
                "client",
                "startup>",
                "artifact MB>",
                "warm-up rounds>",
                "SQL at startup",
                "other SQL under load",
                "versions (its startup log line)");
        for (String variant : results.variants()) {
            VariantFacts facts = results.facts(variant);
            VariantAxes axes = facts.axes();
            List<VariantRun> runs = results.runs(variant);
            String rounds = runs.stream().map(r -> warmup(r.warmup())).collect(Collectors.joining(", "));
            String statements =
                    sql(runs.stream().flatMap(r -> r.statements().stream()).toList());
            String startupSql = sql(runs.stream()
                    .filter(r -> r.startupStatements() != null)
                    .flatMap(r -> r.startupStatements().stream())
                    .toList());
            table.row(
                    variant,
                    axes == null ? "" : axes.framework(),
                    axes == null ? "" : axes.web() + (axes.crossStack() ? " (cross-stack)" : ""),
                    axes == null ? "" : axes.threads(),
                    axes == null ? "" : AccessColumn.driverName(axes.driver()),
                    axes == null ? "" : axes.client(),
                    ScenarioTables.startup(facts),
                    ScenarioTables.artifactMb(facts),
                    rounds,
                    startupSql,
                    statements,
                    facts.versions() == null ? "" : "`" + facts.versions() + "`");
        }
        return table;
    }

    /** "6, settled after 48 s"; "17, not settled in 150 s"; a bare count for runs from before the rule. */
    static String warmup(Warmup w) {
        String passes = Integer.toString(w.windows().size());
        if (w.settled() == null) {
            return passes;
        }
        return passes + (w.settled() ? ", settled after " : ", not settled in ") + Numbers.num(w.seconds(), 0) + " s";
    }

    private static String sql(List<String> statements) {
        return statements.stream()
                .distinct()
                .map(s -> "`" + s.replaceAll("\\s+", " ") + "`")
                .collect(Collectors.joining(" "));
    }
}
