package crudbench.loadgen.bench;

import crudbench.harness.proc.SpeedProbe;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.SpeedSample;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The machine's speed before a round, by the harness's fixed piece of work, and the flag for a run whose speed moved. */
final class SpeedCheck {

    private SpeedCheck() {}

    /** The flag for a run whose machine changed speed by more than {@link SpeedSample#LIMIT}, if it did. */
    static Optional<Flag> drift(List<SpeedSample> samples) {
        if (samples.size() < 4) {
            return Optional.empty();
        }
        return SpeedSample.drift(samples)
                .filter(SpeedSample.Drift::beyondLimit)
                .map(d -> Flag.of(
                        null,
                        null,
                        Flag.Kind.SPEED_DRIFT,
                        String.format(
                                Locale.ROOT,
                                "the speed probe took %.1f ms of CPU over the first half of the rounds, %.1f over the"
                                        + " second (%+.0f%%)",
                                d.firstHalfCpuMs(),
                                d.secondHalfCpuMs(),
                                d.change() * 100)));
    }

    static SpeedSample measure(int epoch, int round) {
        SpeedProbe.Result r = SpeedProbe.measure();
        return new SpeedSample(
                epoch, round, r.cpuMs(), r.wallMs(), java.time.Instant.now().toString());
    }
}
