package crudbench.loadgen.cli;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.db.DbPath;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.report.html.StressPage;
import crudbench.loadgen.report.stress.StressReport;
import crudbench.loadgen.stress.Stress;
import crudbench.loadgen.stress.StressPlan;
import crudbench.loadgen.stress.StressResults;
import crudbench.loadgen.stress.StressRun;
import crudbench.loadgen.verdict.Limits;
import crudbench.loadgen.verdict.StressJudge;
import crudbench.loadgen.verdict.StressVerdicts;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * `just stress`: the options, the plan and limits they make, the variants they name; then, as
 * `just bench` does, measure ({@link Stress}: the run's raw files), judge ({@link StressJudge}:
 * verdicts.json from those files) and render ({@link StressReport} and {@link StressPage}: the
 * table, the charts and the page from the same files). Every limit is an option, its default in
 * the help.
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
            "Defaults are the full experiment (about 20 minutes a variant, as the runs docs/stress.md lists took); --ci runs a few seconds of each."
        })
public final class StressCommand implements Callable<Integer> {

    /**
     * The fastest variant of each framework in the README's grid, the ORM most teams start from (Spring Data JPA),
     * and Quarkus' Agroal pool on platform threads, plain and under Hibernate ORM, whose silent database once hung
     * /health and answered 500 (docs/known-issues.md): what --ci runs without variant ids.
     */
    static final List<String> CI_VARIANTS =
            List.of("quarkus-reactive", "quarkus-jdbc", "quarkus-orm", "micronaut-jdbc", "spring-jdbc", "spring-jpa");

    /** Where `--ci` measures again the variants that failed for a known upstream cause, inside the run's directory. */
    static final String RERUN = "rerun";

    @Spec
    CommandSpec spec;

    @Option(
            names = "--ci",
            description = "The short version for CI: a few seconds of each experiment (the --ci values" + " below), on "
                    + "quarkus-reactive, quarkus-jdbc, quarkus-orm, micronaut-jdbc, spring-jdbc and spring-jpa unless variants"
                    + " are named. A variant with a verdict that failed for a known upstream cause is measured once more"
                    + " (into rerun/), and only that second failure fails the command.")
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
                            + " (default 1000; --ci 2000).")
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
            description = "Variant ids (default: all; with --ci: the six above).")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        Repo repo = Repo.locate();
        Settings settings = Settings.load(repo);
        StressPlan plan = plan();
        Limits limits = limits(settings.getInt("DB_ACQUIRE_TIMEOUT_MS"), settings.getInt("DB_QUERY_TIMEOUT_S") * 1000);
        Variants registry = Variants.load(repo);
        List<Variant> variants = registry.select(ids.isEmpty() && ci ? CI_VARIANTS : ids);
        StressResults results = new StressResults(RunDirectories.next(repo, "stress"));
        StressVerdicts verdicts = measureAndJudge(repo, plan, limits, registry, variants, results);
        boolean passed = verdicts.allPassed();
        List<String> again = ci && !passed ? verdicts.failedForKnownCauses() : List.of();
        if (!again.isEmpty()) {
            // CI's few seconds on shared cores make an intermittent upstream failure a coin toss; one that fails every
            // time, or any other failure, still fails the command (docs/stress.md, "In CI").
            System.out.println("==> measuring again, once: " + String.join(", ", again)
                    + " (a verdict failed for a known upstream cause)");
            StressVerdicts second = measureAndJudge(
                    repo,
                    plan,
                    limits,
                    registry,
                    registry.select(again),
                    new StressResults(results.root().resolve(RERUN)));
            passed = verdicts.passedWith(second);
            System.out.println(
                    passed
                            ? "==> each failure for a known upstream cause passed when measured again"
                            : "==> measured again, not every failure passed");
        }
        return noFail || passed ? 0 : 1;
    }

    /** Measures the variants into {@code results}, then judges and draws what the files hold, and prints the table. */
    private StressVerdicts measureAndJudge(
            Repo repo,
            StressPlan plan,
            Limits limits,
            Variants registry,
            List<Variant> variants,
            StressResults results) {
        new Stress(repo, ci ? "ci" : "standard", plan, variants, results)
                .withDbLatency(dbLatencyMs == null ? null : DbPath.roundTripOfMillis(dbLatencyMs))
                .run();
        // What was measured is what the files hold: the judge and the report read them back.
        StressRun run = results.read();
        StressVerdicts verdicts = StressJudge.judge(run, limits, registry.all());
        verdicts.write(results.root());
        System.out.print(StressReport.render(results.root(), run, verdicts));
        System.out.println("results: " + results.root());
        System.out.println("report: " + StressPage.write(results.root(), registry.all()));
        return verdicts;
    }

    /** The profile's plan with the options' overrides; misuse for values out of range, as the plan's rules say. */
    StressPlan plan() {
        if (dbLatencyMs != null && (dbLatencyMs < 0 || dbLatencyMs > 1000)) {
            throw misuse("--db-latency takes a round trip from 0 to 1000 ms, got " + dbLatencyMs);
        }
        StressPlan.PlanBuilder builder = (ci ? StressPlan.ci() : StressPlan.standard()).toBuilder();
        set(warmupSeconds, builder::warmupSeconds);
        set(stepSeconds, builder::stepSeconds);
        set(startRate, builder::startRate);
        set(maxRate, builder::maxRate);
        set(precision, builder::precision);
        set(p99LimitMs, builder::p99LimitMs);
        set(overloadFactor, builder::overloadFactor);
        set(overloadSeconds, builder::overloadSeconds);
        set(recoverySeconds, builder::recoverySeconds);
        set(soakShare, builder::soakShare);
        set(soakMinutes, builder::soakMinutes);
        set(outageShare, builder::outageShare);
        set(outageBefore, builder::outageBeforeSeconds);
        set(outageSeconds, builder::outageSeconds);
        set(outageAfter, builder::outageAfterSeconds);
        set(silentSeconds, builder::silentSeconds);
        set(maxInFlight, builder::maxInFlight);
        set(hangSeconds, builder::hangSeconds);
        try {
            return builder.build();
        } catch (IllegalArgumentException refused) {
            throw misuse(refused.getMessage());
        }
    }

    /** The profile's limits with the options' overrides; the timeouts are parity.env's. */
    Limits limits(int acquireTimeoutMs, int queryTimeoutMs) {
        Limits.LimitsBuilder builder = (ci
                        ? Limits.ci(acquireTimeoutMs, queryTimeoutMs)
                        : Limits.standard(acquireTimeoutMs, queryTimeoutMs))
                .toBuilder();
        set(answerMarginMs, builder::answerMarginMs);
        set(recoveryShare, builder::recoveryShare);
        set(rssGrowth, builder::rssGrowth);
        set(p99Growth, builder::p99Growth);
        set(p99SlackMs, builder::p99SlackMs);
        try {
            return builder.build();
        } catch (IllegalArgumentException refused) {
            throw misuse(refused.getMessage());
        }
    }

    private CommandLine.ParameterException misuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /** An option given overrides the profile's value; one not given leaves it. */
    private static <T> void set(T option, Consumer<T> setter) {
        if (option != null) {
            setter.accept(option);
        }
    }
}
