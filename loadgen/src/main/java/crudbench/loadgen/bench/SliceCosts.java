package crudbench.loadgen.bench;

import crudbench.harness.db.DbPath;
import crudbench.harness.proc.CpuClock;
import crudbench.loadgen.plan.LoadPoint;
import crudbench.loadgen.results.IdleSample;
import crudbench.loadgen.results.RelaySample;
import crudbench.loadgen.results.RoundTrip;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

/**
 * What the method itself costs around one slice of an interleaved run: the CPU of the apps that
 * wait while one is loaded (beside the loaded app's own), and the relay's CPU when the database
 * is a round trip away. Read by the {@link CpuClock} at the slice's edges; where it cannot be
 * read, nothing is recorded.
 */
final class SliceCosts {

    private final List<Long> idlePids;
    private final long loadedPid;
    private final OptionalLong relayPid;
    private final Duration idleBefore;
    private final Duration loadedBefore;
    private final Duration relayBefore;
    private final long start = System.nanoTime();

    private SliceCosts(List<Long> idlePids, long loadedPid, OptionalLong relayPid) {
        this.idlePids = idlePids;
        this.loadedPid = loadedPid;
        this.relayPid = relayPid;
        this.idleBefore = cpu(idlePids);
        this.loadedBefore = CpuClock.system().cpu(loadedPid);
        this.relayBefore = relayCpu();
    }

    static SliceCosts begin(List<Long> idlePids, long loadedPid, DbPath path) {
        return new SliceCosts(idlePids, loadedPid, path.relayPid());
    }

    /** The slice ended: what the idle apps and the relay used over it, for the loaded app's requests. */
    record Ended(IdleSample idle, RelaySample relay) {}

    Ended end(int round, LoadPoint point, String loaded, long requests) {
        long windowMs = (System.nanoTime() - start) / 1_000_000;
        Duration idleAfter = cpu(idlePids);
        Duration loadedAfter = CpuClock.system().cpu(loadedPid);
        Duration relayAfter = relayCpu();
        IdleSample idle = idleBefore == null || idleAfter == null || loadedBefore == null || loadedAfter == null
                ? null
                : new IdleSample(
                        round,
                        point.id(),
                        loaded,
                        windowMs,
                        idlePids.size(),
                        CpuClock.millisBetween(idleBefore, idleAfter),
                        CpuClock.millisBetween(loadedBefore, loadedAfter));
        RelaySample relay = relayBefore == null || relayAfter == null
                ? null
                : new RelaySample(
                        round, point.id(), loaded, windowMs, CpuClock.millisBetween(relayBefore, relayAfter), requests);
        return new Ended(idle, relay);
    }

    /** The round trip a connection sees, straight to PostgreSQL and through the run's path: measured, not assumed. */
    static RoundTrip roundTrip(DbPath path) {
        DbPath.RoundTrips measured = path.measureRoundTrips();
        if (measured.added() != null) {
            System.err.println("==> the database is " + measured.describe());
        }
        return new RoundTrip(measured.added(), measured.through(), measured.direct());
    }

    private Duration relayCpu() {
        return relayPid.isPresent() ? CpuClock.system().cpu(relayPid.getAsLong()) : null;
    }

    private static Duration cpu(List<Long> pids) {
        Duration total = Duration.ZERO;
        for (long pid : pids) {
            Duration cpu = CpuClock.system().cpu(pid);
            if (cpu == null) {
                return null;
            }
            total = total.plus(cpu);
        }
        return total;
    }
}
