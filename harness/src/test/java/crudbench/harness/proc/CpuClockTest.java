package crudbench.harness.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CPU clock: on this machine, that it tells apart windows less than a tick apart where the
 * ticks cannot, that a watched child is charged what it used, and that its cgroups come and go
 * with their processes; on a stand-in /proc and cgroup root, what each file says and which
 * method applies when.
 */
class CpuClockTest {

    private static final long SELF = ProcessHandle.current().pid();
    private static final Duration TICK = Duration.ofMillis(10);

    // ---- resolution, on a child JVM that burns CPU when asked ----

    /**
     * A JVM that, for each line "N" on its input, spins until its thread used N ns of CPU, then
     * answers "burned". Its other threads idle, so a window on it holds little but the burn
     * (a window on this JVM would hold its JIT's and the test runner's threads too).
     */
    public static final class Burner {

        /** Where the busy loop's result goes, so that the JIT keeps the loop. */
        private static volatile long sink;

        public static void main(String[] args) throws IOException {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
            for (String line; (line = in.readLine()) != null; ) {
                long until = threads.getCurrentThreadCpuTime() + Long.parseLong(line.strip());
                long x = 0;
                while (threads.getCurrentThreadCpuTime() < until) {
                    for (int i = 0; i < 1_000; i++) {
                        x += i ^ (x >>> 3);
                    }
                }
                sink = x;
                System.out.println("burned");
            }
        }
    }

    /** The medians of five windows each in which the burner burned 3 ms and 6 ms of CPU. */
    private record Windows(Duration small, Duration large) {

        /** Both seen, neither a whole number of ticks, and apart by about the 3 ms between them. */
        boolean resolved() {
            Duration apart = large.minus(small);
            return small.isPositive()
                    && large.isPositive()
                    && small.toNanos() % TICK.toNanos() != 0
                    && large.toNanos() % TICK.toNanos() != 0
                    && apart.compareTo(Duration.ofMillis(1)) > 0
                    && apart.compareTo(Duration.ofMillis(5)) < 0;
        }

        @Override
        public String toString() {
            return String.format(
                    "3 ms window %.3f ms, 6 ms window %.3f ms", small.toNanos() / 1e6, large.toNanos() / 1e6);
        }
    }

