package crudbench.loadgen.stress;

import java.time.Duration;

/**
 * How long and how hard `just stress` pushes each variant, and the two thresholds the measuring
 * itself must apply: the capacity search's p99 limit (it picks its next rate by whether the last
 * one held) and the time allowed to recover (the overload's recovery runs a little longer than
 * it). {@link #standard()} is the full experiment, as docs/stress.md describes it; {@link #ci()}
 * runs a few seconds of each, to catch a regression within CI's time. Its silence (8 s) is longer
 * than its outage (3 s): a request sent when the database goes silent ends only at the deadline
 * on database calls (up to DB_ACQUIRE_TIMEOUT_MS plus DB_QUERY_TIMEOUT_S), so a shorter silence
 * would leave no answer inside it to judge. Every value is an option of `just stress`.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: its small records name
 * each group of values, and the builder that sets each one by an option's name stays beside
 * them, so that a value of the plan is found in one file.
 *
 * @param warmupSeconds   load before the capacity search (at its start rate) and before each fault (at the fault's
 *                        rate), for the JIT and the pools
 * @param recoverySeconds throughput after the overload, and the first 2xx after the outage and the silence, must
 *                        come within this: the overload's recovery runs 2 s longer, the faults' load after them
 *                        runs longer, and the verdicts hold each variant to it
 */
