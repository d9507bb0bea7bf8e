package crudbench.loadgen.findings;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.analysis.PairedRatio;
import crudbench.loadgen.model.Averages;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.plan.VariantSetup;
import crudbench.loadgen.results.RatioInterval;
import crudbench.loadgen.results.RoundTrip;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The published claims, each with its source, the study's setup and number, and the rule that
 * turns our measured interval into a verdict: "holds", "does not hold", "holds only in part"
 * (with the condition), "too uncertain to tell" when the interval holds both the published
 * answer and its opposite, or "not measured" when an experiment did not produce the rows. An
 * interval that merely reaches the claim is not taken as support: "within 5%" holds only when
 * the whole interval lies within 5%.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: one method per study,
 * each with its claim, its setup, its rule and its reason in words, side by side, so that a
 * reader checks every verdict's rule against the others in one file.
 */
final class Claims {

    static final String HOLDS = "holds";
    static final String DOES_NOT_HOLD = "does not hold";
    static final String IN_PART = "holds only in part";
    static final String UNDECIDED = "too uncertain to tell";
    static final String NOT_MEASURED = "not measured";

    /**
     * One row of findings.md. findings.json holds it flat, as the page's script reads it.
     *
     * @param published what the study claimed, under which setup
     * @param retest    what we ran, what it gave, and the verdict
     */
    record Finding(
            int number,
            @JsonUnwrapped Published published,
            @JsonUnwrapped Retest retest) {

        /** A claim whose experiment gave no rows: no number, the verdict "not measured", and why. */
        static Finding notMeasured(int number, Published published, String ourSetup, String why) {
            return new Finding(number, published, new Retest(ourSetup, "", NOT_MEASURED, why));
        }

        String verdict() {
            return retest.verdict();
        }
    }

    /**
     * @param claim      the claim, in a sentence
     * @param source     who published it, and when
     * @param theirSetup what they ran
     * @param theirs     what they measured
     */
    record Published(String claim, String source, String theirSetup, String theirs) {}

    /**
     * @param ourSetup what we ran
     * @param ours     our number: a ratio with its 95% interval over the rounds
     * @param verdict  {@link #HOLDS}, {@link #DOES_NOT_HOLD}, {@link #IN_PART} or {@link #NOT_MEASURED}
     * @param why      one sentence on why the verdict
     */
    record Retest(String ourSetup, String ours, String verdict, String why) {}

    private Claims() {}

    /** The claims whose experiments ran (all of them, unless `--only` chose some). */
    static List<Finding> evaluate(Map<String, Measurements> experiments, List<DriversResult> baseline, int pool) {
        List<Finding> findings = new ArrayList<>();
        if (experiments.containsKey("filichkin")) {
            findings.add(filichkin(experiments.get("filichkin")));
        }
        if (experiments.containsKey("smeets")) {
            findings.addAll(smeets(experiments.get("smeets")));
        }
        if (experiments.containsKey("artemik")) {
            findings.addAll(artemik(experiments.get("artemik")));
        }
        if (!baseline.isEmpty()) {
            findings.add(standalone(baseline, pool));
        }
        findings.addAll(knobs(experiments));
        if (experiments.containsKey("smeets-network")) {
            findings.add(smeetsAcrossANetwork(experiments.get("smeets-network")));
        }
        findings.addAll(VirtualThreadClaims.evaluate(experiments));
        return findings;
    }

