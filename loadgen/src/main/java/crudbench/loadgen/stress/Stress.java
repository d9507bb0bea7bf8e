package crudbench.loadgen.stress;

import crudbench.harness.Build;
import crudbench.harness.DbPath;
import crudbench.harness.MachineFacts;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.Variant;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** `just stress`: every selected variant through the experiments, then the table, the charts and stress.json. */
public final class Stress {

    public static final String SCHEMA = "crudbench-stress/1";

    /** What stress.json holds besides the per-variant files. */
    record Summary(
            String schema,
            String profile,
            String startedAt,
            String finishedAt,
            StressPlan plan,
            Limits limits,
            Map<String, String> parity,
            List<String> appJvmFlags,
            String database,
            MachineFacts machine,
            String commit,
            List<String> loadgenJvmFlags,
            List<String> variants,
            String dbPath,
            List<Verdict> verdicts) {}

    private final Repo repo;
    private final String profile;
    private final StressPlan plan;
    private final Limits limits;
    private final List<Variant> variants;
    private final StressResults results;
    private Duration dbLatency;

    public Stress(
            Repo repo, String profile, StressPlan plan, Limits limits, List<Variant> variants, StressResults results) {
        this.repo = repo;
        this.profile = profile;
        this.plan = plan;
        this.limits = limits;
        this.variants = variants;
        this.results = results;
    }

    /**
     * The same run with PostgreSQL {@code roundTrip} away from every app, through the harness's
     * relay ({@link DbPath}), as a database one network hop away is; null keeps it straight there.
     * The outage and silent experiments put their fault relay in front of it.
     */
    public Stress withDbLatency(Duration roundTrip) {
        this.dbLatency = roundTrip;
        return this;
    }

    /** Runs everything; the verdicts, in variant and experiment order. */
    public List<Verdict> run() {
        new Build(repo).ensureBuilt(variants);
        Settings settings = Settings.load(repo);
        Postgres postgres = new Postgres(repo, settings);
        boolean startedDb = postgres.ensureRunning();
        String startedAt = Instant.now().toString();
        List<Verdict> verdicts = new ArrayList<>();
        Map<String, StressCharts.SoakSeries> soaks = new LinkedHashMap<>();
        DbPath path = DbPath.of(postgres.config(), dbLatency);
        String dbPath = "straight to PostgreSQL";
        VariantStress.Setup setup = new VariantStress.Setup(
                repo, settings, postgres, path.config(), settings.getInt("SEED_USERS"), plan, limits, results);
        try (path) {
            if (dbLatency != null) {
                dbPath = path.measureRoundTrips().describe();
                System.out.println("==> the database is " + dbPath);
            }
            for (Variant variant : variants) {
                VariantStress.VariantVerdicts outcome = new VariantStress(setup, variant).run();
                verdicts.addAll(outcome.verdicts());
                if (outcome.soak() != null) {
                    soaks.put(variant.id(), outcome.soak());
                }
            }
            postgres.reset(settings.getInt("SEED_USERS"));
            StressCharts.soak(results.charts(), soaks);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
        Table table = StressTable.of(verdicts);
        results.writeSummary(new Summary(
                SCHEMA,
                profile,
                startedAt,
                Instant.now().toString(),
                plan,
                limits,
                settings.parity(),
                settings.appJvmFlags(),
                postgres.describe(),
                MachineFacts.here(),
                MachineFacts.gitCommit(repo),
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                variants.stream().map(Variant::id).toList(),
                dbPath,
                verdicts));
        results.writeText("table.txt", table.text());
        results.writeText("table.md", table.markdown());
        System.out.println();
        System.out.print(table.text());
        System.out.println();
        System.out.println(StressTable.summary(verdicts));
        System.out.println("results: " + results.root());
        return verdicts;
    }
}
