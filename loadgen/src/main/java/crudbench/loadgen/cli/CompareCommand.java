package crudbench.loadgen.cli;

import crudbench.harness.Repo;
import crudbench.harness.RunDirectories;
import crudbench.harness.Settings;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.report.LatencySweep;
import crudbench.loadgen.report.WhatToPick;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** `just compare`: which runs, which driver baseline beside them, and where their tables and charts go. */
@Command(
        name = "compare",
        description = {
            "One run: its tables and charts (default: the latest run). A sweep (results/sweep-<timestamp>, of"
                    + " `just bench --db-latency 0,1,5`): sweep.md and its charts again, e.g. after `just bench"
                    + " --resume` added epochs to one of its runs.",
            "Two runs, BASELINE CANDIDATE: what moved between them, every effect and every variant's figures with"
                    + " the change's 95%% interval, or 'no clear change'.",
            "--pick RUN...: what to pick, per framework, judged over runs of one design as replications (a gain or"
                    + " a cost only where every run's interval says so): what-to-pick.md, which the README quotes from"
                    + " the reference runs.",
            "--pool RUN...: the runs in one set of tables, each run a level of its own: every interval is over the"
                    + " runs' means, not over their rounds as if they were one run."
        })
final class CompareCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RESULTS_DIR", arity = "0..*", description = "Results directories of `just bench`.")
    List<Path> dirs = new ArrayList<>();

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
                    + " what-to-pick.md then judges each ORM over its twin over these runs, by the same rule.")
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

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** A run with `build=aot` sessions beside their variants gets aot.md, the AOT-cache experiment's table. */
    private static void aotExperiment(Path run) {
        try {
            String md =
                    crudbench.loadgen.tuning.AotExperiment.markdown(crudbench.loadgen.results.BenchSummary.read(run));
            if (!md.isEmpty()) {
                java.nio.file.Files.writeString(run.resolve(crudbench.loadgen.tuning.AotExperiment.FILE), md);
                System.out.println("written: " + run.resolve(crudbench.loadgen.tuning.AotExperiment.FILE));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public Integer call() {
        Repo repo = Repo.locate();
        List<Path> runs = dirs.isEmpty() ? List.of(Compare.latest(repo.resolve("results"))) : dirs;
        List<Path> sweep = runs.size() == 1 ? LatencySweep.runs(runs.getFirst()) : List.of();
        if (!sweep.isEmpty()) {
            System.out.print(Compare.sweep(runs.getFirst(), sweep, Settings.load(repo)));
            System.out.println("written: " + runs.getFirst().resolve("sweep.md") + " and its charts");
            return Loadgen.OK;
        }
        if (pick) {
            Path out = RunDirectories.next(repo, "compare");
            System.out.print(Compare.pick(out, runs, ormRuns));
            System.out.println("written: " + out.resolve(WhatToPick.FILE) + ", and the README's block: "
                    + out.resolve(WhatToPick.README_BLOCK));
            return Loadgen.OK;
        }
        if (runs.size() == 2 && !pool) {
            Path out = RunDirectories.next(repo, "compare");
            System.out.print(Compare.change(out, runs.get(0), runs.get(1)));
            System.out.println("written: " + out.resolve("change.md"));
            return Loadgen.OK;
        }
        if (runs.size() > 2 && !pool) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "one run, two (BASELINE CANDIDATE), or --pool with several");
        }
        Path out = runs.size() == 1 ? runs.getFirst() : RunDirectories.next(repo, "compare");
        System.out.print(Compare.render(out, runs, drivers));
        if (runs.size() == 1) {
            aotExperiment(runs.getFirst());
        }
        System.out.println("written: " + out.resolve("compare.md") + ", " + out.resolve("report.html") + " and "
                + out.resolve("charts"));
        return Loadgen.OK;
    }
}