    private static Finding filichkin(Measurements r) {
        String claim = "R2DBC list-100 is about 2x slower than JDBC in Spring";
        String source = "Filichkin 2019";
        String theirs = "0.50x (R2DBC over JDBC, list-100 throughput)";
        String setup = "MVC + Spring Data JDBC + Hikari (1100 connections) against WebFlux + Spring Data R2DBC; JMeter,"
                + " 200 users, keep-alive off; PostgreSQL in Docker capped at 0.3 CPU; 2019 drivers";
        String ours = "spring-jdbc against spring-r2dbc (WebFlux, r2dbc-postgresql 1.1.3, r2dbc-pool 1.0.2), both at"
                + " parity (pool 16); Hyperfoil closed model, 200 users, keep-alive on; list100";
        Optional<RatioInterval> ratio = ratio(r, Experiments.R2DBC, Experiments.JDBC, 200, "list100");
        if (ratio.isEmpty()) {
            return Finding.notMeasured(
                    1,
                    new Published(claim, source, setup, theirs),
                    ours,
                    "the filichkin experiment has no list100 rows");
        }
        RatioInterval i = ratio.get();
        String verdict =
                i.measured() && i.high() <= 0.67 ? HOLDS : i.measured() && i.low() >= 0.8 ? DOES_NOT_HOLD : IN_PART;
        String cpu = cpuRatio(r, Experiments.R2DBC, Experiments.JDBC, 200, "list100")
                .map(c -> "; R2DBC uses " + c.label() + " JDBC's app CPU per request")
                .orElse("");
        String why = switch (verdict) {
            case HOLDS ->
                "R2DBC still serves well under two thirds of JDBC's list-100 throughput" + cpu
                        + ": decoding 100 text rows per request is where r2dbc-postgresql spends its CPU.";
            case DOES_NOT_HOLD ->
                "the 2019 gap is gone: R2DBC serves over 80% of JDBC's list-100 throughput" + cpu
                        + ", as the driver's later decoding work (r2dbc-postgresql #158) would predict.";
            default ->
                "R2DBC is slower on list-100 than JDBC, but not by half, or the interval is too wide to tell" + cpu
                        + ".";
        };
        return new Finding(1, new Published(claim, source, setup, theirs), new Retest(ours, interval(i), verdict, why));
    }

