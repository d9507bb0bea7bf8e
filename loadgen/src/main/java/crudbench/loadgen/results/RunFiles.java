package crudbench.loadgen.results;

import crudbench.harness.checkout.Repo;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where each file of a bench run goes: results/bench-&lt;timestamp&gt;/ with the raw Hyperfoil
 * statistics, the app logs, the benchmark files used and summary.json; `just compare` adds
 * compare.md, answer.md, results.csv, the charts and report.html.
 */
public record RunFiles(Path root) {

    /**
     * Writes the benchmark files the run used into benchmarks/, as it ran them (without the scenarios its profile
     * leaves out), so that the run can be repeated as it was.
     */
    public void copyBenchmarkFiles(Repo repo, List<BenchmarkPlan> plans) throws IOException {
        Files.createDirectories(benchmarks());
        for (BenchmarkPlan plan : plans) {
            Path file = repo.resolve(plan.file());
            Files.writeString(benchmarks().resolve(file.getFileName()), plan.text(repo));
        }
    }

    /** raw/&lt;variant&gt;/r&lt;repeat&gt;/closed-64.all.json, open-1000.all.json, warmup-2.all.json */
    public Path raw(String variant, int repeat, LoadPoint.Id point) {
        return root.resolve("raw").resolve(variant).resolve("r" + repeat).resolve(point.fileName() + ".all.json");
    }

    /** raw/&lt;variant&gt;/e&lt;epoch&gt;/warmup-3.all.json: each pass of an app's warm-up in its epoch */
    public Path warmupRaw(String variant, int epoch, LoadPoint.Id point) {
        return root.resolve("raw").resolve(variant).resolve("e" + epoch).resolve(point.fileName() + ".all.json");
    }

    public Path log(String variant, int repeat) {
        return root.resolve("logs").resolve(variant + "-r" + repeat + ".log");
    }

    /** ceiling/r&lt;round&gt;/: pgbench's scripts and output */
    public Path ceiling(int round) {
        return root.resolve("ceiling").resolve("r" + round);
    }

    public Path benchmarks() {
        return root.resolve("benchmarks");
    }

    /** A path as flags and tables show it: relative to the run's directory. */
    public String relative(Path file) {
        return root.relativize(file).toString();
    }
}
