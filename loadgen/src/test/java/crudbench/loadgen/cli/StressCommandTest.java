package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.Limits;
import crudbench.loadgen.stress.StressPlan;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The options of `just stress`: every limit named with its default in the help, the CI profile, misuse. Nothing runs. */
class StressCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine commandLine(StressCommand command) {
        return new CommandLine(command).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
    }

    private StressCommand parsed(String... args) {
        StressCommand command = new StressCommand();
        commandLine(command).parseArgs(args);
        return command;
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }

    @Test
    void theHelpShowsEveryDefaultOfTheStandardAndTheCiProfile() {
        assertThat(commandLine(new StressCommand()).execute("--help")).isZero();
        String help = out.toString().replaceAll("\\s+", " ");
        StressPlan standard = StressPlan.standard();
        StressPlan ci = StressPlan.ci();
        Limits limits = Limits.standard(2000, 3000);
        assertThat(help)
                .contains("--warmup-seconds=S Load at the start rate before the capacity search (default "
                        + standard.warmupSeconds() + "; --ci " + ci.warmupSeconds() + ")")
                .contains("(default " + standard.stepSeconds() + "; --ci " + ci.stepSeconds() + ")")
                .contains("(default " + standard.startRate() + ")")
                .contains("(default " + standard.maxRate() + ")")
                .contains("(default " + number(standard.precision()) + "; --ci " + number(ci.precision()) + ")")
                .contains("--p99-limit-ms=MS Capacity: the highest rate whose p99 stays under this, with every answer a"
                        + " 2xx (default " + number(limits.p99LimitMs()) + ")")
                .contains("(default " + number(standard.overloadFactor()) + ")")
                .contains("(default " + standard.overloadSeconds() + "; --ci " + ci.overloadSeconds() + ")")
                .contains("plus this (default " + limits.answerMarginMs() + ")")
                .contains("within this (default " + number(limits.recoverySeconds()) + ")")
                .contains("(default " + number(limits.recoveryShare()) + ")")
                .contains("(default " + number(standard.soakShare()) + ")")
                .contains("(default " + number(standard.soakMinutes()) + "; --ci " + number(ci.soakMinutes()) + ")")
                .contains("(default " + number(limits.rssGrowth()) + ")")
                .contains("(default " + number(limits.p99Growth()) + "; --ci "
                        + number(Limits.ci(2000, 3000).p99Growth()) + ".0)")
                .contains("(default " + number(limits.p99SlackMs()) + ")")
                .contains("(default " + number(standard.outageShare()) + ")")
                .contains("(default " + standard.outageBefore() + "; --ci " + ci.outageBefore() + ")")
                .contains("(default " + standard.outageSeconds() + "; --ci " + ci.outageSeconds() + ")")
                .contains("(default " + standard.outageAfter() + "; --ci " + ci.outageAfter() + ")")
                .contains("(default " + standard.silentSeconds() + "; --ci " + ci.silentSeconds() + ")")
                .contains("(default " + standard.maxInFlight() + ")")
                .contains("(default " + standard.hangSeconds() + ")");
    }

    @Test
    void ciShortensTheExperimentsAndAnOptionStillWins() {
        assertThat(parsed("--ci").plan()).isEqualTo(StressPlan.ci());
        assertThat(parsed("--ci").limits(2000, 3000)).isEqualTo(Limits.ci(2000, 3000));
        assertThat(parsed().plan()).isEqualTo(StressPlan.standard());
        StressPlan plan =
                parsed("--ci", "--soak-minutes", "1", "--overload-seconds", "9").plan();
        assertThat(plan.soakMinutes()).isEqualTo(1);
        assertThat(plan.overloadSeconds()).isEqualTo(9);
        assertThat(plan.stepSeconds()).isEqualTo(StressPlan.ci().stepSeconds());
    }

    @Test
    void theAnswerLimitIsTheAcquireTimeoutOfParityPlusTheMargin() {
        assertThat(parsed("--answer-margin-ms", "250").limits(2000, 3000).answerLimitMs())
                .isEqualTo(2250);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--step-seconds 0                           | --step-seconds must be positive",
                "--start-rate 5                             | need 10 <= --start-rate <= --max-rate",
                "--overload-factor 1                        | --overload-factor must be more than 1",
                "--soak-share 1.5                           | --soak-share and --outage-share take shares in (0, 1]",
                "--outage-after-seconds 5                   | --outage-after-seconds (5) must be more than --recovery-seconds",
                "--soak-minutes x                           | Invalid value for option '--soak-minutes'",
                "--db-latency -1                            | --db-latency takes a round trip from 0 to 1000 ms"
            })
    void misuseIsAParameterError(String line, String message) {
        StressCommand command = new StressCommand();
        CommandLine cli = commandLine(command);
        try {
            cli.parseArgs(line.strip().split("\\s+"));
            command.spec = cli.getCommandSpec();
            command.plan();
            command.limits(2000, 3000);
            throw new AssertionError("accepted: " + line);
        } catch (CommandLine.ParameterException e) {
            assertThat(e.getMessage()).contains(message);
        }
    }
}
