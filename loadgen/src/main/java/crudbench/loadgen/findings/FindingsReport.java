package crudbench.loadgen.findings;

import crudbench.loadgen.model.CommitNote;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/** findings.md: the claims table, then how each experiment ran and where its numbers are. */
final class FindingsReport {

    private FindingsReport() {}

    static String markdown(
            List<Claims.Finding> findings,
            List<Experiment> experiments,
            int baselineRuns,
            int epochs,
            int rounds,
            int seconds,
            Path out,
            Map<String, Measurements> results) {
        StringBuilder md = new StringBuilder("# crudbench findings: the published claims, re-tested\n\n");
        results.values().stream()
                .findFirst()
                .flatMap(r -> r.summaries().stream().findFirst())
                .ifPresent(s -> md.append("Machine: ")
                        .append(
                                s.machine() == null
                                        ? "unknown"
                                        : s.machine().cores() + " cores, "
                                                + s.machine().cpu() + ", "
                                                + s.machine().jdk())
                        .append("; commit ")
                        .append(
                                s.settings() == null || s.settings().commit() == null
                                        ? "?"
                                        : CommitNote.of(s.settings(), 40))
                        .append("; started ")
                        .append(s.startedAt())
                        .append(".\n\n"));
        md.append(speeds(results));
        md.append("Each experiment is one interleaved `just bench` run of the sessions named (a variant with experiment"
                        + " settings after its @): ")
                .append(epochs)
                .append(epochs == 1 ? " epoch" : " epochs")
                .append(" of ")
                .append(rounds)
                .append(" rounds (or the experiment's own least, below) of ")
                .append(seconds)
                .append(" s per scenario slice, each epoch starting its apps afresh and warming them up until they"
                        + " settle; ratios are throughput, paired round by round, with a 95% t interval ")
                .append(
                        epochs == 1
                                ? "over the rounds' log ratios (RoundContrasts; one epoch: what differs between JVM starts is"
                                        + " not in it)."
                                : "over the epochs' mean log ratios (RoundContrasts), so that it holds what differs between JVM"
                                        + " starts.");
        if (baselineRuns > 0) {
            md.append(" Claim 5 repeats the driver-only baseline ")
                    .append(baselineRuns)
                    .append(" times and pairs its runs.");
        }
        md.append(" A verdict reads the whole interval, not its middle: \"holds\" when all of it agrees with the"
                + " claim (\"within 5%\": all of it within ±5%), \"does not hold\" when all of it disagrees, and"
                + " \"" + Claims.UNDECIDED + "\" when it holds both the claim and its opposite.");
        md.append(" Reproduce: `just findings` (about 2 hours per epoch on 2 cores), or some"
                + " experiments with `just findings --only ID,...`, and finish an interrupted run with"
                + " `just findings --resume DIR`.\n\n");
        Table table = new Table(
                "#", "claim", "source", "their setup", "ours", "their number", "our number (95% CI)", "verdict", "why");
        for (Claims.Finding f : findings) {
            table.row(
                    f.number(),
                    f.published().claim(),
                    f.published().source(),
                    f.published().theirSetup(),
                    f.retest().ourSetup(),
                    f.published().theirs(),
                    f.retest().ours(),
                    "**" + f.retest().verdict() + "**",
                    f.retest().why());
        }
        md.append(table.markdown());
        md.append("\n## Experiments\n\n");
        for (Experiment e : experiments) {
            md.append("- **")
                    .append(e.id())
                    .append("** (`")
                    .append(e.id())
                    .append("/compare.md`): ")
                    .append(e.question())
                    .append(". Sessions: ")
                    .append(String.join(
                            ", ", e.sessions().stream().map(s -> "`" + s + "`").toList()))
                    .append("; users ")
                    .append(e.users())
                    .append(conditions(e))
                    .append(measuredOn(results.get(e.id())))
                    .append(".\n");
        }
        if (baselineRuns > 0) {
            md.append("- **drivers** (`drivers/run-N/drivers.md`): `just drivers` for jdbc and vertx, get and list100,"
                    + " concurrency = `DB_POOL_SIZE`.\n");
        }
        md.append("\nEvery table of every experiment, its flags and its charts are in its folder beside this file (")
                .append(out.getFileName())
                .append(").\n");
        return md.toString();
    }

    /**
     * When a run built up over sittings ran its experiments on machines (or at moments) of different speed, a
     * paragraph that says so: ratios hold within an experiment, whose sessions ran side by side, not across
     * experiments. Empty when every experiment's speed probe is within {@link SpeedSample#LIMIT} of the others'.
     */
    static String speeds(Map<String, Measurements> results) {
        DoubleSummaryStatistics probes = results.values().stream()
                .map(Measurements::speedMs)
                .filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble)
                .summaryStatistics();
        double fastest = probes.getMin();
        double slowest = probes.getMax();
        if (probes.getCount() < 2 || slowest / fastest - 1 <= SpeedSample.LIMIT) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "The experiments ran on machines (or at moments) of different speed: the speed probe took %.0f to"
                        + " %.0f ms of CPU (each experiment's is below; the lower, the faster). Each experiment's"
                        + " sessions ran side by side on one machine, so its ratios hold; a ratio that depends on"
                        + " the machine's speed can differ between experiments for that reason alone.%n%n",
                fastest,
                slowest);
    }

    /** ", measured from START at commit C, the speed probe N ms": when, at what and how fast the machine was. */
    static String measuredOn(Measurements result) {
        if (result == null || result.summaries().isEmpty()) {
            return "";
        }
        BenchSummary first = result.summaries().getFirst();
        StringBuilder on = new StringBuilder();
        if (first.startedAt() != null) {
            on.append("; measured from ")
                    .append(first.startedAt(), 0, Math.min(16, first.startedAt().length()));
        }
        String commit = CommitNote.of(first.settings(), 7);
        if (commit != null) {
            on.append(" at commit ").append(commit);
        }
        result.speedMs().ifPresent(ms -> on.append(String.format(Locale.ROOT, ", the speed probe %.0f ms", ms)));
        return on.toString();
    }

    /** What an experiment ran besides its sessions and users: rates, warm-up, round trip, CPUs and rounds. */
    static String conditions(Experiment e) {
        StringBuilder c = new StringBuilder();
        if (!e.rates().isEmpty()) {
            c.append("; open model at ").append(e.rates()).append(" requests/s");
        }
        if (e.warmup() != null) {
            c.append("; warm-up at ")
                    .append(e.warmup().users())
                    .append(" users for ")
                    .append(e.warmup().minSeconds())
                    .append(" s at least, until ")
                    .append(e.warmup().windows())
                    .append(" passes of ")
                    .append(e.warmup().seconds())
                    .append(" s are within ")
                    .append(Math.round(e.warmup().tolerance() * 100))
                    .append("% of the ")
                    .append(e.warmup().windows())
                    .append(" before (at most ")
                    .append(e.warmup().maxSeconds())
                    .append(" s)");
        }
        if (e.dbRoundTrip() != null) {
            c.append("; the database ").append(e.dbRoundTrip().toMillis()).append(" ms away");
        }
        if (e.cpus() != null) {
            c.append("; `--cpus ").append(e.cpus()).append('`');
        }
        if (e.rounds() > 0) {
            c.append("; ").append(e.rounds()).append(" rounds at least");
        }
        return c.toString();
    }
}
