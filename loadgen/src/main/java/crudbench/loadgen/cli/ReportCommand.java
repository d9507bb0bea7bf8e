package crudbench.loadgen.cli;

import crudbench.harness.Repo;
import crudbench.harness.Variants;
import crudbench.loadgen.analysis.Measurements;
import crudbench.loadgen.findings.Findings;
import crudbench.loadgen.report.html.BenchPage;
import crudbench.loadgen.report.html.FindingsPage;
import crudbench.loadgen.report.html.StressPage;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.stress.StressResults;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
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
        if (Files.isRegularFile(dir.resolve("findings.json"))) {
            return FindingsPage.write(dir, Findings.questions());
        }
        if (Files.isRegularFile(dir.resolve(StressResults.SUMMARY))) {
            return StressPage.write(dir, Variants.load(Repo.locate()).all());
        }
        if (!Files.isRegularFile(dir.resolve(BenchSummary.FILE))) {
            throw new IllegalArgumentException("no findings.json, " + StressResults.SUMMARY + " or " + BenchSummary.FILE
                    + " in " + dir + ": not a results directory of `just findings`, `just stress` or `just bench`");
        }
        try {
            return BenchPage.write(dir, Measurements.of(List.of(BenchSummary.read(dir))), List.of(dir));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
        }
    }
}
