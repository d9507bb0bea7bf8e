package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.db.DbPath;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.bench.Bench;
import crudbench.loadgen.bench.BenchSpec;
import crudbench.loadgen.bench.Resumption;
import crudbench.loadgen.bench.RoundOrder;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.report.sweep.LatencySweep;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.tuning.BestSettings;
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

/**
 * `just bench`: the options, the profile they make, the sessions they name; {@link Bench} does
 * the rest.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: most of it is the 15
 * options, each with the description `just bench --help` prints, and their checks, which
 * picocli keeps on this class.
 */
@Command(
        name = "bench",
        description = {
            "The matrix: every (or each named) variant through every scenario and load.",
            "Interleaved by default: every app runs at once, and each round measures each app's slice of every load"
                    + " point in a new random order, so that the machine's noise falls on all of them alike."
        })
final class BenchCommand implements Callable<Integer> {

    /** `--framework`'s time limit when none is given: a team's own answer in one hour. */
    static final int FRAMEWORK_MINUTES = 60;

    @Spec
    CommandSpec spec;

    @Option(
            names = "--quick",
            description = "The quick profile: one epoch of 4 rounds at 64 users and 500/s, slices of a second per"
                    + " scenario (two at 500/s), each app warmed up until it settles, at parity only. With one epoch the"
                    + " intervals leave out what differs between JVM starts, and the page says so.")
    boolean quick;

    @Option(
            names = "--sweep",
            description =
                    "The sweep profile: 4 to 256 users and 500 to 2000/s, 5-second slices, one epoch of 2 rounds at"
                            + " parity; it says at its start how long its load alone takes. Without --quick or --sweep: the"
                            + " reference design, every variant at parity and at its best, 3 epochs at least of up to 4 rounds at"
                            + " 64 users and 500/s (as many as let 3 end in 135 minutes, 2 at least), more while a published"
                            + " main effect is wider than ±10%% and another epoch fits.")
    boolean sweepProfile;

    @Option(
            names = "--parity",
            description = "The reference design at parity only: no variant at its best (the default runs both).")
    boolean parityOnly;

