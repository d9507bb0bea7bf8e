package crudbench.loadgen.tuning;

import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/** tuning.md: each variant's best settings, then every setting the sweep tried, with its gains and verdict. */
final class TuningReport {

    static final String FILE = "tuning.md";

    private TuningReport() {}

    static String markdown(BestSettings best, List<SettingGain> gains, List<BenchSummary> summaries) {
        StringBuilder md = new StringBuilder("# crudbench tuning sweep: each variant at its best\n\n");
        md.append(
                        "Each knob of [tuning/knobs.json](../knobs.json) (docs/fairness.md shows it) tried on its own, one value at")
                .append(" a time from parity's settings, as a session `VARIANT@KEY=value` beside the same variant at")
                .append(" parity: ")
                .append(summaries.size())
                .append(" interleaved batches (one per framework, split where too many apps would be up at once), each")
                .append(" app warmed up until it settled, then ")
                .append(best.rounds())
                .append(
                        " rounds of the quick profile's loads. Each figure is the setting over the variant at parity in")
                .append(
                        " the same rounds, averaged over the scenarios (a geometric mean): throughput at 64 users in the")
                .append(" closed model, and app CPU per request at the open model's equal load, with a 95% t interval")
                .append(" over the rounds. One JVM per session: what differs between JVM starts is not in these")
                .append(" intervals, so `just bench --tuned` measures each best against parity again, in epochs.\n\n");
        md.append(
                        "A setting is **kept** when one figure is clearly better (its interval leaves out 1.00x) and the other")
                .append(
                        " is not clearly worse. A variant's best is, knob by knob, the kept value of highest throughput,")
                .append(" all together; that combination is measured by `just bench --tuned`, not here.\n\n");
        md.append(wallClock(summaries)).append(' ').append(resolution(gains)).append("\n\n## Best settings\n\n");
        Table table = new Table("variant", "best", "throughput", "app CPU per request");
        for (BestSettings.Best b : best.variants()) {
            if (b.kept().isEmpty()) {
                table.row(b.variant(), "parity", "", "");
            }
            for (SettingGain g : b.kept()) {
                table.row(b.variant(), settings(g), g.throughput().cell(), cell(g.appCpu()));
            }
        }
        md.append(table.markdown());
        md.append("\n## Every setting tried\n\n");
        Table all = new Table("variant", "setting", "throughput", "app CPU per request", "verdict");
        gains.forEach(g -> all.row(
                g.variant(),
                settings(g),
                g.throughput().cell(),
                cell(g.appCpu()),
                g.decision().words()));
        md.append(all.markdown());
        md.append("\n~ marks an interval that holds 1.00x. Each batch's own tables are in its folder (compare.md).")
                .append(" Reproduce: `just tune` (`just tune VARIANT...` for some; `--resume DIR` finishes an")
                .append(" interrupted sweep); `just bench --tuned` measures the best settings against parity.\n");
        return md.toString();
    }

    /**
     * How large a gain the sweep could tell from parity: the median half-width of its throughput and CPU
     * intervals. A setting within it reads "no clear difference", which is not "no difference".
     */
    static String resolution(List<SettingGain> gains) {
        List<Double> throughput = gains.stream()
                .map(g -> g.throughput().halfWidth())
                .filter(Double::isFinite)
                .toList();
        List<Double> cpu = gains.stream()
                .filter(g -> g.appCpu() != null)
                .map(g -> g.appCpu().halfWidth())
                .filter(Double::isFinite)
                .toList();
        if (throughput.isEmpty()) {
            return "";
        }
        return "Resolution: the median interval reaches ±" + Numbers.num(100 * median(throughput), 0)
                + "% on throughput" + (cpu.isEmpty() ? "" : " and ±" + Numbers.num(100 * median(cpu), 0) + "% on CPU")
                + "; a smaller gain than that reads as no clear difference, which is not the same as none.";
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static String settings(SettingGain g) {
        return g.settings().entrySet().stream()
                .map(e -> "`" + e.getKey() + "=" + e.getValue() + "`")
                .collect(Collectors.joining(", "));
    }

    private static String cell(RatioInterval interval) {
        return interval == null ? "not measured" : interval.cell();
    }

    /** When the sweep ran and how long its batches took. */
    static String wallClock(List<BenchSummary> summaries) {
        double minutes = summaries.stream()
                .filter(s -> s.length() != null)
                .mapToDouble(s -> s.length().minutes())
                .sum();
        String from = summaries.stream()
                .map(s -> s.times().startedAt())
                .min(String::compareTo)
                .orElse("?");
        String to = summaries.stream()
                .map(s -> s.times().finishedAt())
                .filter(t -> t != null)
                .max(String::compareTo)
                .orElse("?");
        String span = "";
        try {
            span = ", "
                    + Numbers.num(
                            Duration.between(Instant.parse(from), Instant.parse(to))
                                            .toSeconds()
                                    / 60.0,
                            0) + " minutes from the first start to the last end";
        } catch (RuntimeException e) {
            // a summary without times: only the batches' own minutes are known
        }
        return "Ran " + from + " to " + to + ": " + Numbers.num(minutes, 0) + " minutes of batches" + span + ".";
    }
}
