package crudbench.harness.noise;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import crudbench.harness.db.PgProcesses;
import crudbench.harness.proc.MachineCpu;
import crudbench.harness.proc.ThreadGroups;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The noise window's readers: /proc/stat's steal, a JVM's threads by group, PostgreSQL's backends by their
 * client's port, and a window over this JVM that sees the work done inside it.
 */
class SliceNoiseTest {

    @Test
    void theMachineLineGivesBusyStealAndIdleInMilliseconds() {
        MachineCpu.Reading r = MachineCpu.parse("cpu  2345 5 1155 31830 280 3 26 10 0 0");
        assertThat(r.busyMs()).isEqualTo((2345 + 5 + 1155 + 3 + 26 + 10) * 10L);
        assertThat(r.stealMs()).isEqualTo(100);
        assertThat(r.idleMs()).isEqualTo((31830 + 280) * 10L);
        MachineCpu.Reading later = MachineCpu.parse("cpu  2445 5 1155 31930 280 3 26 30 0 0");
        assertThat(r.until(later)).isEqualTo(new MachineCpu.Reading(1200, 200, 1000));
    }

    @Test
    void threadsAreGroupedByWhatTheirNamesSay() {
        assertThat(ThreadGroups.group("C2 CompilerThre")).isEqualTo("jit");
        assertThat(ThreadGroups.group("GC Thread#1")).isEqualTo("gc");
        assertThat(ThreadGroups.group("G1 Refine#0")).isEqualTo("gc");
        assertThat(ThreadGroups.group("vert.x-eventloo")).isEqualTo("event-loops");
        assertThat(ThreadGroups.group("reactor-http-ni")).isEqualTo("event-loops");
        assertThat(ThreadGroups.group("default-nioEven")).isEqualTo("event-loops");
        assertThat(ThreadGroups.group("executor-thread")).isEqualTo("workers");
        assertThat(ThreadGroups.group("http-nio-18080-")).isEqualTo("workers");
        assertThat(ThreadGroups.group("blocking-execut")).isEqualTo("workers");
        assertThat(ThreadGroups.group("jdbc-3")).isEqualTo("workers");
        assertThat(ThreadGroups.group("ForkJoinPool-1-")).isEqualTo("virtual-carriers");
        assertThat(ThreadGroups.group("HikariPool-1:ho")).isEqualTo("pool");
        assertThat(ThreadGroups.group("agroal-11")).isEqualTo("pool");
        assertThat(ThreadGroups.group("VM Thread")).isEqualTo("jvm");
        assertThat(ThreadGroups.group("parallel-1")).isEqualTo("other");
    }

    @Test
    void aGroupCountsWhatItsThreadsDidBetweenTwoReadings() {
        Map<Long, ThreadGroups.Thread> before = Map.of(
                1L, new ThreadGroups.Thread("C2 CompilerThre", 5_000_000, 1_000_000, 10),
                2L, new ThreadGroups.Thread("GC Thread#0", 2_000_000, 0, 4));
        Map<Long, ThreadGroups.Thread> after = Map.of(
                1L, new ThreadGroups.Thread("C2 CompilerThre", 8_000_000, 3_000_000, 15),
                2L, new ThreadGroups.Thread("GC Thread#0", 2_000_000, 0, 4),
                3L, new ThreadGroups.Thread("C1 CompilerThre", 1_000_000, 0, 2));

        Map<String, ThreadGroups.Usage> groups = ThreadGroups.between(before, after);

        assertThat(groups.keySet()).containsExactlyElementsOf(ThreadGroups.GROUPS);
        assertThat(groups.get("jit"))
                .as("the C2 thread's 3 ms and 5 switches, and the new C1 thread whole")
                .isEqualTo(new ThreadGroups.Usage(4.0, 2.0, 7));
        assertThat(groups.get("gc")).isEqualTo(new ThreadGroups.Usage(0, 0, 0));
    }

    @Test
    void aBackendNamesItsClientsPortAndTheServersOwnProcessesDoNot() {
        assertThat(PgProcesses.clientPort("postgres: crudbench crudbench 127.0.0.1(45678) idle"))
                .isEqualTo(45678);
        assertThat(PgProcesses.clientPort("postgres: checkpointer")).isEqualTo(-1);
        assertThat(PgProcesses.clientPort("postgres: autovacuum worker crudbench"))
                .isEqualTo(-1);
        assertThat(PgProcesses.clientPort("java -jar x.jar (1234)")).isEqualTo(-1);
        long[] socket = PgProcesses.socket(
                "   3: 0100007F:B26E 0100007F:1538 01 00000000:00000000 00:00000000 00000000     0        0 98765 1");
        assertThat(socket).containsExactly(0xB26E, 0x1538, 98765);
        assertThat(PgProcesses.socket("  sl  local_address rem_address   st tx_queue rx_queue"))
                .isNull();
    }

    @Test
    void thisJvmsSocketsToAServerNameTheirLocalPorts() throws IOException {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/net")), "/proc is Linux's");
        try (ServerSocket server = new ServerSocket(0);
                Socket client = new Socket("127.0.0.1", server.getLocalPort());
                Socket accepted = server.accept()) {
            assertThat(PgProcesses.system().clientPorts(ProcessHandle.current().pid(), server.getLocalPort()))
                    .containsExactly(client.getLocalPort());
            assertThat(accepted.isConnected()).isTrue();
        }
    }

    @Test
    void aWindowOverThisJvmSeesTheWorkDoneInsideIt() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/task")), "/proc is Linux's");
        long self = ProcessHandle.current().pid();
        SliceNoise window = SliceNoise.start(SliceNoise.Scope.of(self, List.of(), OptionalLong.empty(), -1, null));
        long sink = 0;
        long until = System.nanoTime() + 150_000_000L;
        while (System.nanoTime() < until) {
            sink += Long.numberOfTrailingZeros(System.nanoTime());
        }
        SliceNoise.Reading r = window.stop();

        assertThat(sink).isPositive();
        assertThat(r.windowMs()).isGreaterThanOrEqualTo(150);
        double threadsCpu = r.threadGroups().values().stream()
                .mapToDouble(ThreadGroups.Usage::cpuMs)
                .sum();
        assertThat(threadsCpu)
                .as("the busy loop's 150 ms, in this JVM's threads")
                .isBetween(100.0, 1_000.0);
        assertThat(r.machineBusyMs())
                .as("the machine was busy at least that long")
                .isGreaterThanOrEqualTo(100.0);
        assertThat(r.otherAppsCpuMs()).isZero();
        assertThat(r.pgLoadedCpuMs()).as("no server: nothing to split").isNull();
        assertThat(r.before()).isNull();
    }
}
