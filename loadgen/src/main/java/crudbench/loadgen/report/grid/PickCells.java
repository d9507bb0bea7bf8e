package crudbench.loadgen.report.grid;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The decision table's cells, framework × data-access column, in words: what-to-pick.md and report.html's first
 * screen both lay out these, so that the two cannot word one call differently. A cell lists its gains, its costs,
 * what shows no clear difference and what is uncertain, each with the runs' estimates; then, with `--tuned` runs,
 * what moved at best.
 */
public final class PickCells {

    private PickCells() {}

    /**
     * One framework's column over its baseline.
     *
     * @param parity one line per call that has a criterion, gains first
     * @param atBest the lines at best, of the criteria whose call or estimate moved from parity's; empty where none did
     */
    public record PickCell(List<Said> parity, List<Said> atBest) {

        public PickCell {
            parity = List.copyOf(parity);
            atBest = List.copyOf(atBest);
        }

        public boolean measured() {
            return !parity.isEmpty();
        }
    }

    /** One call and the criteria it holds: "gain get 1.10–1.15x, CPU get 0.88–0.89x". */
    public record Said(Call call, List<PickFigure> items) {

        public Said {
            items = List.copyOf(items);
        }
    }

    /**
     * One criterion under its call.
     *
     * @param text  "get 1.10–1.15x": the runs' estimates, lowest to highest; the label alone where the call is
     *              no clear difference
     * @param runs  the ratio of each run that measured it, with its 95% interval and which run it is, in the runs'
     *              order
     */
    public record PickFigure(String text, List<Picks.RunRatio> runs) {

        public PickFigure {
            runs = List.copyOf(runs);
        }
    }

    /** A pick at parity, and at best where that is not parity. */
    private record Judged(Pick parity, Pick best) {}

    /** The cell of a framework's column; not measured where the runs share no criterion for it. */
    public static PickCell of(Picks picks, String framework, AccessColumn column) {
        Map<Criterion, Judged> judged = new LinkedHashMap<>();
        picks.criteria()
                .forEach(f -> picks.choice(framework, column, f)
                        .ifPresent(c -> judged.put(f, new Judged(c.parity(), c.best()))));
        Map<Criterion, Judged> movedAtBest = new LinkedHashMap<>();
        judged.forEach((f, j) -> {
            if (j.best() != null && j.best().movedFrom(j.parity())) {
                movedAtBest.put(f, j);
            }
        });
        return new PickCell(said(judged, Judged::parity), said(movedAtBest, Judged::best));
    }

    private static List<Said> said(Map<Criterion, Judged> judged, Function<Judged, Pick> which) {
        List<Said> lines = new ArrayList<>();
        for (Call call : Call.values()) {
            List<PickFigure> items = new ArrayList<>();
            judged.forEach((criterion, j) -> {
                Pick pick = which.apply(j);
                if (pick.call() == call) {
                    items.add(new PickFigure(
                            call == Call.SAME ? label(criterion) : label(criterion) + " " + range(pick),
                            pick.measured()));
                }
            });
            if (!items.isEmpty()) {
                lines.add(new Said(call, items));
            }
        }
        return lines;
    }

    /** How a call is marked: "gain", "cost", "≈" (no clear difference) or "?" (uncertain). */
    public static String word(Call call) {
        return switch (call) {
            case GAIN -> "gain";
            case COST -> "cost";
            case SAME -> "≈";
            case UNCERTAIN -> "?";
        };
    }

    /** "get" for throughput, "CPU get" for CPU per request at equal load. */
    public static String label(Criterion criterion) {
        return criterion.model() == LoadModel.CLOSED ? criterion.scenario() : "CPU " + criterion.scenario();
    }

    /** "1.10–1.15x", or "1.10x" when the runs' estimates print alike; {@link #MACHINE} after it where it is the machine's. */
    public static String range(Pick pick) {
        return range(pick.lowestEstimate(), pick.highestEstimate()) + (pick.machineDependent() ? " " + MACHINE : "");
    }

    /** "1.10–1.15x", or "1.10x" when the two print alike. */
    public static String range(double lowest, double highest) {
        String low = Numbers.num(lowest, 2);
        String high = Numbers.num(highest, 2);
        return (low.equals(high) ? low : low + "–" + high) + "x";
    }

    /** Marks a ratio whose runs on different machines disagree beyond their intervals. */
    public static final String MACHINE = "⚠";

    /**
     * The criteria in a sentence or two: "Throughput at saturation (closed model, 64 users) on get, list100, update
     * and mix. CPU: app CPU per request at equal load (open model, 500 requests/s, a rate every variant served) on
     * get and mix."
     */
    public static String criteria(Picks picks) {
        List<Criterion> throughput = ofModel(picks, LoadModel.CLOSED);
        List<Criterion> cpu = ofModel(picks, LoadModel.OPEN);
        StringBuilder s = new StringBuilder();
        if (!throughput.isEmpty()) {
            s.append("Throughput at saturation (closed model, ")
                    .append(throughput.getFirst().load())
                    .append(" users) on ")
                    .append(names(throughput))
                    .append(".");
        }
        if (!cpu.isEmpty()) {
            s.append(" CPU: app CPU per request at equal load (open model, ")
                    .append(cpu.getFirst().load())
                    .append(" requests/s, a rate every variant served) on ")
                    .append(names(cpu))
                    .append(".");
        }
        return s.toString().strip();
    }

    private static List<Criterion> ofModel(Picks picks, LoadModel model) {
        return picks.criteria().stream().filter(f -> f.model() == model).toList();
    }

    private static String names(List<Criterion> criteria) {
        return Numbers.and(criteria.stream().map(Criterion::scenario).toList());
    }
}
