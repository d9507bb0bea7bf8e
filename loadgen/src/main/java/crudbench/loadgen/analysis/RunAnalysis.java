package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.GridViews;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.RepeatRange;
import crudbench.loadgen.model.RunCosts;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.model.Standing;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.RelaySample;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Analyses one or more bench runs once, into the {@link RunModel} every format reads: the cells,
 * every effect of the grid, how sure, each scenario's grid and standings, and what the method
 * cost. Nothing downstream estimates again.
 */
public final class RunAnalysis {

    private RunAnalysis() {}

    /** @param names each run's folder as the pages name it, in the order of the summaries */
    public static RunModel of(List<BenchSummary> summaries, List<String> names) {
        Measurements data = Aggregation.of(summaries);
        List<GridEstimates.MainRounds> estimated = GridEstimates.rounds(data);
        List<Effect> effects =
                estimated.stream().map(GridEstimates.MainRounds::effect).toList();
        int users = data.referenceUsers();
        Map<String, GridView> grids = new LinkedHashMap<>();
        Map<String, Map<String, Standing>> standings = new LinkedHashMap<>();
        for (String scenario : data.scenarios(LoadModel.CLOSED)) {
            grids.put(scenario, GridAnalysis.of(data, scenario, users));
            standings.put(scenario, standings(data, scenario, users));
        }
        return new RunModel(
                data,
                names,
                effects,
                Confidence.of(data, estimated),
                new GridViews(grids, standings, equalLoadCells(data)),
                costs(data, users),
                AxisAnalysis.of(data, users));
    }

    /**
     * Each framework's column over its JDBC on platform threads, app CPU per request at the open model's equal load,
     * at parity and at best: the CPU cells What to pick judges, for the pages to print beside it.
     */
    private static List<Effect> equalLoadCells(Measurements data) {
        Optional<Integer> rate = data.equalLoad();
        if (rate.isEmpty()) {
            return List.of();
        }
        return GridEstimates.cells(
                data, at -> at.model() == LoadModel.OPEN && at.load() == rate.get() && at.metric() == Metric.APP_CPU);
    }

    /**
     * Every variant of one scenario against the best: throughput's geometric mean with its interval,
     * and its ratio to the variant with the most throughput (for CPU: the least), paired round by round.
     */
    private static Map<String, Standing> standings(Measurements data, String scenario, int users) {
        Map<String, Map<Integer, Double>> rounds = new LinkedHashMap<>();
        Map<String, Map<Integer, Double>> cpuRounds = new LinkedHashMap<>();
        for (String variant : data.variants()) {
            if (data.cell(variant, LoadModel.CLOSED, users, scenario).isPresent()) {
                rounds.put(variant, data.perRound(variant, LoadModel.CLOSED, users, scenario, Metric.THROUGHPUT));
                cpuRounds.put(variant, data.perRound(variant, LoadModel.CLOSED, users, scenario, Metric.APP_CPU));
            }
        }
        String best = best(rounds, true);
        String bestCpu = best(cpuRounds, false);
        Map<String, Standing> standings = new LinkedHashMap<>();
        rounds.forEach((variant, own) -> {
            boolean cpuMeasured = data.cell(variant, LoadModel.CLOSED, users, scenario)
                            .map(PointSummary::appCpuPerReq)
                            .isPresent()
                    && bestCpu != null;
            standings.put(
                    variant,
                    new Standing(
                            RoundContrasts.interval(logs(own)).orElse(null),
                            rank(variant, best, own, rounds),
                            cpuMeasured ? rank(variant, bestCpu, cpuRounds.get(variant), cpuRounds) : null));
        });
        return standings;
    }

    /** Each round's value on the log scale, by its key. */
    static Map<Integer, Double> logs(Map<Integer, Double> values) {
        Map<Integer, Double> logs = new TreeMap<>();
        values.forEach((round, value) -> logs.put(round, Math.log(value)));
        return logs;
    }

    private static Standing.Rank rank(
            String variant, String best, Map<Integer, Double> own, Map<String, Map<Integer, Double>> all) {
        if (variant.equals(best)) {
            return new Standing.Rank(true, null);
        }
        return new Standing.Rank(false, PairedRatio.ratio(own, all.get(best)).orElse(null));
    }

    /** The variant with the highest (or lowest) geometric mean over its rounds. */
    private static String best(Map<String, Map<Integer, Double>> rounds, boolean highest) {
        Comparator<Map.Entry<String, Map<Integer, Double>>> byValue = Comparator.comparingDouble(
                e -> Averages.geometricMean(e.getValue().values()));
        var measured = rounds.entrySet().stream().filter(e -> !e.getValue().isEmpty());
        return (highest ? measured.max(byValue) : measured.min(byValue))
                .map(Map.Entry::getKey)
                .orElse(null);
    }

    private static RunCosts costs(Measurements data, int users) {
        return new RunCosts(idle(data.idle()), relay(data, users), loadgen(data, users));
    }

    private static RunCosts.IdleCost idle(List<IdleSample> idle) {
        if (idle.isEmpty()) {
            return null;
        }
        List<Double> shares = idle.stream().map(IdleSample::shareOfLoaded).toList();
        List<Double> cores = idle.stream()
                .filter(i -> i.windowMs() > 0)
                .map(i -> i.idleCpuMs() / i.windowMs())
                .toList();
        return new RunCosts.IdleCost(
                idle.size(),
                idle.stream().mapToInt(IdleSample::idleApps).max().orElse(0),
                Averages.median(shares),
                shares.stream().mapToDouble(d -> d).max().orElse(0),
                Averages.median(cores),
                cores.stream().mapToDouble(d -> d).max().orElse(0));
    }

    private static RunCosts.RelayCost relay(Measurements data, int users) {
        List<Double> perRequest = data.relay().stream()
                .map(RelaySample::cpuMsPerRequest)
                .filter(Objects::nonNull)
                .toList();
        if (perRequest.isEmpty()) {
            return null;
        }
        Double leanest = data.variants().stream()
                .flatMap(v ->
                        data.scenarios(LoadModel.CLOSED).stream().map(s -> data.cell(v, LoadModel.CLOSED, users, s)))
                .flatMap(Optional::stream)
                .map(PointSummary::appCpuPerReq)
                .filter(Objects::nonNull)
                .map(RepeatRange::mean)
                .min(Double::compare)
                .orElse(null);
        return new RunCosts.RelayCost(Averages.median(perRequest), perRequest.size(), leanest);
    }

    private static List<RunCosts.LoadgenCost> loadgen(Measurements data, int users) {
        List<RunCosts.LoadgenCost> costs = new ArrayList<>();
        for (String scenario : data.scenarios(LoadModel.CLOSED)) {
            List<PointSummary> cells = data.variants().stream()
                    .map(v -> data.cell(v, LoadModel.CLOSED, users, scenario))
                    .flatMap(Optional::stream)
                    .toList();
            RepeatRange loadgen = RepeatRange.of(
                    cells.stream().map(PointSummary::loadgenCpuPerReq).toList());
            Double leanest = cells.stream()
                    .map(PointSummary::appCpuPerReq)
                    .filter(Objects::nonNull)
                    .map(RepeatRange::mean)
                    .min(Double::compare)
                    .orElse(null);
            costs.add(new RunCosts.LoadgenCost(scenario, loadgen == null ? null : loadgen.mean(), leanest));
        }
        return costs;
    }
}
