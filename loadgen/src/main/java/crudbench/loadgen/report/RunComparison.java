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
 * `just compare --change BASELINE CANDIDATE`: what moved between two runs (an upgrade of a framework,
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
        if (!change.sides().alike()) {
            md.append("Like with like: every figure below is estimated again over the sessions both runs measured, so"
                            + " each main effect averages over the same frameworks and columns on both sides. Left out,"
                            + " measured in one run only: ")
                    .append(leftOut("the baseline", change.sides().baselineOnly()))
                    .append(
                            change.sides().baselineOnly().isEmpty()
                                            || change.sides().candidateOnly().isEmpty()
                                    ? ""
                                    : "; ")
                    .append(leftOut("the candidate", change.sides().candidateOnly()))
                    .append(".\n\n");
        }
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
        md.append(machines(change));
        if (!change.cells().isEmpty()) {
            md.append("\n## Each framework's own columns\n\nEach framework's data-access column over its JDBC on"
                            + " platform threads, the ratio a team choosing within one framework reads:\n\n")
                    .append(table(change.cells()).markdown());
        }
        md.append("\n## Effects of the grid\n\n").append(table(change.effects()).markdown());
        md.append("\n## Variants\n\n").append(table(change.variants()).markdown());
        return md.toString();
    }

    private static String leftOut(String run, List<String> sessions) {
        return sessions.isEmpty() ? "" : "in " + run + " " + String.join(", ", sessions);
    }

    /**
     * Which machines the runs ran on, and what that says of the changes: between machines, a change beyond its
     * interval may be the machine's, and which ratios travel is what the tables show, not an assumption.
     */
    private static String machines(RunChangeModel change) {
        StringBuilder md = new StringBuilder();
        if (change.sides().acrossMachines()) {
            long moved = change.cells().stream()
                    .filter(f -> f.baseline().measured()
                            && f.candidate().measured()
                            && f.change().clear())
                    .count();
            long measured = change.cells().stream()
                    .filter(f -> f.baseline().measured() && f.candidate().measured())
                    .count();
            md.append(String.format(
                    Locale.ROOT,
                    "%nTwo machines: the baseline ran on %s, the candidate on %s. A ratio measured side by side is"
                            + " not bound to travel between them: %d of %d of the frameworks' own column ratios changed"
                            + " clearly (their change's interval leaves out 1.00x), and the tables say which.%n",
                    change.sides().baselineMachine(),
                    change.sides().candidateMachine(),
                    moved,
                    measured));
        } else {
            md.append(String.format(
                    "%nOne machine: both runs ran on %s.%n", change.sides().baselineMachine()));
        }
        if (change.speed() != null) {
            md.append(String.format(
                    Locale.ROOT,
                    "%nMachine speed, read from the database's ceiling (pgbench sending the suite's get over the apps'"
                            + " connections, in every round): the candidate's machine served %.2fx the baseline's"
                            + " queries per second (%s). The CPU probe is not used to compare machines: it ranked two"
                            + " machines opposite to their workload (docs/benchmarking.md).%n",
                    change.speed(),
                    Math.abs(change.speed() - 1) < 0.05
                            ? "the same speed, within 5%"
                            : change.speed() < 1 ? "a slower machine or moment" : "a faster machine or moment"));
        }
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
