package crudbench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import crudbench.drivers.Operation;
import crudbench.harness.Settings.DbConfig;
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
        assertThat(Pgbench.parse(output)).isEqualTo(new Pgbench.Summary(257892, 3, 64473.120712));
        assertThatThrownBy(() -> Pgbench.parse("pgbench: error: connection refused"))
                .hasMessageContaining("no transaction count");
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
