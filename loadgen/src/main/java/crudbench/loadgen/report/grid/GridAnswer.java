package crudbench.loadgen.report.grid;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.GridView;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one-line answers of a scenario's grid, read off its effects ({@link GridView}): each
 * data-access column over JDBC on platform threads averaged over the frameworks, and whether
 * that holds in every framework (every interaction's interval holds 1.00x, and how far the
 * widest reaches) or depends on the framework (then each framework's own ratio); and each
 * framework over the average framework. Every figure is an estimate with its 95% interval.
 */
final class GridAnswer {

    private GridAnswer() {}

    /** "Throughput, each column over JDBC on platform threads, averaged over the three frameworks: R2DBC 0.62x [0.58–0.66] in every framework (interaction within ±6%); ..." */
    static String dataAccess(GridView grid, boolean cpuSide) {
        String metric = cpuSide ? "App CPU per request" : "Throughput";
        List<String> parts = new ArrayList<>();
        int frameworks = 0;
        for (AccessColumn column : grid.columns()) {
            Optional<RatioInterval> main = pick(grid.columnEffect(column), cpuSide);
            if (main.isEmpty()) {
                continue;
            }
            List<String> with = grid.frameworksWith(column);
            frameworks = Math.max(frameworks, with.size());
            parts.add(column.prose() + " " + phrase(main.get()) + consistency(grid, column, with, cpuSide));
        }
        if (parts.isEmpty()) {
            return cpuSide && grid.columns().size() > 1
                    ? "App CPU per request was not measured here (no /proc), so the grid cannot weigh the drivers' cost."
                    : "No framework has two data-access columns measured in this scenario, so there is no driver effect"
                            + " to state.";
        }
        return metric + ", each column over " + grid.baseline().prose() + ", averaged over "
                + (frameworks == 1 ? "the one framework with both" : "the " + words(frameworks) + " frameworks") + ": "
                + String.join("; ", parts) + ".";
    }

    /** "Frameworks, averaged over the four columns they share, over the average framework: Quarkus 1.12x [1.08–1.16] · ..." */
    static Optional<String> frameworks(GridView grid) {
        List<String> parts = new ArrayList<>();
        for (String framework : grid.frameworks()) {
            grid.frameworkMainEffect(framework)
                    .ifPresent(r -> parts.add(framework + ": throughput " + phrase(r.throughput())
                            + (r.cpu() == null ? "" : ", CPU per request " + phrase(r.cpu()))));
        }
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        int columns = grid.commonColumns().size();
        return Optional.of("Each framework over the average framework, averaged over the "
                + (columns == 1 ? "one column" : words(columns) + " columns") + " they all have: "
                + String.join("; ", parts) + ".");
    }

    /** " in every framework (interaction within ±6%)", or " but it depends on the framework: Quarkus 0.55x [..], ...". */
    private static String consistency(GridView grid, AccessColumn column, List<String> with, boolean cpuSide) {
        if (with.size() < 2) {
            return with.isEmpty() ? "" : " (" + with.getFirst() + " only)";
        }
        List<RatioInterval> interactions = new ArrayList<>();
        for (String framework : with) {
            pick(grid.interaction(framework, column), cpuSide).ifPresent(interactions::add);
        }
        if (interactions.isEmpty() || interactions.stream().anyMatch(i -> !i.measured())) {
            return "";
        }
        if (interactions.stream().allMatch(i -> i.includes(1))) {
            double reach = interactions.stream()
                    .mapToDouble(i -> Math.max(i.high() - 1, 1 - i.low()))
                    .max()
                    .orElse(0);
            return ", in every framework (interaction within ±" + Numbers.num(reach * 100, 0) + "%)";
        }
        List<String> own = new ArrayList<>();
        for (String framework : with) {
            pick(grid.driverEffect(framework, column), cpuSide).ifPresent(r -> own.add(framework + " " + r.label()));
        }
        return ", but it depends on the framework: " + String.join(", ", own);
    }

    /** "0.76x [0.72–0.80]", "1.00x [0.97–1.03] (no clear difference)". */
    private static String phrase(RatioInterval i) {
        return i.label() + (i.measured() && !i.clear() ? " (no clear difference)" : "");
    }

    private static Optional<RatioInterval> pick(Optional<GridView.Ratios> ratios, boolean cpuSide) {
        Function<GridView.Ratios, RatioInterval> side = cpuSide ? GridView.Ratios::cpu : GridView.Ratios::throughput;
        return ratios.map(side);
    }

    private static String words(int n) {
        List<String> words = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine");
        return n < words.size() ? words.get(n) : Integer.toString(n);
    }
}
