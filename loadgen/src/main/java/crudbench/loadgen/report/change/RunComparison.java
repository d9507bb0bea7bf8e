package crudbench.loadgen.report.change;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import crudbench.loadgen.text.Template;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * `just compare --change BASELINE CANDIDATE`: what moved between two runs (an upgrade of a framework,
 * another JDK, a setting). For every effect of the grid and every variant's throughput and app
 * CPU per request, the candidate over the baseline with its 95% interval (RunChanges),
 * or "no clear change". It also says how often the candidate's estimates fell inside the
 * baseline's intervals: on two runs of the same code, calibrated intervals hold about 95% of the
 * changes, and about 83% of the second run's estimates (a rerun carries noise of its own).
 */
public final class RunComparison {

    public static final String FILE = "change.md";

    private static final Template PAGE = Template.of(RunComparison.class, FILE);

    private RunComparison() {}

    /** Writes {@code out/change.md} and returns it. */
    public static String write(Path out, RunChangeModel change) {
        String markdown = markdown(change);
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve(FILE), markdown);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return markdown;
    }

    /** The page's prose is change.md.mustache's; here, what goes into it. */
    public static String markdown(RunChangeModel change) {
        Map<String, Object> page = new HashMap<>();
        page.put("candidate", change.candidate());
        page.put("baseline", change.baseline());
        page.put("likeWithLike", !change.sides().alike());
        page.put(
                "leftOut",
                Stream.of(
                                leftOut("the baseline", change.sides().baselineOnly()),
                                leftOut("the candidate", change.sides().candidateOnly()))
                        .filter(s -> !s.isEmpty())
                        .collect(Collectors.joining("; ")));
        List<RunChangeModel.Figure> all = new ArrayList<>(change.effects());
        all.addAll(change.variants());
        List<RunChangeModel.Figure> measured = all.stream()
                .filter(p -> p.baseline().measured() && p.candidate().measured())
                .toList();
        long clear = measured.stream().filter(p -> p.change().clear()).count();
        long inside = measured.stream()
                .filter(p -> p.baseline().includes(p.candidate().estimate()))
                .count();
        page.put("measured", measured.size());
        page.put("clear", clear);
        page.put("unclear", measured.size() - clear);
        page.put("inside", inside);
        page.put("insideShare", measured.isEmpty() ? "n/a" : Numbers.num(100.0 * inside / measured.size(), 0) + "%");
        Table agreement = new Table("effects", "in both runs>", "change inside its 95% interval>", "share>");
        change.agreement()
                .forEach(a -> agreement.row(
                        a.effects(),
                        a.measured(),
                        a.inside(),
                        a.measured() == 0 ? "n/a" : Numbers.num(a.share() * 100, 1) + "%"));
        page.put("agreement", lines(agreement));
        machines(change, page);
        page.put("hasCells", !change.cells().isEmpty());
        page.put("cells", lines(table(change.cells())));
        page.put("effects", lines(table(change.effects())));
        page.put("variants", lines(table(change.variants())));
        return PAGE.render(page);
    }

    /** A table as the template's line holds it: the template ends the line. */
    private static String lines(Table table) {
        String markdown = table.markdown();
        return markdown.endsWith("\n") ? markdown.substring(0, markdown.length() - 1) : markdown;
    }

    private static String leftOut(String run, List<String> sessions) {
        return sessions.isEmpty() ? "" : "in " + run + " " + String.join(", ", sessions);
    }

    /**
     * Which machines the runs ran on, and what that says of the changes: between machines, a change beyond its
     * interval may be the machine's, and which ratios travel is what the tables show, not an assumption.
     */
    private static void machines(RunChangeModel change, Map<String, Object> page) {
        page.put("twoMachines", change.sides().acrossMachines());
        page.put("baselineMachine", change.sides().baselineMachine());
        page.put("candidateMachine", change.sides().candidateMachine());
        page.put(
                "moved",
                change.cells().stream()
                        .filter(f -> f.baseline().measured()
                                && f.candidate().measured()
                                && f.change().clear())
                        .count());
        page.put(
                "cellsMeasured",
                change.cells().stream()
                        .filter(f -> f.baseline().measured() && f.candidate().measured())
                        .count());
        page.put("hasSpeed", change.speed() != null);
        if (change.speed() != null) {
            page.put("speed", String.format(Locale.ROOT, "%.2f", change.speed()));
            page.put(
                    "speedVerdict",
                    Math.abs(change.speed() - 1) < 0.05
                            ? "the same speed, within 5%"
                            : change.speed() < 1 ? "a slower machine or moment" : "a faster machine or moment");
        }
    }

    static Table table(List<RunChangeModel.Figure> figures) {
        Table table = new Table("figure", "baseline", "candidate", "change [95% CI]", "inside baseline's interval");
        for (RunChangeModel.Figure p : figures) {
            RatioInterval change = p.change();
            table.row(
                    p.what(),
                    show(p, p.baseline()),
                    show(p, p.candidate()),
                    change.measured() && !change.clear() ? "no clear change (" + change.label() + ")" : change.label(),
                    p.baseline().measured()
                            ? (p.baseline().includes(p.candidate().estimate()) ? "yes" : "no")
                            : "");
        }
        return table;
    }

    private static String show(RunChangeModel.Figure p, RatioInterval i) {
        if (p.decimals() < 0) {
            return i.label();
        }
        String value = Numbers.num(i.estimate(), p.decimals());
        return i.measured()
                ? value + " [" + Numbers.num(i.low(), p.decimals()) + "–" + Numbers.num(i.high(), p.decimals()) + "]"
                : value;
    }
}
