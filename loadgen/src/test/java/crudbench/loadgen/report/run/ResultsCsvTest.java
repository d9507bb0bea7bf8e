package crudbench.loadgen.report.run;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.analysis.Fixtures;
import crudbench.loadgen.results.BenchSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsCsvTest {

    @Test
    void writesACsvRowPerScenarioWithTheVariantsAxes(@TempDir Path dir) throws Exception {
        BenchSummary fixture = BenchSummary.read(Fixtures.DIR.resolve("grid-6"));
        ResultsCsv.write(dir, Fixtures.model("grid-6"));

        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertThat(csv).hasSize(fixture.rows().size() + 1);
        int columns = ResultsCsv.CSV_HEADER.split(",").length;
        // spring-r2dbc's get: its client has a comma, so it is quoted, and its flag is named
        String line = csv.stream()
                .filter(l -> l.startsWith("spring-r2dbc,") && l.contains(",get,"))
                .findFirst()
                .orElseThrow();
        assertThat(line)
                .startsWith("spring-r2dbc,Spring Boot,Spring WebFlux,event-loop,r2dbc,r2dbc,false,"
                        + "\"r2dbc-postgresql, r2dbc-pool (DatabaseClient)\",1,closed,64,get,")
                .endsWith(",non-2xx");
        assertThat(line.replaceAll("\"[^\"]*\"", "q").split(",", -1)).hasSize(columns);
    }

    @Test
    void aSummaryReadsBackAsWritten(@TempDir Path dir) throws Exception {
        BenchSummary fixture = BenchSummary.read(Fixtures.DIR.resolve("grid-6"));
        fixture.write(dir);

        BenchSummary back = BenchSummary.read(dir);
        assertThat(back).isEqualTo(fixture);
    }
}
