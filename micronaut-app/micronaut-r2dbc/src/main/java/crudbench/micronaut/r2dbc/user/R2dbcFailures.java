package crudbench.micronaut.r2dbc.user;

import crudbench.micronaut.user.DatabaseFailures;
import io.r2dbc.spi.R2dbcException;
import io.r2dbc.spi.R2dbcNonTransientResourceException;
import io.r2dbc.spi.R2dbcTimeoutException;
import io.r2dbc.spi.R2dbcTransientResourceException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.concurrent.TimeoutException;

/**
 * r2dbc-postgresql's and r2dbc-pool's exceptions: R2dbcExceptions, with a refused or closed
 * connection a resource exception and the pool's acquire timeout a timeout.
 */
@Singleton
final class R2dbcFailures implements DatabaseFailures {

    @Override
    public String sqlState(Throwable failure) {
        return failure instanceof R2dbcException r2dbc ? r2dbc.getSqlState() : null;
    }

    @Override
    public boolean isUnavailable(Throwable failure) {
        return failure instanceof R2dbcNonTransientResourceException
                || failure instanceof R2dbcTransientResourceException
                || failure instanceof R2dbcTimeoutException
                || failure instanceof TimeoutException
                || failure instanceof IOException;
    }
}
