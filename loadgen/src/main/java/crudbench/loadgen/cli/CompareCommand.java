package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.registry.Settings;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.Axis;
import crudbench.loadgen.report.pick.WhatToPick;
import crudbench.loadgen.report.sweep.LatencySweep;
import crudbench.loadgen.tuning.AotExperiment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * `just compare`: which runs, in which mode, which driver baseline beside them, and where their tables and charts go.
 * Each mode is named: one run (or a sweep's directory) needs no name, and several runs need --change, --pool or
 * --pick, so that the number of runs given never decides what is written.
 */
@Command(
        name = "compare",
        description = {
            "One run: its tables and charts (default: the latest run). A sweep (results/sweep-<timestamp>, of"
                    + " `just bench --db-latency 0,1,5`): sweep.md and its charts again, e.g. after `just bench"
                    + " --resume` added epochs to one of its runs.",
            "--change BASELINE CANDIDATE: what moved between two runs, every effect and every variant's figures with"
                    + " the change's 95%% interval, or 'no clear change'.",
            "--pick RUN...: what to pick, per framework, judged over runs of one design as replications (a gain or"
                    + " a cost only where every run's interval says so): what-to-pick.md, which the README quotes from"
                    + " the reference runs.",
            "--pool RUN...: the runs in one set of tables, each run a level of its own: every interval is over the"
                    + " runs' means, not over their rounds as if they were one run."
        })
final class CompareCommand implements Callable<Integer> {

    /** What one `just compare` writes; the modes for several runs are named by an option, never by the count. */
    enum Mode {
        /** One run's tables, charts and page, into the run. */
        RUN,
        /** A latency sweep's sweep.md and charts, into the sweep's directory. */
        SWEEP,
        /** change.md: what moved between a baseline and a candidate. */
        CHANGE,
        /** Several runs in one set of tables, each a level of its own. */
        POOL,
        /** what-to-pick.md over runs of one design. */
        PICK
    }

    @Parameters(paramLabel = "RESULTS_DIR", arity = "0..*", description = "Results directories of `just bench`.")
    List<Path> dirs = new ArrayList<>();

    @Option(
            names = "--change",
            description = "Two runs, BASELINE CANDIDATE: change.md in results/compare-<timestamp>, what moved between"
                    + " them, each change with its 95%% interval.")
    boolean change;

    @Option(
            names = "--pool",
            description = "Every run named in one set of tables, in results/compare-<timestamp>; each run is a level of"
                    + " its own, so every interval is over the runs' means (two runs give a wide one).")
    boolean pool;

    @Option(
            names = "--pick",
            description = "What to pick, per framework, from these runs of one design: results/compare-<timestamp>/"
                    + WhatToPick.FILE
                    + ", from `just compare --pick results/reference results/reference-2` the README's first table.")
    boolean pick;

    @Option(
            names = "--orm",
            paramLabel = "RUN",
            description = "With --pick: a run with ORM variants beside their plain-SQL twins (give it once per run);"
                    + " what-to-pick.md then judges each ORM over its twin over these runs, by the same rule, where without it"
                    + " it judges them over the --pick runs.")
    List<Path> ormRuns = new ArrayList<>();

    @Option(
            names = "--drivers",
            paramLabel = "DIR",
            description = "A `just drivers` run (results/drivers-<timestamp>): each variant's app CPU per request"
                    + " beside its driver's CPU per query in that run, at the same scenario and users; compare.md"
                    + " names DIR as given. Without it, no such section.")
    Path drivers;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    /**
     * The mode the options name for these runs; misuse where they name two, where a mode gets the wrong number of
     * runs, or where several runs name none.
     */
    Mode mode(List<Path> runs) {
        long named = Stream.of(change, pool, pick).filter(b -> b).count();
        if (named > 1) {
            throw misuse("--change, --pool and --pick are modes: name one");
        }
        if (!ormRuns.isEmpty() && !pick) {
            throw misuse("--orm goes with --pick");
        }
        Mode mode;
        if (pick) {
            mode = Mode.PICK;
        } else if (pool) {
            mode = Mode.POOL;
        } else if (change) {
            if (runs.size() != 2) {
                throw misuse("--change takes two runs, BASELINE CANDIDATE; got " + runs.size());
            }
            mode = Mode.CHANGE;
        } else if (runs.size() > 1) {
            throw misuse(runs.size() + " runs: name the mode, --change BASELINE CANDIDATE for what moved between two,"
                    + " --pool for one set of tables, or --pick for what to pick");
        } else {
            mode = LatencySweep.runs(runs.getFirst()).isEmpty() ? Mode.RUN : Mode.SWEEP;
        }
        if (drivers != null && mode != Mode.RUN && mode != Mode.POOL) {
            throw misuse("--drivers goes with one run or --pool");
        }
        return mode;
    }

    @Override
    public Integer call() {
        Repo repo = Repo.locate();
        List<Path> runs = dirs.isEmpty() ? List.of(Compare.latest(repo.resolve("results"))) : dirs;
        switch (mode(runs)) {
            case SWEEP -> {
                Path sweep = runs.getFirst();
                System.out.print(Compare.sweep(sweep, LatencySweep.runs(sweep), Settings.load(repo)));
                System.out.println("written: " + sweep.resolve("sweep.md") + " and its charts");
            }
            case PICK -> {
                Path out = RunDirectories.next(repo, "compare");
                System.out.print(Compare.pick(out, runs, Map.of(Axis.ORM, ormRuns)));
                System.out.println("written: " + out.resolve(WhatToPick.FILE) + ", and the README's block: "
                        + out.resolve(WhatToPick.README_BLOCK));
            }
            case CHANGE -> {
                Path out = RunDirectories.next(repo, "compare");
                System.out.print(Compare.change(out, runs.get(0), runs.get(1)));
                System.out.println("written: " + out.resolve("change.md"));
            }
            case RUN, POOL -> {
                Path out = runs.size() == 1 ? runs.getFirst() : RunDirectories.next(repo, "compare");
                System.out.print(Compare.render(out, runs, drivers));
                if (runs.size() == 1) {
                    AotExperiment.write(runs.getFirst()).ifPresent(aot -> System.out.println("written: " + aot));
                }
                System.out.println("written: " + out.resolve("compare.md") + ", " + out.resolve("report.html") + " and "
                        + out.resolve("charts"));
            }
        }
        return Loadgen.OK;
    }

    private ParameterException misuse(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
