package crudbench.spring.user;

import crudbench.api.ProblemException;
import java.io.IOException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.RecoverableDataAccessException;
import org.springframework.dao.TransientDataAccessResourceException;

/**
 * The contract's mapping of a failed database call, by the SQLState its driver reports. A
 * unique violation is the email conflict; a data exception (class 22) is a value the
 * database cannot take; connection errors (08), insufficient resources (53) and operator
 * intervention (57) mean it is unavailable, and so does any failure to reach it before it
 * could answer (refused, closed, timed out, no pooled connection in time). Other errors are
 * bugs in this code and stay 500s.
 */
public final class DatabaseFailures {

    private DatabaseFailures() {
    }

    /**
     * @param sqlState the SQLState of one exception in the cause chain, or null: the variant
     *                 knows its driver's exception type (JDBC's SQLException, R2dbcException)
     * @return the contract's answer, or {@code failure} itself when it is a bug
     */
    public static RuntimeException translate(RuntimeException failure, Function<Throwable, String> sqlState) {
        String state = null;
        for (Throwable t = failure; t != null && state == null; t = t.getCause()) {
            state = sqlState.apply(t);
        }
        if (state == null) {
            return unreachable(failure) ? ProblemException.unavailable(failure) : failure;
        }
        ProblemException problem = ProblemException.ofSqlState(state, failure);
        return problem != null ? problem : failure;
    }

    private static boolean unreachable(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof DataAccessResourceFailureException || t instanceof TransientDataAccessResourceException
                    || t instanceof RecoverableDataAccessException || t instanceof QueryTimeoutException
                    || t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof SQLRecoverableException || t instanceof IOException || t instanceof TimeoutException) {
                return true;
            }
        }
        return false;
    }
}
