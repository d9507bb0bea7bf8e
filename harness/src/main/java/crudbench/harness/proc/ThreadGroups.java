package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A JVM's threads by what they do, from /proc/PID/task: each live thread's schedstat (time on a
 * CPU, time waiting for one on a run queue, and how many times it was put on a CPU: its context
 * switches in), summed by group. The group follows from the thread's name as the kernel keeps
 * it (the first 15 characters): the event loops, the request workers, virtual threads' carriers
 * and pollers, the connection pool's, the JIT's compilers, the collector's, the JVM's own, and
 * the rest. A thread that ends within a window is missed; one that started in it counts from
 * zero. Names are read once per thread and kept, so a reading costs one file per thread.
 */
public final class ThreadGroups {

    /** The groups, in the order tables list them. */
    public static final List<String> GROUPS =
            List.of("event-loops", "workers", "virtual-carriers", "pool", "jit", "gc", "jvm", "other");

    /**
     * One thread's counters since it started.
     *
     * @param cpuNs  time on a CPU
     * @param waitNs time ready to run, waiting on a run queue for a CPU
     * @param slices times it was put on a CPU
     */
    public record Thread(String name, long cpuNs, long waitNs, long slices) {}

    /**
     * What a group's threads did over a window.
     *
     * @param cpuMs    their CPU
     * @param waitMs   their time waiting for a CPU, ready to run
     * @param switches the times they were put on a CPU
     */
    public record Usage(double cpuMs, double waitMs, long switches) {

        Usage plus(Usage other) {
            return new Usage(cpuMs + other.cpuMs, waitMs + other.waitMs, switches + other.switches);
        }
    }

    private final ProcFs proc;
    private final Map<Long, String> names = new HashMap<>();

    ThreadGroups(ProcFs proc) {
        this.proc = proc;
    }

    /** A reader of this machine's /proc that remembers each thread's name. */
    public static ThreadGroups system() {
        return new ThreadGroups(ProcFs.SYSTEM);
    }

    /** Every live thread of the process by id; empty where /proc cannot be read. */
    public Map<Long, Thread> threads(long pid) {
        Map<Long, Thread> threads = new HashMap<>();
        try (Stream<Path> tasks = Files.list(proc.dir(pid).resolve("task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                try {
                    long tid = Long.parseLong(task.getFileName().toString());
                    String name = names.get(tid);
                    if (name == null) {
                        name = Files.readString(task.resolve("comm")).strip();
                        names.put(tid, name);
                    }
                    String[] f =
                            Files.readString(task.resolve("schedstat")).strip().split("\\s+");
                    threads.put(
                            tid, new Thread(name, Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2])));
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or the process is gone
        }
        return threads;
    }

    /**
     * What each group did between two readings of one process's threads: a thread in both counts
     * its difference, one only in the later its whole count. Every group is present, in {@link
     * #GROUPS}' order.
     */
    public static Map<String, Usage> between(Map<Long, Thread> before, Map<Long, Thread> after) {
        Map<String, Usage> groups = new LinkedHashMap<>();
        GROUPS.forEach(g -> groups.put(g, new Usage(0, 0, 0)));
        after.forEach((tid, now) -> {
            Thread then = before.get(tid);
            boolean same = then != null && then.name().equals(now.name()) && then.cpuNs() <= now.cpuNs();
            Usage used = same
                    ? new Usage(
                            (now.cpuNs() - then.cpuNs()) / 1e6,
                            (now.waitNs() - then.waitNs()) / 1e6,
                            now.slices() - then.slices())
                    : new Usage(now.cpuNs() / 1e6, now.waitNs() / 1e6, now.slices());
            groups.merge(group(now.name()), used, Usage::plus);
        });
        return groups;
    }

    /** The group of a thread by its name (as /proc keeps it: 15 characters at most). */
    public static String group(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.startsWith("c1 compiler") || n.startsWith("c2 compiler")) {
            return "jit";
        }
        if (n.startsWith("gc thread") || n.startsWith("g1 ")) {
            return "gc";
        }
        // Tomcat's are "http-nio-PORT-exec-N", and its poller and acceptor "http-nio-PORT-Poller" and "-Acceptor": on a
        // port of five digits the kernel's 15 characters no longer tell them apart, so all count as workers (the
        // poller only waits for sockets to become readable; the execs do the requests' work). spring-webflux-jdbc's
        // "jdbc-N" run its blocking queries off the event loops (db/JdbcThreads): workers too, where runs before
        // 2026-11-29 counted them as "other".
        if (starts(
                n,
                "http-nio-",
                "executor-thread",
                "blocking-execut",
                "io-executor",
                "vert.x-worker",
                "boundedelastic",
                "jdbc-",
                "pool-",
                "worker-")) {
            return "workers";
        }
        if (n.contains("eventlo")
                || starts(
                        n,
                        "vert.x-acceptor",
                        "reactor-http",
                        "reactor-tcp",
                        "default-nioeven",
                        "default-epollev",
                        "nioeventloop",
                        "epolleventloop")) {
            return "event-loops";
        }
        if (starts(n, "forkjoinpool-", "masterpoller", "read-poller", "write-poller", "unparker", "virtualthread")) {
            return "virtual-carriers";
        }
        if (starts(n, "hikaripool", "agroal", "r2dbc", "housekeeper")) {
            return "pool";
        }
        if (n.equals("java")
                || starts(
                        n,
                        "vm thread",
                        "vm periodic",
                        "reference handl",
                        "finalizer",
                        "signal dispatch",
                        "service thread",
                        "monitor deflati",
                        "common-cleaner",
                        "cleaner-",
                        "notification th",
                        "attach listener",
                        "sweeper thread",
                        "destroyjavavm")) {
            return "jvm";
        }
        return "other";
    }

    private static boolean starts(String name, String... prefixes) {
        for (String p : prefixes) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }
}
