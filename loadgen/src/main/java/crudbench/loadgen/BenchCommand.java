package crudbench.loadgen;

import crudbench.harness.Repo;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `just bench`: the options, the profile they make, the variants they name; {@link Bench} does the rest. */
@Command(name = "bench", description = "The matrix: every (or each named) variant through every scenario and load.")
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--quick", description = "The quick profile: one repeat, short phases (about 10 minutes for six variants).")
    boolean quick;

    @Option(names = "--repeats", paramLabel = "N", description = "Repeats (default 3; 1 with --quick).")
    Integer repeats;

    @Option(names = "--users", split = ",", paramLabel = "N", description = "The closed model's concurrencies, e.g. 4,64.")
    List<Integer> users;

    @Option(names = "--rates", split = ",", paramLabel = "N", description = "The open model's rates per second, e.g. 500,1000.")
    List<Integer> rates;

    @Option(names = "--duration", paramLabel = "SECONDS", description = "Length of each closed-model scenario phase.")
    Integer closedSeconds;

    @Option(names = "--open-duration", paramLabel = "SECONDS", description = "Length of each open-model scenario phase.")
    Integer openSeconds;

    @Option(names = "--no-fail", description = "Report flags but exit 0.")
    boolean noFail;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(paramLabel = "VARIANT", arity = "0..*", description = "Variant ids (default: all); see `just variants`.")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        BenchProfile profile = profile();
        Repo repo = Repo.locate();
        List<Variant> selected = Variants.load(repo).select(ids);
        Path out = repo.resolve("results").resolve(Main.timestamp());
        List<Flag> flagged = new Bench(repo, profile, selected, out).run();
        if (flagged.isEmpty()) {
            return Main.OK;
        }
        System.out.println();
        System.out.println("FLAGGED (" + flagged.size() + "):");
        flagged.forEach(f -> System.out.println("  " + f));
        return noFail ? Main.OK : Main.FLAGGED;
    }

    /** The chosen profile with the options' overrides; misuse for counts or durations that are not positive. */
    BenchProfile profile() {
        Main.requirePositive(spec, "--repeats", listOf(repeats));
        Main.requirePositive(spec, "--users", users == null ? List.of() : users);
        Main.requirePositive(spec, "--rates", rates == null ? List.of() : rates);
        Main.requirePositive(spec, "--duration", listOf(closedSeconds));
        Main.requirePositive(spec, "--open-duration", listOf(openSeconds));
        BenchProfile profile = quick ? BenchProfile.quick() : BenchProfile.standard();
        if (repeats != null) {
            profile = profile.withRepeats(repeats);
        }
        if (users != null) {
            profile = profile.withUsers(users);
        }
        if (rates != null) {
            profile = profile.withRates(rates);
        }
        if (closedSeconds != null || openSeconds != null) {
            profile = profile.withDurations(closedSeconds != null ? closedSeconds : profile.closedSeconds(),
                    openSeconds != null ? openSeconds : profile.openSeconds());
        }
        return profile;
    }

    private static List<Integer> listOf(Integer value) {
        return value == null ? List.of() : List.of(value);
    }
}
