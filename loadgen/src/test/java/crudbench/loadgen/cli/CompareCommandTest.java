package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** `just compare`'s modes are named by its options, never by how many runs it is given. Nothing is rendered. */
class CompareCommandTest {

    private static final Path RUN = Path.of("..", "results", "reference");
    private static final Path OTHER = Path.of("..", "results", "reference-2");
    private static final Path SWEEP = Path.of("..", "results", "latency-sweep");

    private static CompareCommand.Mode mode(String... args) {
        CompareCommand command = new CompareCommand();
        CommandLine cli = new CommandLine(command);
        cli.parseArgs(args);
        command.spec = cli.getCommandSpec();
        return command.mode(command.dirs);
    }

    private static String[] args(Object... words) {
        return Arrays.stream(words).map(String::valueOf).toArray(String[]::new);
    }

    @Test
    void oneRunNeedsNoNameAndASweepIsKnownByItsDirectory() {
        assertThat(mode(args(RUN))).isEqualTo(CompareCommand.Mode.RUN);
        assertThat(mode(args(SWEEP))).isEqualTo(CompareCommand.Mode.SWEEP);
        assertThat(mode(args("--pool", RUN))).isEqualTo(CompareCommand.Mode.POOL);
    }

    @Test
    void severalRunsTakeTheModeTheyName() {
        assertThat(mode(args("--change", RUN, OTHER))).isEqualTo(CompareCommand.Mode.CHANGE);
        assertThat(mode(args("--pool", RUN, OTHER))).isEqualTo(CompareCommand.Mode.POOL);
        assertThat(mode(args("--pick", RUN, OTHER, "--orm", RUN))).isEqualTo(CompareCommand.Mode.PICK);
    }

    @Test
    void twoRunsWithoutAModeAreMisuseThatNamesTheModes() {
        for (List<String> misuse : List.of(
                List.of(RUN.toString(), OTHER.toString()),
                List.of("--change", RUN.toString()),
                List.of("--change", "--pool", RUN.toString(), OTHER.toString()),
                List.of("--orm", RUN.toString(), RUN.toString()),
                List.of("--drivers", RUN.toString(), "--change", RUN.toString(), OTHER.toString()))) {
            assertThatThrownBy(() -> mode(misuse.toArray(String[]::new)))
                    .as(String.join(" ", misuse))
                    .isInstanceOf(CommandLine.ParameterException.class);
        }
        assertThatThrownBy(() -> mode(args(RUN, OTHER)))
                .hasMessageContaining("name the mode, --change BASELINE CANDIDATE");
        assertThatThrownBy(() -> mode(args("--change", RUN))).hasMessageContaining("--change takes two runs");
    }
}
