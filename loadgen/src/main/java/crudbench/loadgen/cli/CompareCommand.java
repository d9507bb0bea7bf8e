package crudbench.loadgen.cli;

import crudbench.harness.Repo;
import crudbench.harness.RunDirectories;
import crudbench.loadgen.report.Compare;
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
        description = "Summary tables and charts of a bench run (default: the latest), or of several averaged.")
final class CompareCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RESULTS_DIR", arity = "0..*", description = "Results directories of `just bench`.")
    List<Path> dirs = new ArrayList<>();

    @Option(
            names = "--drivers",
            paramLabel = "DIR",
            description = "A `just drivers` run (results/drivers-<timestamp>): each variant's app CPU per request"
                    + " beside its driver's CPU per query in that run, at the same scenario and users; compare.md"
                    + " names DIR as given. Without it, no such section.")
    Path drivers;

    @Mixin
    HelpOption help;

    @Override
    public Integer call() {
        Repo repo = Repo.locate();
        List<Path> runs = dirs.isEmpty() ? List.of(Compare.latest(repo.resolve("results"))) : dirs;
        Path out = runs.size() == 1 ? runs.getFirst() : RunDirectories.next(repo, "compare");
        System.out.print(Compare.render(out, runs, drivers));
        System.out.println("written: " + out.resolve("compare.md") + " and " + out.resolve("charts"));
        return Loadgen.OK;
    }
}
