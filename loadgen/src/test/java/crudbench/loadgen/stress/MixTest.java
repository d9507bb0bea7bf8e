package crudbench.loadgen.stress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

class MixTest {

    /** The roll of open-model.hf.yaml's mix: {@code randomInt: op <- 1 .. 100}. */
    private static final Pattern ROLL = Pattern.compile("op <- 1 \\.\\. (\\d+)");

    /**
     * Both the stress client and `just bench`'s open model claim the same mix; the one reads it from
     * {@link Mix#STANDARD}, the other from the file. So the weights come from the file here, and a
     * change to either alone fails.
     */
    @Test
    void theStandardMixIsTheOpenModelFilesMix() throws IOException {
        assertThat(Mix.STANDARD.weights()).containsExactlyEntriesOf(openModelMix());
    }

    @Test
    void eachOperationTakesItsWeightOfTheRollsInOrder() {
        Map<Operation, Integer> picked = new EnumMap<>(Operation.class);
        IntStream.range(0, 100).forEach(roll -> picked.merge(Mix.STANDARD.pick(roll), 1, Integer::sum));
        assertThat(picked).containsExactlyInAnyOrderEntriesOf(Mix.STANDARD.weights());
        assertThat(Mix.STANDARD.pick(59)).isEqualTo(Operation.GET);
        assertThat(Mix.STANDARD.pick(60)).isEqualTo(Operation.LIST);
        assertThat(Mix.STANDARD.pick(99)).isEqualTo(Operation.DELETE);
    }

    @Test
    void theWriteHeavyMixHasNoDeletesSoEveryAcknowledgedCreateMustRemain() {
        assertThat(IntStream.range(0, 100).mapToObj(Mix.WRITE_HEAVY::pick))
                .doesNotContain(Operation.DELETE)
                .filteredOn(op -> op == Operation.CREATE)
                .hasSize(50);
    }

    @Test
    void weightsMustAddUpTo100() {
        assertThatThrownBy(() -> new Mix("bad", Map.of(Operation.GET, 90))).hasMessageContaining("add up to 100");
        assertThatThrownBy(() -> Mix.STANDARD.pick(100)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * The mix phase's first sequence rolls {@code op} in 1..100, then breaks to {@code mixGet} while
     * {@code op <= 60}, to {@code mixList} while {@code op <= 75}, and so on; its last step starts the
     * rest's sequence. Each sequence's weight is the width of its range, in the file's order, and its
     * name after "mix" is the operation.
     */
    private static Map<Operation, Integer> openModelMix() throws IOException {
        Node root;
        try (Reader file = Files.newBufferedReader(Repo.locate().resolve("loadgen/open-model.hf.yaml"))) {
            // Composed, not constructed: Hyperfoil's !param tags need no support.
            root = new Yaml().compose(file);
        }
        List<Node> steps = list(path(root, "phases", "mix", "constantRate", "scenario", "initialSequences", "mix"));
        Matcher roll = ROLL.matcher(scalar(path(steps.getFirst(), "randomInt")));
        assertThat(roll.matches())
                .as("the mix's roll: %s", scalar(path(steps.getFirst(), "randomInt")))
                .isTrue();
        int top = Integer.parseInt(roll.group(1));
        Map<Operation, Integer> weights = new LinkedHashMap<>();
        int below = 0;
        for (Node step : steps.subList(1, steps.size() - 1)) {
            int upTo = Integer.parseInt(scalar(path(step, "breakSequence", "intCondition", "lessOrEqualTo")));
            weights.put(operation(scalar(path(step, "breakSequence", "onBreak", "newSequence"))), upTo - below);
            below = upTo;
        }
        weights.put(operation(scalar(path(steps.getLast(), "newSequence"))), top - below);
        return weights;
    }

    private static Operation operation(String sequence) {
        assertThat(sequence).startsWith("mix");
        return Operation.valueOf(sequence.substring("mix".length()).toUpperCase(Locale.ROOT));
    }

    /** Down a mapping's keys; a list on the way is searched for the item whose one key is the next name. */
    private static Node path(Node node, String... keys) {
        Node at = node;
        for (String key : keys) {
            at = child(at, key).orElseThrow(() -> new AssertionError("open-model.hf.yaml has no " + key + " here"));
        }
        return at;
    }

    private static Optional<Node> child(Node node, String key) {
        if (node instanceof MappingNode mapping) {
            return mapping.getValue().stream()
                    .filter(e -> key.equals(scalar(e.getKeyNode())))
                    .map(NodeTuple::getValueNode)
                    .findFirst();
        }
        if (node instanceof SequenceNode sequence) {
            return sequence.getValue().stream()
                    .filter(item -> item instanceof MappingNode m
                            && m.getValue().size() == 1
                            && key.equals(scalar(m.getValue().getFirst().getKeyNode())))
                    .map(item -> ((MappingNode) item).getValue().getFirst().getValueNode())
                    .findFirst();
        }
        return Optional.empty();
    }

    private static List<Node> list(Node node) {
        assertThat(node).isInstanceOf(SequenceNode.class);
        return ((SequenceNode) node).getValue();
    }

    private static String scalar(Node node) {
        return node instanceof ScalarNode s ? s.getValue() : null;
    }
}
