package crudbench.loadgen.cli;

import crudbench.harness.DbPath;
import crudbench.harness.Repo;
import crudbench.harness.RunDirectories;
import crudbench.harness.Settings;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import crudbench.loadgen.report.html.StressPage;
import crudbench.loadgen.stress.Limits;
import crudbench.loadgen.stress.Stress;
import crudbench.loadgen.stress.StressPlan;
import crudbench.loadgen.stress.StressResults;
import crudbench.loadgen.stress.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * `just stress`: the options, the plan and limits they make, the variants they name;
 * {@link Stress} does the rest. Every limit is an option, its default in the help.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: most of it is the
 * 26 options, each with its help text, as picocli declares them.
 */
@Command(
        name = "stress",
        sortOptions = false,
        description = {
            "Under pressure, per variant: its capacity on the mix (the highest open-model rate with p99 under"
                    + " the limit), an overload at twice that, a soak at 70%% of it, and the database going away, then"
                    + " going silent, for a while at half of it, write-heavy. Prints one table; writes"
                    + " results/stress-<timestamp>/.",
            "Defaults are the full experiment (about 15 minutes a variant); --ci runs a few seconds of each."
        })
public final class StressCommand implements Callable<Integer> {

    /** The fastest variant of each framework in the README's grid: what --ci runs without variant ids. */
    static final List<String> CI_VARIANTS = List.of("quarkus-reactive", "micronaut-jdbc", "spring-jdbc");

    @Spec
    CommandSpec spec;

    @Option(
            names = "--ci",
            description = "The short version for CI: a few seconds of each experiment (the --ci values" + " below), on "
                    + "quarkus-reactive, micronaut-jdbc and spring-jdbc unless variants are named.")
    boolean ci;

    @Option(
            names = "--warmup-seconds",
            paramLabel = "S",
            description = "Load at the start rate before the capacity search (default 20; --ci 3).")
    Integer warmupSeconds;

    @Option(
            names = "--step-seconds",
            paramLabel = "S",
            description = "Each rate of the capacity search (default 10; --ci 2).")
    Integer stepSeconds;

    @Option(
            names = "--start-rate",
            paramLabel = "N",
            description =
                    "The capacity search's first rate per second: it doubles while the rate holds, halves while not, then bisects (default 250).")
    Integer startRate;

    @Option(
            names = "--max-rate",
            paramLabel = "N",
            description = "The capacity search never offers more (default 20000).")
    Integer maxRate;

    @Option(
            names = "--precision",
            paramLabel = "SHARE",
            description =
                    "The search stops when the lowest rate that failed is within this share above the highest that held (default 0.1; --ci 0.5).")
    Double precision;

    @Option(
            names = "--p99-limit-ms",
            paramLabel = "MS",
            description =
                    "Capacity: the highest rate whose p99 stays under this, with every answer a 2xx (default 50).")
    Double p99LimitMs;

    @Option(
            names = "--overload-factor",
            paramLabel = "X",
            description = "The overload offers this many times the capacity (default 2).")
    Double overloadFactor;

    @Option(names = "--overload-seconds", paramLabel = "S", description = "How long (default 60; --ci 4).")
    Integer overloadSeconds;

    @Option(
            names = "--answer-margin-ms",
            paramLabel = "MS",
            description =
                    "Under overload and in the outage every answer comes within DB_ACQUIRE_TIMEOUT_MS (parity.env) plus"
                            + " this, and while the database is silent within DB_ACQUIRE_TIMEOUT_MS plus DB_QUERY_TIMEOUT_S plus this"
                            + " (default 1000).")
    Integer answerMarginMs;

    @Option(
            names = "--recovery-seconds",
            paramLabel = "S",
            description =
                    "After the overload, throughput at the capacity is back, and after the outage and the silence the"
                            + " first 2xx comes, within this (default 5).")
    Double recoverySeconds;

    @Option(
            names = "--recovery-share",
            paramLabel = "SHARE",
            description =
                    "Throughput is back in the first second whose requests got this share of the capacity as 2xx (default 0.95).")
    Double recoveryShare;

