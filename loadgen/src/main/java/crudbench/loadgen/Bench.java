package crudbench.loadgen;

import crudbench.harness.App;
import crudbench.harness.Build;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.SuiteSql;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import io.hyperfoil.api.Version;
import io.hyperfoil.api.config.Benchmark;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The matrix behind `just bench`: for each variant, reset the data, start the app, wait for
 * /health, check a few contract calls, warm up until throughput settles, run the closed-model
 * concurrency sweep and the open-model rates while sampling the app and PostgreSQL, stop the
 * app. Repeats rotate the order of the variants, so that no variant always runs first.
 */
final class Bench {

    static final String CLOSED_FILE = "loadgen/benchmark.hf.yaml";
    static final String OPEN_FILE = "loadgen/open-model.hf.yaml";

    private static final Pattern ERROR = Pattern.compile("\\bERROR\\b");

    private final Repo repo;
    private final Settings settings;
    private final BenchProfile profile;
    private final List<Variant> variants;
    private final Path out;
    private final Postgres postgres;
    private final int seedUsers;
    private final Map<String, String> suiteSql;
    private final Progress progress;
    private final List<ScenarioRow> rows = new ArrayList<>();
    private final List<BenchSummary.VariantRun> variantRuns = new ArrayList<>();
    private final List<String> flags = new ArrayList<>();

    private Bench(Repo repo, BenchProfile profile, List<Variant> variants, Path out) {
        this.repo = repo;
        this.settings = Settings.load(repo);
        this.profile = profile;
        this.variants = variants;
        this.out = out;
        this.postgres = new Postgres(repo, settings);
        this.seedUsers = settings.getInt("SEED_USERS");
        this.suiteSql = SuiteSql.statements(repo);
        this.progress = new Progress(profile, variants.size());
    }

