package crudbench.loadgen.report.run;

import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.Effect;
import crudbench.loadgen.text.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a `just bench --tuned` run adds to the answer: the best settings each variant ran with, the knobs
 * named, and each variant at its best over itself at parity. The "parity → best" cells are
 * {@link AnswerTables}'.
 */
final class BestTables {

    private BestTables() {}

    /** With `just bench --tuned`: what "→" means, and each variant's best settings, the knobs named. */
    static String settings(Measurements results) {
        Map<String, VariantSetup> best = results.atBest();
        if (best.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n**At parity → at best**: each cell is the ratio with every variant at")
                .append(" parity's settings, then with every variant at its best settings from ")
                .append(best.values().iterator().next().tunedFrom())
                .append(" on both sides of the ratio (a variant whose best is parity is at parity in both). The best")
                .append(" settings: ");
        List<String> named = new ArrayList<>();
        best.forEach((variant, session) -> {
            List<String> settings = new ArrayList<>();
            session.overrides()
                    .forEach((key, value) -> settings.add("`" + key + "=" + value + "`"
                            + (session.changesWork().containsKey(key)
                                    ? " (" + session.changesWork().get(key) + ": changes the work, not only its speed)"
                                    : "")));
            named.add(variant + " " + String.join(", ", settings));
        });
        md.append(String.join("; ", named)).append("; every other variant at parity.\n");
        return md.toString();
    }

    /**
     * compare.md's table of each variant at its best over itself at parity, in every closed-model scenario
     * (throughput · app CPU per request at the reference users); empty without `just bench --tuned`.
     */
    static String gains(RunModel run) {
        Measurements results = run.data();
        Map<String, VariantSetup> best = results.atBest();
        if (best.isEmpty()) {
            return "";
        }
        int users = results.referenceUsers();
        List<String> scenarios = AnswerTables.scenarios(run.effects(), LoadModel.CLOSED, users);
        List<String> headers = new ArrayList<>(List.of("variant at its best"));
        headers.addAll(scenarios);
        Table table = new Table(headers.toArray(String[]::new));
        for (VariantSetup session : best.values()) {
            List<Object> row = new ArrayList<>(List.of(session.label()));
            for (String scenario : scenarios) {
                String t = AnswerTables.find(
                        run.effects(),
                        scenario,
                        LoadModel.CLOSED,
                        users,
                        Metric.THROUGHPUT,
                        Effect.BEST_OVER_PARITY,
                        session.label());
                String c = AnswerTables.find(
                        run.effects(),
                        scenario,
                        LoadModel.CLOSED,
                        users,
                        Metric.APP_CPU,
                        Effect.BEST_OVER_PARITY,
                        session.label());
                row.add(t.isEmpty() ? "" : t + (c.isEmpty() ? "" : " · " + c));
            }
            table.row(row.toArray());
        }
        return "\n## Each variant at its best, over itself at parity\n\nThroughput · app CPU per request, closed model at "
                + users + " users, paired round by round (`just bench --tuned`):\n\n" + table.markdown();
    }
}
