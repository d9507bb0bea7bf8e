package crudbench.loadgen.profile;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One profile's samples charged to layers ({@link LayerRules}), and to the frames that decided each: the shares of
 * the app's CPU, and with the CPU a request took in the same slices, the milliseconds per request each layer takes.
 *
 * @param samples every sample, each charged once
 * @param layers  the samples of each layer
 * @param frames  the samples of each deciding frame, by layer
 */
public record LayerCosts(long samples, Map<Layer, Long> layers, Map<Layer, Map<String, Long>> frames) {

    public static LayerCosts of(Stacks stacks) {
        Map<Layer, Long> layers = new EnumMap<>(Layer.class);
        Map<Layer, Map<String, Long>> frames = new EnumMap<>(Layer.class);
        Map<String, LayerRules.Charge> seen = new LinkedHashMap<>();
        stacks.counts().forEach((stack, n) -> {
            LayerRules.Charge c = seen.computeIfAbsent(stack, LayerRules::charge);
            layers.merge(c.layer(), n, Long::sum);
            frames.computeIfAbsent(c.layer(), l -> new LinkedHashMap<>()).merge(c.frame(), n, Long::sum);
        });
        return new LayerCosts(stacks.total(), layers, frames);
    }

    /** The layer's share of the samples (0 to 1). */
    public double share(Layer layer) {
        return samples == 0 ? 0 : (double) layers.getOrDefault(layer, 0L) / samples;
    }

    /** The layer's milliseconds of CPU per request, given the app's CPU per request over the profiled slices. */
    public double msPerRequest(Layer layer, double appCpuMsPerRequest) {
        return share(layer) * appCpuMsPerRequest;
    }

    /** One deciding frame's share of the samples (0 to 1), over every layer it decided. */
    public double frameShare(String frame) {
        if (samples == 0) {
            return 0;
        }
        long n = 0;
        for (Map<String, Long> byFrame : frames.values()) {
            n += byFrame.getOrDefault(frame, 0L);
        }
        return (double) n / samples;
    }

    /** Every deciding frame's share of the samples, the largest first. */
    public List<Map.Entry<String, Double>> frameShares() {
        Map<String, Double> shares = new LinkedHashMap<>();
        frames.forEach((layer, byFrame) -> byFrame.forEach(
                (frame, n) -> shares.merge(frame, samples == 0 ? 0 : (double) n / samples, Double::sum)));
        return shares.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()))
                .toList();
    }

    /** The layer with the most samples. */
    public Layer largest() {
        return layers.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .map(Map.Entry::getKey)
                .orElse(Layer.OTHER);
    }
}
