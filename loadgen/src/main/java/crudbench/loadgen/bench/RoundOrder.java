package crudbench.loadgen.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

/**
 * The order of the apps' slices at one load point of a round, new each round. A published per-framework cell is the
 * ratio of two apps of one framework measured in the same round, so the closer in time its two slices are, the more
 * of the machine's slow drift (its speed, a neighbour's load: docs/benchmarking.md, "Noise budget") the ratio
 * cancels.
 */
public enum RoundOrder {
    /** Every app in one random order: two apps of one framework are a third of the round apart on average. */
    SHUFFLED,
    /**
     * The frameworks in a random order, each one's apps back to back in a random order of their own: randomized
     * blocks, so that a framework's cells pair slices seconds apart. A framework's main effect, which sets apps of
     * different blocks against each other, pairs them less closely than a shuffle does.
     */
    BY_FRAMEWORK;

    /** As summary.json and the command line name it: "shuffled", "by-framework". */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The order a run recorded; a run from before the order was recorded shuffled every app. */
    public static RoundOrder of(String id) {
        if (id == null) {
            return SHUFFLED;
        }
        for (RoundOrder o : values()) {
            if (o.id().equals(id)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown round order " + id + " (shuffled or by-framework)");
    }

    /** This round's order of {@code apps}, drawn from {@code random}; the list given is left as it was. */
    public <T> List<T> order(List<T> apps, Function<T, String> framework, Random random) {
        List<T> ordered = new ArrayList<>(apps);
        if (this == SHUFFLED) {
            Collections.shuffle(ordered, random);
            return ordered;
        }
        Map<String, List<T>> blocks = new LinkedHashMap<>();
        apps.forEach(a -> blocks.computeIfAbsent(framework.apply(a), f -> new ArrayList<>())
                .add(a));
        List<List<T>> shuffled = new ArrayList<>(blocks.values());
        Collections.shuffle(shuffled, random);
        ordered.clear();
        for (List<T> block : shuffled) {
            Collections.shuffle(block, random);
            ordered.addAll(block);
        }
        return ordered;
    }
}
