package crudbench.loadgen.findings;

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
                    NETWORK_ROUND_TRIP));

    /** The driver-only baseline's drivers and operations for claim 5, at concurrency = pool size, as artemik's standalone apps. */
    static final List<String> BASELINE_DRIVERS = List.of("jdbc", "vertx");
}
