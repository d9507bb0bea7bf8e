package crudbench.loadgen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.stress.StressFixture;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The command line's exit codes and help; nothing here starts an app or a load. */
class LoadgenTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Loadgen.commandLine()
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "''                                  | Usage: loadgen",
                "frobnicate                          | Unmatched argument",
                "hyperfoil                           | Usage: loadgen hyperfoil",
                "hyperfoil run                       | Missing required parameter: 'FILE'",
                "bench --frobnicate                  | Unknown option: '--frobnicate'",
                "bench --repeats 0                   | --repeats takes positive integers, got 0",
                "bench --users 4,x                   | Invalid value for option '--users'",
                "bench --users 4,-64                 | --users takes positive integers, got -64",
                "bench --duration                    | Missing required parameter for option '--duration'",
                "bench --precision lots              | --precision must be a percentage from 0 to 100",
                "bench --max-minutes 0               | --max-minutes takes positive integers, got 0",
                "bench --warmup-rest -1              | --warmup-rest takes 0 to 60 seconds, got -1",
                "compare a b c                       | 3 runs: name the mode, --change BASELINE CANDIDATE",
                "crosscheck                          | Missing required parameter: 'VARIANT'",
                "crosscheck quarkus-jdbc --users     | Missing required parameter for option '--users'",
                "crosscheck quarkus-jdbc --rounds 0  | --rounds takes positive integers, got 0",
                "compare /no/such/run                | error: no summary.json in /no/such/run"
            })
    void misuseExitsTwoAndSaysWhy(String line, String message) {
        String[] args = line.isBlank() ? new String[0] : line.strip().split("\\s+");
        assertThat(run(args)).isEqualTo(Loadgen.MISUSE);
        assertThat(err.toString()).contains(message);
    }

    @ParameterizedTest(name = "{0} --help")
    @CsvSource(
            delimiter = '|',
            value = {
                "bench         | --open-duration=SECONDS",
                "compare       | [RESULTS_DIR...]",
                "compare       | --drivers=DIR",
                "crosscheck    | --rounds=N",
                "hyperfoil run | -P=NAME=VALUE",
                "report        | RESULTS_DIR..."
            })
    void everyCommandHasHelp(String command, String option) {
        String[] args = (command + " --help").split("\\s+");
        assertThat(run(args)).isZero();
        assertThat(out.toString()).contains("Usage: loadgen " + command).contains(option);
    }

    /**
     * Picocli renders every description through String.format and, where one is not a valid
     * format ("95% interval" must be written "95%% interval"), prints a warning to stderr above
     * the help.
     */
    @Test
    void everyCommandsHelpRendersWithoutAWarning() {
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            usageOfEveryCommand(Loadgen.commandLine());
        } finally {
            System.setErr(stderr);
        }
        assertThat(warnings.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    private static void usageOfEveryCommand(CommandLine command) {
        command.usage(new PrintStream(OutputStream.nullOutputStream()));
        command.getSubcommands().values().forEach(LoadgenTest::usageOfEveryCommand);
    }

    @Test
    void theTopLevelHelpListsTheCommandsAndTheExitCodes() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString())
                .contains("hyperfoil", "bench", "compare", "crosscheck", "Exit status:", "2   misuse");
    }

    @Test
    void hyperfoilParamsKeepTheirOrderAndTheirValues() {
        HyperfoilCommand.Run command = new HyperfoilCommand.Run();
        new CommandLine(command)
                .parseArgs(
                        "loadgen/benchmark.hf.yaml",
                        "-PTARGET=http://localhost:8080",
                        "-PUSERS=64",
                        "-PBODY=a=b",
                        "--no-fail");
        assertThat(command.params)
                .containsExactly(entry("TARGET", "http://localhost:8080"), entry("USERS", "64"), entry("BODY", "a=b"));
        assertThat(command.noFail).isTrue();
    }

    @Test
    void benchOptionsOverrideTheChosenProfile() {
        BenchCommand command = new BenchCommand();
        new CommandLine(command)
                .parseArgs(
                        "--quick",
                        "--repeats",
                        "2",
                        "--users",
                        "8,16",
                        "--duration",
                        "5",
                        "quarkus-jdbc",
                        "spring-r2dbc");
        BenchProfile profile = command.profile();
        assertThat(profile.name()).isEqualTo("quick");
        assertThat(profile.rounds().planned()).isEqualTo(2);
        assertThat(profile.rounds().precisionDriven())
                .as("--repeats: exactly that many rounds")
                .isFalse();
        assertThat(profile.closed().users()).containsExactly(8, 16);
        assertThat(profile.closed().seconds()).isEqualTo(5);
        assertThat(profile.open().seconds())
                .as("--open-duration not given")
                .isEqualTo(BenchProfile.quick().open().seconds());
        assertThat(profile.open().rates()).isEqualTo(BenchProfile.quick().open().rates());
        assertThat(profile.warmup().maxRestSeconds())
                .as("--warmup-rest not given: the profile's")
                .isEqualTo(BenchProfile.JIT_REST_SECONDS);
        assertThat(command.ids).containsExactly("quarkus-jdbc", "spring-r2dbc");
    }

    @Test
    void oneFrameworksQuestionRunsItsVariantsOnlyWithinAnHour() {
        crudbench.harness.registry.Variants registry =
                crudbench.harness.registry.Variants.load(crudbench.harness.checkout.Repo.locate());
        BenchCommand command = new BenchCommand();
        new CommandLine(command).parseArgs("--framework", "quarkus", "--parity");
        List<String> labels = command.sessions(registry).stream()
                .map(crudbench.loadgen.plan.VariantSetup::label)
                .toList();
        assertThat(labels)
                .isNotEmpty()
                .allMatch(l -> l.startsWith("quarkus-"))
                .containsAll(registry.all().stream()
                        .filter(v -> v.framework().equals("Quarkus"))
                        .map(crudbench.harness.registry.Variant::id)
                        .toList());
        assertThat(command.profile().rounds().maxMinutes()).isEqualTo(BenchCommand.FRAMEWORK_MINUTES);

        BenchCommand longer = new BenchCommand();
        new CommandLine(longer).parseArgs("--framework", "spring", "--max-minutes", "90");
        assertThat(longer.profile().rounds().maxMinutes()).isEqualTo(90);
        assertThat(longer.sessions(registry).stream()
                        .map(crudbench.loadgen.plan.VariantSetup::label)
                        .toList())
                .as("'spring' names Spring Boot, as the README's command does")
                .allMatch(l -> l.startsWith("spring-"))
                .contains("spring-jdbc", "spring-r2dbc", "spring-jpa");
    }

    @Test
    void aFrameworkThatIsNotThereIsMisuse() {
        BenchCommand command = new BenchCommand();
        CommandLine line = new CommandLine(command);
        line.parseArgs("--framework", "helidon", "--parity");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> command.sessions(
                        crudbench.harness.registry.Variants.load(crudbench.harness.checkout.Repo.locate())))
                .hasMessageContaining("no variant of helidon")
                .hasMessageContaining("quarkus");
    }

    @Test
    void aWarmupRestChangesOnlyTheRest() {
        BenchCommand command = new BenchCommand();
        new CommandLine(command).parseArgs("--quick", "--warmup-rest", "0");
        BenchProfile.WarmupRule rule = command.profile().warmup();
        assertThat(rule.maxRestSeconds()).isZero();
        assertThat(rule.withRest(BenchProfile.JIT_REST_SECONDS))
                .isEqualTo(BenchProfile.quick().warmup());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--quick                                  | 1 | 4 | 0     | 0",
                "--quick --precision 2%                   | 1 | 4 | 0.02  | 0",
                "--quick --precision 0.5 --max-minutes 60 | 1 | 4 | 0.005 | 60",
                "--quick --epochs 3                       | 3 | 4 | 0     | 0",
                "--parity                                 | 3 | 4 | 0.10  | 135",
                "--precision 0                            | 3 | 4 | 0     | 135",
                "--rounds 6                               | 3 | 6 | 0     | 135",
                "--rounds 4 --precision 5%                | 3 | 4 | 0.05  | 135",
                "--epochs 5 --rounds 2                    | 5 | 2 | 0     | 135",
                "--sweep                                  | 1 | 2 | 0     | 0",
                "--sweep --epochs 2 --max-minutes 400     | 2 | 2 | 0     | 400"
            })
    void epochsPrecisionAndTimeMakeTheRunsLength(String line, int epochs, int rounds, double precision, int minutes) {
        BenchCommand command = new BenchCommand();
        new CommandLine(command).parseArgs(line.strip().split("\\s+"));
        BenchProfile profile = command.profile();
        assertThat(profile.rounds().epochs()).isEqualTo(epochs);
        assertThat(profile.rounds().planned()).isEqualTo(rounds);
        assertThat(profile.rounds().precision()).isCloseTo(precision, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(profile.rounds().maxMinutes()).isEqualTo(minutes);
    }

    @Test
    void compareOfARunExitsZeroAndWritesItsTables(@TempDir Path tmp) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        Files.copy(Fixtures.DIR.resolve("grid-6").resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        assertThat(run("compare", run.toString())).isZero();
        assertThat(run.resolve("compare.md")).content().contains("## Data access × framework");
    }

    @Test
    void reportWritesThePageOfARunFromItsFilesAndRefusesADirectoryWithoutThem(@TempDir Path tmp) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        Files.copy(Fixtures.DIR.resolve("grid-6").resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        assertThat(run("report", run.toString())).isZero();
        assertThat(run.resolve("report.html")).content().contains("<title>crudbench results: run</title>");

        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertThat(run("report", empty.toString())).isEqualTo(2);
        assertThat(err.toString())
                .contains("not a results directory of `just findings`, `just stress` or `just bench`");
        assertThat(empty.resolve("report.html")).doesNotExist();
    }

    @Test
    void findingsOnlyTakesTheExperimentsItKnows() {
        assertThat(run("findings", "--only", "hikari-yield,no-such-experiment")).isEqualTo(2);
        assertThat(err.toString())
                .contains("--only: no experiment [no-such-experiment]; they are [filichkin,")
                .contains(
                        "hikari-yield, published-gain, published-gain-network, published-gain-own-core, published-gain-jpa, drivers]");
    }

    @Test
    void reportWritesThePageOfAStressRunFromItsFilesAndVerdicts(@TempDir Path tmp) throws IOException {
        Path run = StressFixture.write(tmp.resolve("stress-run"));
        assertThat(run("report", run.toString())).isZero();
        assertThat(run.resolve("report.html"))
                .content()
                .contains("\"kind\":\"stress\"")
                .contains("\"judged\":");

        Files.writeString(
                run.resolve("stress.json"),
                Files.readString(run.resolve("stress.json")).replace("crudbench-stress/2", "crudbench-stress/1"));
        assertThat(run("report", run.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("has schema crudbench-stress/1, expected crudbench-stress/2");
    }

    @Test
    void compareNamesTheDriversRunItWasGiven(@TempDir Path tmp) throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        Files.copy(Fixtures.DIR.resolve("bench-run").resolve(BenchSummary.FILE), run.resolve(BenchSummary.FILE));
        Path drivers = Files.createDirectories(tmp.resolve("drivers-20261121-090000"));
        new DriversResult(
                        DriversResult.SCHEMA,
                        "s",
                        "e",
                        null,
                        null,
                        Map.of(),
                        List.of(new DriversResult.Row(
                                "vertx", "get", 64, 16, 3, 1000, 1000, null, null, 0.02, null, 0, null, null)),
                        List.of())
                .write(drivers);

        assertThat(run("compare", "--drivers", drivers.toString(), run.toString()))
                .isZero();
        assertThat(run.resolve("compare.md")).content().contains("from `" + drivers + "`");
        assertThat(run("compare", "--drivers", run.toString(), run.toString())).isEqualTo(Loadgen.MISUSE);
        assertThat(err.toString()).contains("error: no drivers.json in " + run);
    }

    @Test
    void aBenchmarkFileWithAgentsIsMisuse(@TempDir Path tmp) throws IOException {
        Path yaml = tmp.resolve("agents.hf.yaml");
        Files.writeString(yaml, """
                name: with-agents
                agents:
                  one: localhost:22
                http:
                  host: http://localhost:9999
                usersPerSec: 1
                duration: 1s
                scenario:
                - get:
                  - httpRequest:
                      GET: /
                """);
        assertThat(run("hyperfoil", "run", yaml.toString(), "--out", tmp.toString()))
                .isEqualTo(Loadgen.MISUSE);
        assertThat(err.toString()).contains("error: ").contains("lists agents");
    }
}