    @Option(
            names = "--soak-share",
            paramLabel = "SHARE",
            description = "The soak offers this share of the capacity (default 0.7).")
    Double soakShare;

    @Option(
            names = "--soak-minutes",
            paramLabel = "MIN",
            description = "How long (default 10; --ci 0.2). Its second tenth is the reference, its last tenth the end.")
    Double soakMinutes;

    @Option(
            names = "--rss-growth",
            paramLabel = "SHARE",
            description =
                    "The soak's resident memory grows by less than this share from its second tenth to its last (default 0.1).")
    Double rssGrowth;

    @Option(
            names = "--p99-growth",
            paramLabel = "SHARE",
            description =
                    "The soak's p99 in its last tenth is within this share of the second tenth's (default 0.2; --ci 10.0)...")
    Double p99Growth;

    @Option(
            names = "--p99-slack-ms",
            paramLabel = "MS",
            description = "...plus this, so that a p99 of 2 ms does not fail on noise (default 2).")
    Double p99SlackMs;

    @Option(
            names = "--outage-share",
            paramLabel = "SHARE",
            description = "The outage offers this share of the capacity, write-heavy (default 0.5).")
    Double outageShare;

    @Option(
            names = "--outage-before-seconds",
            paramLabel = "S",
            description = "Load before the database goes away (default 10; --ci 2).")
    Integer outageBefore;

    @Option(
            names = "--outage-seconds",
            paramLabel = "S",
            description = "How long the database stays away (default 10; --ci 3).")
    Integer outageSeconds;

    @Option(
            names = "--outage-after-seconds",
            paramLabel = "S",
            description = "Load after it is back; more than --recovery-seconds (default 15; --ci 7).")
    Integer outageAfter;

    @Option(
            names = "--silent-seconds",
            paramLabel = "S",
            description = "How long the database stays silent (no FIN, no RST: a vanished host), with the outage's load"
                    + " before and after; more than the deadline on database calls (default 15; --ci 8).")
    Integer silentSeconds;

    @Option(
            names = "--max-in-flight",
            paramLabel = "N",
            description = "Most requests out at once; more are recorded as not sent (default 4096).")
    Integer maxInFlight;

    @Option(
            names = "--hang-seconds",
            paramLabel = "S",
            description = "A request without an answer after this long is a hang (default 30).")
    Integer hangSeconds;

    @Option(
            names = "--db-latency",
            paramLabel = "MS",
            description = "Put PostgreSQL a network hop away: a relay process adds this round trip (milliseconds)"
                    + " between every app and the database; the round trip measured goes into stress.json.")
    Double dbLatencyMs;

    @Option(names = "--no-fail", description = "Print the verdicts but exit 0.")
    boolean noFail;

    @Mixin
    HelpOption help;

