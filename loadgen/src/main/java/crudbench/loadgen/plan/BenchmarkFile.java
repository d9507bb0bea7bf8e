package crudbench.loadgen.plan;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkSource;
import io.hyperfoil.core.impl.LocalBenchmarkData;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** A Hyperfoil benchmark file, parsed by Hyperfoil's own parser as its CLI and controller would. */
public final class BenchmarkFile {

    private BenchmarkFile() {}

    /** Parses a benchmark file with its {@code !param} values; files it names resolve next to it. */
    public static Benchmark load(Path yaml, Map<String, String> params) throws IOException {
        return load(yaml, params, List.of());
    }

    /**
     * Parses a benchmark file with its {@code !param} values, its warm-up phases and of its measured phases only
     * those named in {@code scenarios} (all of them when it is empty).
     */
    public static Benchmark load(Path yaml, Map<String, String> params, Collection<String> scenarios)
            throws IOException {
        String text = PhaseSelection.keep(Files.readString(yaml), scenarios);
        try {
            BenchmarkParser parser = BenchmarkParser.instance();
            BenchmarkSource source = parser.createSource(text, new LocalBenchmarkData(yaml.toAbsolutePath()));
            Benchmark benchmark = parser.buildBenchmark(source, params);
            if (benchmark.agents().length > 0) {
                throw new IllegalArgumentException(
                        yaml + " lists agents: the embedded runner would give each only a"
                                + " share of the load. Keep agents: out of the benchmark file; add them only for a distributed run.");
            }
            return benchmark;
        } catch (ParserException e) {
            throw new IllegalArgumentException("cannot parse " + yaml + ": " + e.getMessage(), e);
        }
    }
}
