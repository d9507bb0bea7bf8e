package crudbench.harness.db;

import crudbench.harness.proc.ProcFs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * PostgreSQL's processes as /proc shows them, and whose each client backend is: a backend's
 * command line names its client's port ("postgres: user db 127.0.0.1(45678) idle"), and a
 * process's TCP sockets to the server's port name the ports it connects from. So a slice can
 * tell the loaded app's backends from the other apps' and from the server's own processes.
 * Listing them scans /proc, so a caller lists once and then reads only their CPU.
 */
public final class PgProcesses {

    private static final Pattern CLIENT_PORT = Pattern.compile("\\((\\d+)\\)");
    private static final Pattern SOCKET = Pattern.compile("socket:\\[(\\d+)]");

    private final ProcFs proc;

    PgProcesses(ProcFs proc) {
        this.proc = proc;
    }

    public static PgProcesses system() {
        return new PgProcesses(ProcFs.SYSTEM);
    }

    /**
     * The postmaster's live descendants, each with the port of its client: -1 for the server's own
     * processes. Empty where /proc cannot be read.
     */
    public Map<Long, Integer> of(long postmaster) {
        Map<Long, Integer> found = new HashMap<>();
        for (long pid : proc.descendants(postmaster)) {
            found.put(pid, clientPort(cmdline(pid)));
        }
        return found;
    }

    /**
     * A process's time on a CPU from /proc/PID/schedstat, in ns: the whole process for a
     * single-threaded one, as PostgreSQL's processes are. -1 when it cannot be read (it ended).
     */
    public long cpuNanos(long pid) {
        try {
            return ProcFs.schedstatNanos(Files.readString(proc.dir(pid).resolve("schedstat")));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The client's port in a backend's command line; -1 for any other process of the server. */
    public static int clientPort(String cmdline) {
        if (cmdline == null || !cmdline.startsWith("postgres: ")) {
            return -1;
        }
        Matcher m = CLIENT_PORT.matcher(cmdline);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    private String cmdline(long pid) {
        try {
            return Files.readString(proc.dir(pid).resolve("cmdline"))
                    .replace('\0', ' ')
                    .strip();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The local ports of the process's TCP connections to {@code serverPort} (IPv4 and IPv6):
     * the client ports its backends name. Empty where /proc cannot be read.
     */
    public Set<Integer> clientPorts(long pid, int serverPort) {
        Set<Long> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(proc.dir(pid).resolve("fd"))) {
            for (Path fd : (Iterable<Path>) fds::iterator) {
                try {
                    Matcher m = SOCKET.matcher(Files.readSymbolicLink(fd).toString());
                    if (m.matches()) {
                        inodes.add(Long.parseLong(m.group(1)));
                    }
                } catch (IOException | RuntimeException e) {
                    // closed meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            return Set.of();
        }
        Set<Integer> ports = new HashSet<>();
        for (String table : new String[] {"tcp", "tcp6"}) {
            try {
                for (String line :
                        Files.readAllLines(proc.dir(pid).resolve("net").resolve(table))) {
                    long[] socket = socket(line);
                    if (socket != null && socket[1] == serverPort && inodes.contains(socket[2])) {
                        ports.add((int) socket[0]);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no IPv6, say
            }
        }
        return ports;
    }

    /** A /proc/net/tcp line's local port, remote port and inode; null for the header. */
    public static long[] socket(String line) {
        String[] f = line.strip().split("\\s+");
        if (f.length < 10 || !f[1].contains(":")) {
            return null;
        }
        try {
            long local = Long.parseLong(f[1].substring(f[1].indexOf(':') + 1), 16);
            long remote = Long.parseLong(f[2].substring(f[2].indexOf(':') + 1), 16);
            return new long[] {local, remote, Long.parseLong(f[9])};
        } catch (RuntimeException e) {
            return null;
        }
    }
}
