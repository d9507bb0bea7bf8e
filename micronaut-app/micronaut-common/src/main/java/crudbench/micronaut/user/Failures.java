package crudbench.micronaut.user;

import crudbench.api.ProblemException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every unchecked exception that Micronaut has no more specific handler for: contract errors
 * thrown by this app, and database failures (which Micronaut Data and the R2DBC drivers throw
 * unchecked), mapped by their SQLState. A unique violation is the email conflict; a data
 * exception (class 22) is a value the database cannot take; connection errors (08),
 * insufficient resources (53), an operator intervention (57) and any failure to reach the
 * database mean it is unavailable. Anything else is a defect of this app: a 500. Causes go to
 * the log, never into a body.
 */
@Singleton
final class Failures implements ExceptionHandler<RuntimeException, HttpResponse<Problem>> {

    private static final Logger LOG = LoggerFactory.getLogger(Failures.class);

    private final DatabaseFailures database;

    Failures(DatabaseFailures database) {
        this.database = database;
    }

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, RuntimeException failure) {
        ProblemException problem = failure instanceof ProblemException known ? known : translate(failure);
        if (problem == null) {
            LOG.error("unexpected error", failure);
            return Problem.response(500, "unexpected error");
        }
        if (problem.getCause() != null) {
            LOG.warn("answering {}: {}", problem.status(), problem.getCause().toString());
        }
        return Problem.response(problem.status(), problem.getMessage());
    }

    private ProblemException translate(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            String state = database.sqlState(cause);
            if (state != null) {
                return ProblemException.ofSqlState(state, failure);
            }
            if (database.isUnavailable(cause)) {
                return ProblemException.unavailable(failure);
            }
        }
        return null;
    }
}
