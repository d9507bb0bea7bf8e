package crudbench.drivers.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import crudbench.drivers.Protocol;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriversResultTest {

    @TempDir
    Path dir;

    @Test
    void aRowIsDerivedFromItsRawPoint() {
        Histogram nanos = new Histogram(3);
        for (int i = 0; i < 40_000; i++) {
            nanos.recordValue(i < 39_500 ? 200_000 : 2_000_000);
        }
        Point point = new Point(
                "r2dbc",
                "measure",
                "get",
                4,
                4_000_000_000L,
                40_000,
                1,
                45_000,
                1,
                "get: boom",
                1_600L,
                2_000L,
                Map.of("r2dbc-epoll-2/7", 800L, "r2dbc-epoll-4/9", 790L, "C2 CompilerThre/3", 10L),
                "r2dbc-",
                16,
                4,
                Protocol.encodeHistogram(nanos));
        DriversResult.Row row = point.row(16);
        assertThat(row)
                .usingRecursiveComparison()
                .ignoringFields("p50Ms", "p99Ms")
                .isEqualTo(new DriversResult.Row(
                        "r2dbc", "get", 4, 16, 4.0, 40_000, 10_000.0, null, null, 0.04, 0.05, 1, 4, 2));
        assertThat(row.p50Ms()).isCloseTo(0.2, within(0.001));
        assertThat(row.p99Ms()).isCloseTo(2.0, within(0.001));
        assertThat(point.jitMs()).isEqualTo(10);
    }

    @Test
    void drivesJsonReadsBackAsWritten() throws IOException {
        DriversResult result = sample();
        result.write(dir);
        assertThat(DriversResult.read(dir.resolve(DriversResult.FILE))).isEqualTo(result);
        assertThat(Files.readString(dir.resolve(DriversResult.FILE)))
                .contains(
                        "\"schema\" : \"crudbench-drivers/1\"",
                        "\"clientCpuMsPerQuery\" : 0.0412",
                        "\"busyThreads\" : null");
    }

    @Test
    void anotherSchemaIsRefused() throws IOException {
        Files.writeString(dir.resolve("drivers.json"), "{\"schema\": \"crudbench-drivers/0\", \"rows\": []}");
        assertThatThrownBy(() -> DriversResult.read(dir.resolve("drivers.json")))
                .hasMessageContaining("crudbench-drivers/0");
    }

    @Test
    void theTableGroupsByOperationAndUsersWithPgbenchLast() {
        List<List<String>> cells = Report.cells(sample());
        assertThat(cells)
                .extracting(r -> r.get(0) + " " + r.get(1) + " " + r.get(2))
                .containsExactly("get 4 jdbc", "get 4 vertx", "get 64 jdbc", "get 16 pgbench (libpq)", "create 4 jdbc");
        assertThat(cells.getFirst()).containsSequence("0.0412", "0.0520");
        assertThat(Report.markdown(sample())).contains("| get       |     4 | jdbc ", "How to read it");
    }

    static DriversResult sample() {
        DriversResult.RunSettings settings = new DriversResult.RunSettings(
                "quick",
                List.of(4, 64),
                List.of("get", "create"),
                16,
                2,
                5,
                0.03,
                2,
                1,
                3,
                Map.of("DB_POOL_SIZE", "16"),
                List.of("-Xmx512m"),
                new DriversResult.Database("localhost", 15432, "bench", true, "17.6"),
                20240101L);
        DriversResult.Machine machine =
                new DriversResult.Machine(2, 25_000_000_000L, "cpu", "Linux", "JDK 25", "host", "abc");
        Map<String, DriversResult.Client> clients = Map.of(
                "jdbc",
                        new DriversResult.Client(
                                "pgjdbc 42.7.11, HikariCP 7.0.2", Map.of("pgjdbc", "42.7.11"), "25", 3),
                "vertx", new DriversResult.Client("Vert.x PG client 4.5.28", Map.of("netty", "4.1.135.Final"), "25", 4),
                "pgbench", new DriversResult.Client("pgbench (libpq)", Map.of("pgbench", "15.18"), null, null));
        List<DriversResult.Row> rows = List.of(
                new DriversResult.Row(
                        "pgbench", "get", 16, 16, 3.0, 190_000, 63_333.3, 0.18, 0.64, 0.0087, 0.0228, 0, 16, null),
                new DriversResult.Row(
                        "jdbc", "create", 4, 16, 3.0, 90_000, 30_000.0, 0.1, 0.5, 0.0187, 0.0438, 0, 4, 4),
                new DriversResult.Row(
                        "jdbc", "get", 64, 16, 3.0, 170_000, 56_666.7, 0.02, 17.2, 0.0145, 0.0196, 0, 16, 32),
                new DriversResult.Row(
                        "vertx", "get", 4, 16, 3.0, 130_000, 43_333.3, 0.07, 0.36, 0.0179, 0.026, 0, 4, 4),
                new DriversResult.Row(
                        "jdbc", "get", 4, 16, 3.0, 210_000, 70_000.0, 0.047, 0.155, 0.0412, 0.052, 0, 4, 4));
        return new DriversResult(
                DriversResult.SCHEMA,
                "2026-11-23T06:35:12Z",
                "2026-11-23T06:38:55Z",
                machine,
                settings,
                clients,
                rows,
                List.of("a note"));
    }
}
