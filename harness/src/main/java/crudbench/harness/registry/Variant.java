package crudbench.harness.registry;

import crudbench.harness.checkout.Repo;
import java.nio.file.Path;
import java.util.Map;

/**
 * One cell of the matrix, as the registry (variants.json) describes it: its place on each axis
 * of the grid, and where its runnable jar is.
 *
 * @param id           the one name used everywhere: `just run`, results, charts, tables
 * @param framework    Quarkus, Micronaut or Spring Boot
 * @param web          the web stack: Quarkus REST, Micronaut HTTP, Spring MVC, Spring WebFlux
 * @param threads      where a request's database call waits: {@code platform} worker threads,
 *                     {@code virtual} threads, or an {@code event-loop} (a reactive driver)
 * @param driver       {@code jdbc}, {@code r2dbc} or {@code vertx} (the Vert.x PG client)
 * @param crossStack   true for a web stack that is not the one the framework pairs with this
 *                     driver (Spring's WebFlux over JDBC, MVC over R2DBC): such a variant sits in
 *                     the web × driver table, not in the framework × driver grid
 * @param client       the driver and pool as a reader knows them, e.g. "pgjdbc, HikariCP"
 * @param module       the Maven module directory, relative to the repository root
 * @param artifact     the runnable jar, relative to the module
 * @param distribution what the artifact size measures (a file or a directory), relative to the module
 * @param env          framework settings, as environment variables, that make this variant out of
 *                     its module's jar: where a framework switches a thread model by a setting
 *                     (Spring's and Micronaut's virtual threads), the variant is that jar plus the
 *                     setting. Never a parity setting.
 * @param builds       other builds of the same module for experiments (`just findings`): the
 *                     Maven profile's id to the jar it makes, relative to the module; e.g. the app
 *                     on an older pool. Not variants of their own: a bench session selects one.
 * @param orm          null for plain SQL through the driver; else the ORM that maps the rows, and
 *                     the plain-SQL variant it is set against (same framework, web stack and thread
 *                     model). An ORM variant sits in the ORM table, not in the framework × driver grid.
 */
public record Variant(
        String id,
        String framework,
        String web,
        String threads,
        String driver,
        boolean crossStack,
        String client,
        String module,
        String artifact,
        String distribution,
        Map<String, String> env,
        Map<String, String> builds,
        Orm orm) {

    /**
     * The ORM layer of an ORM variant.
     *
     * @param name  the ORM as a reader knows it, e.g. "Spring Data JPA, Hibernate ORM"
     * @param plain the id of the plain-SQL variant it is set against: the same framework, web stack
     *              and thread model, with the suite's SQL written out
     */
    public record Orm(String name, String plain) {}

    public static final String PLATFORM = "platform";
    public static final String VIRTUAL = "virtual";
    public static final String EVENT_LOOP = "event-loop";

    public Variant {
        env = env == null ? Map.of() : Map.copyOf(env);
        builds = builds == null ? Map.of() : Map.copyOf(builds);
    }

    /** Reactive: the request's database call waits on an event loop, not on a thread of its own. */
    public boolean reactive() {
        return EVENT_LOOP.equals(threads);
    }

    /**
     * The column of the framework × driver grid: JDBC on platform threads, JDBC on virtual
     * threads, R2DBC, Vert.x.
     */
    public String access() {
        return "jdbc".equals(driver) ? "jdbc-" + threads : driver;
    }

    /**
     * The framework's name as a command takes it: its first word in lower case ("spring" for Spring Boot), the
     * name of its directory ({@code spring-app}) and of its variants' ids.
     */
    public String frameworkKey() {
        return framework.split(" ")[0].toLowerCase(java.util.Locale.ROOT);
    }

    /** Whether a command's framework name names this variant's: its key or its full name, in any case. */
    public boolean isOf(String frameworkName) {
        return frameworkKey().equalsIgnoreCase(frameworkName) || framework.equalsIgnoreCase(frameworkName);
    }

    public Variant withEnv(Map<String, String> settings) {
        return new Variant(
                id,
                framework,
                web,
                threads,
                driver,
                crossStack,
                client,
                module,
                artifact,
                distribution,
                settings,
                builds,
                orm);
    }

    /** Whether an ORM maps its rows, rather than the suite's SQL written out. */
    public boolean hasOrm() {
        return orm != null;
    }

    public Path jar(Repo repo) {
        return repo.resolve(module).resolve(artifact);
    }

    /** The jar of one of its other builds. */
    public Path jar(Repo repo, String build) {
        if (build == null) {
            return jar(repo);
        }
        String other = builds.get(build);
        if (other == null) {
            throw new IllegalArgumentException(id + " has no build '" + build + "'; its builds: " + builds.keySet());
        }
        return repo.resolve(module).resolve(other);
    }

    public Path distributionPath(Repo repo) {
        return repo.resolve(module).resolve(distribution == null ? artifact : distribution);
    }

    public Path moduleDir(Repo repo) {
        return repo.resolve(module);
    }
}
