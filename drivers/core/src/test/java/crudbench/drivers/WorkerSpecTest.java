package crudbench.drivers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkerSpecTest {

    private static final Map<String, String> SQL = Map.of(
            "get", "SELECT id, name, email, created_at FROM users WHERE id = $1",
            "list", "SELECT id, name, email, created_at FROM users WHERE id > $1 ORDER BY id LIMIT $2",
            "create", "INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id, name, email, created_at");

    @Test
    void theEnvironmentAWorkerGetsReadsBackAsTheSameSpec() {
        WorkerSpec spec =
                new WorkerSpec("localhost", 15432, "bench", "bench", "secret", 16, 256, 1, 4, 32, 2000, 10_000, 7, SQL);
        Map<String, String> env = spec.toEnv();
        assertThat(env)
                .containsEntry("DB_POOL_SIZE", "16")
                .containsEntry("IO_THREADS", "4")
                .containsEntry("DRIVERS_SQL_LIST", SQL.get("list"));
        assertThat(WorkerSpec.fromEnv(env)).isEqualTo(spec);
        assertThat(spec.sql(Operation.LIST100)).isEqualTo(SQL.get("list"));
    }

    @Test
    void itsTextLeavesThePasswordOut() {
        WorkerSpec spec = new WorkerSpec("h", 1, "d", "u", "secret", 1, 1, 1, 1, 1, 1, 100, 1, SQL);
        assertThat(spec.toString()).doesNotContain("secret");
    }

    @Test
    void aMissingSettingOrStatementIsNamed() {
        Map<String, String> env =
                new HashMap<>(new WorkerSpec("h", 1, "d", "u", "p", 1, 1, 1, 1, 1, 1, 100, 1, SQL).toEnv());
        env.remove("IO_THREADS");
        assertThatThrownBy(() -> WorkerSpec.fromEnv(env)).hasMessageContaining("IO_THREADS");
        env.put("IO_THREADS", "four");
        assertThatThrownBy(() -> WorkerSpec.fromEnv(env)).hasMessageContaining("IO_THREADS must be an integer");
        env.put("IO_THREADS", "4");
        env.remove("DRIVERS_SQL_CREATE");
        assertThatThrownBy(() -> WorkerSpec.fromEnv(env)).hasMessageContaining("create");
    }
}
