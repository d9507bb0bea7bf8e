package crudbench.harness.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import crudbench.drivers.Operation;
import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Settings.DbConfig;
import crudbench.harness.registry.SuiteSql;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class PgbenchTest {

    private static final Map<String, String> SQL = SuiteSql.statements(Repo.locate());

    @Test
    void eachScriptIsTheSuitesStatementWithPgbenchVariablesDrawnAsTheWorkersDrawThem() {
        assertThat(Pgbench.script(Operation.GET, SQL.get("get"), 10_000)).isEqualTo("""
                \\set id random(1, 10000)
                SELECT id, name, email, created_at FROM users WHERE id = :id;
                """);
        assertThat(Pgbench.script(Operation.LIST100, SQL.get("list"), 10_000)).isEqualTo("""
                \\set afterId random(0, 9900)
                \\set limit 100
                SELECT id, name, email, created_at FROM users WHERE id > :afterId ORDER BY id LIMIT :limit;
                """);
        assertThat(Pgbench.script(Operation.LIST10, SQL.get("list"), 500))
                .contains("random(0, 400)", "\\set limit 10\n");
        assertThat(Pgbench.script(Operation.CREATE, SQL.get("create"), 10_000)).isEqualTo("""
                \\set name random(1000000000000000000, 9223372036854775806)
                \\set email random(1000000000000000000, 9223372036854775806)
                INSERT INTO users (name, email) VALUES (:name, :email) RETURNING id, name, email, created_at;
                """);
    }

    @Test
    void aStatementWithMoreParametersThanItsOperationIsRefused() {
        assertThatThrownBy(() -> Pgbench.script(Operation.GET, "SELECT $1, $2", 100))
                .hasMessageContaining("$2");
    }

    @Test
    void itRunsPreparedOverThePoolsConnectionsAndLogsOnlyWhenAsked() {
        DbConfig db = new DbConfig("localhost", 15432, "bench", "bench", "pw", false);
        List<String> command = Pgbench.command(db, 16, 4, Path.of("/r/get.sql"), Path.of("/r/get-log"));
        assertThat(String.join(" ", command))
                .isEqualTo("pgbench -h localhost -p 15432 -U bench -n -M prepared -c 16 -j 2"
                        + " -T 4 -f /r/get.sql -l --log-prefix=/r/get-log bench");
        assertThat(Pgbench.command(db, 1, 1, Path.of("s.sql"), null))
                .contains("-j", "1")
                .doesNotContain("-l");
        assertThat(String.join(" ", command)).doesNotContain("pw");
    }

    @Test
    void readsTheSummaryOfPgbench15() {
        String output = """
                pgbench (15.18 (Debian 15.18-0+deb12u1), server 17.6)
                transaction type: /r/get.sql
                scaling factor: 1
                query mode: prepared
                number of clients: 16
                number of threads: 2
                maximum number of tries: 1
                duration: 4 s
                number of transactions actually processed: 257892
                number of failed transactions: 3 (0.001%)
                latency average = 0.247 ms
                initial connection time = 21.052 ms
                tps = 64473.120712 (without initial connection time)
                """;
        assertThat(Pgbench.parse(output)).isEqualTo(new Pgbench.Summary(257892, 3, 64473.120712, 21.052));
        assertThatThrownBy(() -> Pgbench.parse("pgbench: error: connection refused"))
                .hasMessageContaining("no transaction count");
    }

    /** 64 clients through a 5.6 ms relay for -T 1 (2026-11-27): connecting took the whole second. */
    @Test
    void aRunThatOnlyConnectedProcessedNothingAndSaysNoTps() {
        String output = """
                pgbench (15.18 (Debian 15.18-0+deb12u1), server 17.6)
                number of clients: 64
                duration: 1 s
                number of transactions actually processed: 0
                number of failed transactions: 0 (NaN%)
                """;
        Pgbench.Summary summary = Pgbench.parse(output);
        assertThat(summary.processed()).isZero();
        assertThat(summary.tps()).isZero();
        assertThat(summary.connectMs()).isNaN();
        assertThatThrownBy(() -> Pgbench.parse(output.replace("processed: 0", "processed: 10")))
                .hasMessageContaining("no tps for 10 transactions");
    }

    /**
     * The ceiling runs again, longer, until pgbench's clients spend the asked seconds connected:
     * 0.97 s of connecting in -T 1 gives a -T of 3; nothing said, 1 + 2 x the last -T.
     */
    @Test
    void aCeilingMostlySpentConnectingRunsAgainLonger() {
        assertThat(Pgbench.longerDuration(1, 1, 971.8)).isEqualTo(3);
        assertThat(Pgbench.longerDuration(1, 1, Double.NaN)).isEqualTo(3);
        assertThat(Pgbench.longerDuration(1, 3, Double.NaN)).isEqualTo(7);
        assertThat(Pgbench.longerDuration(4, 4, 100))
                .as("always longer than the last")
                .isEqualTo(5);
        assertThat(Pgbench.connectedSeconds(971.8, 1)).isCloseTo(0.0282, within(1e-9));
        assertThat(Pgbench.connectedSeconds(971.8, 3)).isGreaterThan(Pgbench.CONNECTED_SHARE);
        assertThat(Pgbench.connectedSeconds(Double.NaN, 7)).isZero();
    }

    @Test
    void latenciesComeFromThePerTransactionLogInMicroseconds() {
        Histogram h = Pgbench.latencies(List.of(
                "0 0 250 0 1763876400 123456", "1 0 750 0 1763876400 123789", "2 0 failed 0 1763876400 124000", ""));
        assertThat(h.getTotalCount()).isEqualTo(2);
        assertThat(h.getMinValue()).isBetween(249_000L, 250_000L);
        assertThat(h.getMaxValue()).isBetween(750_000L, 751_000L);
    }

    @Test
    void theVersionIsTheNumberAfterTheProductName() {
        assertThat(Pgbench.versions("pgbench (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"))
                .containsEntry("pgbench", "15.18");
    }
}
