package crudbench.loadgen.model;

import crudbench.harness.registry.Variant;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.CeilingRow;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.RelaySample;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.results.SpeedSample;
import crudbench.loadgen.results.TransactionCheck;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import crudbench.loadgen.results.VariantRun;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;

/**
 * The rows and variant runs of one or more bench runs, aggregated over repeats (and runs) into
 * {@link PointSummary}s: what `just compare` tabulates and draws. Variants come in registry order,
 * scenarios in the order their benchmark file ran them.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: it is the one view of
 * the results that every table, chart, page and claim reads, and most of it is small accessors
 * of the same kind.
 */
public final class Measurements {

    /** The closed-model concurrency the per-scenario tables and the grid show, when the sweep has it. */
    static final int REFERENCE_USERS = 64;

    /** Room for a run's epochs in a pairing key, and for an epoch's rounds. */
    private static final int PER_RUN = 1_000_000;

    private static final int PER_EPOCH = 1_000;

    private final List<BenchSummary> summaries;
    private final List<ScenarioRow> rows;
    /** For each row, the round it pairs with: its run's index and its repeat, as one key. */
    private final List<Integer> pairKeys = new ArrayList<>();

    private final List<VariantRun> runs;
    private final Map<String, Optional<PointSummary>> cells = new HashMap<>();
    private final List<String> variants;

    private Measurements(List<BenchSummary> summaries) {
        this.summaries = List.copyOf(summaries);
        List<ScenarioRow> all = new ArrayList<>();
        for (int i = 0; i < summaries.size(); i++) {
            for (ScenarioRow row : summaries.get(i).rows()) {
                all.add(row);
                pairKeys.add(key(i, row.epoch(), row.repeat()));
            }
        }
        this.rows = List.copyOf(all);
        this.runs = summaries.stream()
                .flatMap(s -> s.measured().variantRuns().stream())
                .toList();
        Set<String> ids = new LinkedHashSet<>();
        summaries.stream()
                .flatMap(s -> s.recordedVariants().stream())
                .map(Variant::id)
                .forEach(ids::add);
        ids.retainAll(runs.stream().map(VariantRun::variant).toList());
        runs.forEach(r -> ids.add(r.variant()));
        rows.forEach(r -> ids.add(r.variant()));
        this.variants = List.copyOf(ids);
    }

    /**
     * The key a round's values pair by: its run (the index among the summaries), its epoch and its
     * round, which is numbered on across a run's epochs. The analysis reads the levels back from it.
     */
    public static int key(int run, int epoch, int round) {
        return run * PER_RUN + epoch * PER_EPOCH + round;
    }

    /** The run a pairing key's round belongs to. */
    public static int runOf(int key) {
        return key / PER_RUN;
    }

    /** The epoch of its run a pairing key's round belongs to, as a key of its own (its run and epoch). */
    public static int epochOf(int key) {
        return key / PER_EPOCH;
    }

    public static Measurements of(List<BenchSummary> summaries) {
        return new Measurements(summaries);
    }

    public List<BenchSummary> summaries() {
        return summaries;
    }

    public List<ScenarioRow> rows() {
        return rows;
    }

    public List<Flag> flags() {
        return summaries.stream().flatMap(s -> s.flags().stream()).toList();
    }

    /** In registry order (as each run recorded it), then any others in the order they ran. */
    public List<String> variants() {
        return variants;
    }

    /**
     * The sessions `just bench --tuned` added, each variant at its best settings, by the variant's id (the label
     * of the same variant at parity); empty for a run without them.
     */
    public Map<String, VariantSetup> atBest() {
        Map<String, VariantSetup> best = new LinkedHashMap<>();
        summaries.stream()
                .flatMap(s -> s.sessions().stream())
                .filter(VariantSetup::atBest)
                .filter(session -> variants.contains(session.label()))
                .forEach(session -> best.putIfAbsent(session.variant().id(), session));
        return best;
    }

    public List<VariantRun> runs(String variant) {
        return runs.stream().filter(r -> r.variant().equals(variant)).toList();
    }

