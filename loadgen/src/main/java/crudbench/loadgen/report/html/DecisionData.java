package crudbench.loadgen.report.html;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.report.grid.PickRuns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The decision table of report.html's first screen, as bench.js reads it: frameworks as rows, each data-access
 * column over the same framework's baseline as columns, each cell its calls in {@link PickCells}' words (the
 * cells of what-to-pick.md), from the {@link Picks} the analysis made of the runs the page covers.
 *
 * @param baseline the baseline column's header, "JDBC, platform threads"
 * @param columns  the other columns' ids, in the grid's order
 * @param judged   the runs and the criteria, in a line: "Judged over one run (…): get, list100, …"
 * @param legend   the rule that made the words, in a line
 * @param atBest   the settings "at best" stands for, as its tooltip; null where every variant's best is parity
 */
record DecisionData(
        String baseline, List<String> columns, String judged, String legend, String atBest, List<DecisionRow> rows) {

    record DecisionRow(String framework, List<DecisionCell> cells) {}

    /** @param atBest the lines at best, where a call or an estimate moved from parity's; empty where none did */
    record DecisionCell(String column, List<DecisionLine> parity, List<DecisionLine> atBest) {}

    /**
     * @param call   gain, cost, same or uncertain: the class bench.js colours it by
     * @param symbol "gain", "cost", "≈" or "?", as what-to-pick.md marks it
     */
    record DecisionLine(String call, String symbol, List<DecisionFigure> items) {}

    /** @param title each run's ratio with its 95% interval: "results/reference: 1.15x [1.06–1.25]" */
    record DecisionFigure(String text, String title) {}

    /** Empty where the runs share no criterion the rule could judge. */
    static Optional<DecisionData> of(Picks picks) {
        if (picks == null || picks.choices().isEmpty()) {
            return Optional.empty();
        }
        List<AccessColumn> others = picks.columns().subList(1, picks.columns().size());
        List<DecisionRow> rows = new ArrayList<>();
        for (String framework : picks.frameworks()) {
            List<DecisionCell> cells = new ArrayList<>();
            for (AccessColumn column : others) {
                PickCells.PickCell cell = PickCells.of(picks, framework, column);
                cells.add(new DecisionCell(column.id(), lines(picks, cell.parity()), lines(picks, cell.atBest())));
            }
            rows.add(new DecisionRow(framework, cells));
        }
        return Optional.of(new DecisionData(
                picks.columns().getFirst().header(),
                others.stream().map(AccessColumn::id).toList(),
                judged(picks),
                legend(picks),
                atBest(picks),
                rows));
    }

    private static List<DecisionLine> lines(Picks picks, List<PickCells.Said> said) {
        return said.stream()
                .map(s -> new DecisionLine(
                        s.call().name().toLowerCase(Locale.ROOT),
                        PickCells.word(s.call()),
                        s.items().stream()
                                .map(i -> new DecisionFigure(i.text(), intervals(picks, i)))
                                .toList()))
                .toList();
    }

    private static String intervals(Picks picks, PickCells.PickFigure item) {
        return String.join(
                "\n",
                item.runs().stream()
                        .map(r -> picks.runs().get(r.run()) + ": " + r.ratio().label())
                        .toList());
    }

    /**
     * The runs and the criteria in a line: "Judged over one run: results/reference on 2 cores, AMD EPYC. Figures: get, list100,
     * update, mix: throughput at saturation (closed, 64 users); CPU get, CPU mix: app CPU per request at equal load
     * (open, 500 requests/s)."
     */
    private static String judged(Picks picks) {
        List<String> criteria = new ArrayList<>();
        for (LoadModel model : List.of(LoadModel.CLOSED, LoadModel.OPEN)) {
            List<Criterion> of =
                    picks.criteria().stream().filter(c -> c.model() == model).toList();
            if (!of.isEmpty()) {
                criteria.add(String.join(", ", of.stream().map(PickCells::label).toList())
                        + (model == LoadModel.CLOSED
                                ? ": throughput at saturation (closed, "
                                        + of.getFirst().load() + " users)"
                                : ": app CPU per request at equal load (open, "
                                        + of.getFirst().load() + " requests/s)"));
            }
        }
        return "Judged over " + PickRuns.runs(picks) + ". Figures: " + String.join("; ", criteria) + ".";
    }

    /** What-to-pick.md's rule, in the words a reader needs beside the table. */
    private static String legend(Picks picks) {
        boolean one = picks.runs().size() == 1;
        return "gain, cost: " + (one ? "the run's" : "every run's") + " 95% interval leaves out 1.00x on that side"
                + " (a gain: more throughput, or less CPU per request); ≈: " + (one ? "it holds" : "every one holds")
                + " 1.00x; ?: " + (one ? "no interval (one round)" : "the runs disagree, or one cannot tell")
                + ". Figures: " + (one ? "the estimate" : "the runs' estimates, lowest to highest")
                + ", with " + (one ? "its interval" : "each run's interval") + " in a tooltip."
                + (picks.machines().stream().distinct().count() > 1
                        ? " " + PickCells.MACHINE + ": runs on different machines disagree beyond their intervals, and"
                                + " the range covers every machine."
                        : "")
                + (picks.bestSettings().isEmpty()
                        ? ""
                        : " At best: every variant at its best settings, where that changes a call or moves an"
                                + " estimate out of the interval at parity.");
    }

    /** The settings "at best" stands for, for its tooltip: "quarkus-r2dbc R2DBC_FORCE_BINARY=true; …". */
    private static String atBest(Picks picks) {
        return picks.bestSettings().isEmpty()
                ? null
                : "at best: " + String.join("; ", picks.bestSettings()) + "; every other variant at parity";
    }
}
