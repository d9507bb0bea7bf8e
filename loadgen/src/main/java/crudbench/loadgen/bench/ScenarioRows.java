package crudbench.loadgen.bench;

import crudbench.loadgen.hyperfoil.Histograms;
import crudbench.loadgen.hyperfoil.MetricResult;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.ScenarioRow;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.http.statistics.HttpStats;
import java.util.List;

/** A {@link ScenarioRow} from one phase of a Hyperfoil run and what the app and PostgreSQL used meanwhile. */
public final class ScenarioRows {

    /** The metrics of a scenario's setup requests end so: they count towards CPU per request only. */
    static final String SETUP_SUFFIX = "-setup";

    private ScenarioRows() {}

    public static ScenarioRow of(
            String variant,
            int epoch,
            int repeat,
            LoadModel loadModel,
            int load,
            PhaseResult phase,
            PhaseSample sample,
            List<Flag> flags) {
        StatisticsSnapshot own = new StatisticsSnapshot();
        long allRequests = 0;
        long errors = 0;
        long non2xx = 0;
        for (MetricResult metric : phase.metrics()) {
            StatisticsSnapshot total = metric.total();
            if (!metric.metric().endsWith(SETUP_SUFFIX)) {
                MetricResult.merge(own, total);
            }
            HttpStats http = HttpStats.get(total);
            allRequests += total.responseCount;
            errors += total.connectionErrors + total.requestTimeouts + total.internalErrors;
            non2xx += http.status_3xx + http.status_4xx + http.status_5xx + http.status_other;
        }
        long window = phase.windowMs();
        Double loadgenCpu =
                phase.loadgenCpu() == null ? null : phase.loadgenCpu().toNanos() / 1e6;
        List<Flag.Kind> kinds = flags.stream()
                .filter(f -> phase.name().equals(f.phase()))
                .map(Flag::kind)
                .distinct()
                .toList();
        return new ScenarioRow(
                new ScenarioRow.RowId(variant, epoch, repeat, loadModel, load, phase.name()),
                new ScenarioRow.Traffic(
                        window,
                        own.responseCount,
                        allRequests,
                        window > 0 ? own.responseCount * 1000.0 / window : 0,
                        errors,
                        non2xx),
                Histograms.responseTimes(own),
                ScenarioRow.Usage.of(sample, loadgenCpu),
                kinds,
                sample == null ? null : sample.noise());
    }
}