    @Option(
            names = "--epochs",
            paramLabel = "N",
            description =
                    "Epochs at least (default 3; 1 with --quick or --sweep): each starts every app afresh in a new order and"
                            + " warms it up, so the intervals include what differs between JVM starts. With --resume, the"
                            + " epochs this sitting adds (default 1).")
    Integer epochs;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Add epochs to an earlier run (results/bench-…) with its own settings, after an interrupt or"
                    + " to build a long run up over several sittings; refuses, saying what differs, when the variants"
                    + " or options given are not that run's.")
    Path resume;

    @Option(
            names = {"--rounds", "--repeats"},
            paramLabel = "N",
            description = "Exactly N rounds in each epoch (interleaved) or repeats (--sequential), no precision target;"
                    + " with --precision and more than one epoch, the first epoch's rounds, the later ones' planned from"
                    + " the variance at each level (default 4; 2 with --sweep).")
    Integer repeats;

    @Option(
            names = "--precision",
            paramLabel = "PERCENT",
            description =
                    "Go on until every published main effect's 95%% interval is within ±PERCENT, by epochs (by rounds"
                            + " with one epoch), or until --max-minutes runs out (default 10%%; --quick and --sweep: 0, a fixed"
                            + " number of rounds).")
    String precision;

    @Option(
            names = "--max-minutes",
            paramLabel = "M",
            description = "No round or epoch starts that would end the sitting after M minutes (default 135; none with"
                    + " --quick or --sweep).")
    Integer maxMinutes;

    @Option(
            names = "--sequential",
            description =
                    "One app at a time instead of interleaved slices: for machines"
                            + " that cannot hold every app at once. Ratios then carry the noise between the apps' blocks of time.")
    boolean sequential;

    @Option(
            names = "--seed",
            paramLabel = "N",
            description = "Seed of the rounds' random orders (default: from the clock;" + " the run records it).")
    Long seed;

    @Option(
            names = "--order",
            paramLabel = "ORDER",
            description =
                    "The apps' order in each round: by-framework (the default: each framework's apps back to back,"
                            + " the frameworks and the apps within each in a random order, so that a framework's cells pair"
                            + " slices seconds apart) or shuffled (every app in one random order, as runs before 2026-11-29).")
    String order;

    @Option(
            names = "--users",
            split = ",",
            paramLabel = "N",
            description = "The closed model's concurrencies, e.g. 4,64,512.")
    List<Integer> users;

    @Option(
            names = "--rates",
            split = ",",
            paramLabel = "N",
            description = "The open model's rates per second, e.g. 500,1000.")
    List<Integer> rates;

    @Option(
            names = "--scenarios",
            split = ",",
            paramLabel = "NAME",
            description = "The scenarios measured, in the warm-up passes and the rounds alike: names of the benchmark"
                    + " files' phases (get, list10, list100, update, delete, mix, create), or all. Default: the answer's,"
                    + " get, list100, update and mix (the open model's get and mix); --sweep: all.")
    List<String> scenarios;

    @Option(names = "--duration", paramLabel = "SECONDS", description = "Length of each closed-model scenario phase.")
    Integer closedSeconds;

    @Option(
            names = "--open-duration",
            paramLabel = "SECONDS",
            description = "Length of each open-model scenario phase.")
    Integer openSeconds;

    @Option(
            names = "--warmup-rest",
            paramLabel = "SECONDS",
            description = "After each warm-up pass, let the app rest unloaded while its JIT compiles what the pass"
                    + " queued, at most this long (default 10; 0: no rest). A rest is not load: the warm-up rule counts"
                    + " load only.")
    Integer warmupRest;

    @Option(
            names = "--db-latency",
            split = ",",
            paramLabel = "MS",
            description = "Put PostgreSQL a network hop away: a relay process adds this round trip (milliseconds)"
                    + " between every app, pgbench and the database, and the round trip a connection sees is measured"
                    + " and recorded. Several values (0,1,5) make a sweep: one run each, then sweep.md beside them.")
    List<Double> dbLatencies;

    @Option(
            names = "--cpus",
            paramLabel = "ROLE=CPUS,...",
            description = "Pin each role to CPUs of its own with taskset, e.g. load=0,app=1,db=1 (on a big machine"
                    + " load=0-3,app=4-11,db=12-15): the load generator, every app (idle ones too) and PostgreSQL with"
                    + " the relay. Recorded in summary.json.")
    String cpus;

    @Option(
            names = "--tuned",
            arity = "0..1",
            fallbackValue = "",
            paramLabel = "BEST",
            description = "Beside each variant at parity, the same variant at its best settings from a tuning sweep"
                    + " (`just tune`): BEST is its best.json or directory (default: the newest committed,"
                    + " tuning/sweep-N/best.json). A variant whose best is parity runs once. The answer then shows each"
                    + " effect at parity and at best.")
    String tuned;

    @Option(
            names = "--framework",
            paramLabel = "NAME",
            description = "One framework's own question: its variants only (quarkus, micronaut or spring: every data"
                    + " access and ORM of it, at parity and, without --quick or --parity, at its best), so that every"
                    + " main effect is that framework's own cell. The default's design, in 60 minutes unless"
                    + " --max-minutes says otherwise.")
    String framework;

    @Option(
            names = "--profile",
            description =
                    "Sample every app's CPU with async-profiler (its jar from Maven Central) in every closed-model"
                            + " slice: compare.md gains \"Where the CPU goes\", each app's CPU per request by layer, and"
                            + " profiles/ a flame graph per slice. A profiler perturbs what it measures: such a run says where"
                            + " the CPU goes, not how fast (`just profile A B` is this with the scenarios it needs).")
    boolean profiled;

    @Option(names = "--no-fail", description = "Report flags but exit 0.")
    boolean noFail;

    @Mixin
    AllowDirtyOption dirty;

    @Mixin
    HelpOption help;

    @Parameters(
            paramLabel = "VARIANT[@KEY=VALUE,...]",
            arity = "0..*",
            description = {
                "Variant ids (default: all); see `just variants`.",
                "An experiment's settings follow an @: environment settings over parity's (DB_POOL_SIZE=100,"
                        + " R2DBC_LOOPS=dedicated, DB_PIPELINING_LIMIT=256), or build=ID for one of the variant's other"
                        + " builds, e.g. spring-r2dbc@build=r2dbc-pool-1.0.0. A variant may appear with several settings."
            })
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        if (resume != null) {
            return resume();
        }
        BenchProfile profile = profile();
        Repo repo = Repo.locate();
        dirty.check(spec, repo);
        List<VariantSetup> sessions = sessions(Variants.load(repo));
        long chosenSeed = seed != null ? seed : System.currentTimeMillis();
        if (dbLatencies != null && dbLatencies.size() > 1) {
            return sweep(repo, profile, sessions, chosenSeed);
        }
        Path out = RunDirectories.next(repo, "bench");
        List<Flag> flagged =
                run(repo, profile, sessions, chosenSeed, out, dbLatencies == null ? null : dbLatencies.getFirst());
        System.out.println();
        System.out.print(Compare.render(out, List.of(out), null));
        System.out.println("results: " + out);
        return verdict(flagged);
    }

    /** `--resume DIR`: the run's own settings, this sitting's epochs; refused when anything else was asked. */
    private int resume() {
        List<String> given = new ArrayList<>();
        if (quick || sweepProfile || parityOnly) {
            given.add("--quick, --sweep or --parity");
        }
        if (repeats != null || precision != null || users != null || rates != null || scenarios != null) {
            given.add("--rounds, --precision, --users, --rates or --scenarios");
        }
        if (closedSeconds != null
                || openSeconds != null
                || warmupRest != null
                || sequential
                || seed != null
                || order != null) {
            given.add("--duration, --open-duration, --warmup-rest, --sequential, --seed or --order");
        }
        if (dbLatencies != null || cpus != null || tuned != null || profiled) {
            given.add("--db-latency, --cpus, --tuned or --profile");
        }
        if (framework != null) {
            given.add("--framework");
        }
        if (!given.isEmpty()) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(),
                    "--resume continues a run with its own settings: leave out " + String.join(", ", given)
                            + " (only --epochs, --max-minutes, --no-fail and --allow-dirty go with it)");
        }
        Loadgen.requirePositive(spec, "--epochs", listOf(epochs));
        Loadgen.requirePositive(spec, "--max-minutes", listOf(maxMinutes));
        Repo repo = Repo.locate();
        dirty.check(spec, repo);
        Path dir = resume.toAbsolutePath().normalize();
        BenchSummary earlier;
        try {
            earlier = BenchSummary.read(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.resolve(BenchSummary.FILE), e);
        }
        Resumption.refusal(dir, earlier, repo, ids.isEmpty() ? List.of() : sessions(Variants.load(repo)))
                .ifPresent(why -> {
                    throw new picocli.CommandLine.ParameterException(spec.commandLine(), why);
                });
        BenchSpec resumed = Resumption.spec(earlier, epochs == null ? 1 : epochs, maxMinutes);
        List<Flag> flagged = Bench.resume(repo, resumed, dir, GridEstimates::estimates, earlier)
                .run();
        System.out.println();
        System.out.print(Compare.render(dir, List.of(dir), null));
        System.out.println("results: " + dir);
        return verdict(flagged);
    }

    /** One run per round trip, in the order given, then the sweep's tables and chart. */
    private int sweep(Repo repo, BenchProfile profile, List<VariantSetup> sessions, long chosenSeed) {
        Path parent = RunDirectories.next(repo, "sweep");
        List<Path> runs = new ArrayList<>();
        List<Flag> flagged = new ArrayList<>();
        for (double ms : dbLatencies) {
            Path out = parent.resolve(LatencySweep.runName(ms));
            flagged.addAll(run(repo, profile, sessions, chosenSeed, out, ms));
            Compare.render(out, List.of(out), null);
            runs.add(out);
        }
        System.out.println();
        System.out.print(Compare.sweep(parent, runs, Settings.load(repo)));
        System.out.println("results: " + parent);
        return verdict(flagged);
    }

    private List<Flag> run(
            Repo repo, BenchProfile profile, List<VariantSetup> sessions, long chosenSeed, Path out, Double latencyMs) {
        BenchSpec spec = new BenchSpec(
                profile,
                sessions,
                sequential ? Bench.Design.SEQUENTIAL : Bench.Design.INTERLEAVED,
                chosenSeed,
                latencyMs == null ? null : DbPath.roundTripOfMillis(latencyMs),
                cpuPlan(),
                roundOrder(),
                profiled);
        return new Bench(repo, spec, out, GridEstimates::estimates).run();
    }

    private RoundOrder roundOrder() {
        try {
            return order == null ? RoundOrder.BY_FRAMEWORK : RoundOrder.of(order);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--order: " + e.getMessage());
        }
    }

    private CpuPlan cpuPlan() {
        try {
            return cpus == null ? null : CpuPlan.parse(cpus);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--cpus: " + e.getMessage());
        }
    }

    /** Every flag listed; the exit code is 1 where one of them fails the run ({@link Flag#failsRun}) and no --no-fail. */
    private int verdict(List<Flag> flagged) {
        if (flagged.isEmpty()) {
            return Loadgen.OK;
        }
        System.out.println();
        System.out.println("FLAGGED (" + flagged.size() + "):");
        flagged.forEach(f -> System.out.println("  " + f + (f.failsRun() ? "" : " [warm-up: listed, not failing]")));
        return noFail || flagged.stream().noneMatch(Flag::failsRun) ? Loadgen.OK : Loadgen.FLAGGED;
    }

    /**
     * Every variant of the registry when none is named; else each named one, in the order named, once per label;
     * with --tuned, each variant at parity followed by itself at its best settings.
     */
    List<VariantSetup> sessions(Variants registry) {
        Map<String, VariantSetup> byLabel = new LinkedHashMap<>();
        if (framework != null) {
            if (!ids.isEmpty()) {
                throw new picocli.CommandLine.ParameterException(
                        spec.commandLine(), "--framework names the variants itself: leave out " + ids);
            }
            registry.all().stream()
                    .filter(v -> v.isOf(framework))
                    .forEach(v -> byLabel.put(v.id(), VariantSetup.of(v)));
            if (byLabel.isEmpty()) {
                throw new picocli.CommandLine.ParameterException(
                        spec.commandLine(),
                        "--framework: no variant of " + framework + "; the frameworks are "
                                + registry.all().stream()
                                        .map(Variant::frameworkKey)
                                        .distinct()
                                        .toList());
            }
        } else if (ids.isEmpty()) {
            registry.all().forEach(v -> byLabel.put(v.id(), VariantSetup.of(v)));
        }
        for (String id : ids) {
            byLabel.putIfAbsent(id, VariantSetup.parse(id, registry));
        }
        return tunedFrom() == null ? List.copyOf(byLabel.values()) : withBest(List.copyOf(byLabel.values()));
    }

    /** Where the best settings come from: --tuned's, else the newest committed ("") for the reference design. */
    private String tunedFrom() {
        if (tuned != null) {
            return tuned;
        }
        return quick || sweepProfile || parityOnly ? null : "";
    }

    /** Each session at parity followed by its variant at its best settings, where they differ from parity. */
    private List<VariantSetup> withBest(List<VariantSetup> sessions) {
        Repo repo = Repo.locate();
        Path file = tunedFrom().isEmpty()
                ? BestSettings.latestCommitted(repo)
                        .orElseThrow(() -> new picocli.CommandLine.ParameterException(
                                spec.commandLine(),
                                "--tuned: no committed sweep (tuning/sweep-N/best.json); run `just tune` and give its"
                                        + " directory"))
                : Path.of(tunedFrom());
        BestSettings best;
        try {
            best = BestSettings.read(file.toAbsolutePath());
        } catch (java.io.UncheckedIOException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--tuned: " + e.getMessage());
        }
        String from = repo.name(java.nio.file.Files.isDirectory(file) ? file.resolve(BestSettings.FILE) : file);
        return best.withBest(
                sessions,
                from,
                Knobs.load(repo),
                label -> System.err.println("--tuned: " + label + " is not in " + from + "; it runs at parity only"));
    }

    /** The chosen profile with the options' overrides; misuse for counts or durations that are not positive. */
    BenchProfile profile() {
        Loadgen.requirePositive(spec, "--repeats", listOf(repeats));
        Loadgen.requirePositive(spec, "--users", users == null ? List.of() : users);
        Loadgen.requirePositive(spec, "--rates", rates == null ? List.of() : rates);
        Loadgen.requirePositive(spec, "--duration", listOf(closedSeconds));
        Loadgen.requirePositive(spec, "--open-duration", listOf(openSeconds));
        Loadgen.requirePositive(spec, "--max-minutes", listOf(maxMinutes));
        cpuPlan();
        if (warmupRest != null && (warmupRest < 0 || warmupRest > 60)) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "--warmup-rest takes 0 to 60 seconds, got " + warmupRest);
        }
        if (dbLatencies != null && dbLatencies.stream().anyMatch(ms -> ms < 0 || ms > 1000)) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "--db-latency takes round trips from 0 to 1000 ms, got " + dbLatencies);
        }
        Loadgen.requirePositive(spec, "--epochs", listOf(epochs));
        if (quick && sweepProfile) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--quick or --sweep, not both");
        }
        if (parityOnly && tuned != null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--parity or --tuned, not both");
        }
        BenchProfile.Builder profile = (quick
                        ? BenchProfile.quick()
                        : sweepProfile ? BenchProfile.sweep() : BenchProfile.reference())
                .toBuilder();
        if (epochs != null) {
            profile.epochs(epochs);
        }
        if (repeats != null) {
            profile.rounds(repeats);
        }
        if (precision != null) {
            profile.precision(percent(precision));
        }
        if (maxMinutes != null) {
            profile.maxMinutes(maxMinutes);
        } else if (framework != null && !quick && !sweepProfile) {
            profile.maxMinutes(FRAMEWORK_MINUTES);
        }
        if (users != null) {
            profile.users(users);
        }
        if (rates != null) {
            profile.rates(rates);
        }
        if (closedSeconds != null) {
            profile.closedSeconds(closedSeconds);
        }
        if (openSeconds != null) {
            profile.openSeconds(openSeconds);
        }
        if (scenarios != null) {
            profile.scenarios(scenarios.equals(List.of("all")) ? BenchProfile.EVERY_SCENARIO : List.copyOf(scenarios));
        }
        BenchProfile built = profile.build();
        return warmupRest == null
                ? built
                : built.toBuilder().warmup(built.warmup().withRest(warmupRest)).build();
    }

    /** "5%", "5" or "0.5%" as a share: 0.05, 0.05, 0.005; misuse for anything else or a negative value. */
    private double percent(String text) {
        String number = text.strip().endsWith("%")
                ? text.strip().substring(0, text.strip().length() - 1)
                : text;
        try {
            double value = Double.parseDouble(number.strip()) / 100;
            if (value < 0 || value >= 1) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new picocli.CommandLine.ParameterException(
                    spec.commandLine(), "--precision must be a percentage from 0 to 100, e.g. 5%, got " + text);
        }
    }

    private static List<Integer> listOf(Integer value) {
        return value == null ? List.of() : List.of(value);
    }
}
