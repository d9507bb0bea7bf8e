package crudbench.loadgen;

import java.nio.file.Path;

/**
 * Where each file of a bench run goes: results/&lt;timestamp&gt;/ with the raw Hyperfoil
 * statistics, the app logs, the benchmark files used, results.csv and summary.json.
 */
record ResultsDir(Path root) {

    /** raw/&lt;variant&gt;/r&lt;repeat&gt;/closed-64.all.json, open-1000.all.json, warmup-2.all.json */
    Path raw(String variant, int repeat, LoadPoint.Id point) {
        return root.resolve("raw").resolve(variant).resolve("r" + repeat).resolve(point.fileName() + ".all.json");
    }

    Path log(String variant, int repeat) {
        return root.resolve("logs").resolve(variant + "-r" + repeat + ".log");
    }

    /** ceiling/r&lt;round&gt;/: pgbench's scripts and output */
    Path ceiling(int round) {
        return root.resolve("ceiling").resolve("r" + round);
    }

    Path benchmarks() {
        return root.resolve("benchmarks");
    }

    Path csv() {
        return root.resolve("results.csv");
    }

    /** A path as flags and tables show it: relative to the run's directory. */
    String relative(Path file) {
        return root.relativize(file).toString();
    }
}