    /** Over its runs: the mean startup time, and the first artifact size, versions line and axes recorded. */
    public VariantFacts facts(String variant) {
        List<VariantFacts> all = runs(variant).stream().map(VariantRun::facts).toList();
        RepeatRange startup =
                RepeatRange.of(all.stream().map(VariantFacts::startupMs).toList());
        return new VariantFacts(
                variant,
                first(all, VariantFacts::axes),
                startup == null ? null : startup.mean(),
                first(all, VariantFacts::artifactBytes),
                first(all, VariantFacts::versions));
    }

    private static <T> T first(List<VariantFacts> facts, Function<VariantFacts, T> field) {
        return facts.stream().map(field).filter(Objects::nonNull).findFirst().orElse(null);
    }

    /** The variant's axes; a variant without a recorded run has none. */
    public Optional<VariantAxes> axes(String variant) {
        return Optional.ofNullable(facts(variant).axes());
    }

    /** The scenarios of a load model in the order the benchmark file ran them. */
    public List<String> scenarios(LoadModel model) {
        Set<String> ordered = new LinkedHashSet<>();
        rows.stream().filter(r -> r.loadModel() == model).forEach(r -> ordered.add(r.scenario()));
        return List.copyOf(ordered);
    }

    public List<Integer> loads(LoadModel model) {
        return rows.stream()
                .filter(r -> r.loadModel() == model)
                .map(ScenarioRow::load)
                .distinct()
                .sorted()
                .toList();
    }

    /** 64 users when the sweep has them, else the highest concurrency measured. */
    public int referenceUsers() {
        List<Integer> users = loads(LoadModel.CLOSED);
        if (users.contains(REFERENCE_USERS) || users.isEmpty()) {
            return REFERENCE_USERS;
        }
        return users.getLast();
    }

    /** Over the rounds: computed once per cell, then read from the map. */
    public Optional<PointSummary> cell(String variant, LoadModel model, int load, String scenario) {
        return cells.computeIfAbsent(
                String.join("\u0000", variant, model.id(), Integer.toString(load), scenario),
                k -> summarise(variant, model, load, scenario));
    }

    private Optional<PointSummary> summarise(String variant, LoadModel model, int load, String scenario) {
        List<ScenarioRow> matching = rows.stream()
                .filter(r -> r.variant().equals(variant)
                        && r.loadModel() == model
                        && r.load() == load
                        && r.scenario().equals(scenario))
                .toList();
        if (matching.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new PointSummary(
                variant,
                RepeatRange.of(values(matching, r -> r.throughput())),
                mean(matching, r -> r.latency().p50Ms()),
                mean(matching, r -> r.latency().p99Ms()),
                matching.stream()
                        .mapToLong(r -> r.traffic().errors() + r.traffic().non2xx())
                        .sum(),
                new PointSummary.CpuPerRequest(
                        RepeatRange.of(values(matching, ScenarioRow::appCpuPerRequest)),
                        meanOrNull(values(matching, ScenarioRow::pgCpuPerRequest)),
                        meanOrNull(values(matching, ScenarioRow::loadgenCpuPerRequest))),
                meanOrNull(values(matching, r -> r.usage().rssMaxMb())),
                matching.stream().anyMatch(ScenarioRow::flagged)));
    }

