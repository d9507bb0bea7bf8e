package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.loadgen.hyperfoil.AllJson;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.plan.BenchmarkFile;
import crudbench.loadgen.report.console.StatsTable;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.RunInfo;
import io.hyperfoil.api.config.Benchmark;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `just hyperfoil run FILE`: one benchmark file, in this JVM, against whatever its TARGET is. */
@Command(name = "hyperfoil", description = "Hyperfoil, embedded.", subcommands = HyperfoilCommand.Run.class)
final class HyperfoilCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption help;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return Loadgen.MISUSE;
    }

    @Command(
            name = "run",
            description = "Run one Hyperfoil benchmark file in this JVM, print its stats, write all.json.")
    static final class Run implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "FILE", description = "A benchmark file, e.g. loadgen/benchmark.hf.yaml.")
        Path file;

        @Option(
                names = "-P",
                paramLabel = "NAME=VALUE",
                description = "A !param of the file, e.g. -PTARGET=http://localhost:8080.")
        Map<String, String> params = new LinkedHashMap<>();

        @Option(names = "--no-fail", description = "Report flags but exit 0.")
        boolean noFail;

        @Option(
                names = "--out",
                paramLabel = "DIR",
                description = "Where all.json goes (default: results/hyperfoil-<timestamp>).")
        Path out;

        @Option(
                names = {"-h", "--help"},
                usageHelp = true,
                description = "Show this help and exit.")
        boolean help;

        @Override
        public Integer call() {
            Path dir = out != null ? out : RunDirectories.next(Repo.locate(), "hyperfoil");
            Benchmark benchmark;
            try {
                benchmark = BenchmarkFile.load(file, params);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            System.err.printf(
                    "==> %s: %d phases against %s%n",
                    benchmark.name(),
                    benchmark.phases().size(),
                    params.getOrDefault("TARGET", "the file's default target"));
            RunResult run = HyperfoilRun.run(benchmark, new HyperfoilRun.PhaseListener() {
                @Override
                public void running(String phase) {
                    System.err.printf("    %s ...%n", phase);
                }
            });
            List<Flag> flags = new ArrayList<>(RunChecks.check(run));
            System.out.print(StatsTable.render(run, flags));
            try {
                AllJson.write(dir.resolve("all.json"), "0000", run, flags, RunInfo.ofFile(file.toString()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            System.out.println();
            System.out.println("raw statistics: " + dir.resolve("all.json"));
            if (flags.isEmpty()) {
                return Loadgen.OK;
            }
            System.out.println();
            System.out.println("FLAGGED:");
            flags.forEach(f -> System.out.println("  " + f));
            if (flags.stream().anyMatch(f -> f.kind() == Flag.Kind.NON_2XX)) {
                System.out.println();
                System.out.println("The benchmark files expect ids 1..SEED_USERS to exist: 404s from get or update mean"
                        + " the data is not the standard seed. `just db-reset` restores it.");
            }
            return noFail ? Loadgen.OK : Loadgen.FLAGGED;
        }
    }
}
