package crudbench.micronaut.web;

import crudbench.api.Problem;
import crudbench.api.Problems;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.web.router.exceptions.UnsatisfiedBodyRouteException;
import jakarta.inject.Singleton;

/**
 * The body of every error that Micronaut answers itself (no route, wrong method, wrong media
 * type, a body over the limit, a missing body): a problem, in place of Micronaut's own JSON
 * error, whose messages name internals. Status and headers (Allow on a 405) stay Micronaut's.
 */
@Singleton
final class ProblemResponses implements ErrorResponseProcessor<Problem> {

    @Override
    public MutableHttpResponse<Problem> processResponse(ErrorContext error, MutableHttpResponse<?> response) {
        if (error.getRequest().getMethod() == HttpMethod.HEAD) {
            return (MutableHttpResponse<Problem>) response;
        }
        int status = response.code();
        String detail = status == 400 && error.getRootCause().orElse(null) instanceof UnsatisfiedBodyRouteException
                ? "the body must be one JSON object"
                : Problems.detail(status);
        return response.body(Problem.of(status, detail)).contentType(Problems.MEDIA_TYPE);
    }
}
