package crudbench.quarkus.web;

import crudbench.api.Problem;
import crudbench.api.Problems;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.RestResponse;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Quarkus REST reads a body without a Content-Type as if it matched {@code @Consumes}; the
 * contract wants a 415. It runs after matching, so unknown paths and methods keep their
 * 404 and 405.
 */
public class RequireJson {

    @ServerRequestFilter
    public RestResponse<Problem> requireContentType(ContainerRequestContext request) {
        boolean hasBody = "POST".equals(request.getMethod()) || "PUT".equals(request.getMethod());
        if (hasBody && request.getHeaderString(HttpHeaders.CONTENT_TYPE) == null) {
            return ProblemMappers.response(415, Problems.detail(415));
        }
        return null;
    }
}
