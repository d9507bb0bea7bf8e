package crudbench.quarkus.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.api.Problem;
import crudbench.api.Problems;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;

/**
 * The methods each path of the contract serves, answered before routing: Quarkus REST's own
 * 405 carries no Allow header (RFC 9110 requires one), its OPTIONS lists every method of the
 * resource class whatever the path, and SmallRye Health answers /health to any method. Here
 * OPTIONS is a 200 with the path's Allow header, and any other method the path does not
 * serve a 405 problem with it, as Spring and Micronaut answer.
 */
@ApplicationScoped
public class AllowedMethods {

    private static final List<HttpMethod> USERS = List.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.POST);
    private static final List<HttpMethod> USER =
            List.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.PUT, HttpMethod.DELETE);
    private static final List<HttpMethod> HEALTH = List.of(HttpMethod.GET, HttpMethod.HEAD);

    void install(@Observes Router router, ObjectMapper json) {
        // Before BodyLimit (-3): a wrong method is answered without reading the body. The route
        // takes every request: Vert.x accepts any method name, and a route can only list the
        // methods it matches, so a restricted one would let an unlisted method through to
        // Quarkus REST (a 405 without Allow) and SmallRye Health (which answers any method).
        router.route().order(-4).handler(ctx -> {
            HttpMethod method = ctx.request().method();
            // Every path of the contract serves GET and HEAD (most requests of the benchmark),
            // and any other path is a 404 further on: no path to look at.
            if (method.equals(HttpMethod.GET) || method.equals(HttpMethod.HEAD)) {
                ctx.next();
                return;
            }
            List<HttpMethod> served = served(ctx.normalizedPath());
            if (served == null || served.contains(method)) {
                ctx.next();
            } else if (method == HttpMethod.OPTIONS) {
                ctx.response()
                        .putHeader(HttpHeaders.ALLOW, allow(served) + ", OPTIONS")
                        .end();
            } else {
                notAllowed(ctx, served, json);
            }
        });
    }

    /** The methods a path serves; null for a path the contract does not have (a 404 further on). */
    static List<HttpMethod> served(String path) {
        if (path.equals("/users")) {
            return USERS;
        }
        if (path.equals("/health")) {
            return HEALTH;
        }
        if (path.startsWith("/users/")
                && path.length() > "/users/".length()
                && path.indexOf('/', "/users/".length()) < 0) {
            return USER;
        }
        return null;
    }

    private static String allow(List<HttpMethod> served) {
        return String.join(", ", served.stream().map(HttpMethod::name).toList());
    }

    private static void notAllowed(RoutingContext ctx, List<HttpMethod> served, ObjectMapper json) {
        try {
            String body = json.writeValueAsString(Problem.of(405));
            ctx.response()
                    .setStatusCode(405)
                    .putHeader(HttpHeaders.CONTENT_TYPE, Problems.MEDIA_TYPE)
                    .putHeader(HttpHeaders.ALLOW, allow(served))
                    .end(body);
        } catch (JsonProcessingException e) {
            ctx.fail(e);
        }
    }
}
