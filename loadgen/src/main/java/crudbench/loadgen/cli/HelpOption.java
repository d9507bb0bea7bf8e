package crudbench.loadgen.cli;

import picocli.CommandLine.Option;

/** `-h` and `--help`, mixed into every loadgen command (picocli's standard mixin would add a `--version` with nothing to say). */
public final class HelpOption {

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help and exit.")
    boolean help;
}
