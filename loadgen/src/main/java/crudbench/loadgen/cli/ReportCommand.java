package crudbench.loadgen.cli;

import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.findings.Findings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * `just report DIR`: report.html again from a run's files, for a run written before the page
 * existed or by an older loadgen. bench, compare, stress and findings write it themselves.
 */
@Command(
        name = "report",
        description = {
            "Writes report.html into each results directory named, from its files: a `just findings` run"
                    + " (findings.json), a `just stress` run (stress.json) or a `just bench` run (summary.json)."
        })
final class ReportCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RESULTS_DIR", arity = "1..*", description = "Results directories.")
    List<Path> dirs = new ArrayList<>();

    @Mixin
    HelpOption help;

    @Override
    public Integer call() {
        for (Path dir : dirs) {
            System.out.println("written: " + write(dir));
        }
        return Loadgen.OK;
    }

    private static Path write(Path dir) {
        return Compare.page(dir, Findings.questions());
    }
}
