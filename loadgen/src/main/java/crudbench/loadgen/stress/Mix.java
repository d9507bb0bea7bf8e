package crudbench.loadgen.stress;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Operations with their weights in percent.
 *
 * @param name as reports name the mix
 */
record Mix(String name, Map<Operation, Integer> weights) {

    /**
     * The open model's mix (loadgen/open-model.hf.yaml): get 60, list10 15, create 10, update 10, delete 5.
     * MixTest reads the file's weights and fails when the two part.
     */
    static final Mix STANDARD = new Mix(
            "mix",
            ordered(
                    Operation.GET,
                    60,
                    Operation.LIST,
                    15,
                    Operation.CREATE,
                    10,
                    Operation.UPDATE,
                    10,
                    Operation.DELETE,
                    5));

    /**
     * For the outage and the silence: mostly creates, whose acknowledgements are checked against the database
     * afterwards; no deletes, so every acknowledged create must still be there.
     */
    static final Mix WRITE_HEAVY =
            new Mix("write-heavy", ordered(Operation.CREATE, 50, Operation.UPDATE, 25, Operation.GET, 25));

    Mix {
        weights = Collections.unmodifiableMap(new LinkedHashMap<>(weights));
        int sum = weights.values().stream().mapToInt(Integer::intValue).sum();
        if (sum != 100 || weights.values().stream().anyMatch(w -> w < 0)) {
            throw new IllegalArgumentException(
                    name + ": weights must be non-negative and add up to 100, got " + weights);
        }
    }

    /** The operation for a roll in 0..99: the weights take consecutive ranges, in order. */
    Operation pick(int roll) {
        if (roll < 0 || roll > 99) {
            throw new IllegalArgumentException("roll must be in 0..99, got " + roll);
        }
        int upTo = 0;
        for (Map.Entry<Operation, Integer> weight : weights.entrySet()) {
            upTo += weight.getValue();
            if (roll < upTo) {
                return weight.getKey();
            }
        }
        throw new IllegalStateException("unreachable: weights add up to 100");
    }

    /** "get 60, list 15, ...". */
    String describe() {
        return weights.entrySet().stream()
                .map(e -> e.getKey().name().toLowerCase() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    private static Map<Operation, Integer> ordered(Object... pairs) {
        Map<Operation, Integer> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((Operation) pairs[i], (Integer) pairs[i + 1]);
        }
        return map;
    }
}
