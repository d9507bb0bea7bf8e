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

    /**
     * One run's ratio of a figure.
     *
     * @param run     the run's index in {@link #runs}
     * @param machine the machine it ran on
     */
    public record RunRatio(int run, String machine, RatioInterval ratio) {}

    /** One figure judged over the runs that measured it: the call, and each run's ratio in the runs' order. */
    public record Pick(Call call, List<RunRatio> measured) {

        public Pick {
            measured = List.copyOf(measured);
        }

        /** Judged over these runs' ratios, the i-th from the i-th run, all on one machine. */
        public static Pick of(List<RatioInterval> runs, boolean higherIsBetter) {
            List<RunRatio> measured = new java.util.ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                measured.add(new RunRatio(i, "", runs.get(i)));
            }
            return judged(measured, higherIsBetter);
        }

        public static Pick judged(List<RunRatio> measured, boolean higherIsBetter) {
            return new Pick(Call.of(measured.stream().map(RunRatio::ratio).toList(), higherIsBetter), measured);
        }

        public List<RatioInterval> runs() {
            return measured.stream().map(RunRatio::ratio).toList();
        }

        public double lowestEstimate() {
            return runs().stream().mapToDouble(RatioInterval::estimate).min().orElseThrow();
        }

        public double highestEstimate() {
            return runs().stream().mapToDouble(RatioInterval::estimate).max().orElseThrow();
        }

        /**
         * Whether runs on different machines disagree beyond their intervals: two of them, each on another machine,
         * whose intervals do not meet. Then the ratio is the machine's as much as the driver's.
         */
        public boolean machineDependent() {
            for (RunRatio a : measured) {
                for (RunRatio b : measured) {
                    if (!a.machine().equals(b.machine())
                            && a.ratio().measured()
                            && b.ratio().measured()
                            && (a.ratio().high() < b.ratio().low()
                                    || b.ratio().high() < a.ratio().low())) {
                        return true;
                    }
                }
            }
            return false;
        }

        /**
         * Whether this pick (at best) tells another story than parity's: another call, or an estimate outside the
         * same run's interval at parity.
         */
        public boolean movedFrom(Pick parity) {
            if (call != parity.call) {
                return true;
            }
            for (RunRatio best : measured) {
                for (RunRatio at : parity.measured) {
                    if (at.run() == best.run()
                            && !at.ratio().includes(best.ratio().estimate())) {
                        return true;
                    }
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