    private static List<Finding> smeets(Measurements r) {
        String claim = "WebFlux + R2DBC overtakes MVC + JDBC above about 200 concurrent requests; WebFlux + JDBC is the"
                + " worst of the four";
        String source = "Smeets 2020";
        String setup = "Spring MVC and WebFlux × JDBC and R2DBC, pools of 100, Tomcat's default 200 threads; wrk from 4"
                + " to 500 users; one GET of ten rows; app, DB and load generator pinned to their own CPUs";
        String ours = "spring-jdbc, spring-mvc-r2dbc, spring-webflux-jdbc, spring-r2dbc with pools of 100 and 200"
                + " Tomcat threads (WORKER_THREADS=200 for the JDBC and MVC ones); list10 at 64 and 512 users, all on"
                + " 2 shared cores";
        String theirs = "MVC + JDBC ahead below ~200; WebFlux + R2DBC ahead above; WebFlux + JDBC last";
        Optional<RatioInterval> low = ratio(r, Experiments.R2DBC_100, Experiments.JDBC_100, 64, "list10");
        Optional<RatioInterval> high = ratio(r, Experiments.R2DBC_100, Experiments.JDBC_100, 512, "list10");
        List<Finding> findings = new ArrayList<>();
        if (low.isEmpty() || high.isEmpty()) {
            findings.add(Finding.notMeasured(
                    2,
                    new Published(claim, source, setup, theirs),
                    ours,
                    "the smeets experiment has no list10 rows at 64 and 512 users"));
            return findings;
        }
        Crossover crossover = new Crossover(low.get(), high.get());
        Optional<String> last64 = slowest(
                r,
                List.of(
                        Experiments.JDBC_100,
                        Experiments.MVC_R2DBC_100,
                        Experiments.WEBFLUX_JDBC_100,
                        Experiments.R2DBC_100),
                64,
                "list10");
        Optional<String> last512 = slowest(
                r,
                List.of(
                        Experiments.JDBC_100,
                        Experiments.MVC_R2DBC_100,
                        Experiments.WEBFLUX_JDBC_100,
                        Experiments.R2DBC_100),
                512,
                "list10");
        boolean webfluxJdbcLast =
                last64.filter(Experiments.WEBFLUX_JDBC_100::equals).isPresent()
                        && last512.filter(Experiments.WEBFLUX_JDBC_100::equals).isPresent();
        String ours2 =
                "WebFlux + R2DBC over MVC + JDBC: " + interval(low.get()) + " at 64 users, " + interval(high.get())
                        + " at 512; slowest of the four: "
                        + last64.map(VariantSetup::variantId).orElse("?") + " at 64, "
                        + last512.map(VariantSetup::variantId).orElse("?") + " at 512";
        String verdict;
        String why;
        if (crossover.aheadAbove() && webfluxJdbcLast) {
            verdict = crossover.aheadBelow() ? HOLDS : IN_PART;
            why = "WebFlux + R2DBC pulls ahead at 512 users and WebFlux + JDBC is last"
                    + (crossover.aheadBelow()
                            ? ", as published."
                            : ", but MVC + JDBC is not clearly ahead at 64 users.");
        } else if (crossover.aheadAbove()) {
            verdict = IN_PART;
            why = "WebFlux + R2DBC pulls ahead at 512 users, but WebFlux + JDBC is not the slowest of the four at"
                    + " both concurrencies.";
        } else if (crossover.behindAbove()) {
            verdict = DOES_NOT_HOLD;
            why = "on 2 cores MVC + JDBC stays ahead even at 512 users: with the database on the same cores, the"
                    + " thread-per-request cost Smeets saw at high concurrency is not what limits throughput here"
                    + (webfluxJdbcLast ? "; WebFlux + JDBC is last, as published." : ".");
        } else {
            verdict = UNDECIDED;
            why = "the crossover is not clear at 512 users (the interval holds 1.00)"
                    + (webfluxJdbcLast
                            ? "; WebFlux + JDBC is last, as published."
                            : "; and WebFlux + JDBC is not always last.");
        }
        findings.add(
                new Finding(2, new Published(claim, source, setup, theirs), new Retest(ours, ours2, verdict, why)));
        return findings;
    }

