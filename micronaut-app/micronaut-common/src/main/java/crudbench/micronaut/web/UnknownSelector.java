package crudbench.micronaut.web;

import crudbench.api.Params;
import crudbench.api.Problem;
import crudbench.api.Problems;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ConversionErrorHandler;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.management.endpoint.annotation.Selector;
import jakarta.inject.Singleton;

/**
 * A path segment that Micronaut could not convert. The app's own parameters are strings that
 * {@link Params} judges, so the one source is a management endpoint's selector: /health/{probe}
 * matches /health/nope, which the contract wants as an unknown path, a 404, not a 400.
 */
@Singleton
@Replaces(ConversionErrorHandler.class)
final class UnknownSelector implements ExceptionHandler<ConversionErrorException, HttpResponse<Problem>> {

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, ConversionErrorException e) {
        if (e.getArgument().getAnnotationMetadata().hasAnnotation(Selector.class)) {
            return ProblemHandler.response(404, Problems.detail(404));
        }
        return ProblemHandler.response(400, Problems.detail(400));
    }
}
