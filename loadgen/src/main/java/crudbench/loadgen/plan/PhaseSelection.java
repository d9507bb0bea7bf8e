package crudbench.loadgen.plan;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.emitter.Emitter;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;
import org.yaml.snakeyaml.serializer.Serializer;

/**
 * A benchmark file with only some of its measured phases: the warm-up phases and the named scenarios, each phase
 * that started after a left-out one starting after what that one started after. So the answer's profiles measure
 * the scenarios the answer reads from the suite's own file, with no second copy of it to keep alike. The tree is
 * composed and written back (anchors, Hyperfoil's tags and each node's style kept); a file with nothing to leave out
 * comes back as it was, byte for byte.
 */
final class PhaseSelection {

    private static final List<String> AFTER_KEYS = List.of("startAfter", "startAfterStrict");

    private PhaseSelection() {}

    /**
     * The file with its warm-up phases and the measured phases named in {@code scenarios}; every phase when
     * {@code scenarios} is empty.
     */
    static String keep(String yaml, Collection<String> scenarios) {
        if (scenarios.isEmpty()) {
            return yaml;
        }
        Node root = new Yaml().compose(new StringReader(yaml));
        Optional<SequenceNode> list = root instanceof MappingNode mapping
                ? value(mapping, "phases")
                        .filter(SequenceNode.class::isInstance)
                        .map(SequenceNode.class::cast)
                : Optional.empty();
        if (list.isEmpty()) {
            return yaml;
        }
        Map<String, MappingNode> phases = new LinkedHashMap<>();
        Map<String, List<String>> before = new LinkedHashMap<>();
        for (Node item : list.get().getValue()) {
            phase(item).ifPresent(p -> {
                phases.put(p.name(), p.settings());
                before.put(p.name(), after(p.settings()));
            });
        }
        Set<String> dropped = new LinkedHashSet<>();
        phases.forEach((name, settings) -> {
            if (!warmup(settings) && !scenarios.contains(name)) {
                dropped.add(name);
            }
        });
        if (dropped.isEmpty()) {
            return yaml;
        }
        list.get()
                .getValue()
                .removeIf(
                        item -> phase(item).map(p -> dropped.contains(p.name())).orElse(false));
        phases.keySet().removeAll(dropped);
        phases.values().forEach(settings -> rewire(settings, dropped, before));
        return write(root);
    }

    /** A phase's name and the mapping of its model ({@code always:}, {@code constantRate:}, …). */
    private record Phase(String name, MappingNode settings) {}

    private static Optional<Phase> phase(Node item) {
        if (item instanceof MappingNode named && named.getValue().size() == 1) {
            NodeTuple entry = named.getValue().getFirst();
            if (entry.getValueNode() instanceof MappingNode model
                    && model.getValue().size() == 1
                    && model.getValue().getFirst().getValueNode() instanceof MappingNode settings) {
                return Optional.ofNullable(scalar(entry.getKeyNode())).map(name -> new Phase(name, settings));
            }
        }
        return Optional.empty();
    }

    private static boolean warmup(MappingNode settings) {
        return value(settings, "isWarmup")
                .map(PhaseSelection::scalar)
                .map("true"::equals)
                .orElse(false);
    }

    /** The phases a phase's {@code startAfter} and {@code startAfterStrict} name. */
    private static List<String> after(MappingNode settings) {
        List<String> names = new ArrayList<>();
        for (String key : AFTER_KEYS) {
            value(settings, key).ifPresent(v -> names.addAll(names(v)));
        }
        return names;
    }

    /** A name, a list of names, or references with a {@code phase:}. */
    private static List<String> names(Node value) {
        if (value instanceof SequenceNode items) {
            return items.getValue().stream().flatMap(i -> names(i).stream()).toList();
        }
        if (value instanceof MappingNode reference) {
            return value(reference, "phase").map(PhaseSelection::scalar).stream()
                    .toList();
        }
        String name = scalar(value);
        return name == null ? List.of() : List.of(name);
    }

    /** Each left-out phase a kept one waited for becomes what that one waited for, transitively. */
    private static void rewire(MappingNode settings, Set<String> dropped, Map<String, List<String>> before) {
        List<NodeTuple> entries = settings.getValue();
        for (int i = 0; i < entries.size(); i++) {
            NodeTuple entry = entries.get(i);
            if (!AFTER_KEYS.contains(scalar(entry.getKeyNode()))) {
                continue;
            }
            List<String> named = names(entry.getValueNode());
            if (named.stream().noneMatch(dropped::contains)) {
                continue;
            }
            if (!(entry.getValueNode() instanceof ScalarNode)
                    && !(entry.getValueNode() instanceof SequenceNode s
                            && s.getValue().stream().allMatch(ScalarNode.class::isInstance))) {
                throw new IllegalArgumentException("a phase waits for a left-out phase in a form this suite cannot"
                        + " rewrite (" + named + "); name the phases it starts after plainly");
            }
            Set<String> resolved = new LinkedHashSet<>();
            named.forEach(n -> resolve(n, dropped, before, resolved, new LinkedHashSet<>()));
            entries.set(i, new NodeTuple(entry.getKeyNode(), node(List.copyOf(resolved))));
        }
    }

    private static void resolve(
            String name, Set<String> dropped, Map<String, List<String>> before, Set<String> into, Set<String> seen) {
        if (!dropped.contains(name)) {
            into.add(name);
        } else if (seen.add(name)) {
            before.getOrDefault(name, List.of()).forEach(n -> resolve(n, dropped, before, into, seen));
        }
    }

    private static Node node(List<String> names) {
        if (names.size() == 1) {
            return new ScalarNode(Tag.STR, names.getFirst(), null, null, DumperOptions.ScalarStyle.PLAIN);
        }
        List<Node> items = names.stream()
                .<Node>map(n -> new ScalarNode(Tag.STR, n, null, null, DumperOptions.ScalarStyle.PLAIN))
                .toList();
        return new SequenceNode(Tag.SEQ, new ArrayList<>(items), DumperOptions.FlowStyle.FLOW);
    }

    private static String write(Node root) {
        DumperOptions options = new DumperOptions();
        options.setWidth(Integer.MAX_VALUE);
        StringWriter out = new StringWriter();
        Serializer serializer = new Serializer(new Emitter(out, options), new Resolver(), options, null);
        try {
            serializer.open();
            serializer.serialize(root);
            serializer.close();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toString();
    }

    private static Optional<Node> value(MappingNode mapping, String key) {
        return mapping.getValue().stream()
                .filter(e -> key.equals(scalar(e.getKeyNode())))
                .map(NodeTuple::getValueNode)
                .findFirst();
    }

    private static String scalar(Node node) {
        return node instanceof ScalarNode s ? s.getValue() : null;
    }
}
