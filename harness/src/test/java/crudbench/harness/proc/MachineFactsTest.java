package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The CPU as results record it: a virtual machine's bare vendor name, made tellable apart by its numbers. */
class MachineFactsTest {

    @Test
    void aBareVendorNameGetsTheFirstProcessorsFamilyModelSteppingAndMicrocode() {
        List<String> cpuinfo = List.of(
                "processor\t: 0",
                "vendor_id\t: AuthenticAMD",
                "cpu family\t: 25",
                "model\t\t: 1",
                "model name\t: AMD EPYC",
                "stepping\t: 1",
                "microcode\t: 0x1000065",
                "",
                "processor\t: 1",
                "cpu family\t: 26",
                "model\t\t: 2",
                "model name\t: another",
                "microcode\t: 0x2");

        assertThat(MachineFacts.cpuModel(cpuinfo))
                .isEqualTo("AMD EPYC (family 25, model 1, stepping 1, microcode 0x1000065)");
    }

    @Test
    void whatCpuinfoLeavesOutIsLeftOut() {
        assertThat(MachineFacts.cpuModel(List.of("model name\t: Intel Xeon", "cpu family\t: 6", "microcode\t:")))
                .isEqualTo("Intel Xeon (family 6)");
        assertThat(MachineFacts.cpuModel(List.of("model name\t: Intel Xeon"))).isEqualTo("Intel Xeon");
        assertThat(MachineFacts.cpuModel(List.of("processor\t: 0", "BogoMIPS\t: 50.00", "CPU part\t: 0xd0c")))
                .as("no model name (an ARM /proc/cpuinfo): the caller falls back to the architecture")
                .isNull();
    }

    /** A /sys/devices/system/cpu of two cores, each with a thread of its own, and four caches, one of them shared. */
    @Test
    void theTopologyNamesSocketsCoresThreadsAndCaches(@org.junit.jupiter.api.io.TempDir java.nio.file.Path sys)
            throws java.io.IOException {
        for (int cpu = 0; cpu < 2; cpu++) {
            java.nio.file.Path dir = sys.resolve("cpu" + cpu);
            write(dir.resolve("topology/physical_package_id"), "0");
            write(dir.resolve("topology/core_id"), String.valueOf(cpu));
            String[][] caches = {
                {"1", "Data", "32K", String.valueOf(cpu)},
                {"1", "Instruction", "32K", String.valueOf(cpu)},
                {"2", "Unified", "1024K", String.valueOf(cpu)},
                {"3", "Unified", "32768K", "0-1"}
            };
            for (int i = 0; i < caches.length; i++) {
                java.nio.file.Path index = dir.resolve("cache/index" + i);
                write(index.resolve("level"), caches[i][0]);
                write(index.resolve("type"), caches[i][1]);
                write(index.resolve("size"), caches[i][2]);
                write(index.resolve("shared_cpu_list"), caches[i][3]);
            }
        }
        java.nio.file.Files.createDirectories(sys.resolve("cpufreq"));

        assertThat(MachineFacts.topology(sys))
                .isEqualTo("1 socket, 2 cores, 1 thread per core; L1d 32K, L1i 32K, L2 1024K, L3 32768K shared by"
                        + " cpus 0-1");
        assertThat(MachineFacts.topology(sys.resolve("missing"))).isNull();
    }

    private static void write(java.nio.file.Path file, String text) throws java.io.IOException {
        java.nio.file.Files.createDirectories(file.getParent());
        java.nio.file.Files.writeString(file, text + "\n");
    }
}
