package crudbench.loadgen.report.html;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import crudbench.harness.proc.MachineFacts;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.CommitNote;
import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.RepeatRange;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.profile.Layer;
import crudbench.loadgen.profile.LayerTable;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RunLength;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.results.VariantFacts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * report.html of a bench run (or of runs pooled), beside compare.md: the grid's answer and how
 * sure it is first, then the forest plots of every ratio, the sweeps, CPU and memory, the web ×
 * driver tables, and the run's facts. What it shows is what compare.md tabulates, from the same
 * {@link Measurements}; the page's script (bench.js) only lays it out.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: its records are the
 * JSON that bench.js reads, one per part of the page, and they stay beside the methods that
 * fill them, so that a field of the page is found in one file.
 */
public final class BenchPage {

    /** What bench.js draws; the groups are flat in its JSON. */
    record BenchData(
            String kind,
            String title,
            List<BenchRun> runs,
            HowSure howSure,
            @JsonUnwrapped FirstScreen answer,
            @JsonUnwrapped Detail detail,
            List<String> flags) {}

    /**
     * The first screen: the grid of every closed-model scenario, and every effect.
     *
     * @param equalLoad    the open model's equal load (the highest rate every variant served), where
     *                     the answer compares CPU per request; null without one
     * @param bestSettings with `just bench --tuned`: each variant at its best and its settings, as
     *                     "spring-r2dbc: R2DBC_FORCE_BINARY=true"; empty otherwise
     * @param decision     the decision table, what each data access gains or costs in each framework over every
     *                     criterion; null where the runs have no grid to judge
     */
    record FirstScreen(
            DecisionData decision,
            List<Column> columns,
            List<String> frameworks,
            int users,
            Integer equalLoad,
            List<GridData> grids,
            List<EffectRow> effects,
            List<String> bestSettings) {}

    /**
     * Below it: the sweeps, CPU and memory per request, the variants, and where a profiled run's CPU goes.
     *
     * @param cpuLayers a run measured with `--profile`: each scenario's CPU per request by layer; empty otherwise
     */
    record Detail(
            List<Sweep> sweeps, List<PerRequest> perRequest, List<VariantRow> variants, List<CpuLayers> cpuLayers) {}

    /**
     * One profiled scenario: each app's CPU per request by layer (the layers any app spends half a percent in, the
     * rest as "other"), and its flame graphs, relative to the page.
     */
    record CpuLayers(String scenario, int load, List<String> layers, List<LayerBar> rows) {}

    /** @param values milliseconds per request, in the order of the scenario's layers */
    record LayerBar(String variant, List<Double> values, List<String> flameGraphs) {}

    /** One run the page covers, as compare.md's first lines name it. */
    record BenchRun(
            String dir,
            @JsonUnwrapped BenchSummary.RunTimes times,
            String profile,
            int rounds,
            String design,
            @JsonUnwrapped Commit commit,
            MachineFacts machine,
            RunLength length) {}

    /**
     * @param commit      without "-dirty": what `git checkout` takes
     * @param uncommitted what the run had besides its commit ({@link CommitNote#uncommitted}); null when clean
     */
    record Commit(String commit, String uncommitted) {}

    /** A data-access column, in the colour every chart gives it ({@link AccessColumn#hex()}). */
    record Column(String id, String header, String driver, String driverName, String colour) {}

    /** Every effect summary.json records, for the table of every ratio. */
    record EffectRow(@JsonUnwrapped EffectAt at, String kind, String of, String over, Ratio ratio) {}

    /** Which figure of which scenario at which load. */
    record EffectAt(String scenario, LoadModel model, int load, String metric, String metricLabel) {}

    /**
     * A scenario of one load model over its loads.
     *
     * @param chart three loads or more: fewer make a table, as a line through two points says nothing a table does not
     */
    record Sweep(LoadModel model, String scenario, List<Integer> loads, boolean chart, List<Series> series) {}

    record Series(String variant, List<Point> points) {}

    record Point(int load, double throughput, double p50Ms, double p99Ms, boolean flagged) {}

    /** CPU and memory of one variant in one scenario at one load; null where not measured. */
    record PerRequest(
            LoadModel model, int load, String scenario, String variant, Double appCpu, Double pgCpu, Double rssMaxMb) {}

