package crudbench.loadgen.findings;

import crudbench.loadgen.plan.BenchProfile;
import java.time.Duration;
import java.util.List;

/** What `just findings` runs: the experiments and their sessions, each a variant with a study's knobs. */
final class Experiments {

    private Experiments() {}

    /** Tomcat's own default: the studies ran Spring MVC with it, not with the suite's WORKER_THREADS. */
    static final String STUDY_THREADS = "WORKER_THREADS=200";

    static final String JDBC = "spring-jdbc";
    static final String R2DBC = "spring-r2dbc";
    static final String R2DBC_BINARY = "spring-r2dbc@R2DBC_FORCE_BINARY=true";
    static final String JDBC_100 = "spring-jdbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String MVC_R2DBC_100 = "spring-mvc-r2dbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String WEBFLUX_JDBC_100 = "spring-webflux-jdbc@DB_POOL_SIZE=100," + STUDY_THREADS;
    static final String R2DBC_100 = "spring-r2dbc@DB_POOL_SIZE=100";
    static final String VERTX_100 = "spring-vertx@DB_POOL_SIZE=100";
    static final String VERTX_100_PIPELINED = "spring-vertx@DB_POOL_SIZE=100,DB_PIPELINING_LIMIT=256";
    static final String POOL_100_OWN_LOOPS = "spring-r2dbc@build=r2dbc-pool-1.0.0,DB_POOL_SIZE=100,R2DBC_LOOPS=driver";
    static final String POOL_100_DEDICATED =
            "spring-r2dbc@build=r2dbc-pool-1.0.0,DB_POOL_SIZE=100,R2DBC_LOOPS=dedicated";

    /** The pool before the fix of its virtual-thread yield spin (HikariCP#2398), as a build of each app. */
    static final String OLD_HIKARI = "@build=hikaricp-7.0.2";

    static final String SPRING_VIRTUAL = "spring-jdbc-virtual";
    static final String SPRING_VIRTUAL_OLD = SPRING_VIRTUAL + OLD_HIKARI;
    static final String SPRING_PLATFORM_OLD = JDBC + OLD_HIKARI;
    static final String MICRONAUT_VIRTUAL = "micronaut-jdbc-virtual";
    static final String MICRONAUT_VIRTUAL_OLD = MICRONAUT_VIRTUAL + OLD_HIKARI;
    static final String MICRONAUT_PLATFORM = "micronaut-jdbc";
    static final String MICRONAUT_PLATFORM_OLD = MICRONAUT_PLATFORM + OLD_HIKARI;

    /**
     * spring-quarkus-perf-comparison's Spring Boot 4 app: a Hikari pool of 20 (Quarkus' size), and
     * Tomcat's default 200 threads for the platform-thread one; the virtual-thread one has no thread
     * limit to set.
     */
    static final String PUBLISHED_PLATFORM = "spring-jdbc@DB_POOL_SIZE=20," + STUDY_THREADS;

    static final String PUBLISHED_VIRTUAL = "spring-jdbc-virtual@DB_POOL_SIZE=20";

    /** The same two settings on the study's own stack, Spring Data JPA on Hibernate ORM. */
    static final String PUBLISHED_JPA_PLATFORM = "spring-jpa@DB_POOL_SIZE=20," + STUDY_THREADS;

    static final String PUBLISHED_JPA_VIRTUAL = "spring-jpa-virtual@DB_POOL_SIZE=20";

    /** Its 100 connections in a closed model. */
    static final int PUBLISHED_USERS = 100;

    /**
     * Its warm-up was 2 minutes at full load: here at least that, at its 100 users, in 5-second
     * passes, until the last 3 are within 5% of the 3 before (the standard profile's tolerance),
     * for at most 5 minutes.
     */
    static final BenchProfile.WarmupRule LONG_WARMUP =
            new BenchProfile.WarmupRule(PUBLISHED_USERS, 5, 3, 0.05, 120, 300);

    /** A database in the same zone: the round trip of the published-gain experiment's second condition. */
    static final Duration ZONE_ROUND_TRIP = Duration.ofMillis(1);

    /** Its roles each on their own cores: on 2 cores, the app alone on one, load generator and database on the other. */
    static final String OWN_CORE = "load=0,app=1,db=0";

    /** Rounds of the hikari-yield experiment: eight sessions, so each round takes about two minutes. */
    static final int HIKARI_ROUNDS = 6;

    /** Rounds of the published-gain experiments: two sessions each, so rounds are cheap and narrow the intervals. */
    static final int VIRTUAL_ROUNDS = 8;

