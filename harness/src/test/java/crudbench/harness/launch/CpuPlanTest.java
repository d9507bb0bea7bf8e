package crudbench.harness.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CpuPlanTest {

    @Test
    void parsesRolesAndCpuLists() {
        assertThat(CpuPlan.parse("load=0,app=1,db=1").roles()).isEqualTo(Map.of("load", "0", "app", "1", "db", "1"));
        assertThat(CpuPlan.parse("load=0-1,app=2,4,db=3").roles())
                .isEqualTo(Map.of("load", "0-1", "app", "2,4", "db", "3"));
        assertThat(CpuPlan.parse("app=1").toString()).isEqualTo("app=1");
        assertThatThrownBy(() -> CpuPlan.parse("web=1")).hasMessageContaining("unknown role 'web'");
        assertThatThrownBy(() -> CpuPlan.parse("app=x")).hasMessageContaining("not a CPU list");
        assertThatThrownBy(() -> CpuPlan.parse("app=1,app=0")).hasMessageContaining("named twice");
    }

    @Test
    void pinsEveryThreadOfAProcessToItsCpus() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs");
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try {
            CpuPlan.parse("app=1").pin("app", sleeper.pid());
            assertThat(CpuPlan.allowed(sleeper.pid())).isEqualTo("1");
            CpuPlan.parse("db=0").pin("app", sleeper.pid());
            assertThat(CpuPlan.allowed(sleeper.pid()))
                    .as("a role the plan leaves free is not moved")
                    .isEqualTo("1");
        } finally {
            sleeper.destroy();
        }
    }

    @Test
    void releaseLetsAPinnedProcessRunOnEveryCpuAgain() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs");
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try {
            CpuPlan.parse("app=1").pin("app", sleeper.pid());
            assertThat(CpuPlan.allowed(sleeper.pid())).isEqualTo("1");
            CpuPlan.release(sleeper.pid());
            assertThat(CpuPlan.allowed(sleeper.pid()))
                    .isEqualTo(CpuPlan.online())
                    .isNotEqualTo("1");
        } finally {
            sleeper.destroy();
        }
    }
}
