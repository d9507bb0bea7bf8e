package crudbench.micronaut.user;

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

    static final String TOO_LARGE = "the body is larger than 64 KiB";

    @Override
    public MutableHttpResponse<Problem> processResponse(ErrorContext error, MutableHttpResponse<?> response) {
        if (error.getRequest().getMethod() == HttpMethod.HEAD) {
            return (MutableHttpResponse<Problem>) response;
        }
        int status = response.code();
        String detail = switch (status) {
            case 400 -> error.getRootCause().orElse(null) instanceof UnsatisfiedBodyRouteException
                    ? "the body must be one JSON object"
                    : "the request is not valid";
            case 404 -> "no such resource";
            case 405 -> "this method is not allowed here";
            case 413 -> TOO_LARGE;
            case 415 -> "the body must be application/json";
            default -> Problem.title(status);
        };
        return response.body(Problem.of(status, detail)).contentType(Problem.MEDIA_TYPE);
    }
}
