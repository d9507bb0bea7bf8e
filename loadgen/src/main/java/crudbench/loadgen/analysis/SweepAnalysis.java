package crudbench.loadgen.analysis;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.SweepModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.results.RoundTrip;
import crudbench.loadgen.results.VariantAxes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** The runs of a latency sweep, each at its measured round trip, and each column's line over them. */
public final class SweepAnalysis {

    private SweepAnalysis() {}

    /** @param runs one run per round trip, each of which recorded the round trip it measured */
    public static SweepModel of(List<BenchSummary> runs, int pool, int workers) {
        SortedMap<Double, Measurements> byTrip = new TreeMap<>();
        for (BenchSummary run : runs) {
            RoundTrip trip = run.around().roundTrip();
            if (trip == null) {
                throw new IllegalArgumentException(
                        "a run of " + run.startedAt() + " recorded no round trip: not a run" + " of the sweep");
            }
            byTrip.put(trip.measuredMs(), Aggregation.of(List.of(run)));
        }
        Measurements first = byTrip.get(byTrip.firstKey());
        int users = first.referenceUsers();
        Map<String, Map<AccessColumn, double[]>> lines = new LinkedHashMap<>();
        for (String scenario : first.scenarios(LoadModel.CLOSED)) {
            lines.put(scenario, lines(byTrip, scenario, users));
        }
        SortedMap<Double, List<Effect>> effects = new TreeMap<>();
        byTrip.forEach((trip, results) -> effects.put(
                trip,
                GridEstimates.of(results).stream()
                        .filter(e -> e.kind().equals(Effect.DATA_ACCESS)
                                && e.model() == LoadModel.CLOSED
                                && e.load() == users
                                && e.metric().equals(Metric.THROUGHPUT.id()))
                        .toList()));
        return new SweepModel(byTrip, users, pool, workers, lines, effects);
    }

    /** One line per data-access column: the geometric mean of its variants' throughput, grid variants only. */
    private static Map<AccessColumn, double[]> lines(
            SortedMap<Double, Measurements> byTrip, String scenario, int users) {
        Map<AccessColumn, List<double[]>> perColumn = new TreeMap<>();
        Measurements first = byTrip.get(byTrip.firstKey());
        int trips = byTrip.size();
        for (String variant : first.variants()) {
            first.axes(variant).filter(VariantAxes::inGrid).ifPresent(axes -> {
                double[] ys = new double[trips];
                int i = 0;
                for (Measurements results : byTrip.values()) {
                    ys[i++] = results.cell(variant, LoadModel.CLOSED, users, scenario)
                            .map(PointSummary::throughput)
                            .map(t -> t.mean())
                            .orElse(Double.NaN);
                }
                perColumn
                        .computeIfAbsent(AccessColumn.of(axes), c -> new ArrayList<>())
                        .add(ys);
            });
        }
        Map<AccessColumn, double[]> lines = new LinkedHashMap<>();
        perColumn.forEach((column, series) -> {
            double[] ys = new double[trips];
            for (int i = 0; i < trips; i++) {
                int at = i;
                ys[i] = Averages.geometricMean(series.stream()
                        .map(s -> s[at])
                        .filter(v -> !Double.isNaN(v))
                        .toList());
            }
            lines.put(column, ys);
        });
        return lines;
    }
}
