package crudbench.loadgen.bench;

import crudbench.harness.SuiteSql;
import crudbench.loadgen.hyperfoil.MetricResult;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cross-checks Hyperfoil's counts with what PostgreSQL executed (pg_stat_statements, reset
 * before each run): every answered request of a metric runs exactly one of the suite's
 * statements, so the two must agree. It also catches a variant that sends other SQL.
 */
final class DbCounts {

    private DbCounts() {}

    /**
     * Nothing to check when the statistics are not readable (an external database).
     *
     * @param operations metric to the operation its request runs, from the benchmark file ({@link BenchmarkPlan})
     */
    static List<Flag> check(
            RunResult run, Map<String, String> operations, Map<String, Long> calls, Map<String, String> suiteSql) {
        List<Flag> flags = new ArrayList<>();
        if (calls.isEmpty()) {
            return flags;
        }
        Map<String, Long> expected = new LinkedHashMap<>();
        for (PhaseResult phase : run.phases()) {
            for (MetricResult metric : phase.metrics()) {
                String operation = operations.get(metric.metric());
                if (operation != null) {
                    expected.merge(operation, (long) metric.total().responseCount, Long::sum);
                }
            }
        }
        Map<String, Long> executed = executed(calls, suiteSql);
        for (Map.Entry<String, Long> e : expected.entrySet()) {
            long actual = executed.getOrDefault(e.getKey(), 0L);
            if (actual != e.getValue()) {
                flags.add(Flag.of(
                        null,
                        null,
                        Kind.DB_COUNTS_DISAGREE,
                        String.format(
                                "%s: %d answered requests, %d statements executed", e.getKey(), e.getValue(), actual)));
            }
        }
        return flags;
    }

    /** Executions of each operation's statement, matched on the normalized SQL text. */
    static Map<String, Long> executed(Map<String, Long> calls, Map<String, String> suiteSql) {
        Map<String, Long> executed = new LinkedHashMap<>();
        for (Map.Entry<String, Long> call : calls.entrySet()) {
            String text = SuiteSql.normalize(call.getKey());
            suiteSql.forEach((operation, sql) -> {
                if (SuiteSql.normalize(sql).equals(text)) {
                    executed.merge(operation, call.getValue(), Long::sum);
                }
            });
        }
        return executed;
    }

    /**
     * Statements other than the suite's, the harness's resets and session setup: health
     * checks, or a deviation worth a look.
     */
    static List<String> otherStatements(Map<String, Long> calls, Map<String, String> suiteSql) {
        List<String> suite = suiteSql.values().stream().map(SuiteSql::normalize).toList();
        return calls.keySet().stream()
                .filter(q -> !suite.contains(SuiteSql.normalize(q)))
                .filter(q -> !q.contains("reset_users")
                        && !q.contains("pg_stat_statements")
                        && !q.startsWith("SET application_name"))
                .toList();
    }
}
