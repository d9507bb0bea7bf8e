package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.LongPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One cgroup hierarchy that counts CPU time: v1's cpuacct controller ({@code cpuacct.usage}, ns)
 * or v2's unified hierarchy ({@code cpu.stat}'s {@code usage_usec}). A group counts every thread
 * of every task in it, those that have exited too, and tasks forked inside stay inside.
 *
 * <p>The suite's groups are made beside this JVM's own group and named {@code
 * crudbench-ROLE-PID-of-OWNER}: the process a group was made for, and the JVM that made it, so
 * that a reading finds a process's group from /proc/PID/cgroup alone, and a later run removes
 * the groups a JVM that is gone left empty.
 */
final class Cgroups {

    enum Version {
        V1,
        V2
    }

    private static final Pattern NAME = Pattern.compile("crudbench-.+-(\\d+)-of-(\\d+)");
    private static final String PROCS = "cgroup.procs";

    private final Version version;
    private final Path mount;
    private final ProcFs proc;
    /** Where groups are made: this JVM's group when the clock began, or its parent when that is one of ours. */
    private final Path base;

    private Cgroups(Version version, Path mount, ProcFs proc) {
        this.version = version;
        this.mount = mount;
        this.proc = proc;
        Path own = dirOf(proc.self());
        this.base = own != null && NAME.matcher(own.getFileName().toString()).matches() ? own.getParent() : own;
    }

    /**
     * The hierarchy under {@code root} (normally /sys/fs/cgroup) that counts CPU: v1's cpuacct
     * where it is mounted, else v2's, hybrid ({@code unified/}) or alone; null when there is none.
     */
    static Cgroups find(ProcFs proc, Path root) {
        Path v1 = root.resolve("cpuacct");
        if (Files.isRegularFile(v1.resolve("cpuacct.usage"))) {
            return new Cgroups(Version.V1, v1, proc);
        }
        for (Path v2 : List.of(root.resolve("unified"), root)) {
            if (Files.isRegularFile(v2.resolve("cgroup.controllers"))) {
                return new Cgroups(Version.V2, v2, proc);
            }
        }
        return null;
    }

    Version version() {
        return version;
    }

    /**
     * Whether groups can be made here and processes moved into them: it makes one for this JVM
     * and removes it again. False without permission, or where the root is no cgroup file system.
     */
    boolean writable() {
        long self = proc.self();
        try {
            Path probe = create("probe", self, self);
            Files.delete(probe);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The group the suite made for this very process (not one it inherited from a parent); null when none. */
    Path groupRootedAt(long pid) {
        Path dir = dirOf(pid);
        if (dir == null || dir.getFileName() == null) {
            return null;
        }
        Matcher m = NAME.matcher(dir.getFileName().toString());
        return m.matches() && Long.parseLong(m.group(1)) == pid ? dir : null;
    }

    /** The directory of the process's group in this hierarchy; null when /proc does not say or it is not under the mount. */
    Path dirOf(long pid) {
        String line = proc.cgroupLine(pid, this::isOurHierarchy);
        if (line == null) {
            return null;
        }
        Path dir = mount.resolve(line.split(":", 3)[2].substring(1));
        return Files.isDirectory(dir) ? dir : null;
    }

    private boolean isOurHierarchy(String line) {
        String[] f = line.split(":", 3);
        return f.length == 3
                && (version == Version.V1
                        ? List.of(f[1].split(",")).contains("cpuacct")
                        : f[0].equals("0") && f[1].isEmpty());
    }

    /** A new empty group for {@code pid}, made by {@code owner}; one left from before under the same name is taken again. */
    Path create(String role, long pid, long owner) throws IOException {
        if (base == null) {
            throw new IOException("this JVM's own group is not under " + mount);
        }
        String name =
                "crudbench-" + role.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-") + "-" + pid + "-of-" + owner;
        Path group = base.resolve(name);
        try {
            Files.createDirectory(group);
        } catch (FileAlreadyExistsException e) {
            // made earlier and not removed: still a group, as the check below sees
        }
        if (!Files.isRegularFile(group.resolve(PROCS))) {
            Files.deleteIfExists(group);
            throw new IOException(mount + " is not a cgroup file system");
        }
        return group;
    }

    /** Moves the process, every thread of it, into the group. */
    void move(long pid, Path group) throws IOException {
        Files.writeString(group.resolve(PROCS), Long.toString(pid), StandardOpenOption.WRITE);
    }

    /** The processes in the group now. */
    List<Long> tasks(Path group) throws IOException {
        return Files.readAllLines(group.resolve(PROCS)).stream()
                .filter(line -> !line.isBlank())
                .map(line -> Long.parseLong(line.strip()))
                .toList();
    }

    /** CPU time of every task that ever ran in the group; null when it cannot be read. */
    Duration usage(Path group) {
        try {
            if (version == Version.V1) {
                return Duration.ofNanos(Long.parseLong(
                        Files.readString(group.resolve("cpuacct.usage")).strip()));
            }
            for (String line : Files.readAllLines(group.resolve("cpu.stat"))) {
                if (line.startsWith("usage_usec ")) {
                    return Duration.ofNanos(Long.parseLong(line.substring(11).strip()) * 1000);
                }
            }
        } catch (IOException | RuntimeException e) {
            // removed, or not readable
        }
        return null;
    }

    /**
     * Moves whatever still runs in the group back to where groups are made, and removes it. A task
     * that is exiting keeps a group busy for a moment, so this tries for up to a second.
     *
     * @return false when the group would not go
     */
    boolean remove(Path group) {
        for (int attempt = 0; attempt < 50; attempt++) {
            try {
                for (long pid : tasks(group)) {
                    try {
                        move(pid, base);
                    } catch (IOException e) {
                        // it ended meanwhile
                    }
                }
                Files.delete(group);
                return true;
            } catch (NoSuchFileException e) {
                return true;
            } catch (IOException e) {
                sleep(20);
            }
        }
        return false;
    }

    /**
     * Removes the groups that JVMs now gone made and left empty. A group with a live task (a
     * postmaster that outlived the JVM that made its group) is kept: the kernel refuses it.
     */
    void sweep(LongPredicate alive) {
        if (base == null) {
            return;
        }
        try (Stream<Path> groups = Files.list(base)) {
            for (Path group : (Iterable<Path>) groups::iterator) {
                Matcher m = NAME.matcher(group.getFileName().toString());
                if (m.matches() && !alive.test(Long.parseLong(m.group(2)))) {
                    try {
                        Files.delete(group);
                    } catch (IOException e) {
                        // still has tasks
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // nothing to list
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
