package crudbench.loadgen.tuning;

import crudbench.harness.registry.Knobs;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.plan.VariantSetup;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the tuning sweep runs: for each variant, itself at parity and one session per value of
 * each of its knobs ({@code spring-r2dbc@R2DBC_FORCE_BINARY=true}), one knob at a time from
 * parity's point. The sessions go into interleaved batches, one per framework, so that every
 * setting is measured in the same rounds as its own variant at parity; a framework with more
 * sessions than fit at once is split between its variants.
 */
final class TuningPlan {

    /** The most apps up at once in a batch: each holds its 512 MB heap from the start. */
    static final int MAX_SESSIONS = 18;

    /**
     * One interleaved bench run of the sweep.
     *
     * @param id       its directory under the sweep's
     * @param sessions each variant at parity, followed by its settings
     */
    record Batch(String id, List<VariantSetup> sessions) {

        Batch {
            sessions = List.copyOf(sessions);
        }
    }

    private TuningPlan() {}

    /** The batches for these variants (every variant of the registry when empty), in registry order. */
    static List<Batch> batches(Variants registry, Knobs knobs, List<String> only) {
        Map<String, List<List<VariantSetup>>> byFramework = new LinkedHashMap<>();
        List<Variant> variants = only.isEmpty() ? registry.all() : registry.select(only);
        for (Variant v : registry.all()) {
            // A variant no knob names has nothing to tune.
            if (variants.contains(v) && !knobs.alternatives(v.id()).isEmpty()) {
                byFramework
                        .computeIfAbsent(v.framework(), f -> new ArrayList<>())
                        .add(sessions(v, knobs, registry));
            }
        }
        List<Batch> batches = new ArrayList<>();
        byFramework.forEach((framework, perVariant) -> {
            List<List<VariantSetup>> chunks = new ArrayList<>();
            List<VariantSetup> chunk = new ArrayList<>();
            for (List<VariantSetup> own : perVariant) {
                if (!chunk.isEmpty() && chunk.size() + own.size() > MAX_SESSIONS) {
                    chunks.add(chunk);
                    chunk = new ArrayList<>();
                }
                chunk.addAll(own);
            }
            chunks.add(chunk);
            String name = framework.toLowerCase(Locale.ROOT).replace(' ', '-');
            for (int i = 0; i < chunks.size(); i++) {
                batches.add(new Batch(chunks.size() == 1 ? name : name + "-" + (i + 1), chunks.get(i)));
            }
        });
        return batches;
    }

    /** The variant at parity, then with each value of each of its knobs. */
    static List<VariantSetup> sessions(Variant variant, Knobs knobs, Variants registry) {
        List<VariantSetup> sessions = new ArrayList<>(List.of(VariantSetup.of(variant)));
        knobs.alternatives(variant.id())
                .forEach(s -> sessions.add(VariantSetup.parse(variant.id() + "@" + s.assignment(), registry)));
        return sessions;
    }
}
