package crudbench.drivers;

import java.util.Map;

/**
 * One database driver with its pool, set up as the apps set it up from parity.env. A worker
 * JVM runs exactly one.
 */
public interface Driver extends AutoCloseable {

    /**
     * The start of the names of the threads that do this driver's work (its worker threads
     * or event loops), as Linux shows them (/proc/PID/task/TID/comm, at most 15 characters):
     * the baseline counts how many of them were busy.
     */
    String threadPrefix();

    /** A statement of db/queries.sql as this driver writes it: with $n, which JDBC writes as ?. */
    default String sql(String suiteSql) {
        return suiteSql;
    }

    /** Opens the pool, and fills it where the pool has a minimum. */
    void open() throws Exception;

    /**
     * Starts the load's users; returns at once. Each user sends its next query as soon as
     * the last is answered, until the load tells it to stop.
     */
    void start(Load load);

    /** Called once every user of a load has stopped: release what the load needed. */
    default void finish(Load load) {}

    /** The driver and pool versions, from driver.properties in the worker's jar. */
    default Map<String, String> versions() {
        return WorkerSpec.versions(getClass());
    }

    @Override
    void close() throws Exception;
}