    private static List<Finding> artemik(Measurements r) {
        String setup =
                "MVC + JDBC, WebFlux + Vert.x (pipelining 1) and WebFlux + R2DBC, pools of 100 at concurrency 100;"
                        + " 500,000 single-row SELECTs, total time; the database on another machine";
        String ours = "spring-jdbc, spring-vertx, spring-r2dbc with pools of 100 (JDBC with 200 Tomcat threads), get at"
                + " 100 users; spring-r2dbc built on r2dbc-pool 1.0.0, warm pool (initial = max), with r2dbc-postgresql's"
                + " own loops and with a dedicated group";
        List<Finding> findings = new ArrayList<>();
        Optional<RatioInterval> old = ratio(r, Experiments.POOL_100_OWN_LOOPS, Experiments.JDBC_100, 100, "get");
        Optional<RatioInterval> recovered =
                ratio(r, Experiments.POOL_100_DEDICATED, Experiments.POOL_100_OWN_LOOPS, 100, "get");
        String claim3 =
                "With r2dbc-pool before 1.0.1 and a warm pool, WebFlux + R2DBC is 1.4x to 2.8x slower than MVC +"
                        + " JDBC, and custom LoopResources recover most of it";
        String theirs3 = "0.36x to 0.71x of MVC + JDBC; 0.57x to 0.71x with LoopResources";
        if (old.isEmpty() || recovered.isEmpty()) {
            findings.add(Finding.notMeasured(
                    3,
                    new Published(claim3, "artemik 2023, r2dbc-pool#190", setup, theirs3),
                    ours,
                    "the artemik experiment has no get rows for the r2dbc-pool 1.0.0 sessions"));
        } else {
            RatioInterval o = old.get();
            RatioInterval f = recovered.get();
            boolean farBehind = o.measured() && o.high() < 0.8;
            boolean recovers = f.clear() && f.low() > 1;
            String verdict = farBehind
                    ? (recovers ? HOLDS : IN_PART)
                    : o.measured() && o.low() >= 0.9
                            ? DOES_NOT_HOLD
                            : o.measured() && o.high() < 1 ? IN_PART : UNDECIDED;
            String why = switch (verdict) {
                case HOLDS -> "the pinned pool is still much slower here, and a dedicated group recovers part of it.";
                case DOES_NOT_HOLD ->
                    "on 2 cores the pinned pool costs little: with two loop threads at most, one loop"
                            + " serving every connection is half the loops, not 1 in 16 as on artemik's machine.";
                case IN_PART ->
                    farBehind
                            ? "the pinned pool is still much slower here, but the dedicated group's recovery is not"
                                    + " clear."
                            : "r2dbc-pool 1.0.0 is slower than MVC + JDBC here, but by less than published.";
                default ->
                    "the interval of r2dbc-pool 1.0.0 over MVC + JDBC holds both a gap as large as published and"
                            + " none: this run cannot tell.";
            };
            findings.add(new Finding(
                    3,
                    new Published(claim3, "artemik 2023, r2dbc-pool#190", setup, theirs3),
                    new Retest(
                            ours,
                            "1.0.0 over MVC + JDBC: " + interval(o) + "; a dedicated group over the driver's loops: "
                                    + interval(f),
                            verdict,
                            why)));
        }
        String claim4 =
                "With r2dbc-pool 1.0.1 or later, WebFlux + R2DBC is within about 5% of MVC + JDBC and WebFlux + Vert.x";
        Optional<RatioInterval> jdbc = ratio(r, Experiments.R2DBC_100, Experiments.JDBC_100, 100, "get");
        Optional<RatioInterval> vertx = ratio(r, Experiments.R2DBC_100, Experiments.VERTX_100, 100, "get");
        if (jdbc.isEmpty() || vertx.isEmpty()) {
            findings.add(Finding.notMeasured(
                    4,
                    new Published(claim4, "artemik 2023 (after the fix)", setup, "within 5%"),
                    ours,
                    "the artemik experiment has no get rows for spring-r2dbc, spring-jdbc and spring-vertx"));
        } else {
            Band nearJdbc = Band.of(jdbc.get());
            Band nearVertx = Band.of(vertx.get());
            String verdict = nearJdbc == nearVertx
                    ? nearJdbc.verdict
                    : nearJdbc != Band.ACROSS && nearVertx != Band.ACROSS ? IN_PART : UNDECIDED;
            String why = switch (verdict) {
                case HOLDS -> "both intervals lie within ±5%: the fix closed the gap.";
                case DOES_NOT_HOLD ->
                    "r2dbc-pool 1.0.2 no longer pins connections, yet R2DBC stays "
                            + (jdbc.get().high() < 0.95 ? "behind" : "apart from")
                            + " the others here: its CPU per request (text results, Describe and Close on every"
                            + " query) shows on 2 cores where the database shares the CPU.";
                case IN_PART ->
                    "R2DBC is within 5% of " + (nearJdbc == Band.INSIDE ? "MVC + JDBC" : "WebFlux + Vert.x")
                            + " but not of " + (nearJdbc == Band.INSIDE ? "WebFlux + Vert.x" : "MVC + JDBC") + ".";
                default ->
                    "an interval that holds ratios both within ±5% and beyond it cannot say whether R2DBC is"
                            + " within 5%"
                            + (nearJdbc == Band.ACROSS && nearVertx == Band.ACROSS
                                    ? " of either"
                                    : nearJdbc == Band.ACROSS ? " of MVC + JDBC" : " of WebFlux + Vert.x")
                            + ": this run cannot tell.";
            };
            findings.add(new Finding(
                    4,
                    new Published(claim4, "artemik 2023 (after the fix)", setup, "within 5%"),
                    new Retest(
                            ours,
                            "R2DBC over MVC + JDBC: " + interval(jdbc.get()) + "; over WebFlux + Vert.x: "
                                    + interval(vertx.get()),
                            verdict,
                            why)));
        }
        return findings;
    }

