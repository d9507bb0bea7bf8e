package crudbench.loadgen.findings;

import crudbench.drivers.Operation;
import crudbench.drivers.baseline.Baseline;
import crudbench.drivers.baseline.DriversResult;
import crudbench.drivers.baseline.Profile;
import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.CpuPlan;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.bench.Bench;
import crudbench.loadgen.bench.BenchSpec;
import crudbench.loadgen.bench.Resumption;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * `just findings`: the published claims about R2DBC, JDBC and the Vert.x client, each re-tested
 * by the smallest experiment that can confirm or refute it, on today's versions and with the
 * knobs that produced it: three interleaved bench runs of Spring sessions (the variants with
 * experiment settings), and the driver-only baseline repeated. {@link Claims} turns their
 * numbers into verdicts; findings.md is the table, report.html the same with each experiment's
 * ratios drawn.
 */
public final class Findings {

    private final Repo repo;
    private final int epochs;
    private final int rounds;
    private final int seconds;
    private final long seed;
    private final Path out;
    private final List<Experiment> experiments;
    private final boolean baseline;

    /**
     * @param epochs each experiment's epochs: every app started afresh and warmed up in each, so that
     *               its intervals hold what differs between JVM starts
     * @param rounds each experiment's rounds in every epoch (or the experiment's least), and the
     *               driver-only baseline's runs
     * @param only   the experiments to run, by id ("drivers": the driver-only baseline); empty: all of them
     */
    public Findings(Repo repo, int epochs, int rounds, int seconds, long seed, Path out, List<String> only) {
        this.repo = repo;
        this.epochs = epochs;
        this.rounds = rounds;
        this.seconds = seconds;
        this.seed = seed;
        this.out = out;
        List<String> unknown = only.stream()
                .filter(id -> !id.equals(DRIVERS) && Experiments.ALL.stream().noneMatch(e -> e.id().equals(id)))
                .toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no experiment " + unknown + "; they are " + ids());
        }
        this.experiments = Experiments.ALL.stream()
                .filter(e -> only.isEmpty() || only.contains(e.id()))
                .toList();
        this.baseline = only.isEmpty() || only.contains(DRIVERS);
    }

    /** The driver-only baseline's id for --only. */
    static final String DRIVERS = "drivers";

    /** What --only takes: every experiment's id, and the baseline's. */
    public static List<String> ids() {
        List<String> ids =
                new ArrayList<>(Experiments.ALL.stream().map(Experiment::id).toList());
        ids.add(DRIVERS);
        return ids;
    }

    /**
     * Runs every experiment, writes findings.md and findings.json, returns the findings. An
     * experiment or baseline run whose results are already in the output directory (a run that
     * was interrupted, given again with --resume) is read, not run again; an experiment
     * interrupted before its last epoch ended gets the epochs it lacks.
     */
    public List<Claims.Finding> run() {
        Variants registry = Variants.load(repo);
        Map<String, Measurements> results = new LinkedHashMap<>();
        Settings settings = Settings.load(repo);
        Postgres postgres = new Postgres(repo, settings);
        // One database for every step: each step would otherwise start and stop its own.
        boolean startedDb = postgres.ensureRunning();
        try {
            Files.createDirectories(out);
            for (Experiment experiment : experiments) {
                Path dir = out.resolve(experiment.id());
                BenchSummary earlier =
                        Files.isRegularFile(dir.resolve(BenchSummary.FILE)) ? BenchSummary.read(dir) : null;
                int left = earlier == null ? epochs : Resumption.epochsLeft(earlier, epochs);
                if (left > 0) {
                    System.err.println("==> findings: " + experiment.id() + ": " + experiment.question()
                            + (earlier == null ? "" : " (interrupted: " + left + " more epochs)"));
                    bench(experiment, registry, dir, earlier, left).run();
                    System.out.println();
                    // No driver baseline: the findings' own runs come after the experiments, and the committed
                    // compare.md of every experiment has none.
                    System.out.print(Compare.render(dir, List.of(dir), null));
                    System.out.println("results: " + dir);
                }
                results.put(experiment.id(), Aggregation.of(List.of(BenchSummary.read(dir))));
            }
            List<DriversResult> baseline = new ArrayList<>();
            int pool = settings.getInt("DB_POOL_SIZE");
            if (this.baseline) {
                System.err.println("==> findings: the driver-only baseline, " + rounds + " runs");
            }
            for (int run = 1; this.baseline && run <= rounds; run++) {
                Path dir = out.resolve("drivers").resolve("run-" + run);
                if (Files.isRegularFile(dir.resolve(DriversResult.FILE))) {
                    baseline.add(DriversResult.read(dir.resolve(DriversResult.FILE)));
                    continue;
                }
                Profile profile = new Profile(
                        "findings", List.of(pool), 2, 4, 2, 1, seconds, List.of(Operation.GET, Operation.LIST100));
                baseline.add(new Baseline(repo, settings, profile, Experiments.BASELINE_DRIVERS, dir).run());
            }
            List<Claims.Finding> findings = Claims.evaluate(results, baseline, pool);
            String markdown = FindingsReport.markdown(
                    findings, experiments, baseline.size(), epochs, rounds, seconds, out, results);
            Files.writeString(out.resolve("findings.md"), markdown);
            BenchSummary.JSON.writeValue(out.resolve("findings.json").toFile(), findings);
            Path page = Compare.findingsPage(out, questions());
            System.out.println();
            System.out.print(markdown);
            System.out.println("findings: " + out.resolve("findings.md") + " and " + page);
            return findings;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    /**
     * The experiment's run: afresh, or, where an earlier sitting was interrupted in it, its epochs left added to
     * what it measured (as `just bench --resume` adds them), provided this checkout measures the same thing.
     */
    private Bench bench(Experiment experiment, Variants registry, Path dir, BenchSummary earlier, int left) {
        if (earlier == null) {
            List<VariantSetup> sessions = experiment.sessions().stream()
                    .map(s -> VariantSetup.parse(s, registry))
                    .toList();
            BenchSpec spec = BenchSpec.interleaved(profile(experiment), sessions, seed)
                    .withDbRoundTrip(experiment.dbRoundTrip())
                    .withCpus(experiment.cpus() == null ? null : CpuPlan.parse(experiment.cpus()));
            return new Bench(repo, spec, dir, GridEstimates::estimates);
        }
        Resumption.refusal(dir, earlier, repo, List.of()).ifPresent(why -> {
            throw new IllegalStateException(why);
        });
        return Bench.resume(repo, Resumption.spec(earlier, left, null), dir, GridEstimates::estimates, earlier);
    }

    /** Each experiment's question by its id, as findings.md words it: what report.html says above its ratios. */
    public static Map<String, String> questions() {
        Map<String, String> questions = new LinkedHashMap<>();
        Experiments.ALL.forEach(e -> questions.put(e.id(), e.question()));
        return questions;
    }

    /**
     * The experiment's concurrencies, and its open-model rates if it has any, in `--epochs` epochs;
     * the quick profile's warm-up to a steady state in each, unless the experiment has its own;
     * `--rounds` rounds in each epoch, or the experiment's least.
     */
    BenchProfile profile(Experiment experiment) {
        BenchProfile quick = BenchProfile.quick();
        return quick.toBuilder()
                .name("findings")
                // Every scenario: the published claims are about list10, delete and create too.
                .scenarios(BenchProfile.EVERY_SCENARIO)
                .rounds(Math.max(rounds, experiment.rounds()))
                .epochs(epochs)
                .maxMinutes(0)
                .warmup(experiment.warmup() == null ? quick.warmup() : experiment.warmup())
                .closed(new BenchProfile.ClosedModel(experiment.users(), seconds))
                .open(new BenchProfile.OpenModel(
                        experiment.rates(), quick.open().seconds(), quick.open().maxSessions()))
                .build();
    }
}
