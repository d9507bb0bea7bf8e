package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;

/**
 * The kernel's TCP counters in /proc/net/netstat, for the whole network namespace: the client, the apps, the relay and
 * PostgreSQL together. Elsewhere the values are absent, not guessed.
 */
public final class TcpCounters {

    private static final Path NETSTAT = Path.of("/proc/net/netstat");

    private TcpCounters() {}

    /**
     * Connection attempts the kernel dropped because a listening socket's accept queue was full (TcpExt's
     * ListenOverflows, counted since boot). The client sends such a SYN again only after the initial retransmission
     * timeout, a second, so a request that met one is late by that second whatever the app did.
     */
    public static OptionalLong listenOverflows() {
        try {
            return field(Files.readString(NETSTAT), "TcpExt", "ListenOverflows");
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * One counter of a /proc/net/netstat text, where each group is two lines: its names after "{@code group}:", then
     * their values in the same order.
     */
    static OptionalLong field(String netstat, String group, String name) {
        List<String> lines =
                netstat.lines().filter(l -> l.startsWith(group + ":")).toList();
        if (lines.size() < 2) {
            return OptionalLong.empty();
        }
        List<String> names = Arrays.asList(lines.get(0).split("\\s+"));
        String[] values = lines.get(1).split("\\s+");
        int at = names.indexOf(name);
        return at < 1 || at >= values.length ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(values[at]));
    }
}
