package crudbench.loadgen.cli;

import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The command line behind `just hyperfoil`, `just bench`, `just compare`, `just crosscheck`, `just stress` and `just report`. */
@Command(
        name = "loadgen",
        description = "crudbench's load generator: embedded Hyperfoil, the benchmark matrix and its tables.",
        subcommands = {
            HyperfoilCommand.class,
            BenchCommand.class,
            CompareCommand.class,
            CrossCheckCommand.class,
            FindingsCommand.class,
            TuneCommand.class,
            StressCommand.class,
            ReportCommand.class
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:nothing flagged", "1:something flagged (unless --no-fail), or the run failed", "2:misuse"})
public final class Loadgen implements Callable<Integer> {

    static final int OK = 0;
    static final int FLAGGED = 1;
    static final int MISUSE = 2;

    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption help;

    /** Runs one command line: what the process exits with. */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** The commands, with misuse (IllegalArgumentException) exiting 2 and a failed run exiting 1, each with one line. */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Loadgen());
        cli.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof IllegalArgumentException) {
                command.getErr().println("error: " + e.getMessage());
                return MISUSE;
            }
            if (e instanceof IllegalStateException || e instanceof UncheckedIOException) {
                command.getErr().println("error: " + e.getMessage());
                return FLAGGED;
            }
            throw e;
        });
        return cli;
    }

    /** Without a command: the usage, as misuse. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return MISUSE;
    }

    /** A count or a duration must be positive: misuse otherwise, reported as picocli reports a bad value. */
    static void requirePositive(CommandSpec spec, String option, Iterable<Integer> values) {
        for (Integer value : values) {
            if (value != null && value <= 0) {
                throw new CommandLine.ParameterException(
                        spec.commandLine(), option + " takes positive integers, got " + value);
            }
        }
    }
}
