package crudbench.loadgen.report.pick;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.AxisPicks;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.report.grid.PickRuns;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * what-to-pick.md, the README's first table: for each framework, what each data access gains or costs over its
 * JDBC on platform threads, and each framework over the average, in words from {@link Picks.Call}'s rule with
 * the runs' estimates beside them. Written by `just compare --pick RUN...`; ReferenceRunTest regenerates the
 * committed one, and the README's block, from the reference runs' summaries.
 */
public final class WhatToPick {

    public static final String FILE = "what-to-pick.md";

    /** The committed what-to-pick.md, from the README, where the README's ORM lines link it. */
    static final String FILE_LINK = "results/" + FILE;

    /** The README's block, written beside what-to-pick.md: the grid's part whole, and each front-page axis's in brief. */
    public static final String README_BLOCK = "what-to-pick.readme.md";

    private WhatToPick() {}

    /** @param axes each axis outside the grid judged over its runs, in the order the page shows them */
    public static String write(Path out, Picks picks, List<AxisPicks> axes) throws IOException {
        String grid = markdown(picks);
        StringBuilder md = new StringBuilder(grid);
        StringBuilder brief = new StringBuilder(grid);
        for (AxisPicks axis : axes) {
            md.append(AxisWhatToPick.markdown(axis));
            if (axis.axis().frontPage()) {
                brief.append(AxisWhatToPick.brief(axis));
            }
        }
        Files.writeString(out.resolve(FILE), md);
        Files.writeString(out.resolve(README_BLOCK), brief);
        return md.toString();
    }

    public static String markdown(Picks picks) {
        StringBuilder md = new StringBuilder();
        List<AccessColumn> others = picks.columns().subList(1, picks.columns().size());
        AccessColumn baseline = picks.columns().getFirst();
        md.append("**Each data access over the same framework's ")
                .append(baseline.prose())
                .append("**, judged over ")
                .append(PickRuns.runs(picks))
                .append(". ")
                .append(PickCells.criteria(picks))
                .append("\n\n");
        List<String> headers = new ArrayList<>(List.of("framework"));
        others.forEach(c -> headers.add(c.header()));
        Table table = new Table(headers.toArray(String[]::new));
        for (String framework : picks.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            for (AccessColumn column : others) {
                row.add(cell(picks, framework, column));
            }
            table.row(row.toArray());
        }
        md.append(table.markdown())
                .append("\n**gain** and **cost**: the 95% interval of every run that measured it leaves out 1.00x on"
                        + " that side (a gain is more throughput, or less CPU per request), with the runs' estimates,"
                        + " lowest to highest; **≈**: every run's interval holds 1.00x, no clear difference; **?**:"
                        + " uncertain, the runs disagree or one cannot tell.")
                .append(PickRuns.machines(picks))
                .append(atBest(picks))
                .append("\n\n");
        for (AccessColumn column : others) {
            md.append("- ").append(PickAdvice.column(picks, column)).append('\n');
        }
        md.append("\n**Each framework over the average framework**, averaged over the data-access columns every"
                        + " framework has, by the same rule:\n\n")
                .append(frameworkTable(picks).markdown());
        String atBestFrameworks = frameworksAtBest(picks);
        if (!atBestFrameworks.isEmpty()) {
            md.append('\n').append(atBestFrameworks).append('\n');
        }
        return md.toString();
    }

    /** One cell: its gains and costs with their figures, then what shows no clear difference, then what is uncertain. */
    private static String cell(Picks picks, String framework, AccessColumn column) {
        PickCells.PickCell cell = PickCells.of(picks, framework, column);
        if (!cell.measured()) {
            return "not measured";
        }
        List<String> lines =
                new ArrayList<>(cell.parity().stream().map(WhatToPick::line).toList());
        if (!cell.atBest().isEmpty()) {
            lines.add("at best: "
                    + String.join(
                            "; ", cell.atBest().stream().map(WhatToPick::line).toList()));
        }
        return String.join("<br>", lines);
    }

    private static String line(PickCells.Said said) {
        return symbol(said.call()) + " "
                + String.join(
                        ", ",
                        said.items().stream().map(PickCells.PickFigure::text).toList());
    }

    /** {@link PickCells#word}, a gain or a cost in bold. */
    static String symbol(Call call) {
        return call == Call.GAIN || call == Call.COST ? "**" + PickCells.word(call) + "**" : PickCells.word(call);
    }

    private static String atBest(Picks picks) {
        if (picks.bestSettings().isEmpty()) {
            return "";
        }
        return " **at best**: every variant at its best settings on both sides of the ratio ("
                + String.join(
                        "; ",
                        picks.bestSettings().stream().map(s -> "`" + s + "`").toList())
                + "; every other variant's best is parity), shown where it changes a verdict or moves an"
                + " estimate out of the same run's interval at parity.";
    }

    private static Table frameworkTable(Picks picks) {
        List<String> headers = new ArrayList<>(List.of("framework"));
        picks.criteria().forEach(f -> headers.add(PickCells.label(f)));
        Table table = new Table(headers.toArray(String[]::new));
        for (String framework : picks.frameworks()) {
            List<Object> row = new ArrayList<>(List.of(framework));
            for (Criterion criterion : picks.criteria()) {
                row.add(picks.frameworkPick(framework, criterion)
                        .map(p -> verdictCell(p.parity()))
                        .orElse("-"));
            }
            table.row(row.toArray());
        }
        return table;
    }

    private static String verdictCell(Pick pick) {
        return pick.call() == Call.SAME ? "≈" : symbol(pick.call()) + " " + PickCells.range(pick);
    }

    /** Where a framework's verdict at best differs from parity's; a sentence saying so when none does. */
    private static String frameworksAtBest(Picks picks) {
        List<Picks.FrameworkPick> tuned =
                picks.frameworkPicks().stream().filter(p -> p.best() != null).toList();
        if (tuned.isEmpty()) {
            return "";
        }
        List<String> moved = tuned.stream()
                .filter(p -> p.best().movedFrom(p.parity()))
                .map(p -> p.framework() + " " + PickCells.label(p.criterion()) + " " + verdictCell(p.best()))
                .toList();
        return moved.isEmpty()
                ? "At best, every framework's verdict and estimates stay as at parity."
                : "At best: " + String.join("; ", moved) + ".";
    }
}
