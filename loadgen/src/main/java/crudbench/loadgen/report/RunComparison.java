package crudbench.loadgen.report;

import crudbench.loadgen.model.RunChangeModel;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * `just compare BASELINE CANDIDATE`: what moved between two runs (an upgrade of a framework,
 * another JDK, a setting). For every effect of the grid and every variant's throughput and app
 * CPU per request, the candidate over the baseline with its 95% interval (RunChanges),
 * or "no clear change". It also says how often the candidate's estimates fell inside the
 * baseline's intervals: on two runs of the same code, calibrated intervals hold about 95% of the
 * changes, and about 83% of the second run's estimates (a rerun carries noise of its own).
 */
public final class RunComparison {

    public static final String FILE = "change.md";

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

    static String markdown(RunChangeModel change) {
        StringBuilder md = new StringBuilder("# crudbench: ")
                .append(change.candidate())
                .append(" against ")
                .append(change.baseline())
                .append("\n\n");
        List<RunChangeModel.Figure> all = new ArrayList<>(change.effects());
        all.addAll(change.variants());
        List<RunChangeModel.Figure> measured = all.stream()
                .filter(p -> p.baseline().measured() && p.candidate().measured())
                .toList();
        long clear = measured.stream().filter(p -> p.change().clear()).count();
        long inside = measured.stream()
                .filter(p -> p.baseline().includes(p.candidate().estimate()))
                .count();
        md.append(String.format(
                "%d figures in both runs: %d changed clearly (the change's 95%% interval leaves out 1.00x), %d did not."
                        + " The candidate's estimate fell inside the baseline's interval for %d of %d (%s). For two runs of"
                        + " the same code, calibrated intervals give about 95%% no clear change and about 83%% inside.%n",
                measured.size(),
                clear,
                measured.size() - clear,
                inside,
                measured.size(),
                measured.isEmpty() ? "n/a" : Numbers.num(100.0 * inside / measured.size(), 0) + "%"));
        Table agreement = new Table("effects", "in both runs>", "change inside its 95% interval>", "share>");
        change.agreement()
                .forEach(a -> agreement.row(
                        a.effects(),
                        a.measured(),
                        a.inside(),
                        a.measured() == 0 ? "n/a" : Numbers.num(a.share() * 100, 1) + "%"));
        md.append("\nFor two runs of the same code, how often each kind of effect changed by no more than its own"
                        + " interval allows (calibrated: about 95%):\n\n")
                .append(agreement.markdown());
        if (change.speed() != null) {
            md.append(String.format(
                    Locale.ROOT,
                    "%nMachine speed: the candidate's probe took %.2fx the baseline's CPU for the same work (%s). Ratios"
                            + " measured side by side within a run travel between machines; absolute figures do not.%n",
                    change.speed(),
                    Math.abs(change.speed() - 1) < 0.05
                            ? "the same speed, within 5%"
                            : change.speed() > 1 ? "a slower machine or moment" : "a faster machine or moment"));
        }
        md.append("\n## Effects of the grid\n\n").append(table(change.effects()).markdown());
        md.append("\n## Variants\n\n").append(table(change.variants()).markdown());
        return md.toString();
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
