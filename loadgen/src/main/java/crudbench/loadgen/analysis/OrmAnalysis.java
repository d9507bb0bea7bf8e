package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.OrmComparison;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.VariantAxes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Each ORM variant over its plain-SQL twin, paired round by round (the interval over the epochs' means
 * where the run has epochs, as every cell's): throughput at saturation and app CPU per request at the equal
 * load. The grid's two-way design stays plain SQL; this is the ORM's own table, as Spring's web × driver
 * table is the web stack's.
 */
final class OrmAnalysis {

    private OrmAnalysis() {}

    static List<OrmComparison> of(Measurements data, int users) {
        List<OrmComparison> rows = new ArrayList<>();
        Optional<Integer> rate = data.equalLoad();
        for (String variant : data.variants()) {
            Optional<VariantAxes> axes = data.axes(variant).filter(a -> a.orm() != null);
            if (axes.isEmpty() || !data.variants().contains(axes.get().orm().plain())) {
                continue;
            }
            VariantAxes a = axes.get();
            Map<String, RatioInterval> throughput = new LinkedHashMap<>();
            for (String scenario : data.scenarios(LoadModel.CLOSED)) {
                ratio(data, variant, a.orm().plain(), LoadModel.CLOSED, users, scenario, Metric.THROUGHPUT)
                        .ifPresent(r -> throughput.put(scenario, r));
            }
            Map<String, RatioInterval> cpu = new LinkedHashMap<>();
            rate.ifPresent(r -> data.scenarios(LoadModel.OPEN)
                    .forEach(scenario -> ratio(
                                    data, variant, a.orm().plain(), LoadModel.OPEN, r, scenario, Metric.APP_CPU)
                            .ifPresent(x -> cpu.put(scenario, x))));
            rows.add(new OrmComparison(
                    variant,
                    a.orm().plain(),
                    a.framework(),
                    a.threads(),
                    a.orm().name(),
                    throughput,
                    cpu,
                    rate.orElse(null)));
        }
        return rows;
    }

    private static Optional<RatioInterval> ratio(
            Measurements data,
            String variant,
            String plain,
            LoadModel model,
            int load,
            String scenario,
            Metric metric) {
        return PairedRatio.ratio(
                data.perRound(variant, model, load, scenario, metric),
                data.perRound(plain, model, load, scenario, metric));
    }
}
