package crudbench.loadgen.tuning;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.analysis.GridEstimates;
import crudbench.loadgen.bench.Bench;
import crudbench.loadgen.bench.BenchSpec;
import crudbench.loadgen.compare.Compare;
import crudbench.loadgen.plan.BenchProfile;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * `just tune`: each variant's knobs (tuning/knobs.json) tried one at a time from parity, in
 * interleaved batches of the quick profile's steady-state design (64 users in the closed model,
 * the open model at 500/s, each app warmed up until it settles); then tuning.md, each setting's
 * gains with their intervals, and best.json, each variant's best settings. A batch whose
 * summary.json is already in the output directory (an interrupted sweep given again with
 * --resume) is read, not run again.
 */
public final class TuningSweep {

    /** The sweep's own profile name, as summary.json records it. */
    static final String PROFILE = "tune";

    private final Repo repo;
    private final List<String> only;
    private final List<String> knobs;
    private final int rounds;
    private final long seed;
    private final Path out;

    /**
     * @param only   the variants to tune, by id; empty: all
     * @param knobs  the knobs to try, by key; empty: every knob of tuning/knobs.json
     * @param rounds rounds of each batch
     */
    public TuningSweep(Repo repo, List<String> only, List<String> knobs, int rounds, long seed, Path out) {
        this.repo = repo;
        this.only = List.copyOf(only);
        this.knobs = List.copyOf(knobs);
        this.rounds = rounds;
        this.seed = seed;
        this.out = out;
    }

    /** The quick profile's loads and warm-up rule, in one epoch of this many rounds per batch. */
    static BenchProfile profile(int rounds) {
        return BenchProfile.quick().toBuilder()
                .name(PROFILE)
                .rounds(rounds)
                .maxMinutes(0)
                // Every scenario, as the committed sweeps measured: a knob is judged on each.
                .scenarios(BenchProfile.EVERY_SCENARIO)
                .build();
    }

    /** Runs every batch not yet in the output directory, then writes tuning.md and best.json; returns the best. */
    public BestSettings run() {
        Variants registry = Variants.load(repo);
        List<TuningPlan.Batch> batches =
                TuningPlan.batches(registry, Knobs.load(repo).only(knobs), only);
        Postgres postgres = new Postgres(repo, Settings.load(repo));
        boolean startedDb = postgres.ensureRunning();
        try {
            Files.createDirectories(out);
            List<BenchSummary> summaries = new ArrayList<>();
            for (TuningPlan.Batch batch : batches) {
                Path dir = out.resolve(batch.id());
                if (!Files.isRegularFile(dir.resolve(BenchSummary.FILE))) {
                    System.err.println(
                            "==> tune: " + batch.id() + ", " + batch.sessions().size() + " sessions");
                    BenchSpec spec = BenchSpec.interleaved(profile(rounds), batch.sessions(), seed);
                    new Bench(repo, spec, dir, GridEstimates::estimates).run();
                    Compare.render(dir, List.of(dir), null);
                }
                summaries.add(BenchSummary.read(dir));
            }
            return write(out, repo.root().relativize(out).toString(), summaries);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    /**
     * tuning.md and best.json of these batches in {@code dir}, from their summaries alone (`just tune
     * --resume` of a finished sweep writes them again).
     *
     * @param name the sweep's directory as best.json names it
     */
    static BestSettings write(Path dir, String name, List<BenchSummary> summaries) throws IOException {
        List<SettingGain> gains = new ArrayList<>();
        List<String> variants = new ArrayList<>();
        for (BenchSummary summary : summaries) {
            gains.addAll(SettingGains.of(summary));
            summary.settings().layout().sessions().stream()
                    .filter(s -> s.overrides().isEmpty())
                    .map(VariantSetup::label)
                    .forEach(variants::add);
        }
        int rounds = summaries.isEmpty()
                ? 0
                : summaries.getFirst().settings().profile().rounds().planned();
        BestSettings best = BestSettings.of(name, rounds, variants, gains);
        best.write(dir);
        String markdown = TuningReport.markdown(best, gains, summaries);
        Files.writeString(dir.resolve(TuningReport.FILE), markdown);
        System.out.println();
        System.out.print(markdown);
        System.out.println("tuning: " + dir.resolve(TuningReport.FILE) + " and " + dir.resolve(BestSettings.FILE));
        return best;
    }
}
