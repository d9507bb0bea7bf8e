package crudbench.loadgen.report.pick;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Picks;
import crudbench.loadgen.model.Picks.Call;
import crudbench.loadgen.report.grid.PickCells;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** What to pick in a sentence per data-access column: the frameworks where it gains, where it costs, and the rest. */
final class PickAdvice {

    private PickAdvice() {}

    /**
     * "JDBC on virtual threads: a gain in Quarkus (get, CPU get); a cost in Micronaut (CPU get) and Spring Boot
     * (CPU get, CPU mix)." The frameworks named by what the column does in each, at parity.
     */
    static String column(Picks picks, AccessColumn column) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String framework : picks.frameworks()) {
            List<Picks.Choice> choices = picks.choices().stream()
                    .filter(c -> c.framework().equals(framework) && c.column().equals(column))
                    .toList();
            if (choices.isEmpty()) {
                continue;
            }
            List<String> gains = labels(choices, Call.GAIN);
            List<String> costs = labels(choices, Call.COST);
            String group;
            String detail;
            if (!gains.isEmpty() && !costs.isEmpty()) {
                group = "a gain and a cost in";
                detail = "gain " + String.join(", ", gains) + "; cost " + String.join(", ", costs);
            } else if (!gains.isEmpty()) {
                group = "a gain in";
                detail = String.join(", ", gains);
            } else if (!costs.isEmpty()) {
                group = "a cost in";
                detail = String.join(", ", costs);
            } else if (choices.stream().allMatch(c -> c.parity().call() == Call.SAME)) {
                group = "no clear difference in";
                detail = null;
            } else {
                group = "nothing clear in every run in";
                detail = null;
            }
            groups.computeIfAbsent(group, g -> new ArrayList<>())
                    .add(detail == null ? framework : framework + " (" + detail + ")");
        }
        String said = groups.entrySet().stream()
                .map(e -> e.getKey() + " " + Numbers.and(e.getValue()))
                .collect(Collectors.joining("; "));
        List<String> machine = new ArrayList<>();
        for (String framework : picks.frameworks()) {
            List<String> moved = picks.choices().stream()
                    .filter(c -> c.framework().equals(framework)
                            && c.column().equals(column)
                            && c.parity().machineDependent())
                    .map(c -> PickCells.label(c.criterion()))
                    .toList();
            if (!moved.isEmpty()) {
                machine.add(framework + " (" + String.join(", ", moved) + ")");
            }
        }
        if (!machine.isEmpty()) {
            said += "; its size depends on the machine in " + Numbers.and(machine);
        }
        return "**" + capitalised(column.prose()) + "**: " + said + ".";
    }

    private static List<String> labels(List<Picks.Choice> choices, Call verdict) {
        return choices.stream()
                .filter(c -> c.parity().call() == verdict)
                .map(c -> PickCells.label(c.criterion()))
                .toList();
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
