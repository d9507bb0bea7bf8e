package crudbench.micronaut.jdbc.user;

import crudbench.micronaut.user.DatabaseFailures;
import io.micronaut.data.connection.exceptions.ConnectionException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;

/**
 * pgjdbc's and Hikari's exceptions: SQLExceptions, with Hikari's acquire timeout a transient
 * connection error. Micronaut Data reports a connection it cannot set up or reset as a
 * ConnectionException; when the database goes away mid-request, resetting the broken
 * connection fails ("Connection is closed", no SQLState) and that exception replaces the
 * query's own 08006.
 */
@Singleton
final class JdbcFailures implements DatabaseFailures {

    @Override
    public String sqlState(Throwable failure) {
        return failure instanceof SQLException sql ? sql.getSQLState() : null;
    }

    @Override
    public boolean isUnavailable(Throwable failure) {
        return failure instanceof ConnectionException
                || failure instanceof SQLTransientConnectionException
                || failure instanceof SQLNonTransientConnectionException
                || failure instanceof SQLRecoverableException
                || failure instanceof SQLTimeoutException
                || failure instanceof IOException;
    }
}
