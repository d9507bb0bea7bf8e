package crudbench.loadgen.report.stress;

import crudbench.loadgen.text.Table;
import crudbench.loadgen.verdict.Verdict;
import java.util.List;

/** The one table `just stress` prints: a row per variant and experiment, with its verdict, key numbers and failed rules. */
final class StressTable {

    private StressTable() {}

    static Table of(List<Verdict> verdicts) {
        Table table = new Table("variant", "experiment", "verdict", "key numbers", "failed");
        for (Verdict v : verdicts) {
            table.row(v.variant(), v.experiment().id(), v.status(), v.numbers(), v.failures());
        }
        return table;
    }

    /** "2 of 12 verdicts failed: spring-jdbc overload, spring-jdbc outage", or that all passed. */
    static String summary(List<Verdict> verdicts) {
        List<Verdict> failed = verdicts.stream().filter(v -> !v.passed()).toList();
        if (failed.isEmpty()) {
            return "all " + verdicts.size() + " verdicts passed";
        }
        return failed.size() + " of " + verdicts.size() + " verdicts did not pass: "
                + String.join(", ", failed.stream().map(Verdict::named).toList());
    }
}
