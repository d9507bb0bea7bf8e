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
                        1, new VariantFacts(variant(f, c), axes, null, null, null), null, List.of(), true, null));
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
        return Aggregation.of(List.of(BenchSummary.of(BenchSummary.Measured.of(runs, rows))));
    }

    private static ScenarioRow row(String variant, int round, double throughput) {
        return row(variant, 1, round, throughput);
    }

    private static ScenarioRow row(String variant, int epoch, int round, double throughput) {
        return Rows.closed(variant, round, USERS, SCENARIO)
                .epoch(epoch)
                .windowMs(2000)
                .throughput(throughput)
                .appCpuMs(1000.0)
                .build();
    }

    /**
     * What real runs have that {@link #run} leaves out, each as large as the committed runs show it:
     *
     * @param jvm     each column's spread from one JVM start to the next, on the log scale: fixed for an app's
     *                life (what its JIT made of it, where its connections landed), drawn afresh every epoch
     * @param warmup  each column's shortfall in the first pass after its start, on the log scale; it halves with
     *                every pass (R2DBC's is the largest: its ratio to JDBC was 0.44 in the reference run's first
     *                rounds and 0.65–0.98 after the fourth)
     * @param heavy   the rounds' noise drawn from Student's t with 3 degrees of freedom instead of a normal: the
     *                odd round a neighbour's burst hits hard
     */
    record Realism(double[] jvm, double[] warmup, boolean heavy) {

        static final Realism AS_MEASURED =
                new Realism(new double[] {0.03, 0.03, 0.15, 0.04}, new double[] {-0.10, -0.10, -0.60, -0.15}, true);
    }

    /**
     * A run of {@code epochs} × {@code rounds} with {@link Realism}: each epoch starts every app afresh (a new JVM
     * share), passes {@code warmupPasses} passes of the warm-up before its first measured round (the shortfall has
     * halved that many times by then), and measures its rounds.
     */
    static Measurements realistic(int epochs, int rounds, int warmupPasses, Realism realism, Random random) {
        List<ScenarioRow> rows = new ArrayList<>();
        List<VariantRun> runs = new ArrayList<>();
        int round = 0;
        for (int e = 1; e <= epochs; e++) {
            double[][] jvm = new double[FRAMEWORKS.size()][COLUMNS.size()];
            for (int f = 0; f < FRAMEWORKS.size(); f++) {
                for (int c = 0; c < COLUMNS.size(); c++) {
                    jvm[f][c] = realism.jvm()[c] * random.nextGaussian();
                    runs.add(new VariantRun(e, facts(f, c), null, List.of(), true, null));
                }
            }
            for (int r = 1; r <= rounds; r++) {
                round++;
                double drift = DRIFT * random.nextGaussian();
                int pass = warmupPasses + r - 1;
                for (int f = 0; f < FRAMEWORKS.size(); f++) {
                    for (int c = 0; c < COLUMNS.size(); c++) {
                        double noise = NOISE[c] * (realism.heavy() ? studentT3(random) : random.nextGaussian());
                        double shortfall = realism.warmup()[c] * Math.pow(0.5, pass);
                        double throughput = 10_000 * Math.exp(truth(f, c) + jvm[f][c] + shortfall + drift + noise);
                        rows.add(row(variant(f, c), e, round, throughput));
                    }
                }
            }
        }
        return Aggregation.of(List.of(BenchSummary.of(BenchSummary.Measured.of(runs, rows))));
    }

    /** The run as it stood after its first {@code epochs} epochs. */
    static Measurements firstEpochs(Measurements run, int epochs) {
        BenchSummary whole = run.summaries().getFirst();
        return Aggregation.of(List.of(whole.withMeasured(whole.measured()
                .withRows(whole.rows().stream().filter(r -> r.epoch() <= epochs).toList()))));
    }

    private static VariantFacts facts(int f, int c) {
        String access = COLUMNS.get(c);
        String driver = access.substring(0, access.indexOf('-') < 0 ? access.length() : access.indexOf('-'));
        String threads =
                access.endsWith("platform") ? "platform" : access.endsWith("virtual") ? "virtual" : "event-loop";
        VariantAxes axes = new VariantAxes(FRAMEWORKS.get(f), "web", threads, driver, access, false, "client");
        return new VariantFacts(variant(f, c), axes, null, null, null);
    }

    /** Student's t with 3 degrees of freedom, scaled to unit variance. */
    private static double studentT3(Random random) {
        double chi = 0;
        for (int i = 0; i < 3; i++) {
            double z = random.nextGaussian();
            chi += z * z;
        }
        return random.nextGaussian() / Math.sqrt(chi / 3) / Math.sqrt(3.0);
    }
}
