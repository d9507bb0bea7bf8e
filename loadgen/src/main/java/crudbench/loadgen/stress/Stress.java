package crudbench.loadgen.stress;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.DbPath;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.Build;
import crudbench.harness.proc.MachineFacts;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * `just stress`, the measuring part: every selected variant through the experiments, each
 * experiment's raw results into its variant's files as it ends, then stress.json. It judges and
 * renders nothing: the verdict package judges these files and the report package draws them.
 */
public final class Stress {

    /** 2: the verdicts and limits moved to verdicts.json, not-run.json names what did not run, records are grouped. */
    public static final String SCHEMA = "crudbench-stress/2";

    /**
     * What stress.json holds besides the per-variant files.
     *
     * @param profile  "standard" or "ci": the plan the options started from
     * @param variants the variants measured, in order
     */
    public record Summary(
            String schema,
            String profile,
            String startedAt,
            String finishedAt,
            StressPlan plan,
            AppSettings apps,
            Host host,
            List<String> variants) {}

    /**
     * What every app ran with.
     *
     * @param parity   parity.env as it applied
     * @param database the PostgreSQL server
     * @param dbPath   how the apps reached it: straight, or through a relay with the round trip measured
     */
    public record AppSettings(Map<String, String> parity, List<String> jvmFlags, String database, String dbPath) {}

    /**
     * Where the load came from.
     *
     * @param commit the checkout's commit, "-dirty" with local changes
     */
    public record Host(MachineFacts machine, String commit, List<String> loadgenJvmFlags) {}

    private final Repo repo;
    private final String profile;
    private final StressPlan plan;
    private final List<Variant> variants;
    private final StressResults results;
    private Duration dbLatency;

    public Stress(Repo repo, String profile, StressPlan plan, List<Variant> variants, StressResults results) {
        this.repo = repo;
        this.profile = profile;
        this.plan = plan;
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

    /** Runs everything, writes every variant's files and then stress.json. */
    public void run() {
        new Build(repo).ensureBuilt(variants);
        Settings settings = Settings.load(repo);
        Postgres postgres = new Postgres(repo, settings);
        boolean startedDb = postgres.ensureRunning();
        String startedAt = Instant.now().toString();
        DbPath path = DbPath.of(postgres.config(), dbLatency);
        String dbPath = "straight to PostgreSQL";
        VariantStress.Setup setup = new VariantStress.Setup(
                repo, settings, postgres, path.config(), settings.getInt("SEED_USERS"), plan, results);
        try (path) {
            if (dbLatency != null) {
                dbPath = path.measureRoundTrips().describe();
                System.out.println("==> the database is " + dbPath);
            }
            for (Variant variant : variants) {
                new VariantStress(setup, variant).run();
            }
            postgres.reset(settings.getInt("SEED_USERS"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
        results.writeSummary(new Summary(
                SCHEMA,
                profile,
                startedAt,
                Instant.now().toString(),
                plan,
                new AppSettings(settings.parity(), settings.appJvmFlags(), postgres.describe(), dbPath),
                new Host(
                        MachineFacts.here(),
                        MachineFacts.gitCommit(repo),
                        ManagementFactory.getRuntimeMXBean().getInputArguments()),
                variants.stream().map(Variant::id).toList()));
    }
}
