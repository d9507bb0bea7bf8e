package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.model.SideBySide;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One app over another in one run that measured both side by side ({@link SideBySide}). */
public final class PairAcrossRuns {

    private PairAcrossRuns() {}

    /** a and b on one scenario at the run's reference concurrency; empty where the run lacks either. */
    public static Optional<SideBySide> of(BenchSummary run, String a, String b, String scenario) {
        Measurements data = Aggregation.of(List.of(run));
        int users = data.referenceUsers();
        Optional<PointSummary> left = data.cell(a, LoadModel.CLOSED, users, scenario);
        Optional<PointSummary> right = data.cell(b, LoadModel.CLOSED, users, scenario);
        if (left.isEmpty() || right.isEmpty()) {
            return Optional.empty();
        }
        Optional<RatioInterval> throughput = PairedRatio.ratio(
                data.throughputs(b, LoadModel.CLOSED, users, scenario),
                data.throughputs(a, LoadModel.CLOSED, users, scenario));
        if (throughput.isEmpty()) {
            return Optional.empty();
        }
        Map<Integer, Double> aCpu = data.perRound(a, LoadModel.CLOSED, users, scenario, Metric.APP_CPU);
        Map<Integer, Double> bCpu = data.perRound(b, LoadModel.CLOSED, users, scenario, Metric.APP_CPU);
        return Optional.of(new SideBySide(
                run.sessions().size(),
                users,
                left.get().throughput().mean(),
                right.get().throughput().mean(),
                throughput.get(),
                left.get().appCpuPerReq() == null
                        ? null
                        : left.get().appCpuPerReq().mean(),
                right.get().appCpuPerReq() == null
                        ? null
                        : right.get().appCpuPerReq().mean(),
                PairedRatio.ratio(bCpu, aCpu).orElse(null)));
    }
}
