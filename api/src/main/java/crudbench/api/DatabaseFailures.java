package crudbench.api;

import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The one place that decides what a failed database call means for the client, for every
 * driver and framework: the email conflict (409), a value the database cannot take (400), an
 * unavailable database (503), or a defect of the app (no problem: a 500).
 *
 * <p>It reads the SQLState that PostgreSQL reported, wherever in the cause chain (or among the
 * suppressed exceptions, where a transaction manager keeps a failed commit's) the driver or
 * the framework left it: JDBC's {@link SQLException#getSQLState()}, or the {@code getSqlState()}
 * of R2DBC's R2dbcException and the Vert.x client's PgException. Without one, the database
 * never answered: a refused, closed or timed-out connection, or no pooled connection in time,
 * each recognised by its exception type. Types of the drivers and frameworks are named, not
 * imported, so that this module depends on none of them.
 */
public final class DatabaseFailures {

    /**
     * Failures to reach the database, or to get a connection to it in time, by class name;
     * a subclass counts as its superclass.
     */
    static final Set<String> UNREACHABLE = Set.of(
            // the JDK: sockets, timeouts, and JDBC's own connection and timeout categories
            "java.io.IOException",
            "java.util.concurrent.TimeoutException",
            "java.sql.SQLTransientConnectionException",
            "java.sql.SQLNonTransientConnectionException",
            "java.sql.SQLRecoverableException",
            "java.sql.SQLTimeoutException",
            // R2DBC (r2dbc-postgresql, r2dbc-pool)
            "io.r2dbc.spi.R2dbcNonTransientResourceException",
            "io.r2dbc.spi.R2dbcTransientResourceException",
            "io.r2dbc.spi.R2dbcTimeoutException",
            // the Vert.x PG client: a connection closed under a query, or a failure Vert.x reports by
            // message alone ("Connection is not active now"); the server's own errors are PgExceptions
            // with a SQLState, and its acquire timeout is a TimeoutException
            "io.vertx.sqlclient.ClosedConnectionException",
            "io.vertx.core.impl.NoStackTraceThrowable",
            // Vert.x 5 (spring-vertx) reports a query's wait for a pooled connection running out
            // ("Timeout waiting for connection") and a connection closed before its first use
            // ("Connection was closed") as plain VertxExceptions, the base of the types above. The
            // price: a Vert.x failure that is the app's defect (a parameter the statement cannot
            // take) would read as an outage too; the server's own errors carry a SQLState, read first.
            "io.vertx.core.VertxException",
            // Spring's translation of the above, when it keeps no cause with a SQLState
            "org.springframework.dao.DataAccessResourceFailureException",
            "org.springframework.dao.TransientDataAccessResourceException",
            "org.springframework.dao.RecoverableDataAccessException",
            "org.springframework.dao.QueryTimeoutException",
            // Micronaut Data: a connection it could not set up or reset ("Connection is closed")
            "io.micronaut.data.connection.exceptions.ConnectionException");

    private static final ClassValue<Method> SQL_STATE = new ClassValue<>() {
        @Override
        protected Method computeValue(Class<?> type) {
            try {
                Method getter = type.getMethod("getSqlState");
                return getter.getReturnType() == String.class ? getter : null;
            } catch (NoSuchMethodException e) {
                return null;
            }
        }
    };

    private DatabaseFailures() {}

    /**
     * The contract's answer to a failure, or null when it is no database failure the client
     * should hear of: a defect of the app, which stays a 500 (and is logged with its trace).
     */
    public static ProblemException classify(Throwable failure) {
        if (failure instanceof ProblemException known) {
            return known;
        }
        boolean unanswered = false;
        for (Throwable t : causesThenSuppressed(failure)) {
            String state = sqlState(t);
            if (state != null && !state.isEmpty()) {
                return ProblemException.ofSqlState(state, failure);
            }
            // A pool that gives no connection in time may say so with a bare SQLException (Agroal)
            unanswered |= isUnreachable(t.getClass()) || t.getClass() == SQLException.class;
        }
        return unanswered ? ProblemException.unavailable(failure) : null;
    }

    /**
     * Every throwable a failure carries: its whole cause chain first, in order, then what each of them suppressed
     * (and their causes), depth first. A transaction manager that fails a commit may keep the driver's failure
     * among the suppressed rather than as the cause: Narayana's RollbackException ("ARJUNA016053: Could not commit
     * transaction") carries the XAException of each resource that failed, whose cause is pgjdbc's I/O error, as a
     * suppressed exception (its "deferred throwables"). Read by cause alone, such a commit looked like no database
     * failure at all, and answered 500.
     */
    static List<Throwable> causesThenSuppressed(Throwable failure) {
        List<Throwable> order = new ArrayList<>();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Throwable> next = new ArrayDeque<>();
        next.push(failure);
        while (!next.isEmpty()) {
            Throwable t = next.pop();
            if (t == null || !seen.add(t)) {
                continue;
            }
            order.add(t);
            Throwable[] suppressed = t.getSuppressed();
            for (int i = suppressed.length - 1; i >= 0; i--) {
                next.push(suppressed[i]);
            }
            if (t.getCause() != null) {
                next.push(t.getCause());
            }
        }
        return order;
    }

    /** The SQLState the database reported with this exception, or null. */
    static String sqlState(Throwable t) {
        if (t instanceof SQLException sql) {
            return sql.getSQLState();
        }
        Method getter = SQL_STATE.get(t.getClass());
        if (getter == null) {
            return null;
        }
        try {
            return (String) getter.invoke(t);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    static boolean isUnreachable(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (UNREACHABLE.contains(c.getName())) {
                return true;
            }
        }
        return false;
    }
}
