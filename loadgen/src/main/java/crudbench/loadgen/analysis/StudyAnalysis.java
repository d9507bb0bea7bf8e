package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridView;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.StudyModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An experiment of `just findings`: each session over the first, by the method behind every ratio ({@link PairedRatio}). */
public final class StudyAnalysis {

    private StudyAnalysis() {}

    public static StudyModel of(Path folder, BenchSummary summary) {
        Measurements data = Aggregation.of(List.of(summary));
        Map<String, GridView.Ratios> overFirst = new LinkedHashMap<>();
        if (!data.variants().isEmpty()) {
            String first = data.variants().getFirst();
            for (String scenario : data.scenarios(LoadModel.CLOSED)) {
                for (int users : data.loads(LoadModel.CLOSED)) {
                    for (String session : data.variants()) {
                        if (session.equals(first)
                                || data.cell(session, LoadModel.CLOSED, users, scenario)
                                        .isEmpty()) {
                            continue;
                        }
                        Optional<RatioInterval> t = ratio(data, session, first, users, scenario, Metric.THROUGHPUT);
                        Optional<RatioInterval> c = ratio(data, session, first, users, scenario, Metric.APP_CPU);
                        if (t.isPresent() || c.isPresent()) {
                            overFirst.put(
                                    StudyModel.key(session, scenario, users),
                                    new GridView.Ratios(t.orElse(null), c.orElse(null)));
                        }
                    }
                }
            }
        }
        return new StudyModel(folder, data, overFirst);
    }

    private static Optional<RatioInterval> ratio(
            Measurements data, String session, String base, int users, String scenario, Metric metric) {
        return PairedRatio.ratio(
                data.perRound(session, LoadModel.CLOSED, users, scenario, metric),
                data.perRound(base, LoadModel.CLOSED, users, scenario, metric));
    }
}