    @Parameters(
            paramLabel = "VARIANT",
            arity = "0..*",
            description = "Variant ids (default: all; with --ci: the three above).")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        Repo repo = Repo.locate();
        Settings settings = Settings.load(repo);
        StressPlan plan = plan();
        Limits limits = limits(settings.getInt("DB_ACQUIRE_TIMEOUT_MS"), settings.getInt("DB_QUERY_TIMEOUT_S") * 1000);
        List<Variant> variants = Variants.load(repo).select(ids.isEmpty() && ci ? CI_VARIANTS : ids);
        StressResults results = new StressResults(RunDirectories.next(repo, "stress"));
        List<Verdict> verdicts = new Stress(repo, ci ? "ci" : "standard", plan, limits, variants, results)
                .withDbLatency(dbLatencyMs == null ? null : DbPath.roundTripOfMillis(dbLatencyMs))
                .run();
        // The stress package only measures and writes its files; the page is drawn from them here.
        System.out.println("report: "
                + StressPage.write(results.root(), Variants.load(repo).all()));
        return noFail || verdicts.stream().allMatch(Verdict::passed) ? 0 : 1;
    }

    /** The profile's plan with the options' overrides; misuse for values out of range. */
    StressPlan plan() {
        if (dbLatencyMs != null && (dbLatencyMs < 0 || dbLatencyMs > 1000)) {
            throw misuse("--db-latency takes a round trip from 0 to 1000 ms, got " + dbLatencyMs);
        }
        StressPlan base = ci ? StressPlan.ci() : StressPlan.standard();
        StressPlan plan = new StressPlan(
                or(warmupSeconds, base.warmupSeconds()),
                or(stepSeconds, base.stepSeconds()),
                or(startRate, base.startRate()),
                or(maxRate, base.maxRate()),
                or(precision, base.precision()),
                or(overloadFactor, base.overloadFactor()),
                or(overloadSeconds, base.overloadSeconds()),
                or(soakShare, base.soakShare()),
                or(soakMinutes, base.soakMinutes()),
                or(outageShare, base.outageShare()),
                or(outageBefore, base.outageBefore()),
                or(outageSeconds, base.outageSeconds()),
                or(outageAfter, base.outageAfter()),
                or(silentSeconds, base.silentSeconds()),
                or(maxInFlight, base.maxInFlight()),
                or(hangSeconds, base.hangSeconds()),
                base.healthProbeMs());
        positive("--warmup-seconds", plan.warmupSeconds());
        positive("--step-seconds", plan.stepSeconds());
        positive("--start-rate", plan.startRate());
        positive("--precision", plan.precision());
        positive("--overload-seconds", plan.overloadSeconds());
        positive("--soak-minutes", plan.soakMinutes());
        positive("--outage-before-seconds", plan.outageBefore());
        positive("--outage-seconds", plan.outageSeconds());
        positive("--silent-seconds", plan.silentSeconds());
        positive("--max-in-flight", plan.maxInFlight());
        positive("--hang-seconds", plan.hangSeconds());
        if (plan.startRate() < StressPlan.MIN_RATE || plan.maxRate() < plan.startRate()) {
            throw misuse("need " + StressPlan.MIN_RATE + " <= --start-rate <= --max-rate, got " + plan.startRate()
                    + " and " + plan.maxRate());
        }
        if (plan.overloadFactor() <= 1) {
            throw misuse("--overload-factor must be more than 1, got " + plan.overloadFactor());
        }
        for (double share : List.of(plan.soakShare(), plan.outageShare())) {
            if (share <= 0 || share > 1) {
                throw misuse("--soak-share and --outage-share take shares in (0, 1], got " + share);
            }
        }
        return plan;
    }

    Limits limits(int acquireTimeoutMs, int queryTimeoutMs) {
        Limits base =
                ci ? Limits.ci(acquireTimeoutMs, queryTimeoutMs) : Limits.standard(acquireTimeoutMs, queryTimeoutMs);
        Limits limits = new Limits(
                or(p99LimitMs, base.p99LimitMs()),
                acquireTimeoutMs,
                queryTimeoutMs,
                or(answerMarginMs, base.answerMarginMs()),
                or(recoverySeconds, base.recoverySeconds()),
                or(recoveryShare, base.recoveryShare()),
                or(rssGrowth, base.rssGrowth()),
                or(p99Growth, base.p99Growth()),
                or(p99SlackMs, base.p99SlackMs()),
                false);
        positive("--p99-limit-ms", limits.p99LimitMs());
        positive("--recovery-seconds", limits.recoverySeconds());
        positive("--recovery-share", limits.recoveryShare());
        positive("--rss-growth", limits.rssGrowth());
        positive("--p99-growth", limits.p99Growth());
        if (limits.answerMarginMs() < 0 || limits.p99SlackMs() < 0) {
            throw misuse("--answer-margin-ms and --p99-slack-ms cannot be negative");
        }
        int after = outageAfter != null ? outageAfter : (ci ? StressPlan.ci() : StressPlan.standard()).outageAfter();
        if (after <= limits.recoverySeconds()) {
            throw misuse("--outage-after-seconds (" + after + ") must be more than --recovery-seconds ("
                    + limits.recoverySeconds() + "): the first 2xx after the outage must have time to come");
        }
        return limits;
    }

    private void positive(String option, double value) {
        if (value <= 0) {
            throw misuse(option + " must be positive, got " + value);
        }
    }

    private CommandLine.ParameterException misuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    private static <T> T or(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
