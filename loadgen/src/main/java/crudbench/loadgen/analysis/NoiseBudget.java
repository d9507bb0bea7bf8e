package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.NoiseSample;
import crudbench.loadgen.results.ScenarioRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * Where a slice's round-to-round spread comes from, on the machine a run was made on: each measured slice's
 * disturbances (its {@link NoiseSample}) set against how far the slice's figure lies from its cell's mean in the same
 * epoch. Every slice of the published scenarios is one observation: its deviation (the log of its throughput at
 * saturation, or of its app CPU per request at equal load, less the mean of its session's rounds at that scenario in
 * that epoch) regressed on the deviations of the sources from their own means over the same rounds, by least
 * squares with no intercept. The share each source explains is its Shapley value in that regression's R² (the
 * average gain in R² from adding it, over every order of adding the sources: Lindeman, Merenda and Gold's
 * decomposition), so the shares add up to the R² whatever the sources' correlation. The R² is in sample; beside it
 * the same model fitted without one round at a time and scored on it (leave one round out), which chance alone does
 * not lift. Last, what the sources explain of the published per-framework cells' own rounds: each cell is a
 * variant's slice over its framework's JDBC on platform threads in the same round, so what moves both alike cancels.
 *
 * <p>Runs from before the noise budget have no readings: {@link #of} is then empty.
 */
public final class NoiseBudget {

    /** The scenarios the published effects read, by load model. */
    static final Map<LoadModel, Set<String>> PUBLISHED =
            Map.of(LoadModel.CLOSED, Set.of("get", "list100", "update", "mix"), LoadModel.OPEN, Set.of("get", "mix"));

    /**
     * One source of disturbance.
     *
     * @param id    its key in tables
     * @param label what it is, in a reader's words
     * @param unit  the unit of its magnitude
     */
    public record Source(String id, String label, String unit) {}

    /**
     * A source's part in one metric's budget.
     *
     * @param share  of the slices' within-epoch variance it explains (its Shapley value in R²)
     * @param median its median over the slices, in its unit
     * @param p90    its 90th percentile
     */
    public record Share(Source source, double share, double median, double p90) {}

    /**
     * One metric's budget in one run.
     *
     * @param metric         "throughput" (closed model) or "app-cpu" (open model, app CPU per request)
     * @param slices         the slices it rests on
     * @param sliceSd        the median over the cells' sessions of one slice's SD within its epoch, on the log scale
     * @param explained      R² of every source together, in sample
     * @param outOfSample    the same, one round left out at a time
     * @param chance         what the sources would explain in sample by chance alone: their number over the slices'
     *                       degrees of freedom (the slices less their cells' means)
     * @param shares         each source's part, largest first
     * @param cells          published per-framework cells with rounds to pair
     * @param cellSd         the median of those cells' within-epoch SD of a round's log ratio
     * @param cellsExplained the share of the cells' round variance the sources explain out of sample; null without cells
     */
    public record Budget(
            String metric,
            int slices,
            double sliceSd,
            double explained,
            double outOfSample,
            double chance,
            List<Share> shares,
            int cells,
            double cellSd,
            Double cellsExplained) {}

    /** A slice's deviation from its cell's epoch mean, and its sources', with where it sits. */
    private record Slice(String session, String scenario, int epoch, int round, double y, double[] x) {}

    private NoiseBudget() {}

    /** The sources a budget weighs, in the order they are read. */
    static List<Source> sources() {
        return List.of(
                new Source("steal", "the hypervisor's steal", "% of the cores"),
                new Source("other-apps", "the waiting apps", "% of the cores"),
                new Source(
                        "pg-server",
                        "PostgreSQL's own processes (checkpointer, WAL writer, autovacuum)",
                        "% of the cores"),
                new Source("pg-other-clients", "the other apps' database backends", "% of the cores"),
                new Source("other-processes", "everything else on the machine", "% of the cores"),
                new Source("jit", "the JIT compiling, in the loaded app", "% of the cores"),
                new Source("gc", "the collector, in the loaded app", "ms per request"),
                new Source("loadgen", "the load generator (at equal load only)", "ms per request"),
                new Source("housekeeping", "a checkpoint or autovacuum within the slice", "share of slices"),
                new Source("gap", "time since the app's previous slice", "s"),
                new Source("threads-started", "threads the app started within the slice", "threads"));
    }

    /** Each published metric's budget; empty for a run whose slices carry no noise readings. */
    public static List<Budget> of(BenchSummary run) {
        List<Budget> budgets = new ArrayList<>();
        for (LoadModel model : List.of(LoadModel.CLOSED, LoadModel.OPEN)) {
            budget(run, model).ifPresent(budgets::add);
        }
        return budgets;
    }

    private static Optional<Budget> budget(BenchSummary run, LoadModel model) {
        int cores = run.machine() == null || run.machine().cores() <= 0
                ? 1
                : run.machine().cores();
        List<ScenarioRow> rows = rowsOf(run, model);
        if (rows.size() < 8) {
            return Optional.empty();
        }
        Map<ScenarioRow, Double> gaps = gaps(run.rows());
        List<Source> sources = sources();
        List<ToDoubleFunction<ScenarioRow>> read = readers(cores, gaps);
        // A source that a tenth of the slices or more could not read is left out of this run's budget; a slice that
        // could not read a kept one (an epoch's first slice has no gap before it) sits at its cell's mean for it.
        List<Integer> kept = new ArrayList<>();
        for (int j = 0; j < sources.size(); j++) {
            int k = j;
            if (model == LoadModel.CLOSED && sources.get(j).id().equals("loadgen")) {
                // At saturation the load generator's CPU per request falls as the app serves more (its fixed costs
                // spread), so it would "explain" the very figure that moves it; only at a fixed rate is it a source.
                continue;
            }
            long read0 = rows.stream()
                    .filter(r -> Double.isFinite(read.get(k).applyAsDouble(r)))
                    .count();
            if (read0 >= 0.9 * rows.size()) {
                kept.add(j);
            }
        }
        List<Slice> slices = centred(rows, model, kept, read);
        if (slices.size() < kept.size() + 4) {
            return Optional.empty();
        }
        // Each column in units of its own spread: the sources' units differ by orders of magnitude, and neither R²
        // nor the Shapley values depend on the scale.
        double[][] x = standardised(slices.stream().map(Slice::x).toArray(double[][]::new));
        double[] y = slices.stream().mapToDouble(Slice::y).toArray();
        Regression fit = new Regression(x, y);
        double[] shapley = fit.shapley();
        List<Share> shares = new ArrayList<>();
        for (int i = 0; i < kept.size(); i++) {
            int j = kept.get(i);
            List<Double> values = rows.stream()
                    .map(r -> read.get(j).applyAsDouble(r))
                    .filter(Double::isFinite)
                    .sorted()
                    .toList();
            double scale = sources.get(j).unit().startsWith("%") ? 100 : 1;
            shares.add(new Share(
                    sources.get(j), shapley[i], Averages.median(values) * scale, percentile(values, 0.9) * scale));
        }
        shares.sort(Comparator.comparingDouble(Share::share).reversed());
        double[] predicted = outOfSample(slices, x, y);
        Cells cells = cells(run, slices, predicted);
        return Optional.of(new Budget(
                model == LoadModel.CLOSED ? "throughput" : "app-cpu",
                slices.size(),
                sliceSd(slices),
                fit.r2(allColumns(kept.size())),
                1 - sumSquares(y, predicted) / sumSquares(y, new double[y.length]),
                (double) kept.size() / Math.max(1, slices.size() - groups(slices)),
                List.copyOf(shares),
                cells.count,
                cells.sd,
                cells.explained));
    }

    /** The published scenarios' slices of every session at the run's answer load: the closed model's highest users up
     * to 64, the open model's lowest rate; flagged slices and those without readings left out. */
    private static List<ScenarioRow> rowsOf(BenchSummary run, LoadModel model) {
        List<ScenarioRow> candidates = run.rows().stream()
                .filter(r -> r.loadModel() == model && PUBLISHED.get(model).contains(r.scenario()))
                .filter(r -> r.noise() != null && !r.flagged())
                .toList();
        Optional<Integer> load = model == LoadModel.CLOSED
                ? candidates.stream()
                        .map(ScenarioRow::load)
                        .filter(l -> l <= 64)
                        .max(Integer::compare)
                : candidates.stream().map(ScenarioRow::load).min(Integer::compare);
        return load.map(l -> candidates.stream().filter(r -> r.load() == l).toList())
                .orElse(List.of());
    }

    private static List<ToDoubleFunction<ScenarioRow>> readers(int cores, Map<ScenarioRow, Double> gaps) {
        return List.of(
                r -> share(r.noise().stealMs(), cores, r),
                r -> share(r.noise().otherAppsCpuMs(), cores, r),
                r -> share(r.noise().pgServerCpuMs(), cores, r),
                r -> share(r.noise().pgOtherClientsCpuMs(), cores, r),
                r -> share(otherProcesses(r), cores, r),
                r -> share(r.noise().threadCpuMs("jit"), cores, r),
                r -> perRequest(r.noise().threadCpuMs("gc"), r),
                r -> perRequest(r.usage().loadgenCpuMs(), r),
                r -> housekeeping(r.noise().database()),
                r -> gaps.getOrDefault(r, Double.NaN),
                r -> r.noise().threadsStarted() == null ? Double.NaN : r.noise().threadsStarted());
    }

    /** The machine's busy time less everything the run accounts for: steal, the loaded app, PostgreSQL, the load
     * generator and the waiting apps. */
    private static Double otherProcesses(ScenarioRow r) {
        NoiseSample n = r.noise();
        ScenarioRow.Usage u = r.usage();
        if (n.machineBusyMs() == null
                || n.stealMs() == null
                || n.otherAppsCpuMs() == null
                || u.appCpuMs() == null
                || u.pgCpuMs() == null
                || u.loadgenCpuMs() == null) {
            return null;
        }
        return Math.max(
                0,
                n.machineBusyMs() - n.stealMs() - u.appCpuMs() - u.pgCpuMs() - u.loadgenCpuMs() - n.otherAppsCpuMs());
    }

    private static double share(Double ms, int cores, ScenarioRow r) {
        return ms == null || r.noise().windowMs() <= 0
                ? Double.NaN
                : ms / (cores * r.noise().windowMs());
    }

    private static double perRequest(Double ms, ScenarioRow r) {
        return ms == null || r.traffic().allRequests() == 0
                ? Double.NaN
                : ms / r.traffic().allRequests();
    }

    private static double housekeeping(NoiseSample.Housekeeping db) {
        if (db == null) {
            return Double.NaN;
        }
        return db.checkpoints() + db.autovacuums() + db.autoanalyzes() + db.autovacuumWorkers() > 0 ? 1 : 0;
    }

    /** Seconds from the end of the session's previous slice (any load point) to the start of this one, in the same
     * epoch; NaN for an epoch's first. */
    private static Map<ScenarioRow, Double> gaps(List<ScenarioRow> all) {
        Map<String, List<ScenarioRow>> bySession = new HashMap<>();
        all.stream()
                .filter(r -> r.noise() != null)
                .forEach(r -> bySession
                        .computeIfAbsent(r.variant() + "#" + r.epoch(), k -> new ArrayList<>())
                        .add(r));
        Map<ScenarioRow, Double> gaps = new HashMap<>();
        for (List<ScenarioRow> rows : bySession.values()) {
            rows.sort(Comparator.comparingLong(r -> r.noise().startedAtMs()));
            for (int i = 1; i < rows.size(); i++) {
                NoiseSample before = rows.get(i - 1).noise();
                double end = before.startedAtMs() + before.windowMs();
                gaps.put(rows.get(i), Math.max(0, (rows.get(i).noise().startedAtMs() - end) / 1000.0));
            }
        }
        return gaps;
    }

    /** Every slice's deviations from its session's mean at that scenario in that epoch; groups of one left out. */
    private static List<Slice> centred(
            List<ScenarioRow> rows, LoadModel model, List<Integer> kept, List<ToDoubleFunction<ScenarioRow>> read) {
        Map<String, List<ScenarioRow>> groups = new TreeMap<>();
        for (ScenarioRow r : rows) {
            double y = outcome(r, model);
            if (Double.isFinite(y)) {
                groups.computeIfAbsent(r.variant() + "|" + r.scenario() + "|" + r.epoch(), k -> new ArrayList<>())
                        .add(r);
            }
        }
        List<Slice> slices = new ArrayList<>();
        for (List<ScenarioRow> group : groups.values()) {
            if (group.size() < 2) {
                continue;
            }
            double yMean =
                    group.stream().mapToDouble(r -> outcome(r, model)).average().orElseThrow();
            double[] xMean = new double[kept.size()];
            for (int i = 0; i < kept.size(); i++) {
                int j = kept.get(i);
                xMean[i] = group.stream()
                        .mapToDouble(read.get(j))
                        .filter(Double::isFinite)
                        .average()
                        .orElse(Double.NaN);
            }
            for (ScenarioRow r : group) {
                double[] x = new double[kept.size()];
                for (int i = 0; i < kept.size(); i++) {
                    double value = read.get(kept.get(i)).applyAsDouble(r);
                    x[i] = Double.isFinite(value) && Double.isFinite(xMean[i]) ? value - xMean[i] : 0;
                }
                slices.add(new Slice(r.variant(), r.scenario(), r.epoch(), r.repeat(), outcome(r, model) - yMean, x));
            }
        }
        return slices;
    }

    private static double outcome(ScenarioRow r, LoadModel model) {
        if (model == LoadModel.CLOSED) {
            return r.throughput() > 0 ? Math.log(r.throughput()) : Double.NaN;
        }
        Double cpu = r.appCpuPerRequest();
        return cpu == null || cpu <= 0 ? Double.NaN : Math.log(cpu);
    }

    /** Each slice's fitted deviation from a model fitted without its round. */
    private static double[] outOfSample(List<Slice> slices, double[][] x, double[] y) {
        double[] predicted = new double[y.length];
        Map<Integer, List<Integer>> byRound = new TreeMap<>();
        for (int i = 0; i < slices.size(); i++) {
            byRound.computeIfAbsent(slices.get(i).round(), k -> new ArrayList<>())
                    .add(i);
        }
        for (List<Integer> held : byRound.values()) {
            Set<Integer> out = Set.copyOf(held);
            List<double[]> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int i = 0; i < y.length; i++) {
                if (!out.contains(i)) {
                    xs.add(x[i]);
                    ys.add(y[i]);
                }
            }
            double[] beta = new Regression(
                            xs.toArray(double[][]::new),
                            ys.stream().mapToDouble(Double::doubleValue).toArray())
                    .coefficients(allColumns(x[0].length));
            for (int i : held) {
                predicted[i] = dot(beta, x[i]);
            }
        }
        return predicted;
    }

    private record Cells(int count, double sd, Double explained) {}

    /**
     * The published per-framework cells: each session of a framework's other data access (at parity, no ORM, not
     * cross-stack) over its framework's JDBC on platform threads, round by round.
     */
    private static Cells cells(BenchSummary run, List<Slice> slices, double[] predicted) {
        Map<String, String> baseOf = new HashMap<>();
        Map<String, String> platformJdbc = new HashMap<>();
        List<VariantSetup> plain = run.sessions().stream()
                .filter(s -> !s.atBest() && s.overrides().isEmpty() && s.build() == null)
                .filter(s -> s.variant().orm() == null && !s.variant().crossStack())
                .toList();
        for (VariantSetup s : plain) {
            if ("platform".equals(s.variant().threads())
                    && "jdbc".equals(s.variant().driver())) {
                platformJdbc.put(s.variant().framework(), s.label());
            }
        }
        for (VariantSetup s : plain) {
            String base = platformJdbc.get(s.variant().framework());
            if (base != null && !base.equals(s.label())) {
                baseOf.put(s.label(), base);
            }
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < slices.size(); i++) {
            Slice s = slices.get(i);
            index.put(s.session() + "|" + s.scenario() + "|" + s.round(), i);
        }
        Map<String, List<double[]>> byCell = new LinkedHashMap<>();
        for (int i = 0; i < slices.size(); i++) {
            Slice s = slices.get(i);
            String base = baseOf.get(s.session());
            Integer b = base == null ? null : index.get(base + "|" + s.scenario() + "|" + s.round());
            if (b != null && slices.get(b).epoch() == s.epoch()) {
                byCell.computeIfAbsent(s.session() + "|" + s.scenario() + "|" + s.epoch(), k -> new ArrayList<>())
                        .add(new double[] {s.y() - slices.get(b).y(), predicted[i] - predicted[b]});
            }
        }
        List<Double> sds = new ArrayList<>();
        Set<String> counted = new java.util.HashSet<>();
        double total = 0;
        double left = 0;
        for (Map.Entry<String, List<double[]>> cell : byCell.entrySet()) {
            List<double[]> rounds = cell.getValue();
            if (rounds.size() < 2) {
                continue;
            }
            counted.add(cell.getKey().substring(0, cell.getKey().lastIndexOf('|')));
            double mean = rounds.stream().mapToDouble(d -> d[0]).average().orElseThrow();
            double fitMean = rounds.stream().mapToDouble(d -> d[1]).average().orElseThrow();
            double ss = 0;
            for (double[] d : rounds) {
                ss += (d[0] - mean) * (d[0] - mean);
                double residual = (d[0] - mean) - (d[1] - fitMean);
                left += residual * residual;
            }
            total += ss;
            sds.add(Math.sqrt(ss / (rounds.size() - 1)));
        }
        return sds.isEmpty()
                ? new Cells(0, 0, null)
                : new Cells(counted.size(), Averages.median(sds), total > 0 ? 1 - left / total : null);
    }

    private static long groups(List<Slice> slices) {
        return slices.stream()
                .map(s -> s.session() + "|" + s.scenario() + "|" + s.epoch())
                .distinct()
                .count();
    }

    private static double[][] standardised(double[][] x) {
        int k = x[0].length;
        double[][] z = new double[x.length][k];
        for (int j = 0; j < k; j++) {
            double ss = 0;
            for (double[] row : x) {
                ss += row[j] * row[j];
            }
            double sd = Math.sqrt(ss / x.length);
            for (int i = 0; i < x.length; i++) {
                z[i][j] = sd > 0 ? x[i][j] / sd : 0;
            }
        }
        return z;
    }

    private static double sliceSd(List<Slice> slices) {
        Map<String, List<Double>> groups = new HashMap<>();
        slices.forEach(
                s -> groups.computeIfAbsent(s.session() + "|" + s.scenario() + "|" + s.epoch(), k -> new ArrayList<>())
                        .add(s.y()));
        List<Double> sds = new ArrayList<>();
        for (List<Double> g : groups.values()) {
            double ss = g.stream().mapToDouble(v -> v * v).sum();
            sds.add(Math.sqrt(ss / (g.size() - 1)));
        }
        return Averages.median(sds);
    }

    private static double percentile(List<Double> sorted, double p) {
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    private static double sumSquares(double[] y, double[] fitted) {
        double s = 0;
        for (int i = 0; i < y.length; i++) {
            s += (y[i] - fitted[i]) * (y[i] - fitted[i]);
        }
        return s;
    }

    private static int allColumns(int k) {
        return (1 << k) - 1;
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
