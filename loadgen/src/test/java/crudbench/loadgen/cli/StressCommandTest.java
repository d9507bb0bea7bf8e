package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.stress.StressPlan;
import crudbench.loadgen.verdict.Limits;
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
                .contains("(default " + standard.capacity().stepSeconds() + "; --ci "
                        + ci.capacity().stepSeconds() + ")")
                .contains("(default " + standard.capacity().startRate() + ")")
                .contains("(default " + standard.capacity().maxRate() + ")")
                .contains("(default " + number(standard.capacity().precision()) + "; --ci "
                        + number(ci.capacity().precision()) + ")")
                .contains("--p99-limit-ms=MS Capacity: the highest rate whose p99 stays under this, with every answer a"
                        + " 2xx (default " + number(standard.capacity().p99LimitMs()) + ")")
                .contains("(default " + number(standard.overload().factor()) + ")")
                .contains("(default " + standard.overload().seconds() + "; --ci "
                        + ci.overload().seconds() + ")")
                .contains("plus this (default " + limits.answerTime().marginMs() + "; --ci "
                        + Limits.ci(2000, 3000).answerTime().marginMs() + ")")
                .contains("within this (default " + number(standard.recoverySeconds()) + ")")
                .contains("(default " + number(limits.recoveryShare()) + ")")
                .contains("(default " + number(standard.soak().share()) + ")")
                .contains("(default " + number(standard.soak().minutes()) + "; --ci "
                        + number(ci.soak().minutes()) + ")")
                .contains("(default " + number(limits.soak().rssGrowth()) + ")")
                .contains("(default " + number(limits.soak().p99Growth()) + "; --ci "
                        + number(Limits.ci(2000, 3000).soak().p99Growth()) + ".0)")
                .contains("(default " + number(limits.soak().p99SlackMs()) + ")")
                .contains("(default " + number(standard.outage().share()) + ")")
                .contains("(default " + standard.outage().beforeSeconds() + "; --ci "
                        + ci.outage().beforeSeconds() + ")")
                .contains("(default " + standard.outage().seconds() + "; --ci "
                        + ci.outage().seconds() + ")")
                .contains("(default " + standard.outage().afterSeconds() + "; --ci "
                        + ci.outage().afterSeconds() + ")")
                .contains("(default " + standard.outage().silentSeconds() + "; --ci "
                        + ci.outage().silentSeconds() + ")")
                .contains("(default " + standard.client().maxInFlight() + ")")
                .contains("(default " + standard.client().hangSeconds() + ")");
    }

    @Test
    void ciShortensTheExperimentsAndAnOptionStillWins() {
        assertThat(parsed("--ci").plan()).isEqualTo(StressPlan.ci());
        assertThat(parsed("--ci").limits(2000, 3000)).isEqualTo(Limits.ci(2000, 3000));
        assertThat(parsed().plan()).isEqualTo(StressPlan.standard());
        StressPlan plan =
                parsed("--ci", "--soak-minutes", "1", "--overload-seconds", "9").plan();
        assertThat(plan.soak().minutes()).isEqualTo(1);
        assertThat(plan.overload().seconds()).isEqualTo(9);
        assertThat(plan.capacity().stepSeconds())
                .isEqualTo(StressPlan.ci().capacity().stepSeconds());
    }

    @Test
    void everyOptionSetsItsOwnValueAndNoOther() {
        StressPlan plan = parsed(
                        "--warmup-seconds",
                        "21",
                        "--step-seconds",
                        "11",
                        "--start-rate",
                        "260",
                        "--max-rate",
                        "20001",
                        "--precision",
                        "0.11",
                        "--p99-limit-ms",
                        "51",
                        "--overload-factor",
                        "2.1",
                        "--overload-seconds",
                        "61",
                        "--recovery-seconds",
                        "6",
                        "--soak-share",
                        "0.71",
                        "--soak-minutes",
                        "11",
                        "--outage-share",
                        "0.51",
                        "--outage-before-seconds",
                        "12",
                        "--outage-seconds",
                        "13",
                        "--outage-after-seconds",
                        "16",
                        "--silent-seconds",
                        "17",
                        "--max-in-flight",
                        "4097",
                        "--hang-seconds",
                        "31")
                .plan();
        assertThat(plan)
                .isEqualTo(new StressPlan(
                        21,
                        new StressPlan.Capacity(260, 20001, 11, 0.11, 51),
                        new StressPlan.Overload(2.1, 61),
                        6,
                        new StressPlan.Soak(0.71, 11),
                        new StressPlan.Outage(
                                0.51,
                                12,
                                13,
                                16,
                                17,
                                StressPlan.standard().outage().healthProbeMs()),
                        new StressPlan.Client(4097, 31)));
        Limits limits = parsed(
                        "--answer-margin-ms",
                        "1001",
                        "--recovery-share",
                        "0.96",
                        "--rss-growth",
                        "0.11",
                        "--p99-growth",
                        "0.21",
                        "--p99-slack-ms",
                        "3")
                .limits(2000, 3000);
        assertThat(limits)
                .isEqualTo(new Limits(
                        new Limits.AnswerTime(2000, 3000, 1001), 0.96, new Limits.SoakDrift(0.11, 0.21, 3), false));
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
