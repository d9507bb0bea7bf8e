package crudbench.loadgen.stress;

import java.time.Duration;

/**
 * How long and how hard `just stress` pushes each variant. {@link #standard()} is the issue's
 * experiment; {@link #ci()} runs a few seconds of each, to catch a regression within CI's time.
 * Its silence (8 s) is longer than its outage (3 s): a request sent when the database goes silent
 * ends only at the deadline on database calls (up to DB_ACQUIRE_TIMEOUT_MS plus
 * DB_QUERY_TIMEOUT_S), so a shorter silence would leave no answer inside it to judge.
 *
 * @param warmupSeconds    the start rate, before the capacity search, for the JIT and the pools
 * @param stepSeconds      each rate of the capacity search
 * @param startRate        the capacity search's first rate
 * @param maxRate          it never offers more
 * @param precision        it stops when the lowest failed rate is within this share above the highest held
 * @param overloadFactor   the overload offers this many times the capacity...
 * @param overloadSeconds  ...for this long, then the capacity again for --recovery-seconds + 2
 * @param soakShare        the soak offers this share of the capacity...
 * @param soakMinutes      ...for this long
 * @param outageShare      the outage offers this share of the capacity, write-heavy
 * @param outageBefore     seconds of load before the database goes away
 * @param outageSeconds    how long it stays away
 * @param outageAfter      seconds of load after it is back
 * @param silentSeconds    how long the database stays silent in the silent experiment, which has the outage's load,
 *                         before and after
 * @param maxInFlight      most requests out at once; more are recorded as not sent
 * @param hangSeconds      a request without an answer after this long is a hang
 * @param healthProbeMs    /health is asked this often during the outage and silent experiments
 */
public record StressPlan(
        int warmupSeconds,
        int stepSeconds,
        int startRate,
        int maxRate,
        double precision,
        double overloadFactor,
        int overloadSeconds,
        double soakShare,
        double soakMinutes,
        double outageShare,
        int outageBefore,
        int outageSeconds,
        int outageAfter,
        int silentSeconds,
        int maxInFlight,
        int hangSeconds,
        int healthProbeMs) {

    /** The lowest rate the capacity search tries before it gives up. */
    public static final int MIN_RATE = 10;

    public static StressPlan standard() {
        return new StressPlan(20, 10, 250, 20_000, 0.10, 2.0, 60, 0.7, 10, 0.5, 10, 10, 15, 15, 4096, 30, 250);
    }

    public static StressPlan ci() {
        return new StressPlan(3, 2, 250, 20_000, 0.5, 2.0, 4, 0.7, 0.2, 0.5, 2, 3, 7, 8, 4096, 30, 250);
    }

    double soakSeconds() {
        return soakMinutes * 60;
    }

    Duration hangTimeout() {
        return Duration.ofSeconds(hangSeconds);
    }
}
