package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Rows;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A bench run with known truth: a 3 × 4 grid whose log throughput is a framework's share, a
 * column's share, an interaction, a round's share (the machine's drift, common to every app in
 * the round) and noise, each column with its own noise, as the real columns have.
 */
final class Synthetic {

    static final List<String> FRAMEWORKS = List.of("Quarkus", "Micronaut", "Spring Boot");
    static final List<String> COLUMNS = List.of("jdbc-platform", "jdbc-virtual", "r2dbc", "vertx");
    static final String SCENARIO = "get";
    static final int USERS = 64;

    static final double[] FRAMEWORK = {0.10, -0.05, -0.05};
    static final double[] COLUMN = {0, 0.02, -0.40, 0.05};
    /** R2DBC costs more in Spring Boot than elsewhere. */
    static final double[][] INTERACTION = {{0, 0, 0.04, 0}, {0, 0, 0.04, 0}, {0, 0, -0.08, 0}};
    /** Each column's noise on the log scale, within a round. */
    static final double[] NOISE = {0.05, 0.08, 0.15, 0.06};
    /** The machine's drift between rounds, shared by every app. */
    static final double DRIFT = 0.30;

    private Synthetic() {}

    static String variant(int f, int c) {
        return FRAMEWORKS.get(f).toLowerCase().replace(' ', '-') + "-" + COLUMNS.get(c);
    }

    static double truth(int f, int c) {
        return FRAMEWORK[f] + COLUMN[c] + INTERACTION[f][c];
    }

    /** The true column main effect, as a ratio over JDBC on platform threads. */
    static double columnEffect(int c) {
        double sum = 0;
        for (int f = 0; f < FRAMEWORKS.size(); f++) {
            sum += truth(f, c) - truth(f, 0);
        }
        return Math.exp(sum / FRAMEWORKS.size());
    }

    static double frameworkEffect(int f) {
        double own = 0;
        double all = 0;
        for (int c = 0; c < COLUMNS.size(); c++) {
            own += truth(f, c);
            for (int g = 0; g < FRAMEWORKS.size(); g++) {
                all += truth(g, c);
            }
        }
        return Math.exp(own / COLUMNS.size() - all / (COLUMNS.size() * FRAMEWORKS.size()));
    }

    static double interaction(int f, int c) {
        return Math.exp(truth(f, c) - truth(f, 0)) / columnEffect(c);
    }

    static Measurements run(int rounds, Random random) {
        List<ScenarioRow> rows = new ArrayList<>();
        List<VariantRun> runs = new ArrayList<>();
        for (int f = 0; f < FRAMEWORKS.size(); f++) {
            for (int c = 0; c < COLUMNS.size(); c++) {
                String access = COLUMNS.get(c);
                String driver = access.substring(0, access.indexOf('-') < 0 ? access.length() : access.indexOf('-'));
                String threads = access.endsWith("platform")
                        ? "platform"
                        : access.endsWith("virtual") ? "virtual" : "event-loop";
                VariantAxes axes = new VariantAxes(FRAMEWORKS.get(f), "web", threads, driver, access, false, "client");
                runs.add(new VariantRun(
                        1, new VariantFacts(variant(f, c), axes, null, null, null), List.of(), List.of(), true, null));
            }
        }
        for (int r = 1; r <= rounds; r++) {
            double drift = DRIFT * random.nextGaussian();
            for (int f = 0; f < FRAMEWORKS.size(); f++) {
                for (int c = 0; c < COLUMNS.size(); c++) {
                    double throughput = 10_000 * Math.exp(truth(f, c) + drift + NOISE[c] * random.nextGaussian());
                    rows.add(row(variant(f, c), r, throughput));
                }
            }
        }
        return Measurements.of(List.of(BenchSummary.of(BenchSummary.Measured.of(runs, rows))));
    }

    private static ScenarioRow row(String variant, int round, double throughput) {
        return Rows.closed(variant, round, USERS, SCENARIO)
                .windowMs(2000)
                .throughput(throughput)
                .appCpuMs(1000.0)
                .build();
    }
}