public record StressPlan(
        int warmupSeconds,
        Capacity capacity,
        Overload overload,
        double recoverySeconds,
        Soak soak,
        Outage outage,
        Client client) {

    /** The lowest rate the capacity search tries before it gives up. */
    public static final int MIN_RATE = 10;

    /**
     * A plan that could not run as asked is refused where it is made, whoever makes it (the options of `just stress`,
     * a test, a plan read back): each rule names the option that sets the value.
     *
     * @throws IllegalArgumentException naming the option and the value, for a length, rate or share out of range
     */
    public StressPlan {
        positive("--warmup-seconds", warmupSeconds);
        positive("--step-seconds", capacity.stepSeconds());
        positive("--start-rate", capacity.startRate());
        positive("--precision", capacity.precision());
        positive("--p99-limit-ms", capacity.p99LimitMs());
        positive("--overload-seconds", overload.seconds());
        positive("--recovery-seconds", recoverySeconds);
        positive("--soak-minutes", soak.minutes());
        positive("--outage-before-seconds", outage.beforeSeconds());
        positive("--outage-seconds", outage.seconds());
        positive("--silent-seconds", outage.silentSeconds());
        positive("the /health probe's interval", outage.healthProbeMs());
        positive("--max-in-flight", client.maxInFlight());
        positive("--hang-seconds", client.hangSeconds());
        if (capacity.startRate() < MIN_RATE || capacity.maxRate() < capacity.startRate()) {
            throw new IllegalArgumentException("need " + MIN_RATE + " <= --start-rate <= --max-rate, got "
                    + capacity.startRate() + " and " + capacity.maxRate());
        }
        if (overload.factor() <= 1) {
            throw new IllegalArgumentException("--overload-factor must be more than 1, got " + overload.factor());
        }
        for (double share : new double[] {soak.share(), outage.share()}) {
            if (share <= 0 || share > 1) {
                throw new IllegalArgumentException(
                        "--soak-share and --outage-share take shares in (0, 1], got " + share);
            }
        }
        if (outage.afterSeconds() <= recoverySeconds) {
            throw new IllegalArgumentException("--outage-after-seconds (" + outage.afterSeconds()
                    + ") must be more than --recovery-seconds (" + recoverySeconds
                    + "): the first 2xx after the outage must have time to come");
        }
    }

    private static void positive(String option, double value) {
        if (!(value > 0)) {
            throw new IllegalArgumentException(option + " must be positive, got " + value);
        }
    }

    /**
     * The capacity search: the highest open-model rate held.
     *
     * @param startRate  its first rate
     * @param maxRate    it never offers more
     * @param stepSeconds each rate's length
     * @param precision  it stops when the lowest failed rate is within this share above the highest held
     * @param p99LimitMs a rate is held when its p99 stays under this and every answer is a 2xx
     */
    public record Capacity(int startRate, int maxRate, int stepSeconds, double precision, double p99LimitMs) {}

    /** The overload offers {@code factor} times the capacity for {@code seconds}, then the capacity again. */
    public record Overload(double factor, int seconds) {}

    /** The soak offers {@code share} of the capacity for {@code minutes}. */
    public record Soak(double share, double minutes) {

        public double seconds() {
            return minutes * 60;
        }
    }

    /**
     * The outage and the silence, each on a fresh app behind the relay, under the write-heavy mix.
     *
     * @param share         of the capacity offered
     * @param beforeSeconds load before the database goes away or silent
     * @param seconds       how long it stays away in the outage
     * @param afterSeconds  load after it answers again
     * @param silentSeconds how long it stays silent in the silent experiment
     * @param healthProbeMs /health is asked this often throughout
     */
    public record Outage(
            double share, int beforeSeconds, int seconds, int afterSeconds, int silentSeconds, int healthProbeMs) {}

    /**
     * @param maxInFlight most requests out at once; more are recorded as not sent
     * @param hangSeconds a request without an answer after this long is a hang
     */
    public record Client(int maxInFlight, int hangSeconds) {

        public Duration hangTimeout() {
            return Duration.ofSeconds(hangSeconds);
        }
    }

    public static StressPlan standard() {
        return new PlanBuilder()
                .warmupSeconds(20)
                .startRate(250)
                .maxRate(20_000)
                .stepSeconds(10)
                .precision(0.10)
                .p99LimitMs(50)
                .overloadFactor(2.0)
                .overloadSeconds(60)
                .recoverySeconds(5)
                .soakShare(0.7)
                .soakMinutes(10)
                .outageShare(0.5)
                .outageBeforeSeconds(10)
                .outageSeconds(10)
                .outageAfterSeconds(15)
                .silentSeconds(15)
                .healthProbeMs(250)
                .maxInFlight(4096)
                .hangSeconds(30)
                .build();
    }

    /** The standard plan, every length cut to a few seconds and the search coarser. */
    public static StressPlan ci() {
        return standard().toBuilder()
                .warmupSeconds(3)
                .stepSeconds(2)
                .precision(0.5)
                .overloadSeconds(4)
                .soakMinutes(0.2)
                .outageBeforeSeconds(2)
                .outageSeconds(3)
                .outageAfterSeconds(7)
                .silentSeconds(8)
                .build();
    }

    public PlanBuilder toBuilder() {
        return new PlanBuilder(this);
    }

    /** Sets each value by its option's name; the groups are the record's. */
    public static final class PlanBuilder {

        private int warmupSeconds;
        private int startRate;
        private int maxRate;
        private int stepSeconds;
        private double precision;
        private double p99LimitMs;
        private double overloadFactor;
        private int overloadSeconds;
        private double recoverySeconds;
        private double soakShare;
        private double soakMinutes;
        private double outageShare;
        private int outageBeforeSeconds;
        private int outageSeconds;
        private int outageAfterSeconds;
        private int silentSeconds;
        private int healthProbeMs;
        private int maxInFlight;
        private int hangSeconds;

        private PlanBuilder() {}

        private PlanBuilder(StressPlan plan) {
            warmupSeconds = plan.warmupSeconds();
            startRate = plan.capacity().startRate();
            maxRate = plan.capacity().maxRate();
            stepSeconds = plan.capacity().stepSeconds();
            precision = plan.capacity().precision();
            p99LimitMs = plan.capacity().p99LimitMs();
            overloadFactor = plan.overload().factor();
            overloadSeconds = plan.overload().seconds();
            recoverySeconds = plan.recoverySeconds();
            soakShare = plan.soak().share();
            soakMinutes = plan.soak().minutes();
            outageShare = plan.outage().share();
            outageBeforeSeconds = plan.outage().beforeSeconds();
            outageSeconds = plan.outage().seconds();
            outageAfterSeconds = plan.outage().afterSeconds();
            silentSeconds = plan.outage().silentSeconds();
            healthProbeMs = plan.outage().healthProbeMs();
            maxInFlight = plan.client().maxInFlight();
            hangSeconds = plan.client().hangSeconds();
        }

        public PlanBuilder warmupSeconds(int seconds) {
            warmupSeconds = seconds;
            return this;
        }

        public PlanBuilder startRate(int rate) {
            startRate = rate;
            return this;
        }

        public PlanBuilder maxRate(int rate) {
            maxRate = rate;
            return this;
        }

        public PlanBuilder stepSeconds(int seconds) {
            stepSeconds = seconds;
            return this;
        }

        public PlanBuilder precision(double share) {
            precision = share;
            return this;
        }

        public PlanBuilder p99LimitMs(double ms) {
            p99LimitMs = ms;
            return this;
        }

        public PlanBuilder overloadFactor(double factor) {
            overloadFactor = factor;
            return this;
        }

        public PlanBuilder overloadSeconds(int seconds) {
            overloadSeconds = seconds;
            return this;
        }

        public PlanBuilder recoverySeconds(double seconds) {
            recoverySeconds = seconds;
            return this;
        }

        public PlanBuilder soakShare(double share) {
            soakShare = share;
            return this;
        }

        public PlanBuilder soakMinutes(double minutes) {
            soakMinutes = minutes;
            return this;
        }

        public PlanBuilder outageShare(double share) {
            outageShare = share;
            return this;
        }

        public PlanBuilder outageBeforeSeconds(int seconds) {
            outageBeforeSeconds = seconds;
            return this;
        }

        public PlanBuilder outageSeconds(int seconds) {
            outageSeconds = seconds;
            return this;
        }

        public PlanBuilder outageAfterSeconds(int seconds) {
            outageAfterSeconds = seconds;
            return this;
        }

        public PlanBuilder silentSeconds(int seconds) {
            silentSeconds = seconds;
            return this;
        }

        public PlanBuilder healthProbeMs(int ms) {
            healthProbeMs = ms;
            return this;
        }

        public PlanBuilder maxInFlight(int requests) {
            maxInFlight = requests;
            return this;
        }

        public PlanBuilder hangSeconds(int seconds) {
            hangSeconds = seconds;
            return this;
        }

        public StressPlan build() {
            return new StressPlan(
                    warmupSeconds,
                    new Capacity(startRate, maxRate, stepSeconds, precision, p99LimitMs),
                    new Overload(overloadFactor, overloadSeconds),
                    recoverySeconds,
                    new Soak(soakShare, soakMinutes),
                    new Outage(
                            outageShare,
                            outageBeforeSeconds,
                            outageSeconds,
                            outageAfterSeconds,
                            silentSeconds,
                            healthProbeMs),
                    new Client(maxInFlight, hangSeconds));
        }
    }
}
