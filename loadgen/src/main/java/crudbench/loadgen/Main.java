package crudbench.loadgen;

import crudbench.harness.Repo;
import io.hyperfoil.api.config.Benchmark;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The command line behind `just hyperfoil`, `just bench`, `just compare` and `just crosscheck`. */
public final class Main {

    private static final String USAGE = """
            usage: loadgen <command>
              hyperfoil run FILE [-PNAME=VALUE ...] [--no-fail] [--out DIR]
                  run one Hyperfoil benchmark file in this JVM; print its stats; write all.json
              bench [--quick] [--repeats N] [--no-fail] [VARIANT ...]
                  the matrix: every (or each named) variant through every scenario and load
              compare [RESULTS_DIR ...]
                  summary tables and charts of a bench run (default: the latest)
              crosscheck VARIANT [--users N] [--duration SECONDS]
                  closed-model get-by-id throughput, Hyperfoil against wrk
            Exit status: 0 when nothing is flagged, 1 when something is (unless --no-fail), 2 on misuse.
            """;

    private Main() {
    }

    public static void main(String[] args) {
        int status;
        try {
            status = run(List.of(args));
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            status = 2;
        } catch (IllegalStateException | UncheckedIOException e) {
            System.err.println("error: " + e.getMessage());
            status = 1;
        }
        // Hyperfoil and Vert.x leave non-daemon threads behind.
        System.exit(status);
    }

    static int run(List<String> args) {
        if (args.isEmpty()) {
            System.err.print(USAGE);
            return 2;
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.getFirst()) {
            case "hyperfoil" -> hyperfoil(rest);
            case "bench" -> Bench.main(Repo.locate(), rest);
            case "compare" -> Compare.main(Repo.locate(), rest);
            case "crosscheck" -> CrossCheck.main(Repo.locate(), rest);
            default -> {
                System.err.print(USAGE);
                yield 2;
            }
        };
    }

    private static int hyperfoil(List<String> args) {
        if (args.isEmpty() || !args.getFirst().equals("run") || args.size() < 2) {
            throw new IllegalArgumentException("usage: hyperfoil run FILE [-PNAME=VALUE ...] [--no-fail] [--out DIR]");
        }
        Path file = Path.of(args.get(1));
        Map<String, String> params = new LinkedHashMap<>();
        boolean failOnFlags = true;
        Path out = null;
        for (int i = 2; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("-P") && arg.contains("=")) {
                params.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
            } else if (arg.equals("--no-fail")) {
                failOnFlags = false;
            } else if (arg.equals("--out") && i + 1 < args.size()) {
                out = Path.of(args.get(++i));
            } else {
                throw new IllegalArgumentException("unknown argument '" + arg + "'");
            }
        }
        if (out == null) {
            out = Repo.locate().resolve("results").resolve("hyperfoil-" + timestamp());
        }
        Benchmark benchmark;
        try {
            benchmark = HyperfoilRun.load(file, params);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        System.err.printf("==> %s: %d phases against %s%n", benchmark.name(), benchmark.phases().size(),
                params.getOrDefault("TARGET", "the file's default target"));
        RunResult run = HyperfoilRun.run(benchmark, new HyperfoilRun.PhaseListener() {
            @Override
            public void running(String phase) {
                System.err.printf("    %s ...%n", phase);
            }
        });
        List<Flag> flags = new ArrayList<>(Checks.check(run));
        System.out.print(StatsTable.render(run, flags));
        try {
            AllJson.write(out.resolve("all.json"), "0000", run, flags, Map.of("file", file.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println();
        System.out.println("raw statistics: " + out.resolve("all.json"));
        if (!flags.isEmpty()) {
            System.out.println();
            System.out.println("FLAGGED:");
            flags.forEach(f -> System.out.println("  " + f));
            if (flags.stream().anyMatch(f -> f.kind() == Flag.Kind.NON_2XX)) {
                System.out.println();
                System.out.println("The benchmark files expect ids 1..SEED_USERS to exist: 404s from get or update mean"
                        + " the data is not the standard seed. `just db-reset` restores it.");
            }
            return failOnFlags ? 1 : 0;
        }
        return 0;
    }

    static String timestamp() {
        return LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
    }
}