    /** A variant's axes and facts; column is its access id. */
    record VariantRow(
            String id,
            String framework,
            String web,
            String column,
            boolean crossStack,
            String client,
            @JsonUnwrapped VariantSize size) {}

    /** @param versions the line its startup log printed */
    record VariantSize(Double startupMs, Double artifactMb, String versions) {}

    private BenchPage() {}

    /** Writes {@code out/report.html} for these runs (named as given), with no decision table, and returns its path. */
    public static Path write(Path out, RunModel run) {
        return write(out, run, null);
    }

    /**
     * Writes {@code out/report.html} for these runs (named as given) and returns its path.
     *
     * @param picks the same runs judged by what-to-pick's rule, for the decision table; null for none
     */
    public static Path write(Path out, RunModel run, Picks picks) {
        return write(out, run, picks, List.of());
    }

    /**
     * Writes {@code out/report.html} with "Where the CPU goes" from a profiled run's profiles, and returns its path.
     */
    public static Path write(Path out, RunModel run, Picks picks, List<RunProfiles.Profile> profiles) {
        return HtmlPage.write(out, title(run.names()), "bench.js", data(run, picks, profiles));
    }

    static BenchData data(RunModel run) {
        return data(run, null);
    }

    static BenchData data(RunModel run, Picks picks) {
        return data(run, picks, List.of());
    }

    static BenchData data(RunModel run, Picks picks, List<RunProfiles.Profile> profiles) {
        Measurements results = run.data();
        List<Effect> effects = run.effects();
        int users = results.referenceUsers();
        List<GridData> grids = run.grids().values().stream()
                .map(GridData::of)
                .flatMap(Optional::stream)
                .toList();
        return new BenchData(
                "bench",
                title(run.names()),
                runs(results, run.names()),
                run.howSure(),
                new FirstScreen(
                        DecisionData.of(picks).orElse(null),
                        columns(results),
                        grids.isEmpty() ? List.of() : frameworks(results),
                        users,
                        results.equalLoad().orElse(null),
                        grids,
                        effects.stream().map(BenchPage::effectRow).toList(),
                        results.atBest().entrySet().stream()
                                .map(e -> e.getKey() + ": "
                                        + String.join(
                                                ", ",
                                                e.getValue().overrides().entrySet().stream()
                                                        .map(o -> o.getKey() + "=" + o.getValue())
                                                        .toList()))
                                .toList()),
                new Detail(sweeps(results), perRequest(results, users), variants(results), cpuLayers(profiles)),
                results.flags().stream().map(Object::toString).toList());
    }

    private static List<CpuLayers> cpuLayers(List<RunProfiles.Profile> profiles) {
        List<CpuLayers> all = new ArrayList<>();
        for (String scenario : RunProfiles.scenarios(profiles)) {
            List<RunProfiles.Profile> of =
                    profiles.stream().filter(p -> p.scenario().equals(scenario)).toList();
            List<Layer> shown = LayerTable.shown(of.stream()
                    .map(p -> new LayerTable.Profiled(p.variant(), p.costs(), p.cpuMsPerRequest()))
                    .toList());
            List<String> labels =
                    new ArrayList<>(shown.stream().map(Layer::label).toList());
            labels.add("other");
            List<LayerBar> rows = new ArrayList<>();
            for (RunProfiles.Profile p : of) {
                List<Double> values = new ArrayList<>();
                double other = p.cpuMsPerRequest();
                for (Layer l : shown) {
                    double ms = p.costs().msPerRequest(l, p.cpuMsPerRequest());
                    values.add(ms);
                    other -= ms;
                }
                values.add(Math.max(0, other));
                rows.add(new LayerBar(p.variant(), values, p.flameGraphs()));
            }
            all.add(new CpuLayers(scenario, of.getFirst().load(), labels, rows));
        }
        return all;
    }

    private static String title(List<String> names) {
        Path first = Path.of(names.getFirst()).toAbsolutePath().normalize();
        return "crudbench results: "
                + (names.size() == 1 ? String.valueOf(first.getFileName()) : names.size() + " runs pooled");
    }

