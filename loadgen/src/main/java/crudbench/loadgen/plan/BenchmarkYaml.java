package crudbench.loadgen.plan;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A benchmark file read as a YAML tree, for two facts that Hyperfoil's parsed model keeps
 * only in hash order or inside lambdas: the order of the phases in the file, and the method
 * and path of each metric's request. The tree is composed, not constructed, so Hyperfoil's
 * own tags ({@code !param}, {@code !concat}) need no support here; anchors resolve as usual.
 */
final class BenchmarkYaml {

    /**
     * One {@code httpRequest} step.
     *
     * @param metric its {@code metric:}, or its sequence's name (Hyperfoil's default)
     * @param path   the path or path pattern; null when it comes from a variable
     */
    record Request(String metric, String method, String path) {}

    private static final Set<String> METHODS =
            Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT");
    private static final List<String> SEQUENCE_LISTS = List.of("initialSequences", "sequences", "orderedSequences");

    private final List<String> phases = new ArrayList<>();
    private final Set<Request> requests = new LinkedHashSet<>();

    private BenchmarkYaml() {}

    static BenchmarkYaml parse(String yaml) {
        BenchmarkYaml file = new BenchmarkYaml();
        Node root = new Yaml().compose(new StringReader(yaml));
        if (root instanceof MappingNode mapping) {
            value(mapping, "phases")
                    .filter(SequenceNode.class::isInstance)
                    .map(SequenceNode.class::cast)
                    .ifPresent(list ->
                            list.getValue().forEach(phase -> singleKey(phase).ifPresent(file.phases::add)));
            file.findScenarios(root);
        }
        return file;
    }

    /** Phase names as the file lists them. */
    List<String> phases() {
        return List.copyOf(phases);
    }

    /** Every distinct request of every scenario, in file order. */
    List<Request> requests() {
        return List.copyOf(requests);
    }

    /** Every {@code scenario:} anywhere: under a phase's model, a fork, or at the top of a one-phase file. */
    private void findScenarios(Node node) {
        if (node instanceof MappingNode mapping) {
            for (NodeTuple entry : mapping.getValue()) {
                if ("scenario".equals(scalar(entry.getKeyNode()))) {
                    scenario(entry.getValueNode());
                } else {
                    findScenarios(entry.getValueNode());
                }
            }
        } else if (node instanceof SequenceNode list) {
            list.getValue().forEach(this::findScenarios);
        }
    }

    /** A scenario is a list of sequences, or a mapping of such lists (initial, on-demand, ordered). */
    private void scenario(Node scenario) {
        if (scenario instanceof SequenceNode sequences) {
            sequences(sequences);
        } else if (scenario instanceof MappingNode mapping) {
            for (String key : SEQUENCE_LISTS) {
                value(mapping, key)
                        .filter(SequenceNode.class::isInstance)
                        .map(SequenceNode.class::cast)
                        .ifPresent(this::sequences);
            }
        }
    }

    /** Each item names a sequence and lists its steps. */
    private void sequences(SequenceNode sequences) {
        for (Node sequence : sequences.getValue()) {
            if (sequence instanceof MappingNode mapping && mapping.getValue().size() == 1) {
                NodeTuple entry = mapping.getValue().getFirst();
                steps(scalar(entry.getKeyNode()), entry.getValueNode());
            }
        }
    }

    /** httpRequest steps, also where another step nests them. */
    private void steps(String sequence, Node node) {
        if (node instanceof SequenceNode list) {
            list.getValue().forEach(item -> steps(sequence, item));
        } else if (node instanceof MappingNode mapping) {
            for (NodeTuple entry : mapping.getValue()) {
                if ("httpRequest".equals(scalar(entry.getKeyNode()))
                        && entry.getValueNode() instanceof MappingNode request) {
                    request(sequence, request).ifPresent(requests::add);
                } else {
                    steps(sequence, entry.getValueNode());
                }
            }
        }
    }

    /** {@code GET: /users/${id}}, {@code GET: { pattern: ... }}, or {@code method: GET} with {@code path:}. */
    private static Optional<Request> request(String sequence, MappingNode request) {
        String method = null;
        Node path = null;
        for (NodeTuple entry : request.getValue()) {
            String key = scalar(entry.getKeyNode());
            if (key != null && METHODS.contains(key)) {
                method = key;
                path = entry.getValueNode();
            }
        }
        if (method == null) {
            method = value(request, "method").map(BenchmarkYaml::scalar).orElse(null);
            path = value(request, "path").orElse(null);
        }
        if (method == null) {
            return Optional.empty();
        }
        Optional<Node> metricNode = value(request, "metric");
        String metric = metricNode.isPresent() ? scalar(metricNode.get()) : sequence;
        if (metric == null) {
            // A list of metric selectors: the metric depends on the URL at run time.
            return Optional.empty();
        }
        return Optional.of(new Request(metric, method, path(path)));
    }

    private static String path(Node node) {
        if (node instanceof MappingNode mapping) {
            return value(mapping, "pattern")
                    .or(() -> value(mapping, "value"))
                    .map(BenchmarkYaml::scalar)
                    .orElse(null);
        }
        return scalar(node);
    }

    private static Optional<Node> value(MappingNode mapping, String key) {
        return mapping.getValue().stream()
                .filter(e -> key.equals(scalar(e.getKeyNode())))
                .map(NodeTuple::getValueNode)
                .findFirst();
    }

    private static Optional<String> singleKey(Node node) {
        if (node instanceof MappingNode mapping && mapping.getValue().size() == 1) {
            return Optional.ofNullable(scalar(mapping.getValue().getFirst().getKeyNode()));
        }
        return Optional.empty();
    }

    private static String scalar(Node node) {
        return node instanceof ScalarNode s ? s.getValue() : null;
    }
}