    /** Starts a burner, lets {@code measure} read its windows, and ends it. */
    private static Windows onABurner(CpuClock clock, String role, CpuClock.Method method) throws Exception {
        Path classes = Path.of(
                Burner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Process burner = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx32m",
                        "-XX:+UseSerialGC",
                        "-cp",
                        classes.toString(),
                        Burner.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try (BufferedWriter in = new BufferedWriter(new OutputStreamWriter(burner.getOutputStream()));
                BufferedReader out = new BufferedReader(new InputStreamReader(burner.getInputStream()))) {
            CpuClock.Method tracked = role == null ? method : clock.track(burner.pid(), role);
            assertThat(tracked).isEqualTo(method);
            // Warm: the burn loop compiled, so that the JIT's threads do not land in a window.
            for (int i = 0; i < 40; i++) {
                burn(in, out, Duration.ofMillis(1));
            }
            Duration[] small = new Duration[5];
            Duration[] large = new Duration[5];
            for (int i = 0; i < 5; i++) {
                small[i] = window(clock, method, burner.pid(), in, out, Duration.ofMillis(3));
                large[i] = window(clock, method, burner.pid(), in, out, Duration.ofMillis(6));
            }
            Arrays.sort(small);
            Arrays.sort(large);
            return new Windows(small[2], large[2]);
        } finally {
            burner.destroy();
            burner.waitFor();
            clock.release(burner.pid());
        }
    }

    private static Duration window(
            CpuClock clock, CpuClock.Method method, long pid, BufferedWriter in, BufferedReader out, Duration cpu)
            throws IOException {
        Duration before = clock.cpu(pid, method);
        burn(in, out, cpu);
        return clock.cpu(pid, method).minus(before);
    }

    private static void burn(BufferedWriter in, BufferedReader out, Duration cpu) throws IOException {
        in.write(cpu.toNanos() + "\n");
        in.flush();
        assertThat(out.readLine()).isEqualTo("burned");
    }

    @Test
    void theBestClockHereTellsApartWindowsLessThanATickApart() throws Exception {
        CpuClock clock = CpuClock.system();
        assumeTrue(clock.method() != CpuClock.Method.TICKS, "a Linux with schedstat or cgroups");
        Windows w = onABurner(clock, "test-burner", clock.method());
        System.out.println(clock.method().description() + ": " + w);
        assertThat(w.resolved()).as(clock.method() + ": " + w).isTrue();
    }

    @Test
    void aCgroupV2BesideV1TellsThemApartToo(@TempDir Path tmp) throws Exception {
        // A hybrid machine has both: a root holding only v2's hierarchy makes the clock use it.
        Path unified = Path.of("/sys/fs/cgroup/unified");
        assumeTrue(Files.isRegularFile(unified.resolve("cgroup.controllers")), "cgroup v2 beside v1");
        Path link = Files.createSymbolicLink(tmp.resolve("unified"), unified);
        try {
            CpuClock v2 = new CpuClock(ProcFs.SYSTEM, tmp, false);
            assumeTrue(v2.method() == CpuClock.Method.CGROUP_V2, "write access to it");
            Windows w = onABurner(v2, "test-burner-v2", CpuClock.Method.CGROUP_V2);
            System.out.println(CpuClock.Method.CGROUP_V2.description() + ": " + w);
            assertThat(w.resolved()).as(w.toString()).isTrue();
            assertThat(ourGroups()).isEmpty();
        } finally {
            Files.delete(link); // the link, not the hierarchy it points at
        }
    }

    @Test
    void liveThreadsSchedstatTellsThemApartToo() throws Exception {
        CpuClock clock = CpuClock.system();
        assumeTrue(clock.cpu(SELF, CpuClock.Method.SCHEDSTAT) != null, "schedstat in /proc");
        Windows w = onABurner(clock, null, CpuClock.Method.SCHEDSTAT);
        System.out.println(CpuClock.Method.SCHEDSTAT.description() + ": " + w);
        assertThat(w.resolved()).as(w.toString()).isTrue();
    }

    @Test
    void theTicksCannotTellThemApart() throws Exception {
        CpuClock clock = CpuClock.system();
        assumeTrue(clock.cpu(SELF, CpuClock.Method.TICKS) != null, "/proc");
        Windows w = onABurner(clock, null, CpuClock.Method.TICKS);
        System.out.println(CpuClock.Method.TICKS.description() + ": " + w);
        assertThat(w.resolved()).as("whole ticks: " + w).isFalse();
    }

    // ---- cgroups on this machine ----

    @Test
    void aTrackedTreeCountsTheChildrenThatEndedAndItsGroupGoesAtRelease() throws Exception {
        CpuClock clock = CpuClock.system();
        assumeTrue(clock.method() == CpuClock.Method.CGROUP_V1 || clock.method() == CpuClock.Method.CGROUP_V2);
        // A shell that runs a busy child to its end, says so, and waits: the child's CPU is only
        // in the group (and in the shell's reaped-children ticks).
        Process shell = new ProcessBuilder(
                        "sh",
                        "-c",
                        "sleep 0.3; sh -c 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done'; echo done; sleep 30")
                .start();
        try {
            assertThat(clock.track(shell.pid(), "test-tree")).isEqualTo(clock.method());
            assertThat(clock.track(shell.pid(), "test-tree")).as("idempotent").isEqualTo(clock.method());
            Duration before = clock.treeCpu(shell.pid());
            Path group = Path.of("/proc", Long.toString(shell.pid()), "cgroup");
            assertThat(Files.readString(group)).contains("crudbench-test-tree-" + shell.pid() + "-of-" + SELF);
            try (BufferedReader out = new BufferedReader(new InputStreamReader(shell.getInputStream()))) {
                assertThat(out.readLine()).isEqualTo("done");
            }
            Duration used = clock.treeCpu(shell.pid()).minus(before);
            Duration reaped = ProcStats.reapedChildrenCpu(shell.pid());
            System.out.printf(
                    "ended child: %.3f ms in the group, %d ms in the shell's reaped ticks%n",
                    used.toNanos() / 1e6, reaped.toMillis());
            assertThat(reaped).as("the busy child ran").isGreaterThanOrEqualTo(Duration.ofMillis(20));
            assertThat(used).isGreaterThanOrEqualTo(reaped.minus(TICK));

            clock.release(shell.pid());
            assertThat(Files.readString(group)).doesNotContain("crudbench-");
            assertThat(ourGroups()).isEmpty();
        } finally {
            shell.destroy();
            shell.waitFor();
            clock.release(shell.pid());
        }
    }

    @Test
    void aWatchedChildIsChargedWhatItSaysItUsed() throws Exception {
        CpuClock clock = CpuClock.system();
        assumeTrue(clock.method() == CpuClock.Method.CGROUP_V1 || clock.method() == CpuClock.Method.CGROUP_V2);
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bash, whose `times` reads getrusage to the ms");
        for (String script : List.of(
                // a busy shell alone, then one that forks a busy child: the move takes the tree
                "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; times",
                "sh -c 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done'; times")) {
            Process child = new ProcessBuilder("/bin/bash", "-c", script).start();
            ChildCpu watched = ChildCpu.watch(child, "test-child");
            String times = new String(child.getInputStream().readAllBytes());
            assertThat(child.waitFor()).isZero();
            Duration used = watched.end();
            Duration said = timesTotal(times);
            System.out.printf(
                    "watched child (%s): %.3f ms; it said %d ms%n",
                    watched.method().description(), used.toNanos() / 1e6, said.toMillis());

            assertThat(said).as("it was busy").isGreaterThan(Duration.ofMillis(30));
            assertThat(used.minus(said).abs())
                    .as("within what `times` truncates (4 figures, each to the ms) and bash's exit after it")
                    .isLessThan(Duration.ofMillis(5));
        }
        assertThat(ourGroups()).as("their groups went with them").isEmpty();
    }

    /** The sum of bash's `times`: the shell's and its children's user and system time, "0m0.123s" each. */
    private static Duration timesTotal(String times) {
        Matcher m = Pattern.compile("(\\d+)m(\\d+)\\.(\\d{3})s").matcher(times);
        Duration total = Duration.ZERO;
        while (m.find()) {
            total = total.plusMinutes(Long.parseLong(m.group(1)))
                    .plusSeconds(Long.parseLong(m.group(2)))
                    .plusMillis(Long.parseLong(m.group(3)));
        }
        return total;
    }

    @AfterAll
    static void noGroupIsLeftBehind() throws IOException {
        assertThat(ourGroups()).isEmpty();
    }

    /** Groups this JVM made that are still there. */
    private static List<Path> ourGroups() throws IOException {
        List<Path> found = new ArrayList<>();
        for (Path root : List.of(
                Path.of("/sys/fs/cgroup/cpuacct"), Path.of("/sys/fs/cgroup/unified"), Path.of("/sys/fs/cgroup"))) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> entries = Files.list(root)) {
                    entries.filter(p -> p.getFileName().toString().matches("crudbench-.*-of-" + SELF))
                            .forEach(found::add);
                }
            }
        }
        return found;
    }

    // ---- stand-in /proc and cgroup roots ----

    @Test
    void readsTheFirstFieldOfSchedstat() {
        assertThat(ProcFs.schedstatNanos("123456789 2000 17\n")).isEqualTo(123_456_789L);
    }

    @Test
    void aV1GroupIsReadInNanoseconds(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 4242, 1, "2:cpuacct:/crudbench-app-4242-of-1\n1:cpu:/\n0::/\n");
        Path cgroups = tmp.resolve("cgroup");
        write(cgroups.resolve("cpuacct/cpuacct.usage"), "99999999999\n");
        write(cgroups.resolve("cpuacct/crudbench-app-4242-of-1/cpuacct.usage"), "123456789\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), cgroups, false);

        assertThat(clock.cpu(4242)).isEqualTo(Duration.ofNanos(123_456_789));
        assertThat(clock.method(4242)).isEqualTo(CpuClock.Method.CGROUP_V1);
        assertThat(clock.treeCpu(4242)).as("the group holds the tree").isEqualTo(Duration.ofNanos(123_456_789));
        assertThat(clock.track(4242, "app")).as("already in its group").isEqualTo(CpuClock.Method.CGROUP_V1);
    }

    @Test
    void aV2GroupIsReadFromCpuStat(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 4242, 1, "0::/crudbench-postgres-4242-of-7\n");
        Path cgroups = tmp.resolve("cgroup");
        write(cgroups.resolve("cgroup.controllers"), "cpu memory\n");
        write(
                cgroups.resolve("crudbench-postgres-4242-of-7/cpu.stat"),
                "usage_usec 1500\nuser_usec 1000\nsystem_usec 500\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), cgroups, false);

        assertThat(clock.cpu(4242)).isEqualTo(Duration.ofNanos(1_500_000));
        assertThat(clock.method(4242)).isEqualTo(CpuClock.Method.CGROUP_V2);
    }

    @Test
    void aProcessInAGroupItDidNotGetIsReadByItsThreadsSchedstat(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        // The child of a tracked load generator: in its parent's group until tracked itself.
        process(proc, 5151, 4242, "2:cpuacct:/crudbench-loadgen-4242-of-4242\n");
        write(proc.resolve("5151/task/5151/schedstat"), "2000000 100 3\n");
        write(proc.resolve("5151/task/5152/schedstat"), "500000 0 0\n");
        Path cgroups = tmp.resolve("cgroup");
        write(cgroups.resolve("cpuacct/cpuacct.usage"), "1\n");
        write(cgroups.resolve("cpuacct/crudbench-loadgen-4242-of-4242/cpuacct.usage"), "777\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), cgroups, false);

        assertThat(clock.cpu(5151)).isEqualTo(Duration.ofNanos(2_500_000));
        assertThat(clock.method(5151)).isEqualTo(CpuClock.Method.SCHEDSTAT);
    }

    @Test
    void withoutSchedstatTheTicksAndWithoutAProcessNothing(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 6000, 1, "0::/\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), tmp.resolve("no-cgroups"), false);

        assertThat(clock.cpu(6000)).as("150 + 25 ticks").isEqualTo(Duration.ofMillis(1_750));
        assertThat(clock.method(6000)).isEqualTo(CpuClock.Method.TICKS);
        assertThat(clock.cpu(6001)).isNull();
        assertThat(clock.method(6001)).isNull();
        assertThat(clock.treeCpu(6001)).isNull();
    }

    @Test
    void anUntrackedTreeIsItsLiveThreadsPlusTheReapedChildrensTicks(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 7000, 1, "0::/\n"); // the postmaster: 7 + 3 ticks of children it waited for
        write(proc.resolve("7000/task/7000/schedstat"), "1000000 0 0\n");
        process(proc, 7001, 7000, "0::/\n");
        write(proc.resolve("7001/task/7001/schedstat"), "200000 0 0\n");
        process(proc, 7002, 7001, "0::/\n");
        write(proc.resolve("7002/task/7002/schedstat"), "30000 0 0\n");
        process(proc, 8000, 1, "0::/\n"); // not in the tree
        write(proc.resolve("8000/task/8000/schedstat"), "999000000 0 0\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), tmp.resolve("no-cgroups"), false);

        assertThat(clock.treeCpu(7000)).isEqualTo(Duration.ofNanos(1_230_000).plusMillis(100));
    }

    @Test
    void aRootThatIsNoCgroupFileSystemIsLeftAsItWasAndTheClockFallsBack(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 4242, 1, "2:cpuacct:/\n");
        write(proc.resolve("4242/task/4242/schedstat"), "5000000 0 0\n");
        Path cgroups = tmp.resolve("cgroup");
        write(cgroups.resolve("cpuacct/cpuacct.usage"), "1\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), cgroups, true);

        assertThat(clock.method()).isEqualTo(CpuClock.Method.SCHEDSTAT);
        assertThat(clock.track(4242, "app")).isEqualTo(CpuClock.Method.SCHEDSTAT);
        assertThat(clock.cpu(4242)).isEqualTo(Duration.ofMillis(5));
        clock.release(4242);
        try (Stream<Path> left = Files.list(cgroups.resolve("cpuacct"))) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("cpuacct.usage");
        }
    }

    @Test
    void withoutAnyCgroupRootTheClockIsSchedstat(@TempDir Path tmp) throws IOException {
        Path proc = fakeProc(tmp);
        process(proc, 4242, 1, "0::/\n");
        write(proc.resolve("4242/task/4242/schedstat"), "5000000 0 0\n");
        CpuClock clock = new CpuClock(new ProcFs(proc), tmp.resolve("none"), true);

        assertThat(clock.method()).isEqualTo(CpuClock.Method.SCHEDSTAT);
        assertThat(clock.method().description()).isEqualTo("per-thread schedstat, ns (live threads)");
        assertThat(clock.track(4242, "app")).isEqualTo(CpuClock.Method.SCHEDSTAT);
    }

    /** A /proc whose "self" is process 4242. */
    private static Path fakeProc(Path tmp) throws IOException {
        Path proc = Files.createDirectories(tmp.resolve("proc"));
        Files.createSymbolicLink(proc.resolve("self"), Path.of("4242"));
        return proc;
    }

    /** A process with 150 + 25 ticks of its own, 7 + 3 of its waited-for children, and its cgroup lines. */
    private static void process(Path proc, long pid, long parent, String cgroup) throws IOException {
        write(
                proc.resolve(pid + "/stat"),
                pid + " (my proc) S " + parent + " 1 1 0 -1 4194560 100 0 0 0 150 25 7 3 20 0 1 0 100 0 0\n");
        write(proc.resolve(pid + "/cgroup"), cgroup);
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
