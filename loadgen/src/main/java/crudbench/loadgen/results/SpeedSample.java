package crudbench.loadgen.results;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The machine's speed at the start of one round: the CPU a fixed piece of work took (the
 * harness's SpeedProbe), so that a run on a machine several times slower than another says so,
 * and a machine that slowed down during a run shows it.
 *
 * @param round    the round it preceded, numbered on across the epochs
 * @param cpuMs    CPU milliseconds the fixed work took: the lower, the faster
 * @param wallMs   wall-clock milliseconds it took: above cpuMs when the cores were shared
 * @param at       when it was taken, so the round's start: ISO-8601
 */
public record SpeedSample(int epoch, int round, double cpuMs, double wallMs, String at) {

    /** A machine whose speed moved by more than this within a run has the run flagged. */
    public static final double LIMIT = 0.10;

    /**
     * How far the machine's speed moved within a run: the probe's median CPU over the second half of its rounds
     * against the first half's, as halves a (first) and b (second) with b / a - 1 (0.05: 5% slower).
     */
    public record Drift(double firstHalfCpuMs, double secondHalfCpuMs) {

        public double change() {
            return secondHalfCpuMs / firstHalfCpuMs - 1;
        }

        public boolean beyondLimit() {
            return Math.abs(change()) > LIMIT;
        }
    }

    /** The drift over these samples in round order; empty with fewer than two. */
    public static Optional<Drift> drift(List<SpeedSample> samples) {
        List<Double> cpu = samples.stream()
                .sorted(Comparator.comparingInt(SpeedSample::round))
                .map(SpeedSample::cpuMs)
                .toList();
        if (cpu.size() < 2) {
            return Optional.empty();
        }
        int half = (cpu.size() + 1) / 2;
        return Optional.of(new Drift(median(cpu.subList(0, half)), median(cpu.subList(half, cpu.size()))));
    }

    static double median(List<Double> values) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