    static int main(Repo repo, List<String> args) {
        BenchProfile profile = BenchProfile.standard();
        boolean failOnFlags = true;
        Integer repeats = null;
        List<Integer> users = null;
        List<Integer> rates = null;
        Integer closedSeconds = null;
        Integer openSeconds = null;
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--quick" -> profile = BenchProfile.quick();
                case "--no-fail" -> failOnFlags = false;
                case "--repeats" -> repeats = positive(args, ++i, arg);
                case "--users" -> users = BenchProfile.parseList(value(args, ++i, arg));
                case "--rates" -> rates = BenchProfile.parseList(value(args, ++i, arg));
                case "--duration" -> closedSeconds = positive(args, ++i, arg);
                case "--open-duration" -> openSeconds = positive(args, ++i, arg);
                default -> {
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + arg + "; see README, `just bench`");
                    }
                    ids.add(arg);
                }
            }
        }
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
        List<Variant> selected = Variants.load(repo).select(ids);
        Path out = repo.resolve("results").resolve(Main.timestamp());
        Bench bench = new Bench(repo, profile, selected, out);
        List<String> flagged = bench.run();
        if (!flagged.isEmpty()) {
            System.out.println();
            System.out.println("FLAGGED (" + flagged.size() + "):");
            flagged.forEach(f -> System.out.println("  " + f));
            return failOnFlags ? 1 : 0;
        }
        return 0;
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(i);
    }

    private static int positive(List<String> args, int i, String option) {
        return BenchProfile.parseList(value(args, i, option)).getFirst();
    }

    List<String> run() {
        new Build(repo).ensureBuilt(variants);
        boolean startedDb = postgres.ensureRunning();
        String startedAt = Instant.now().toString();
        try {
            Files.createDirectories(out);
            copyBenchmarkFiles();
            progress.start(out);
            for (int repeat = 1; repeat <= profile.repeats(); repeat++) {
                for (Variant variant : rotated(variants, repeat - 1)) {
                    runVariant(variant, repeat);
                }
            }
            writeResults(startedAt);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
        System.out.println();
        System.out.print(Compare.render(out, List.of(out)));
        System.out.println("results: " + out);
        return flags;
    }

    static <T> List<T> rotated(List<T> list, int by) {
        List<T> rotated = new ArrayList<>(list);
        Collections.rotate(rotated, -(by % Math.max(1, list.size())));
        return rotated;
    }

    private void runVariant(Variant variant, int repeat) throws IOException {
        progress.variant(variant.id(), repeat);
        List<String> variantFlags = new ArrayList<>();
        List<Double> warmups = new ArrayList<>();
        Double startupMs = null;
        String versions = null;
        List<String> statements = new ArrayList<>();
        boolean completed = false;
        postgres.reset(seedUsers);
        Path log = out.resolve("logs").resolve(variant.id() + "-r" + repeat + ".log");
        try (App app = App.start(repo, variant, settings, postgres.config(), App.freePort(), log)) {
            try {
                startupMs = (double) app.awaitHealthy(Duration.ofSeconds(120)).toMillis();
            } catch (IllegalStateException e) {
                variantFlags.add(variant.id() + " r" + repeat + ": did not start: " + e.getMessage().lines().findFirst().orElse(""));
            }
            if (startupMs != null) {
                versions = startupLine(log);
                List<String> smoke = Smoke.check(app.baseUri());
                smoke.forEach(p -> variantFlags.add(variant.id() + " r" + repeat + ": contract: " + p));
                if (smoke.isEmpty()) {
                    Map<String, String> base = baseParams(app);
                    warmups.addAll(warmUp(variant, repeat, app, base, variantFlags));
                    for (int users : profile.users()) {
                        Map<String, String> params = new LinkedHashMap<>(base);
                        params.put("USERS", Integer.toString(users));
                        params.put("DURATION", profile.closedSeconds() + "s");
                        params.put("WARMUP", profile.rampSeconds() + "s");
                        measure(variant, repeat, app, "closed", users, CLOSED_FILE, params, variantFlags, statements);
                    }
                    for (int rate : profile.rates()) {
                        Map<String, String> params = new LinkedHashMap<>(base);
                        params.put("RATE", Integer.toString(rate));
                        params.put("DURATION", profile.openSeconds() + "s");
                        params.put("WARMUP", profile.rampSeconds() + "s");
                        params.put("MAX_SESSIONS", Integer.toString(profile.maxSessions()));
                        measure(variant, repeat, app, "open", rate, OPEN_FILE, params, variantFlags, statements);
                    }
                    completed = true;
                }
            }
        }
        if (Files.isRegularFile(log)) {
            String text = Files.readString(log);
            if (App.BLOCKED_EVENT_LOOP.matcher(text).find()) {
                variantFlags.add(variant.id() + " r" + repeat + ": its log reports a blocked event loop or a blocking call ("
                        + out.relativize(log) + ")");
            }
            long errors = text.lines().filter(line -> ERROR.matcher(line).find()).count();
            if (errors > 0) {
                variantFlags.add(variant.id() + " r" + repeat + ": " + errors + " ERROR lines in its log (" + out.relativize(log) + ")");
            }
        }
        flags.addAll(variantFlags);
        variantRuns.add(new BenchSummary.VariantRun(variant.id(), variant.framework(), variant.reactive() ? "reactive" : "blocking", repeat,
                startupMs, artifactBytes(variant), versions, warmups, statements.stream().distinct().toList(),
                completed, variantFlags));
    }

    private Map<String, String> baseParams(App app) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("TARGET", app.baseUri().toString());
        params.put("SEED_USERS", Integer.toString(seedUsers));
        params.put("MAX_AFTER_ID", Integer.toString(Math.max(0, seedUsers - 100)));
        params.put("THREADS", Integer.toString(profile.threads()));
        return params;
    }

    /** Rounds of every scenario until a round's throughput is within the tolerance of the one before. */
    private List<Double> warmUp(Variant variant, int repeat, App app, Map<String, String> base, List<String> variantFlags)
            throws IOException {
        List<Double> throughputs = new ArrayList<>();
        for (int round = 1; round <= profile.warmupMaxRounds(); round++) {
            Map<String, String> params = new LinkedHashMap<>(base);
            params.put("USERS", Integer.toString(profile.warmupUsers()));
            params.put("DURATION", profile.warmupSeconds() + "s");
            params.put("WARMUP", profile.warmupSeconds() + "s");
            progress.run("warm-up round " + round, BenchProfile.CLOSED_SCENARIOS.size() + 1,
                    (long) profile.warmupSeconds() * (BenchProfile.CLOSED_SCENARIOS.size() + 1));
            RunResult run = runHyperfoil(CLOSED_FILE, params, progress);
            List<Flag> runFlags = Checks.check(run);
            AllJson.write(rawFile(variant, repeat, "warmup-" + round), variant.id(), run, runFlags,
                    Map.of("variant", variant.id(), "repeat", repeat, "loadModel", "warmup"));
            String where = variant.id() + " r" + repeat + " warm-up " + round + ": ";
            runFlags.forEach(f -> variantFlags.add(where + f));
            long responses = 0;
            long window = 0;
            for (PhaseResult phase : run.phases()) {
                if (!phase.warmup()) {
                    responses += phase.metrics().stream().mapToLong(m -> m.total().responseCount).sum();
                    window += phase.windowMs();
                }
            }
            double throughput = window == 0 ? 0 : responses * 1000.0 / window;
            throughputs.add(throughput);
            int n = throughputs.size();
            boolean settled = n >= 2
                    && Math.abs(throughput - throughputs.get(n - 2)) <= profile.warmupTolerance() * throughputs.get(n - 2);
            if (n >= profile.warmupMinRounds() && settled) {
                break;
            }
        }
        progress.warmupDone(profile.warmupMaxRounds() - throughputs.size());
        return throughputs;
    }

    private void measure(Variant variant, int repeat, App app, String loadModel, int load, String file,
                         Map<String, String> params, List<String> variantFlags, List<String> statements) throws IOException {
        postgres.reset(seedUsers);
        String label = loadModel + (loadModel.equals("closed") ? " users=" : " rate=") + load;
        boolean closed = loadModel.equals("closed");
        int phases = (closed ? BenchProfile.CLOSED_SCENARIOS : BenchProfile.OPEN_SCENARIOS).size();
        progress.run(label, phases + 1,
                profile.rampSeconds() + (long) phases * (closed ? profile.closedSeconds() : profile.openSeconds()));
        OptionalLong pg = postgres.isEmbedded() ? postgres.embeddedPid() : OptionalLong.empty();
        RunResult run;
        Map<String, Sampler.PhaseSample> samples;
        try (Sampler sampler = new Sampler(app.pid(), pg, progress)) {
            run = runHyperfoil(file, params, sampler);
            samples = sampler.samples();
        }
        List<Flag> runFlags = new ArrayList<>(Checks.check(run));
        Map<String, Long> calls = postgres.statementCalls();
        runFlags.addAll(DbCounts.check(run, calls, suiteSql));
        statements.addAll(DbCounts.otherStatements(calls, suiteSql));
        AllJson.write(rawFile(variant, repeat, loadModel + "-" + load), variant.id(), run, runFlags,
                Map.of("variant", variant.id(), "repeat", repeat, "loadModel", loadModel, "load", load,
                        "samples", samples, "statementCalls", calls));
        runFlags.forEach(f -> variantFlags.add(variant.id() + " r" + repeat + " " + label + ": " + f));
        for (PhaseResult phase : run.phases()) {
            if (!phase.warmup()) {
                rows.add(ScenarioRow.of(variant.id(), variant.framework(), variant.reactive() ? "reactive" : "blocking", repeat, loadModel, load,
                        phase, samples.get(phase.name()), runFlags));
            }
        }
    }

    private RunResult runHyperfoil(String file, Map<String, String> params, HyperfoilRun.PhaseListener listener)
            throws IOException {
        Benchmark benchmark = HyperfoilRun.load(repo.resolve(file), params);
        return HyperfoilRun.run(benchmark, listener);
    }

    private Path rawFile(Variant variant, int repeat, String name) {
        return out.resolve("raw").resolve(variant.id()).resolve("r" + repeat).resolve(name + ".all.json");
    }

    /** The app's own startup line (variant, framework, driver and pool versions). */
    private static String startupLine(Path log) throws IOException {
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(l -> l.contains("variant=")).findFirst()
                    .map(l -> l.substring(l.indexOf("variant="))).orElse(null);
        }
    }

    private Long artifactBytes(Variant variant) {
        Path path = variant.distributionPath(repo);
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        } catch (IOException e) {
            return null;
        }
    }


    private void copyBenchmarkFiles() throws IOException {
        Path copies = out.resolve("benchmarks");
        Files.createDirectories(copies);
        for (String file : List.of(CLOSED_FILE, OPEN_FILE)) {
            Files.copy(repo.resolve(file), copies.resolve(Path.of(file).getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private void writeResults(String startedAt) throws IOException {
        List<String> csv = new ArrayList<>();
        csv.add(ScenarioRow.CSV_HEADER);
        rows.forEach(r -> csv.add(r.csv()));
        Files.write(out.resolve("results.csv"), csv);
        Map<String, Object> settingsUsed = new LinkedHashMap<>();
        settingsUsed.put("profile", profile);
        settingsUsed.put("parity", settings.parity());
        settingsUsed.put("appJvmFlags", settings.appJvmFlags());
        settingsUsed.put("database", Map.of("host", postgres.config().host(), "port", postgres.config().port(),
                "name", postgres.config().name(), "embedded", postgres.isEmbedded()));
        settingsUsed.put("variants", variants);
        settingsUsed.put("benchmarkFiles", List.of(CLOSED_FILE, OPEN_FILE));
        settingsUsed.put("hyperfoil", Version.VERSION);
        settingsUsed.put("loadgenJvmFlags", ManagementFactory.getRuntimeMXBean().getInputArguments());
        settingsUsed.put("commit", Machine.gitCommit(repo));
        BenchSummary summary = new BenchSummary(BenchSummary.SCHEMA, startedAt, Instant.now().toString(), settingsUsed,
                Machine.facts(), variantRuns, rows, flags);
        summary.write(out);
    }
}
