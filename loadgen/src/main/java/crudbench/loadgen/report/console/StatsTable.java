package crudbench.loadgen.report.console;

import crudbench.loadgen.hyperfoil.MetricResult;
import crudbench.loadgen.hyperfoil.MetricSummary;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.util.List;
import java.util.stream.Collectors;

/** The table `just hyperfoil run` prints: one row per phase and metric, like Hyperfoil's CLI `stats`. */
public final class StatsTable {

    private StatsTable() {}

    public static String render(RunResult run, List<Flag> flags) {
        Table table = new Table(
                "PHASE",
                "METRIC",
                "REQUESTS>",
                "REQ/S>",
                "MEAN>",
                "p50>",
                "p90>",
                "p99>",
                "p99.9>",
                "MAX>",
                "ERRORS>",
                "TIMEOUTS>",
                "BLOCKED>",
                "2xx>",
                "4xx>",
                "5xx>",
                "FLAGS");
        for (PhaseResult phase : run.phases()) {
            List<MetricResult> metrics = phase.metrics();
            if (metrics.isEmpty()) {
                table.row(
                        phase.name() + (phase.warmup() ? " (warmup)" : ""),
                        "-",
                        0,
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "",
                        flagsOf(flags, phase.name(), null));
                continue;
            }
            for (MetricResult metric : metrics) {
                MetricSummary m = MetricSummary.of(phase, metric);
                table.row(
                        phase.name() + (phase.warmup() ? " (warmup)" : ""),
                        m.metric(),
                        m.counts().requests(),
                        Numbers.rate(m.counts().throughput()),
                        Numbers.ms(m.latency().meanMs()),
                        Numbers.ms(m.latency().p50Ms()),
                        Numbers.ms(m.latency().p90Ms()),
                        Numbers.ms(m.latency().p99Ms()),
                        Numbers.ms(m.latency().p999Ms()),
                        Numbers.ms(m.latency().maxMs()),
                        m.failures().errors(),
                        m.failures().timeouts(),
                        Numbers.ms(m.failures().blockedMs()),
                        m.statuses().status2xx(),
                        m.statuses().status4xx(),
                        m.statuses().status5xx(),
                        flagsOf(flags, phase.name(), m.metric()));
            }
        }
        return table.text();
    }

    /** The labels of the flags of this phase and metric, and of the phase as a whole. */
    static String flagsOf(List<Flag> flags, String phase, String metric) {
        return flags.stream()
                .filter(f -> phase.equals(f.phase())
                        && (f.metric() == null || f.metric().equals(metric)))
                .map(f -> f.kind().label())
                .distinct()
                .collect(Collectors.joining(", "));
    }
}
