package crudbench.harness.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Which CPUs each role of a run may use: {@code load=0,app=1,db=1} gives the load generator CPU
 * 0 and the apps and PostgreSQL CPU 1 (a role's CPUs are a taskset list: {@code 0-3}, {@code
 * 4,6}). Without a plan every process may run anywhere, so a burst in one role takes time from
 * the others; with one, each role's CPU time is its own. It pins with {@code taskset -a -p}, so
 * every thread of a process moves, and children forked later (PostgreSQL's backends) inherit it.
 *
 * @param roles role (load, app, db) to its CPU list
 */
public record CpuPlan(Map<String, String> roles) {

    public static final List<String> ROLES = List.of("load", "app", "db");

    private static final Pattern CPU_LIST = Pattern.compile("\\d+(-\\d+)?(,\\d+(-\\d+)?)*");

    public CpuPlan {
        roles = Map.copyOf(roles);
    }

    /** "load=0,app=1,db=1"; misuse for an unknown role, a malformed list or a role named twice. */
    public static CpuPlan parse(String spec) {
        Map<String, String> roles = new LinkedHashMap<>();
        for (String part : spec.split("[;\\s]+|,(?=[a-z]+=)")) {
            int eq = part.indexOf('=');
            String role = eq < 0 ? part : part.substring(0, eq);
            String cpus = eq < 0 ? "" : part.substring(eq + 1);
            if (!ROLES.contains(role)) {
                throw new IllegalArgumentException("unknown role '" + role + "' in " + spec + "; roles: " + ROLES);
            }
            if (!CPU_LIST.matcher(cpus).matches()) {
                throw new IllegalArgumentException(
                        "'" + cpus + "' for " + role + " is not a CPU list like 0 or 0-3 or 1,3");
            }
            if (roles.putIfAbsent(role, cpus) != null) {
                throw new IllegalArgumentException(role + " is named twice in " + spec);
            }
        }
        return new CpuPlan(roles);
    }

    /** Pins every thread of the process to the role's CPUs; nothing when the plan leaves the role free. */
    public void pin(String role, long pid) {
        String cpus = roles.get(role);
        if (cpus == null) {
            return;
        }
        try {
            Process p = new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, Long.toString(pid))
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(
                        "taskset could not pin " + role + " (pid " + pid + ") to " + cpus + ": " + out.strip());
            }
        } catch (IOException e) {
            throw new IllegalStateException("--cpus needs taskset (util-linux): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Lets every thread of the process run on every CPU again, as before a plan pinned it. */
    public static void release(long pid) {
        new CpuPlan(Map.of("all", online())).pin("all", pid);
    }

    /**
     * Every CPU the machine has online ("0-1"), from sysfs: not the JVM's own count, which a
     * pinned JVM gives as the CPUs it is pinned to.
     */
    static String online() {
        try {
            return Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
        } catch (IOException e) {
            int cpus = Runtime.getRuntime().availableProcessors();
            return cpus == 1 ? "0" : "0-" + (cpus - 1);
        }
    }

    /** The CPUs the process may run on, as /proc says ("0-1"); null where it cannot be read. */
    public static String allowed(long pid) {
        try {
            return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                    .filter(l -> l.startsWith("Cpus_allowed_list:"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .findFirst()
                    .orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return String.join(
                ",",
                ROLES.stream()
                        .filter(roles::containsKey)
                        .map(r -> r + "=" + roles.get(r))
                        .toList());
    }
}
