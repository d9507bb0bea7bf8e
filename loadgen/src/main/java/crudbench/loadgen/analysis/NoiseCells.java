package crudbench.loadgen.analysis;

import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.NoiseBudgets;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.BenchSummary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What a {@link NoiseBudget}'s sources explain of the published per-framework cells' own rounds. */
final class NoiseCells {

    private NoiseCells() {}

    /** Each plain session at parity (no ORM, not cross-stack) to its framework's JDBC on platform threads. */
    static Map<String, String> baseOf(BenchSummary run) {
        Map<String, String> baseOf = new HashMap<>();
        Map<String, String> platformJdbc = new HashMap<>();
        List<VariantSetup> plain =
                run.sessions().stream().filter(VariantSetup::plainAtParity).toList();
        for (VariantSetup s : plain) {
            if ("platform".equals(s.variant().threads())
                    && "jdbc".equals(s.variant().driver())) {
                platformJdbc.put(s.variant().framework(), s.label());
            }
        }
        for (VariantSetup s : plain) {
            String base = platformJdbc.get(s.variant().framework());
            if (base != null && !base.equals(s.label())) {
                baseOf.put(s.label(), base);
            }
        }
        return baseOf;
    }

    /**
     * The published per-framework cells: each session of a framework's other data access (at parity, no ORM, not
     * cross-stack) over its framework's JDBC on platform threads, round by round.
     */
    static NoiseBudgets.CellSpread of(BenchSummary run, List<NoiseBudget.Slice> slices, double[] predicted) {
        Map<String, String> baseOf = baseOf(run);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < slices.size(); i++) {
            NoiseBudget.Slice s = slices.get(i);
            index.put(s.session() + "|" + s.scenario() + "|" + s.round(), i);
        }
        Map<String, List<double[]>> byCell = new LinkedHashMap<>();
        for (int i = 0; i < slices.size(); i++) {
            NoiseBudget.Slice s = slices.get(i);
            String base = baseOf.get(s.session());
            Integer b = base == null ? null : index.get(base + "|" + s.scenario() + "|" + s.round());
            if (b != null && slices.get(b).epoch() == s.epoch()) {
                byCell.computeIfAbsent(s.session() + "|" + s.scenario() + "|" + s.epoch(), k -> new ArrayList<>())
                        .add(new double[] {s.y(), slices.get(b).y(), predicted[i] - predicted[b]});
            }
        }
        List<Double> sds = new ArrayList<>();
        Set<String> counted = new HashSet<>();
        double total = 0;
        double left = 0;
        double products = 0;
        double sideSquares = 0;
        double baseSquares = 0;
        for (Map.Entry<String, List<double[]>> cell : byCell.entrySet()) {
            List<double[]> rounds = cell.getValue();
            if (rounds.size() < 2) {
                continue;
            }
            counted.add(cell.getKey().substring(0, cell.getKey().lastIndexOf('|')));
            // Each round: the side's slice, its base's, and the sources' prediction of the ratio (side less base).
            double sideMean = rounds.stream().mapToDouble(d -> d[0]).average().orElseThrow();
            double baseMean = rounds.stream().mapToDouble(d -> d[1]).average().orElseThrow();
            double fitMean = rounds.stream().mapToDouble(d -> d[2]).average().orElseThrow();
            double ss = 0;
            for (double[] d : rounds) {
                double side = d[0] - sideMean;
                double base = d[1] - baseMean;
                ss += (side - base) * (side - base);
                double residual = (side - base) - (d[2] - fitMean);
                left += residual * residual;
                products += side * base;
                sideSquares += side * side;
                baseSquares += base * base;
            }
            total += ss;
            sds.add(Math.sqrt(ss / (rounds.size() - 1)));
        }
        return sds.isEmpty()
                ? new NoiseBudgets.CellSpread(0, 0, null, null)
                : new NoiseBudgets.CellSpread(
                        counted.size(),
                        Averages.median(sds),
                        total > 0 ? 1 - left / total : null,
                        sideSquares > 0 && baseSquares > 0 ? products / Math.sqrt(sideSquares * baseSquares) : null);
    }
}
