package crudbench.loadgen.model;

import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.List;
import java.util.Optional;

/**
 * What to pick, per framework: each data-access column over the same framework's JDBC on platform threads, and
 * each framework over the average framework, for the criteria a team chooses by, judged over several runs of one
 * design by one declared rule ({@link Call}). The analysis builds it once; what-to-pick.md and the README only
 * lay it out.
 *
 * @param runs          each run's folder, as the pages name it
 * @param machines      each run's machine, in the runs' order ("2 cores, AMD EPYC")
 * @param frameworks    the frameworks every run measured, in the grid's order
 * @param columns       the data-access columns every run measured, the baseline first
 * @param criteria       the criteria judged, throughput at saturation first, then CPU per request at equal load
 * @param choices       each framework × column (not the baseline) × criterion
 * @param frameworkPicks each framework over the average framework × criterion
 * @param bestSettings  each variant whose best settings differ from parity's, with them ("R2DBC_FORCE_BINARY=true")
 */
public record Picks(
        List<String> runs,
        List<String> machines,
        List<String> frameworks,
        List<AccessColumn> columns,
        List<Criterion> criteria,
        List<Choice> choices,
        List<FrameworkPick> frameworkPicks,
        List<String> bestSettings) {

    public Picks {
        runs = List.copyOf(runs);
        machines = List.copyOf(machines);
        frameworks = List.copyOf(frameworks);
        columns = List.copyOf(columns);
        criteria = List.copyOf(criteria);
        choices = List.copyOf(choices);
        frameworkPicks = List.copyOf(frameworkPicks);
        bestSettings = List.copyOf(bestSettings);
    }

    /** One criterion a team chooses by: throughput at saturation, or app CPU per request at equal load. */
    public record Criterion(String scenario, LoadModel model, int load, Metric metric) {}

    /**
     * The declared rule that turns the runs' intervals into a word. A gain or a cost only where every run's 95%
     * interval leaves out 1.00x on the same side; no clear difference where every run's interval holds 1.00x;
     * uncertain otherwise (the runs disagree, or one tells and another cannot).
     */
    public enum Call {
        GAIN("gain"),
        COST("cost"),
        SAME("no clear difference"),
        UNCERTAIN("uncertain");

        private final String word;

        Call(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        /** @param higherIsBetter a ratio above 1.00x is a gain (throughput), or below it (CPU per request) */
        public static Call of(List<RatioInterval> runs, boolean higherIsBetter) {
            if (runs.isEmpty()) {
                throw new IllegalArgumentException("no run to judge");
            }
            if (runs.stream().allMatch(r -> r.measured() && r.low() > 1)) {
                return higherIsBetter ? GAIN : COST;
            }
            if (runs.stream().allMatch(r -> r.measured() && r.high() < 1)) {
                return higherIsBetter ? COST : GAIN;
            }
            if (runs.stream().allMatch(r -> r.measured() && r.includes(1))) {
                return SAME;
            }
            return UNCERTAIN;
        }
    }

    /** One criterion judged over the runs: the verdict, and each run's ratio in the runs' order. */
    public record Pick(Call call, List<RatioInterval> runs) {

        public Pick {
            runs = List.copyOf(runs);
        }

        public static Pick of(List<RatioInterval> runs, boolean higherIsBetter) {
            return new Pick(Call.of(runs, higherIsBetter), runs);
        }

        public double lowestEstimate() {
            return runs.stream().mapToDouble(RatioInterval::estimate).min().orElseThrow();
        }

        public double highestEstimate() {
            return runs.stream().mapToDouble(RatioInterval::estimate).max().orElseThrow();
        }

        /**
         * Whether this pick (at best) tells another story than parity's: another verdict, or an estimate outside the
         * same run's interval at parity.
         */
        public boolean movedFrom(Pick parity) {
            if (call != parity.call) {
                return true;
            }
            for (int i = 0; i < runs.size(); i++) {
                if (!parity.runs.get(i).includes(runs.get(i).estimate())) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * One framework's column over its JDBC on platform threads.
     *
     * @param best with every variant at its best settings, where they differ from parity's for either cell;
     *             null where both cells' best is parity
     */
    public record Choice(String framework, AccessColumn column, Criterion criterion, Pick parity, Pick best) {}

    /** One framework over the average framework, averaged over the columns every framework has. */
    public record FrameworkPick(String framework, Criterion criterion, Pick parity, Pick best) {}

    public Optional<Choice> choice(String framework, AccessColumn column, Criterion criterion) {
        return choices.stream()
                .filter(c -> c.framework().equals(framework)
                        && c.column().equals(column)
                        && c.criterion().equals(criterion))
                .findFirst();
    }

    public Optional<FrameworkPick> frameworkPick(String framework, Criterion criterion) {
        return frameworkPicks.stream()
                .filter(p -> p.framework().equals(framework) && p.criterion().equals(criterion))
                .findFirst();
    }
}
