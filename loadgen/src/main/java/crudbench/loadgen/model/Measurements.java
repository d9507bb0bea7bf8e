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
 * The rows and variant runs of one or more bench runs, with what the analysis aggregated of them once
 * (analysis.Aggregation): each cell's {@link PointSummary} over its rounds, each variant's facts, the equal load, the
 * database's ceilings and the speed probe's median. What `just compare` tabulates and draws reads it; nothing here
 * estimates. Variants come in registry order, scenarios in the order their benchmark file ran them.
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
    private final List<String> variants;
    private final Aggregates aggregates;

    /**
     * What the analysis aggregated of the rows, once: each measured cell's summary by {@link #cellKey}, each
     * variant's facts over its runs, the open model's equal load, each ceiling's median by {@link #ceilingKey}, and
     * the speed probe's median CPU in ms.
     */
    public record Aggregates(
            Map<String, PointSummary> cells,
            Map<String, VariantFacts> facts,
            Optional<Integer> equalLoad,
            Map<String, CeilingRow> ceilings,
            OptionalDouble speedMs) {}

    private Measurements(List<BenchSummary> summaries, Aggregates aggregates) {
        this.aggregates = aggregates;
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

    /** The runs with what the analysis aggregated of them (analysis.Aggregation, the one caller). */
    public static Measurements of(List<BenchSummary> summaries, Aggregates aggregates) {
        return new Measurements(summaries, aggregates);
    }

    /** The key of a cell among the aggregates. */
    public static String cellKey(String variant, LoadModel model, int load, String scenario) {
        return String.join("\u0000", variant, model.id(), Integer.toString(load), scenario);
    }

    /** The key of a ceiling among the aggregates. */
    public static String ceilingKey(int users, String scenario) {
        return users + "\u0000" + scenario;
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
        return aggregates.facts().getOrDefault(variant, new VariantFacts(variant, null, null, null, null));
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

    /** Over the rounds, as the analysis aggregated it; empty where the runs did not measure it. */
    public Optional<PointSummary> cell(String variant, LoadModel model, int load, String scenario) {
        return Optional.ofNullable(aggregates.cells().get(cellKey(variant, model, load, scenario)));
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
     * The open model's highest offered rate that every variant sustained in every scenario: there
     * every app did the same work per second, so their CPU per request compares as a cost, free
     * of how fast each could have gone. Empty when no rate was sustained by all.
     */
    public Optional<Integer> equalLoad() {
        return aggregates.equalLoad();
    }

    /**
     * The median over rounds of the database's ceiling for a scenario beside this concurrency; empty when unmeasured.
     * A round whose pgbench processed nothing (it spent its seconds connecting) measured no ceiling and is left out.
     */
    public Optional<CeilingRow> ceiling(int users, String scenario) {
        return Optional.ofNullable(aggregates.ceilings().get(ceilingKey(users, scenario)));
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
        return aggregates.speedMs();
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
}
