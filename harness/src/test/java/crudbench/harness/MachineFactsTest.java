package crudbench.harness;

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
}
