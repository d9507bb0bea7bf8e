package crudbench.harness.proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole machine's CPU from /proc/stat's first line, every core together: what was busy, and
 * what the hypervisor gave to other guests while this one had work (steal). In USER_HZ ticks
 * (10 ms), so a one-second window on two cores reads in steps of half a percent.
 */
public final class MachineCpu {

    private static final long MS_PER_TICK = 10;

    /**
     * One reading, in ms of CPU summed over the cores since boot.
     *
     * @param busyMs  user, nice, system, irq, softirq and steal (guest time is inside user already)
     * @param stealMs time a core of this guest was ready to run and the hypervisor ran another
     * @param idleMs  idle and iowait
     */
    public record Reading(long busyMs, long stealMs, long idleMs) {

        /** What passed between this reading and a later one. */
        public Reading until(Reading later) {
            return new Reading(later.busyMs - busyMs, later.stealMs - stealMs, later.idleMs - idleMs);
        }
    }

    private final Path stat;

    MachineCpu(Path procRoot) {
        this.stat = procRoot.resolve("stat");
    }

    public static MachineCpu system() {
        return new MachineCpu(Path.of("/proc"));
    }

    /** Now; null where /proc/stat cannot be read (not Linux). */
    public Reading read() {
        try {
            for (String line : Files.readAllLines(stat)) {
                if (line.startsWith("cpu ")) {
                    return parse(line);
                }
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** "cpu user nice system idle iowait irq softirq steal [guest guest_nice]". */
    public static Reading parse(String line) {
        String[] f = line.strip().split("\\s+");
        long user = Long.parseLong(f[1]);
        long nice = Long.parseLong(f[2]);
        long system = Long.parseLong(f[3]);
        long idle = Long.parseLong(f[4]);
        long iowait = f.length > 5 ? Long.parseLong(f[5]) : 0;
        long irq = f.length > 6 ? Long.parseLong(f[6]) : 0;
        long softirq = f.length > 7 ? Long.parseLong(f[7]) : 0;
        long steal = f.length > 8 ? Long.parseLong(f[8]) : 0;
        return new Reading(
                (user + nice + system + irq + softirq + steal) * MS_PER_TICK,
                steal * MS_PER_TICK,
                (idle + iowait) * MS_PER_TICK);
    }
}
