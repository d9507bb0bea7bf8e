package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A round's order: each app once, each framework's apps back to back by default, and every order drawn at random. */
class RoundOrderTest {

    private static final List<String> APPS = List.of(
            "quarkus-jdbc",
            "quarkus-reactive",
            "quarkus-r2dbc",
            "quarkus-jdbc-virtual",
            "micronaut-jdbc",
            "micronaut-vertx",
            "micronaut-r2dbc",
            "spring-jdbc",
            "spring-r2dbc",
            "spring-vertx",
            "spring-jdbc-virtual");

    private static String framework(String app) {
        return app.substring(0, app.indexOf('-'));
    }

    @Test
    void byFrameworkKeepsEachFrameworksAppsBackToBack() {
        Random random = new Random(1);
        Set<List<String>> frameworkOrders = new HashSet<>();
        Set<List<String>> quarkusOrders = new HashSet<>();
        for (int round = 0; round < 50; round++) {
            List<String> order = RoundOrder.BY_FRAMEWORK.order(APPS, RoundOrderTest::framework, random);
            assertThat(order).containsExactlyInAnyOrderElementsOf(APPS);
            List<String> blocks = new ArrayList<>();
            for (String app : order) {
                String f = framework(app);
                if (blocks.isEmpty() || !blocks.getLast().equals(f)) {
                    blocks.add(f);
                }
            }
            assertThat(blocks)
                    .as("one block per framework in " + order)
                    .hasSize(3)
                    .doesNotHaveDuplicates();
            frameworkOrders.add(blocks);
            quarkusOrders.add(
                    order.stream().filter(a -> a.startsWith("quarkus")).toList());
        }
        assertThat(frameworkOrders).as("the frameworks' order is drawn").hasSizeGreaterThan(3);
        assertThat(quarkusOrders).as("the order within a block is drawn").hasSizeGreaterThan(10);
    }

    @Test
    void shuffledMixesTheFrameworks() {
        Random random = new Random(2);
        boolean interleavedOnce = false;
        for (int round = 0; round < 20 && !interleavedOnce; round++) {
            List<String> order = RoundOrder.SHUFFLED.order(APPS, RoundOrderTest::framework, random);
            assertThat(order).containsExactlyInAnyOrderElementsOf(APPS);
            long switches = 0;
            for (int i = 1; i < order.size(); i++) {
                switches += framework(order.get(i)).equals(framework(order.get(i - 1))) ? 0 : 1;
            }
            interleavedOnce = switches > 2;
        }
        assertThat(interleavedOnce).isTrue();
    }

    @Test
    void aRunThatRecordedNoOrderShuffled() {
        assertThat(RoundOrder.of(null)).isEqualTo(RoundOrder.SHUFFLED);
        assertThat(RoundOrder.of("by-framework")).isEqualTo(RoundOrder.BY_FRAMEWORK);
        assertThat(RoundOrder.of(RoundOrder.SHUFFLED.id())).isEqualTo(RoundOrder.SHUFFLED);
        assertThatThrownBy(() -> RoundOrder.of("alphabetical")).hasMessageContaining("by-framework");
    }
}
