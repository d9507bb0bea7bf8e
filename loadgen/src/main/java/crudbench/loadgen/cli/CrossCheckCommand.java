package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.loadgen.crosscheck.CrossCheck;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `just crosscheck VARIANT`: the options; {@link CrossCheck} runs the rounds. */
@Command(
        name = "crosscheck",
        description = "Closed-model get-by-id throughput and CPU per request, Hyperfoil against wrk.")
final class CrossCheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "The variant to start and measure.")
    String variant;

    @Option(
            names = "--users",
            paramLabel = "N",
            description = "Concurrent users and wrk connections (default ${DEFAULT-VALUE}).")
    int users = 16;

    @Option(
            names = "--duration",
            paramLabel = "SECONDS",
            description = "Length of each tool's round (default ${DEFAULT-VALUE}).")
    int seconds = 20;

    @Option(
            names = "--rounds",
            paramLabel = "N",
            description = "Rounds of each tool, alternating (default ${DEFAULT-VALUE}).")
    int rounds = 3;

    @Mixin
    HelpOption help;

    @Override
    public Integer call() {
        Loadgen.requirePositive(spec, "--users", List.of(users));
        Loadgen.requirePositive(spec, "--duration", List.of(seconds));
        Loadgen.requirePositive(spec, "--rounds", List.of(rounds));
        return CrossCheck.run(Repo.locate(), variant, new CrossCheck.Plan(users, seconds, rounds));
    }
}