    /**
     * One value per round (key: run and round) of one app at one load: what the analysis
     * pairs with another app's rounds.
     */
    public Map<Integer, Double> perRound(
            String variant, LoadModel model, int load, String scenario, Function<ScenarioRow, Double> f) {
        Map<Integer, Double> values = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            ScenarioRow r = rows.get(i);
            if (r.variant().equals(variant)
                    && r.loadModel() == model
                    && r.load() == load
                    && r.scenario().equals(scenario)) {
                Double value = f.apply(r);
                if (value != null) {
                    values.put(pairKeys.get(i), value);
                }
            }
        }
        return values;
    }

    /** One metric per round (key: run and round). */
    public Map<Integer, Double> perRound(String variant, LoadModel model, int load, String scenario, Metric metric) {
        return perRound(variant, model, load, scenario, metric::of);
    }

    /** Throughput per round. */
    public Map<Integer, Double> throughputs(String variant, LoadModel model, int load, String scenario) {
        return perRound(variant, model, load, scenario, ScenarioRow::throughput);
    }

    /**
     * A rate is sustained when every variant answers at least this share of it, unflagged (an
     * exhausted session pool or blocked time is flagged). Not closer to 1: over the quick
     * profile's one-second phases, an app that keeps up still counts 0.89 to 1.1 of the rate, as
     * sessions start and finish around the window's edges.
     */
    static final double SUSTAINED = 0.85;

    /**
     * The open model's highest offered rate that every variant sustained in every scenario: there
     * every app did the same work per second, so their CPU per request compares as a cost, free
     * of how fast each could have gone. Empty when no rate was sustained by all.
     */
    public Optional<Integer> equalLoad() {
        List<Integer> rates = loads(LoadModel.OPEN);
        for (int i = rates.size() - 1; i >= 0; i--) {
            int rate = rates.get(i);
            boolean all = rows.stream()
                    .filter(r -> r.loadModel() == LoadModel.OPEN && r.load() == rate)
                    .allMatch(r -> !r.flagged() && r.throughput() >= SUSTAINED * rate);
            if (all) {
                return Optional.of(rate);
            }
        }
        return Optional.empty();
    }

    /**
     * The median over rounds of the database's ceiling for a scenario beside this concurrency; empty when unmeasured.
     * A round whose pgbench processed nothing (it spent its seconds connecting) measured no ceiling and is left out.
     */
    public Optional<CeilingRow> ceiling(int users, String scenario) {
        List<CeilingRow> matching = ceilings().stream()
                .filter(c -> c.users() == users && c.scenario().equals(scenario) && c.queriesPerSecond() > 0)
                .toList();
        if (matching.isEmpty()) {
            return Optional.empty();
        }
        double qps = Averages.median(
                matching.stream().map(CeilingRow::queriesPerSecond).toList());
        List<Double> cpu = matching.stream()
                .map(CeilingRow::pgCpuMsPerQuery)
                .filter(Objects::nonNull)
                .toList();
        return Optional.of(new CeilingRow(
                0,
                users,
                matching.getFirst().connections(),
                scenario,
                qps,
                cpu.isEmpty() ? null : Averages.median(cpu),
                matching.stream().mapToLong(CeilingRow::errors).sum()));
    }

    public List<CeilingRow> ceilings() {
        return summaries.stream().flatMap(s -> s.around().ceilings().stream()).toList();
    }

    public List<IdleSample> idle() {
        return summaries.stream().flatMap(s -> s.measured().idle().stream()).toList();
    }

    public List<RelaySample> relay() {
        return summaries.stream().flatMap(s -> s.around().relay().stream()).toList();
    }

    /** The speed probe before every round of the runs; empty for runs from before the probe. */
    public List<SpeedSample> speed() {
        return summaries.stream().flatMap(s -> s.around().speed().stream()).toList();
    }

    /** The speed probe's median CPU over every round of the runs, in ms; empty for runs from before the probe. */
    public OptionalDouble speedMs() {
        List<Double> cpu = speed().stream().map(SpeedSample::cpuMs).toList();
        return cpu.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(Averages.median(cpu));
    }

    /** The round trips the runs measured; runs that recorded none are left out. */
    public List<RoundTrip> roundTrips() {
        return summaries.stream()
                .map(s -> s.around().roundTrip())
                .filter(Objects::nonNull)
                .toList();
    }

    public List<TransactionCheck> transactions() {
        return summaries.stream()
                .map(s -> s.around().transactions())
                .filter(Objects::nonNull)
                .toList();
    }

    /** The designs the runs used, as recorded ("interleaved", "sequential"); older runs were sequential. */
    public List<String> designs() {
        return summaries.stream()
                .map(s -> s.settings() == null ? "sequential" : s.settings().design())
                .distinct()
                .toList();
    }

    private static List<Double> values(List<ScenarioRow> rows, Function<ScenarioRow, Double> f) {
        List<Double> values = new ArrayList<>();
        rows.forEach(r -> values.add(f.apply(r)));
        return values;
    }

    private static double mean(List<ScenarioRow> rows, Function<ScenarioRow, Double> f) {
        Double mean = meanOrNull(values(rows, f));
        return mean == null ? 0 : mean;
    }

    private static Double meanOrNull(List<Double> values) {
        RepeatRange range = RepeatRange.of(values);
        return range == null ? null : range.mean();
    }
}