    private static final Experiment PUBLISHED_GAIN = new Experiment(
                    "published-gain",
                    "Virtual threads in Spring Boot 4 with spring-quarkus-perf-comparison's settings: Tomcat's 200"
                            + " threads against a virtual thread per request, a pool of 20, 100 users in a closed model,"
                            + " at least 2 minutes of warm-up; the database on loopback",
                    List.of(PUBLISHED_PLATFORM, PUBLISHED_VIRTUAL),
                    List.of(PUBLISHED_USERS))
            .withWarmup(LONG_WARMUP)
            .withRounds(VIRTUAL_ROUNDS);

    /**
     * The round trip of the smeets-network experiment: where requests wait on the database long
     * enough for a thread per request to matter, if anything short of the cores does.
     */
    static final Duration NETWORK_ROUND_TRIP = Duration.ofMillis(5);

    static final List<Experiment> ALL = List.of(
            new Experiment(
                    "filichkin",
                    "Spring MVC + JDBC against WebFlux + R2DBC on list100, at Filichkin's 200"
                            + " users; and R2DBC with binary results",
                    List.of(JDBC, R2DBC, R2DBC_BINARY),
                    List.of(200)),
            new Experiment(
                    "smeets",
                    "Spring's web stack × driver, pools of 100 and Tomcat's 200 threads, below and"
                            + " above 200 concurrent requests, on list10 (Smeets' GET of ten rows)",
                    List.of(JDBC_100, MVC_R2DBC_100, WEBFLUX_JDBC_100, R2DBC_100),
                    List.of(64, 512)),
            new Experiment(
                    "artemik",
                    "Pools of 100 at concurrency 100: MVC + JDBC, WebFlux + Vert.x (with and"
                            + " without pipelining) and WebFlux + R2DBC on r2dbc-pool 1.0.2, and on 1.0.0 (before the #190 fix,"
                            + " warm pool) with the driver's own loops or a dedicated group",
                    List.of(
                            JDBC_100,
                            VERTX_100,
                            R2DBC_100,
                            POOL_100_OWN_LOOPS,
                            POOL_100_DEDICATED,
                            VERTX_100_PIPELINED),
                    List.of(100)),
            new Experiment(
                    "smeets-network",
                    "Smeets' crossover with the database a network hop away: WebFlux + R2DBC against MVC + JDBC,"
                            + " pools of 100 and Tomcat's 200 threads, list10 at 64 and 512 users, with the relay"
                            + " adding a 5 ms round trip (the latency sweep's farthest point, a database across zones)",
                    List.of(JDBC_100, R2DBC_100),
                    List.of(64, 512),
                    NETWORK_ROUND_TRIP),
            new Experiment(
                            "hikari-yield",
                            "HikariCP 7.0.2's virtual-thread yield spin (HikariCP#2398): spring-jdbc-virtual and"
                                    + " micronaut-jdbc-virtual on HikariCP 7.0.2 and on 7.1.0, which fixes it, with their"
                                    + " platform-thread twins on both as the control; 64 users, and CPU per request at"
                                    + " the open model's equal load",
                            List.of(
                                    SPRING_VIRTUAL,
                                    SPRING_VIRTUAL_OLD,
                                    JDBC,
                                    SPRING_PLATFORM_OLD,
                                    MICRONAUT_VIRTUAL,
                                    MICRONAUT_VIRTUAL_OLD,
                                    MICRONAUT_PLATFORM,
                                    MICRONAUT_PLATFORM_OLD),
                            List.of(64))
                    .withRates(BenchProfile.quick().open().rates())
                    .withRounds(HIKARI_ROUNDS),
            PUBLISHED_GAIN,
            PUBLISHED_GAIN
                    .named(
                            "published-gain-network",
                            "The same, with the database a round trip of " + ZONE_ROUND_TRIP.toMillis()
                                    + " ms away (the relay), as a database in the same zone is")
                    .withDbRoundTrip(ZONE_ROUND_TRIP),
            PUBLISHED_GAIN
                    .named(
                            "published-gain-own-core",
                            "The same on loopback, with the app alone on one core and the load generator and the"
                                    + " database on the other (`--cpus " + OWN_CORE
                                    + "`), as the study pinned each role")
                    .withCpus(OWN_CORE),
            new Experiment(
                            "published-gain-jpa",
                            "The same on loopback on the study's own stack: spring-jpa (Spring Data JPA on Hibernate"
                                    + " ORM) with Tomcat's 200 threads against spring-jpa-virtual, a pool of 20, 100"
                                    + " users, at least 2 minutes of warm-up",
                            List.of(PUBLISHED_JPA_PLATFORM, PUBLISHED_JPA_VIRTUAL),
                            List.of(PUBLISHED_USERS))
                    .withWarmup(LONG_WARMUP)
                    .withRounds(VIRTUAL_ROUNDS));

    /** The driver-only baseline's drivers and operations for claim 5, at concurrency = pool size, as artemik's standalone apps. */
    static final List<String> BASELINE_DRIVERS = List.of("jdbc", "vertx");
}
