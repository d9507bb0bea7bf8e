package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class TcpCountersTest {

    /** The shape of Linux's /proc/net/netstat: each group a line of names, then a line of values. */
    private static final String NETSTAT = """
            TcpExt: SyncookiesSent EmbryonicRsts ListenOverflows ListenDrops
            TcpExt: 0 4 1433 1435
            IpExt: InNoRoutes ListenOverflows
            IpExt: 0 99
            """;

    @Test
    void readsACounterByItsNameInItsGroup() {
        assertThat(TcpCounters.field(NETSTAT, "TcpExt", "ListenOverflows")).hasValue(1433);
        assertThat(TcpCounters.field(NETSTAT, "TcpExt", "ListenDrops")).hasValue(1435);
        assertThat(TcpCounters.field(NETSTAT, "IpExt", "ListenOverflows")).hasValue(99);
    }

    @Test
    void aCounterOrGroupTheKernelDoesNotHaveIsAbsent() {
        assertThat(TcpCounters.field(NETSTAT, "TcpExt", "NoSuchCounter")).isEmpty();
        assertThat(TcpCounters.field(NETSTAT, "MPTcpExt", "ListenOverflows")).isEmpty();
        assertThat(TcpCounters.field("TcpExt: ListenOverflows\n", "TcpExt", "ListenOverflows"))
                .isEmpty();
    }

    @Test
    void countsWhatThisMachinesKernelCounts() {
        assumeTrue(Files.isReadable(Path.of("/proc/net/netstat")), "Linux only");
        OptionalLong first = TcpCounters.listenOverflows();
        assertThat(first).isPresent();
        assertThat(first.getAsLong()).isNotNegative();
        assertThat(TcpCounters.listenOverflows().getAsLong()).isGreaterThanOrEqualTo(first.getAsLong());
    }
}