    private static Finding standalone(List<DriversResult> runs, int pool) {
        String claim = "The Vert.x client without pipelining is within 5% of JDBC (standalone, no web framework)";
        String setup = "standalone JDBC and Vert.x apps, concurrency = pool size (100 or 200), pipelining 1; 500,000"
                + " single-row SELECTs; the database on another machine";
        String ours = "`just drivers` (no HTTP): pgjdbc + HikariCP against the Vert.x PG client 4.5.28, pipelining 1,"
                + " pool " + pool + " at " + pool + " users, get and list100, " + runs.size() + " runs";
        Map<Integer, Double> jdbc = new LinkedHashMap<>();
        Map<Integer, Double> vertx = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (DriversResult.Row row : runs.get(i).rows()) {
                if (row.operation().equals("get")
                        && row.users() == pool
                        && row.driver().equals("jdbc")) {
                    jdbc.put(i + 1, row.qps());
                } else if (row.operation().equals("get")
                        && row.users() == pool
                        && row.driver().equals("vertx")) {
                    vertx.put(i + 1, row.qps());
                }
            }
        }
        Optional<RatioInterval> ratio = PairedRatio.ratio(vertx, jdbc);
        if (ratio.isEmpty()) {
            return Finding.notMeasured(
                    5,
                    new Published(claim, "artemik 2023", setup, "within 5%"),
                    ours,
                    "the driver-only baseline gave no get rows for jdbc and vertx");
        }
        RatioInterval i = ratio.get();
        String verdict = Band.of(i).verdict;
        String why = switch (verdict) {
            case HOLDS -> "with no framework around them the two drivers serve single-row reads alike.";
            case DOES_NOT_HOLD ->
                "the Vert.x client's queries per second differ from JDBC's by more than 5% here ("
                        + (i.estimate() < 1 ? "slower" : "faster")
                        + "), on 2 cores where the client shares the CPU with PostgreSQL.";
            default ->
                "the interval holds ratios both within ±5% and beyond it: the " + runs.size()
                        + " baseline runs differ too much from each other to tell.";
        };
        return new Finding(
                5,
                new Published(claim, "artemik 2023", setup, "within 5%"),
                new Retest(ours, "Vert.x over JDBC, get: " + interval(i), verdict, why));
    }

    /** Not claims: what two parity rules cost, measured in the same runs. */
    private static List<Finding> knobs(Map<String, Measurements> experiments) {
        List<Finding> findings = new ArrayList<>();
        ratio(experiments.get("filichkin"), Experiments.R2DBC_BINARY, Experiments.R2DBC, 200, "list100")
                .ifPresent(i -> findings.add(new Finding(
                        6,
                        new Published(
                                "What text results cost R2DBC (the parity default): forceBinary on",
                                "this suite",
                                "",
                                ""),
                        new Retest(
                                "spring-r2dbc with R2DBC_FORCE_BINARY=true against false, list100 at 200 users",
                                "binary over text: " + interval(i)
                                        + cpuRatio(
                                                        experiments.get("filichkin"),
                                                        Experiments.R2DBC_BINARY,
                                                        Experiments.R2DBC,
                                                        200,
                                                        "list100")
                                                .map(c -> "; app CPU " + c.label())
                                                .orElse(""),
                                "measured",
                                "the wire-protocol difference left in place, in numbers."))));
        String pipelining = "What the pipelining rule costs the Vert.x variants: the client's default 256";
        String pipeliningSetup = "spring-vertx with DB_PIPELINING_LIMIT=256 against 1, pools of 100, get at 100 users";
        if (experiments.containsKey("artemik")) {
            findings.add(ratio(
                            experiments.get("artemik"),
                            Experiments.VERTX_100_PIPELINED,
                            Experiments.VERTX_100,
                            100,
                            "get")
                    .map(i -> new Finding(
                            7,
                            new Published(pipelining, "this suite", "", ""),
                            new Retest(
                                    pipeliningSetup,
                                    "pipelined over not: " + interval(i),
                                    "measured",
                                    "what the parity rule (pipelining off, as JDBC and R2DBC cannot"
                                            + " pipeline) takes from Vert.x.")))
                    .orElse(Finding.notMeasured(
                            7,
                            new Published(pipelining, "this suite", "", ""),
                            pipeliningSetup,
                            "the pipelined session measured nothing: see the flags in artemik/compare.md (it did not"
                                    + " start when it could not open its 100 connections within its startup limit).")));
        }
        return findings;
    }

    /**
     * Claim 2's crossover again, with the database a network hop away: the regime in which a
     * thread per request waits, and where Smeets' explanation (Tomcat's 200 threads run out at
     * high concurrency, event loops do not) would show if it binds before the cores do.
     */
    private static Finding smeetsAcrossANetwork(Measurements r) {
        String claim = "WebFlux + R2DBC overtakes MVC + JDBC above about 200 concurrent requests, with the database a"
                + " network hop away";
        String source = "Smeets 2020, re-tested across a network";
        String setup = "Spring MVC + JDBC and WebFlux + R2DBC, pools of 100, Tomcat's default 200 threads; wrk from 4"
                + " to 500 users; one GET of ten rows; the database on the same host";
        String ours = "spring-jdbc and spring-r2dbc with pools of 100 and 200 Tomcat threads; list10 at 64 and 512"
                + " users; a relay adding " + Experiments.NETWORK_ROUND_TRIP.toMillis() + " ms between the apps and"
                + " PostgreSQL, all on 2 shared cores";
        String theirs = "MVC + JDBC ahead below ~200; WebFlux + R2DBC ahead above";
        Optional<RatioInterval> low = ratio(r, Experiments.R2DBC_100, Experiments.JDBC_100, 64, "list10");
        Optional<RatioInterval> high = ratio(r, Experiments.R2DBC_100, Experiments.JDBC_100, 512, "list10");
        if (low.isEmpty() || high.isEmpty()) {
            return Finding.notMeasured(
                    8,
                    new Published(claim, source, setup, theirs),
                    ours,
                    "the smeets-network experiment has no list10 rows at 64 and 512 users");
        }
        Double roundTripMs = r.roundTrips().stream()
                .filter(t -> t.addedMs() != null)
                .map(RoundTrip::measuredMs)
                .findFirst()
                .orElse(null);
        String measured =
                roundTripMs == null ? "" : String.format(Locale.ROOT, " (a round trip measured %.2f ms)", roundTripMs);
        String ours8 = "WebFlux + R2DBC over MVC + JDBC, list10, the database "
                + Experiments.NETWORK_ROUND_TRIP.toMillis() + " ms away" + measured + ": " + interval(low.get())
                + " at 64 users, " + interval(high.get()) + " at 512";
        Crossover crossover = new Crossover(low.get(), high.get());
        Map<Integer, Double> served = r.throughputs(Experiments.JDBC_100, LoadModel.CLOSED, 512, "list10");
        String bound = roundTripMs == null || served.isEmpty()
                ? ""
                : String.format(
                        Locale.ROOT,
                        ": 100 connections ÷ %.2f ms allow %,.0f requests/s, Tomcat's 200 threads more, and MVC + JDBC"
                                + " served %,.0f/s",
                        roundTripMs,
                        100 / roundTripMs * 1000,
                        Averages.median(served.values()));
        String verdict;
        String why;
        if (crossover.aheadAbove()) {
            verdict = crossover.aheadBelow() ? HOLDS : IN_PART;
            why = "with the database a hop away, WebFlux + R2DBC pulls ahead at 512 users"
                    + (crossover.aheadBelow()
                            ? ", and MVC + JDBC is ahead at 64, as published."
                            : ", but not only above 200.");
        } else if (crossover.behindAbove()) {
            verdict = DOES_NOT_HOLD;
            why = "MVC + JDBC stays ahead at 512 users with the database a hop away too: the threads do not run out"
                    + " before the 2 cores do" + bound + ".";
        } else {
            verdict = UNDECIDED;
            why = "the crossover is not clear at 512 users (the interval holds 1.00)" + bound + ".";
        }
        return new Finding(8, new Published(claim, source, setup, theirs), new Retest(ours, ours8, verdict, why));
    }

    /**
     * Smeets' crossover, read from WebFlux + R2DBC over MVC + JDBC below (64 users) and above
     * (512) Tomcat's 200 threads: claims 2 and 8 judge it by the same rule.
     */
    private record Crossover(RatioInterval below, RatioInterval above) {

        /** MVC + JDBC clearly ahead below. */
        boolean aheadBelow() {
            return below.measured() && below.high() < 1;
        }

        /** WebFlux + R2DBC clearly ahead above. */
        boolean aheadAbove() {
            return above.measured() && above.low() > 1;
        }

        /** MVC + JDBC still clearly ahead above. */
        boolean behindAbove() {
            return above.measured() && above.high() < 1;
        }
    }

    // ---- helpers --------------------------------------------------------------------------------

    static Optional<RatioInterval> ratio(Measurements r, String a, String b, int users, String scenario) {
        if (r == null) {
            return Optional.empty();
        }
        return PairedRatio.ratio(
                r.throughputs(a, LoadModel.CLOSED, users, scenario),
                r.throughputs(b, LoadModel.CLOSED, users, scenario));
    }

    /** a's app CPU per request over b's, paired by round like every ratio. */
    static Optional<RatioInterval> cpuRatio(Measurements r, String a, String b, int users, String scenario) {
        if (r == null) {
            return Optional.empty();
        }
        return PairedRatio.ratio(
                r.perRound(a, LoadModel.CLOSED, users, scenario, Metric.APP_CPU),
                r.perRound(b, LoadModel.CLOSED, users, scenario, Metric.APP_CPU));
    }

    /** The session with the lowest median throughput. */
    private static Optional<String> slowest(Measurements r, List<String> sessions, int users, String scenario) {
        String slowest = null;
        double lowest = Double.MAX_VALUE;
        for (String s : sessions) {
            Map<Integer, Double> t = r.throughputs(s, LoadModel.CLOSED, users, scenario);
            if (!t.isEmpty() && Averages.median(t.values()) < lowest) {
                lowest = Averages.median(t.values());
                slowest = s;
            }
        }
        return Optional.ofNullable(slowest);
    }

    /** Where a ratio's interval lies against a claim of "within 5%", and the verdict that gives. */
    enum Band {
        /** The whole interval within ±5%: the claim holds. */
        INSIDE(HOLDS),
        /** The whole interval beyond ±5%, on one side: it does not. */
        OUTSIDE(DOES_NOT_HOLD),
        /** Partly within and partly beyond, or no interval at all: this run cannot tell. */
        ACROSS(UNDECIDED);

        final String verdict;

        Band(String verdict) {
            this.verdict = verdict;
        }

        static Band of(RatioInterval i) {
            if (i.measured() && i.low() >= 0.95 && i.high() <= 1.05) {
                return INSIDE;
            }
            return i.measured() && (i.high() < 0.95 || i.low() > 1.05) ? OUTSIDE : ACROSS;
        }
    }

    static String interval(RatioInterval i) {
        return i.verdict();
    }
}
