package crudbench.micronaut.web;

import crudbench.api.DatabaseFailures;
import crudbench.api.Problem;
import crudbench.api.ProblemException;
import crudbench.api.Problems;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.serde.annotation.SerdeImport;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one exception handler of the Micronaut variants, for every failure Micronaut has no more
 * specific handler for: the contract's errors that this app throws, and failed database calls,
 * judged by {@link DatabaseFailures}. Anything else is a defect of this app: a 500. Causes go to
 * the log, never into a body. It takes any Throwable, not only unchecked exceptions: a reactive
 * driver fails its results with checked ones too (the Vert.x client with a TimeoutException, a
 * ConnectException, or a bare Throwable when a connection is gone).
 */
@Singleton
@SerdeImport(Problem.class)
final class ProblemHandler implements ExceptionHandler<Throwable, HttpResponse<Problem>> {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemHandler.class);

    /** A problem answer, as application/problem+json, with the contract's title for its status. */
    static MutableHttpResponse<Problem> response(int status, String detail) {
        return HttpResponse.<Problem>status(HttpStatus.valueOf(status))
                .body(Problem.of(status, detail))
                .contentType(Problems.MEDIA_TYPE);
    }

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, Throwable failure) {
        ProblemException problem = DatabaseFailures.classify(failure);
        if (problem == null) {
            LOG.error("unexpected error", failure);
            return response(500, "unexpected error");
        }
        if (problem.getCause() != null) {
            LOG.warn("answering {}: {}", problem.status(), problem.getCause().toString());
        }
        return response(problem.status(), problem.getMessage());
    }
}
