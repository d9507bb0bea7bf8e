package crudbench.loadgen.report;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.RunSettings;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A `just bench --tuned` run, made for tests: three frameworks × JDBC and R2DBC at parity, R2DBC at 0.6x
 * JDBC's throughput, and each R2DBC variant at its best (binary results) at 1.5x itself; 4 rounds of get and
 * list100 at 64 users, and the open model at 500/s.
 */
public final class TunedRun {

    public static final String FROM = "tuning/sweep-0/best.json";

    private static final Variants REGISTRY = Variants.load(Repo.locate());
    private static final List<String> PARITY = List.of(
            "quarkus-jdbc", "quarkus-r2dbc", "micronaut-jdbc", "micronaut-r2dbc", "spring-jdbc", "spring-r2dbc");
    private static final Map<String, String> BINARY = Map.of("R2DBC_FORCE_BINARY", "true");
    private static final double[] NOISE = {1.00, 0.93, 1.05, 0.97};

    private TunedRun() {}

    /** @param tuned with the R2DBC variants at their best; without, the same run at parity alone */
    public static BenchSummary summary(boolean tuned) {

        List<VariantSetup> sessions = new ArrayList<>();
        List<VariantRun> runs = new ArrayList<>();
        List<ScenarioRow> rows = new ArrayList<>();
        for (String id : PARITY) {
            Variant v = REGISTRY.get(id);
            List<VariantSetup> own = new ArrayList<>(List.of(VariantSetup.of(v)));
            if (tuned && v.driver().equals("r2dbc")) {
                own.add(VariantSetup.tuned(v, BINARY, FROM, Map.of()));
            }
            for (VariantSetup session : own) {
                sessions.add(session);
                runs.add(new VariantRun(
                        1,
                        new VariantFacts(session.label(), VariantAxes.of(v), null, null, null),
                        null,
                        List.of(),
                        true,
                        null));
                double speed = (v.driver().equals("r2dbc") ? 0.6 : 1.0) * (session.atBest() ? 1.5 : 1.0);
                for (int round = 1; round <= NOISE.length; round++) {
                    double noise = NOISE[round - 1]
                            * (1 + 0.002 * ((round + session.label().length()) % 3));
                    for (String scenario : List.of("get", "list100")) {
                        rows.add(Rows.closed(session.label(), round, 64, scenario)
                                .throughput(10_000 * speed * noise)
                                .appCpuMs(1000.0)
                                .build());
                        rows.add(Rows.open(session.label(), round, 500, scenario)
                                .throughput(500)
                                .appCpuMs(50 / speed)
                                .build());
                    }
                }
            }
        }
        RunSettings settings = new RunSettings(
                null, new RunSettings.Layout("interleaved", 1L, sessions, null), null, null, null, null, null);
        return new BenchSummary(
                BenchSummary.SCHEMA, null, settings, null, BenchSummary.Measured.of(runs, rows), null, null, null);
    }
}
