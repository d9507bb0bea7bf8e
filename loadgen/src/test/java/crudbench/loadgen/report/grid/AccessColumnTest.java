package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.results.VariantAxes;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class AccessColumnTest {

    private static AccessColumn column(String framework, String threads, String driver) {
        String access = driver.equals("jdbc") ? "jdbc-" + threads : driver;
        return AccessColumn.of(new VariantAxes(framework, "web", threads, driver, access, false, "client"));
    }

    @Test
    void columnsFollowTheRegistrysDriversThenThreadsWhateverTheFramework() {
        TreeSet<AccessColumn> columns = new TreeSet<>(List.of(
                column("Spring Boot", "event-loop", "vertx"),
                column("Quarkus", "event-loop", "r2dbc"),
                column("Micronaut", "virtual", "jdbc"),
                column("Quarkus", "platform", "jdbc")));
        assertThat(columns)
                .extracting(AccessColumn::header)
                .containsExactly("JDBC, platform threads", "JDBC, virtual threads", "R2DBC", "Vert.x");
        assertThat(columns)
                .extracting(AccessColumn::prose)
                .containsExactly("JDBC on platform threads", "JDBC on virtual threads", "R2DBC", "Vert.x");
    }

    @Test
    void aColumnHasOneColourInEveryChartAndEachColumnItsOwn() {
        assertThat(column("Quarkus", "event-loop", "r2dbc").colour())
                .isEqualTo(column("Spring Boot", "event-loop", "r2dbc").colour());
        assertThat(List.of(
                        column("Q", "platform", "jdbc").colour(),
                        column("Q", "virtual", "jdbc").colour(),
                        column("Q", "event-loop", "r2dbc").colour(),
                        column("Q", "event-loop", "vertx").colour()))
                .doesNotHaveDuplicates();
    }
}
