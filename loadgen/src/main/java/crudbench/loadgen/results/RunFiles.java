package crudbench.loadgen.results;

import crudbench.loadgen.plan.LoadPoint;
import java.nio.file.Path;

/**
 * Where each file of a bench run goes: results/&lt;timestamp&gt;/ with the raw Hyperfoil
 * statistics, the app logs, the benchmark files used, results.csv and summary.json.
 */
public record RunFiles(Path root) {

    /** raw/&lt;variant&gt;/r&lt;repeat&gt;/closed-64.all.json, open-1000.all.json, warmup-2.all.json */
    public Path raw(String variant, int repeat, LoadPoint.Id point) {
        return root.resolve("raw").resolve(variant).resolve("r" + repeat).resolve(point.fileName() + ".all.json");
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

    public Path csv() {
        return root.resolve("results.csv");
    }

    /** A path as flags and tables show it: relative to the run's directory. */
    public String relative(Path file) {
        return root.relativize(file).toString();
    }
}
