package crudbench.loadgen.tuning;

import crudbench.loadgen.analysis.Aggregation;
import crudbench.loadgen.analysis.RoundContrasts;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Each setting of a sweep batch against its variant at parity: the two figures the answer
 * publishes, each a ratio paired round by round and averaged over the scenarios on the log scale
 * (the setting's main effect over the scenarios), with {@link RoundContrasts}' interval.
 */
final class SettingGains {

    private SettingGains() {}

    /** Every session of the run with settings whose variant also ran at parity, in the run's order. */
    static List<SettingGain> of(BenchSummary summary) {
        return of(Aggregation.of(List.of(summary)), summary.settings().layout().sessions());
    }

    /** Each of these sessions with settings whose variant ran at parity in these results. */
    static List<SettingGain> of(Measurements results, List<VariantSetup> sessions) {
        List<SettingGain> gains = new ArrayList<>();
        for (VariantSetup session : sessions) {
            String parity = session.variant().id();
            if (session.overrides().isEmpty() || !results.variants().contains(parity)) {
                continue;
            }
            RatioInterval throughput = over(
                            results,
                            session.label(),
                            parity,
                            LoadModel.CLOSED,
                            results.referenceUsers(),
                            Metric.THROUGHPUT)
                    .orElse(null);
            RatioInterval cpu = results.equalLoad()
                    .flatMap(rate -> over(results, session.label(), parity, LoadModel.OPEN, rate, Metric.APP_CPU))
                    .orElse(null);
            if (throughput != null) {
                gains.add(new SettingGain(
                        parity,
                        session.label(),
                        session.overrides(),
                        throughput,
                        cpu,
                        SettingGain.judge(throughput, cpu)));
            }
        }
        return gains;
    }

    /** The setting over parity on one metric at one load, averaged over the model's scenarios, per round. */
    static Optional<RatioInterval> over(
            Measurements results, String setting, String parity, LoadModel model, int load, Metric metric) {
        List<String> scenarios = results.scenarios(model);
        Map<Integer, Double> sums = new TreeMap<>();
        Set<Integer> complete = null;
        for (String scenario : scenarios) {
            Map<Integer, Double> a = results.perRound(setting, model, load, scenario, metric);
            Map<Integer, Double> b = results.perRound(parity, model, load, scenario, metric);
            Set<Integer> both = new HashSet<>(a.keySet());
            both.retainAll(b.keySet());
            if (complete == null) {
                complete = both;
            } else {
                complete.retainAll(both);
            }
            both.forEach(round -> sums.merge(round, Math.log(a.get(round) / b.get(round)), Double::sum));
        }
        if (complete == null || complete.isEmpty()) {
            return Optional.empty();
        }
        Map<Integer, Double> means = new TreeMap<>();
        for (int round : complete) {
            means.put(round, sums.get(round) / scenarios.size());
        }
        return RoundContrasts.interval(means);
    }
}
