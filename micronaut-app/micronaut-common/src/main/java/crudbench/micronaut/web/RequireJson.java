package crudbench.micronaut.web;

import crudbench.api.Problem;
import crudbench.api.Problems;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Micronaut reads a body without a Content-Type as if it were the route's JSON; the contract
 * wants a 415. It runs after routing, so unknown paths and methods keep their 404 and 405, and
 * only for the methods that take a body: a GET or DELETE never passes through it.
 */
@ServerFilter(
        value = ServerFilter.MATCH_ALL_PATTERN,
        methods = {HttpMethod.POST, HttpMethod.PUT})
final class RequireJson {

    @RequestFilter
    @Nullable
    HttpResponse<Problem> requireContentType(HttpRequest<?> request) {
        if (request.getContentType().isEmpty()
                && request.getAttribute(HttpAttributes.ROUTE_INFO).isPresent()) {
            return ProblemHandler.response(415, Problems.detail(415));
        }
        return null;
    }
}
