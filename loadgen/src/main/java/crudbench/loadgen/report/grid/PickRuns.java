package crudbench.loadgen.report.grid;

import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What to pick's runs: which ones, on which machines, and what held between the machines. */
public final class PickRuns {

    private PickRuns() {}

    /**
     * "2 runs: results/reference and results/reference-2 on 2 cores, AMD EPYC": the runs grouped by machine, each
     * group's notes after it (a run of one epoch; a run that measured only some of the cells).
     */
    public static String runs(Picks picks) {
        Map<String, List<String>> names = new LinkedHashMap<>();
        Map<String, List<String>> notes = new LinkedHashMap<>();
        for (int i = 0; i < picks.runs().size(); i++) {
            String machine = picks.machines().get(i);
            String run = picks.runs().get(i);
            names.computeIfAbsent(machine, m -> new ArrayList<>()).add(run);
            List<String> own = notes.computeIfAbsent(machine, m -> new ArrayList<>());
            if (oneEpoch(picks, i)) {
                own.add((names.get(machine).size() > 1 ? run + ": " : "")
                        + "one epoch, so its intervals leave out what differs between JVM starts");
            }
            long cells = ofRun(picks, i);
            if (cells < picks.choices().size()) {
                own.add((names.get(machine).size() > 1 ? run + ": " : "") + cells + " of the "
                        + picks.choices().size() + " cells' figures");
            }
        }
        String where = names.entrySet().stream()
                .map(e -> Numbers.and(e.getValue()) + " on " + e.getKey()
                        + (notes.get(e.getKey()).isEmpty()
                                ? ""
                                : " (" + String.join("; ", notes.get(e.getKey())) + ")"))
                .collect(java.util.stream.Collectors.joining("; "));
        int n = picks.runs().size();
        return (n == 1 ? "one run: " : n + " runs: ") + where;
    }

    private static long ofRun(Picks picks, int run) {
        return picks.choices().stream()
                .filter(c -> c.parity().measured().stream().anyMatch(m -> m.run() == run))
                .count();
    }

    private static boolean oneEpoch(Picks picks, int run) {
        return picks.choices().stream()
                .flatMap(c -> c.parity().measured().stream())
                .filter(m -> m.run() == run)
                .anyMatch(m -> m.ratio().basis().level().equals(RatioInterval.ROUNDS));
    }

    /** The legend of {@link PickCells#MACHINE}, where the runs span machines; what a ratio from one machine means, else. */
    public static String machines(Picks picks) {
        List<String> machines = picks.machines().stream().distinct().toList();
        if (machines.size() == 1) {
            return " Every ratio is of one machine (" + machines.getFirst() + "): another CPU may change its size.";
        }
        String home = picks.machines().getFirst();
        List<Picks.Choice> both = picks.choices().stream()
                .filter(c -> c.parity().measured().stream()
                        .anyMatch(m -> !m.machine().equals(home)))
                .toList();
        List<String> changed = both.stream()
                .filter(c -> Call.of(
                                c.parity().measured().stream()
                                        .filter(m -> m.machine().equals(home))
                                        .map(Picks.RunRatio::ratio)
                                        .toList(),
                                c.criterion().metric().higherIsBetter())
                        != c.parity().call())
                .map(c -> c.framework() + " " + c.column().prose() + " " + PickCells.label(c.criterion()))
                .toList();
        long marked = both.stream().filter(c -> c.parity().machineDependent()).count();
        return " Of the " + both.size() + " cells' figures measured on more than one machine, " + changed.size()
                + " changed their call against " + home + "'s runs alone"
                + (changed.isEmpty() ? "" : " (" + Numbers.and(changed) + ")") + ", and " + marked
                + " changed in size"
                + " beyond their intervals, marked " + PickCells.MACHINE
                + ": there the ratio is the machine's as much as the"
                + " data access's, and its range covers every machine.";
    }
}
