package crudbench.loadgen.plan;

import crudbench.harness.checkout.Repo;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a benchmark file measures, read from the file itself: its scenarios (the phases other
 * than warm-ups, in the order they run) and which SQL operation each metric's request runs.
 * No other class names a scenario or a metric; a scenario added to a file joins every table.
 *
 * @param name       the benchmark's name
 * @param phases     every phase, warm-ups included
 * @param operations metric to its operation in db/queries.sql, for the metrics that run one
 */
public record BenchmarkPlan(
        LoadModel model, String file, String name, int phases, List<String> scenarios, Map<String, String> operations) {

    public BenchmarkPlan {
        scenarios = List.copyOf(scenarios);
        operations = Collections.unmodifiableMap(new LinkedHashMap<>(operations));
    }

    /** Parses the model's file with its parameters' defaults: scenarios and requests do not depend on them. */
    public static BenchmarkPlan load(Repo repo, LoadModel model) {
        return load(repo, model, List.of());
    }

    /**
     * The model's file with of its scenarios only those named (every one when none is): the plan a profile that
     * measures some of them runs.
     */
    public static BenchmarkPlan load(Repo repo, LoadModel model, Collection<String> scenarios) {
        try {
            return of(model, model.file(), BenchmarkFile.load(repo.resolve(model.file()), Map.of(), scenarios));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + model.file(), e);
        }
    }

    /**
     * The file as this plan runs it: the benchmark file without the scenarios it leaves out (the file itself when it
     * leaves none out), for the run's directory to keep what ran.
     */
    public String text(Repo repo) {
        try {
            return PhaseSelection.keep(java.nio.file.Files.readString(repo.resolve(file)), scenarios);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    public static BenchmarkPlan of(LoadModel model, String file, Benchmark benchmark) {
        BenchmarkYaml yaml = BenchmarkYaml.parse(benchmark.source().yaml);
        List<String> scenarios = runningOrder(benchmark.phases(), yaml.phases()).stream()
                .filter(p -> !p.isWarmup)
                .map(Phase::name)
                .toList();
        Map<String, String> operations = new LinkedHashMap<>();
        for (BenchmarkYaml.Request request : yaml.requests()) {
            SqlOperation.of(request.method(), request.path()).ifPresent(op -> {
                String before = operations.putIfAbsent(request.metric(), op);
                if (before != null && !before.equals(op)) {
                    throw new IllegalArgumentException(file + ": metric " + request.metric() + " names requests of two"
                            + " operations (" + before + ", " + op + "); give each request its own metric");
                }
            });
        }
        return new BenchmarkPlan(
                model, file, benchmark.name(), benchmark.phases().size(), scenarios, operations);
    }

    /**
     * The phases in the order they start: those that wait for no other first, then those that
     * wait only for them, and so on (startAfter, startAfterStrict); phases that start together
     * in the file's order.
     */
    static List<Phase> runningOrder(Collection<Phase> phases, List<String> fileOrder) {
        Map<String, Phase> byName = new HashMap<>();
        phases.forEach(p -> byName.put(p.name(), p));
        Map<String, Integer> levels = new HashMap<>();
        phases.forEach(p -> level(p, byName, levels, new HashSet<>()));
        return phases.stream()
                .sorted(Comparator.comparingInt((Phase p) -> levels.get(p.name()))
                        .thenComparingInt(
                                p -> fileOrder.contains(p.name()) ? fileOrder.indexOf(p.name()) : Integer.MAX_VALUE)
                        .thenComparing(Phase::name))
                .toList();
    }

    /** 0 for a phase that waits for none, else one more than the latest phase it waits for. */
    private static int level(
            Phase phase, Map<String, Phase> byName, Map<String, Integer> levels, Set<String> visiting) {
        Integer known = levels.get(phase.name());
        if (known != null) {
            return known;
        }
        if (!visiting.add(phase.name())) {
            throw new IllegalArgumentException("phases wait for each other in a cycle through " + phase.name());
        }
        int level = dependencies(phase).stream()
                .filter(byName::containsKey)
                .mapToInt(d -> level(byName.get(d), byName, levels, visiting) + 1)
                .max()
                .orElse(0);
        levels.put(phase.name(), level);
        return level;
    }

    private static List<String> dependencies(Phase phase) {
        List<String> dependencies = new ArrayList<>(phase.startAfter());
        dependencies.addAll(phase.startAfterStrict());
        return dependencies;
    }
}
