package crudbench.loadgen.bench;

import crudbench.harness.registry.SuiteSql;
import crudbench.loadgen.hyperfoil.MetricResult;
import crudbench.loadgen.hyperfoil.PhaseResult;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Cross-checks Hyperfoil's counts with what PostgreSQL executed (pg_stat_statements, reset
 * before each run): every answered request of a metric runs its operation's statements once
 * each ({@link VariantStatements}: one for a plain variant, an ORM's several), so the two must
 * agree, statement by statement. It also catches a variant that sends other SQL.
 */
final class DbCounts {

    private DbCounts() {}

    /**
     * Nothing to check when the statistics are not readable (an external database).
     *
     * @param operations metric to the operation its request runs, from the benchmark file ({@link BenchmarkPlan})
     */
    static List<Flag> check(
            RunResult run, Map<String, String> operations, Map<String, Long> calls, VariantStatements statements) {
        List<Flag> flags = new ArrayList<>();
        if (calls.isEmpty()) {
            return flags;
        }
        Map<String, Long> answered = new LinkedHashMap<>();
        for (PhaseResult phase : run.phases()) {
            for (MetricResult metric : phase.metrics()) {
                String operation = operations.get(metric.metric());
                if (operation != null) {
                    answered.merge(operation, (long) metric.total().responseCount, Long::sum);
                }
            }
        }
        Map<String, Long> expected = new LinkedHashMap<>();
        Map<String, Set<String>> sentBy = new LinkedHashMap<>();
        answered.forEach((operation, requests) -> statements
                .perRequest(operation)
                .forEach((text, times) -> {
                    expected.merge(text, requests * times, Long::sum);
                    sentBy.computeIfAbsent(text, t -> new LinkedHashSet<>()).add(operation);
                }));
        Map<String, Long> executed = executed(calls);
        for (Map.Entry<String, Long> e : expected.entrySet()) {
            long actual = executed.getOrDefault(e.getKey(), 0L);
            if (actual != e.getValue()) {
                flags.add(Flag.of(
                        null,
                        null,
                        Kind.DB_COUNTS_DISAGREE,
                        disagreement(e.getKey(), e.getValue(), actual, sentBy, answered)));
            }
        }
        return flags;
    }

    /** One operation's one statement says it by the operation, as the plain variants always have; a shared one by its text. */
    private static String disagreement(
            String text, long expected, long actual, Map<String, Set<String>> sentBy, Map<String, Long> answered) {
        Set<String> operations = sentBy.get(text);
        String only = operations.iterator().next();
        if (operations.size() == 1 && answered.get(only) == expected) {
            return String.format("%s: %d answered requests, %d statements executed", only, expected, actual);
        }
        return String.format(
                "%s (`%s`): %d executions expected from the answered requests, %d executed",
                String.join(", ", operations), text, expected, actual);
    }

    /** Executions of each statement, by its normalized text. */
    static Map<String, Long> executed(Map<String, Long> calls) {
        Map<String, Long> executed = new LinkedHashMap<>();
        calls.forEach((sql, n) -> executed.merge(SuiteSql.normalize(sql), n, Long::sum));
        return executed;
    }

    /**
     * Statements other than the variant's own, the harness's resets and session setup: health
     * checks, or a deviation worth a look.
     */
    static List<String> otherStatements(Map<String, Long> calls, VariantStatements statements) {
        Set<String> own = statements.texts();
        return calls.keySet().stream()
                .filter(q -> !own.contains(SuiteSql.normalize(q)))
                .filter(q -> !q.contains("reset_users")
                        && !q.contains("pg_stat_statements")
                        && !q.startsWith("SET application_name"))
                .toList();
    }
}
