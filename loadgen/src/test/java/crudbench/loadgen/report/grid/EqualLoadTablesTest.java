package crudbench.loadgen.report.grid;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.RunAnalysis;
import crudbench.loadgen.model.RunModel;
import crudbench.loadgen.report.TunedRun;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * compare.md prints each framework's own CPU cells at the equal load, the figures What to pick judges: R2DBC at 0.6x
 * JDBC's speed costs 1/0.6 of its CPU per request, and at its best (1.5x itself) 1/0.9.
 */
class EqualLoadTablesTest {

    @Test
    void eachFrameworksCpuCellsAtTheEqualLoadWithTheTunedCellAfterAnArrow() {
        RunModel run = RunAnalysis.of(List.of(TunedRun.summary(true)), List.of("tuned"));

        String md = EqualLoadTables.markdown(run);

        assertThat(md)
                .contains("### App CPU per request at equal load (open, 500 requests/s)")
                .contains("These are the CPU cells What to pick judges.");
        List<String> rows = md.lines().filter(l -> l.startsWith("| Quarkus ")).toList();
        assertThat(rows).hasSize(2);
        assertThat(rows.getFirst()).contains("get", "1.67x", "→", "1.11x");
        assertThat(run.views().equalLoadCells()).hasSize(3 * 2 * 2);
    }

    @Test
    void aRunAtParityShowsOneFigureACell() {
        RunModel run = RunAnalysis.of(List.of(TunedRun.summary(false)), List.of("parity"));

        String md = EqualLoadTables.markdown(run);

        assertThat(md).contains("| Spring Boot ").doesNotContain("→");
    }
}
