package crudbench.loadgen;

import crudbench.harness.MachineFacts;
import crudbench.harness.Build;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.SuiteSql;
import crudbench.harness.Variant;
import crudbench.loadgen.Flag.Kind;
import io.hyperfoil.api.Version;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The matrix behind `just bench`: for each variant, reset the data, start the app, check a few
 * contract calls, warm up, measure every load point of the profile, stop the app and read its
 * log. Repeats rotate the order of the variants, so that no variant always runs first.
 */
final class Bench {

    private final Repo repo;
    private final Settings settings;
    private final List<Variant> variants;
    private final BenchSetup setup;
    private final Progress progress;
    private final WarmUp warmUp;
    private final PointMeasurement measurement;
    private final List<ScenarioRow> rows = new ArrayList<>();
    private final List<VariantRun> variantRuns = new ArrayList<>();
    private final List<Flag> flags = new ArrayList<>();

    Bench(Repo repo, BenchProfile profile, List<Variant> variants, Path out) {
        this.repo = repo;
        this.settings = Settings.load(repo);
        this.variants = variants;
        Map<LoadModel, BenchmarkPlan> plans = new EnumMap<>(LoadModel.class);
        for (LoadModel model : LoadModel.values()) {
            plans.put(model, BenchmarkPlan.load(repo, model));
        }
        this.setup = new BenchSetup(repo, profile, new Postgres(repo, settings), settings.getInt("SEED_USERS"),
                SuiteSql.statements(repo), plans, new ResultsDir(out));
        this.progress = new Progress(profile, plans, variants.size());
        this.warmUp = new WarmUp(setup, progress);
        this.measurement = new PointMeasurement(setup, progress);
    }

    /** Runs the matrix, writes the results and prints their tables; returns every flag raised. */
    List<Flag> run() {
        new Build(repo).ensureBuilt(variants);
        Postgres postgres = setup.postgres();
        boolean startedDb = postgres.ensureRunning();
        String startedAt = Instant.now().toString();
        Path out = setup.results().root();
        try {
            Files.createDirectories(out);
            ResultsWriter.copyBenchmarkFiles(repo, setup.results(), List.copyOf(setup.plans().values()));
            progress.start(out);
            for (int repeat = 1; repeat <= setup.profile().repeats(); repeat++) {
                for (Variant variant : rotated(variants, repeat - 1)) {
                    runVariant(variant, repeat);
                }
            }
            ResultsWriter.write(setup.results(), new BenchSummary(BenchSummary.SCHEMA, startedAt, Instant.now().toString(),
                    settingsUsed(), MachineFacts.here(), variantRuns, rows, flags));
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
        List<Flag> variantFlags = new ArrayList<>();
        List<Double> warmups = List.of();
        Set<String> statements = new LinkedHashSet<>();
        boolean completed = false;
        setup.postgres().reset(setup.seedUsers());
        Path log = setup.results().log(variant.id(), repeat);
        Double startupMs;
        String versions;
        try (VariantSession session = VariantSession.start(repo, settings, setup.postgres(), variant, repeat, log)) {
            startupMs = session.startupMs();
            versions = session.healthy() ? session.versions() : null;
            session.startupFailure().ifPresent(why -> variantFlags.add(Flag.ofVariant(variant.id(), repeat, Kind.DID_NOT_START, why)));
            List<String> problems = session.healthy() ? Smoke.check(session.app().baseUri()) : List.of();
            problems.forEach(p -> variantFlags.add(Flag.ofVariant(variant.id(), repeat, Kind.CONTRACT, p)));
            if (session.healthy() && problems.isEmpty()) {
                WarmUp.Outcome warm = warmUp.run(session);
                warmups = warm.throughputs();
                variantFlags.addAll(warm.flags());
                for (LoadPoint point : setup.profile().points()) {
                    PointMeasurement.Outcome measured = measurement.measure(session, point);
                    rows.addAll(measured.rows());
                    variantFlags.addAll(measured.flags());
                    statements.addAll(measured.otherStatements());
                }
                completed = true;
            }
        }
        variantFlags.addAll(LogScan.scan(variant.id(), repeat, log, setup.results().relative(log)));
        flags.addAll(variantFlags);
        VariantFacts facts = new VariantFacts(variant.id(), Axes.of(variant), startupMs, artifactBytes(variant), versions);
        variantRuns.add(new VariantRun(repeat, facts, warmups, List.copyOf(statements), completed));
    }

    private Long artifactBytes(Variant variant) {
        try (Stream<Path> files = Files.walk(variant.distributionPath(repo))) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        } catch (IOException e) {
            return null;
        }
    }

    private RunSettings settingsUsed() {
        Postgres postgres = setup.postgres();
        return new RunSettings(setup.profile(), settings.parity(), settings.appJvmFlags(),
                new RunSettings.Database(postgres.config().host(), postgres.config().port(), postgres.config().name(),
                        postgres.isEmbedded()),
                variants, List.copyOf(setup.plans().values()), Version.VERSION,
                ManagementFactory.getRuntimeMXBean().getInputArguments(), MachineFacts.gitCommit(repo));
    }
}