    private static List<BenchRun> runs(Measurements results, List<String> names) {
        List<BenchRun> runs = new ArrayList<>();
        for (int i = 0; i < results.summaries().size(); i++) {
            BenchSummary s = results.summaries().get(i);
            var settings = s.settings();
            runs.add(new BenchRun(
                    names.get(i),
                    new BenchSummary.RunTimes(s.startedAt(), s.finishedAt()),
                    settings == null || settings.profile() == null
                            ? null
                            : settings.profile().name(),
                    s.roundsRun(),
                    settings == null || settings.layout() == null
                            ? null
                            : settings.layout().design(),
                    new Commit(settings == null ? null : settings.baseCommit(), CommitNote.uncommitted(settings)),
                    s.machine(),
                    s.length()));
        }
        return runs;
    }

    /** Every column a variant of the run sits in, cross-stack ones too, in the grid's order. */
    private static List<Column> columns(Measurements results) {
        Map<AccessColumn, String> sorted = new TreeMap<>();
        results.variants().forEach(v -> results.axes(v).ifPresent(a -> sorted.putIfAbsent(AccessColumn.of(a), v)));
        return sorted.keySet().stream()
                .map(c -> new Column(c.id(), c.header(), c.driver(), AccessColumn.driverName(c.driver()), c.hex()))
                .toList();
    }

    private static List<String> frameworks(Measurements results) {
        return results.variants().stream()
                .flatMap(v -> results.axes(v).stream())
                .filter(VariantAxes::inGrid)
                .map(a -> a.framework())
                .distinct()
                .toList();
    }

    private static EffectRow effectRow(Effect e) {
        Metric metric = Arrays.stream(Metric.values())
                .filter(m -> m.id().equals(e.metric()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown metric " + e.metric()));
        return new EffectRow(
                new EffectAt(e.scenario(), e.model(), e.load(), e.metric(), metric.label()),
                e.kind(),
                e.of(),
                e.over(),
                Ratio.of(e));
    }

    private static List<Sweep> sweeps(Measurements results) {
        List<Sweep> sweeps = new ArrayList<>();
        for (LoadModel model : LoadModel.values()) {
            List<Integer> loads = results.loads(model);
            for (String scenario : results.scenarios(model)) {
                List<Series> series = new ArrayList<>();
                for (String variant : results.variants()) {
                    List<Point> points = new ArrayList<>();
                    for (int load : loads) {
                        results.cell(variant, model, load, scenario)
                                .ifPresent(p -> points.add(
                                        new Point(load, p.throughput().mean(), p.p50Ms(), p.p99Ms(), p.flagged())));
                    }
                    if (!points.isEmpty()) {
                        series.add(new Series(variant, points));
                    }
                }
                sweeps.add(new Sweep(model, scenario, loads, loads.size() >= 3, series));
            }
        }
        return sweeps;
    }

    /** At the reference concurrency, and at the open model's equal load when there is one. */
    private static List<PerRequest> perRequest(Measurements results, int users) {
        List<PerRequest> rows = new ArrayList<>();
        Map<LoadModel, Optional<Integer>> points =
                Map.of(LoadModel.CLOSED, Optional.of(users), LoadModel.OPEN, results.equalLoad());
        for (LoadModel model : List.of(LoadModel.CLOSED, LoadModel.OPEN)) {
            Optional<Integer> load = points.get(model);
            if (load.isEmpty()) {
                continue;
            }
            for (String scenario : results.scenarios(model)) {
                for (String variant : results.variants()) {
                    results.cell(variant, model, load.get(), scenario)
                            .ifPresent(p -> rows.add(new PerRequest(
                                    model,
                                    load.get(),
                                    scenario,
                                    variant,
                                    mean(p.appCpuPerReq()),
                                    p.pgCpuPerReq(),
                                    p.rssMaxMb())));
                }
            }
        }
        return rows;
    }

    private static Double mean(RepeatRange range) {
        return range == null ? null : range.mean();
    }

    private static List<VariantRow> variants(Measurements results) {
        List<VariantRow> rows = new ArrayList<>();
        for (String variant : results.variants()) {
            VariantFacts facts = results.facts(variant);
            var axes = facts.axes();
            rows.add(new VariantRow(
                    variant,
                    axes == null ? null : axes.framework(),
                    axes == null ? null : axes.web(),
                    axes == null ? null : axes.access(),
                    axes != null && axes.crossStack(),
                    axes == null ? null : axes.client(),
                    new VariantSize(
                            facts.startupMs(),
                            facts.artifactBytes() == null ? null : facts.artifactBytes() / 1e6,
                            facts.versions())));
        }
        return rows;
    }
}
