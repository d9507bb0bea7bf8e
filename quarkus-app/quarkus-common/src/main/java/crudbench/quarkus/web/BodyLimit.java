package crudbench.quarkus.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.api.Problem;
import crudbench.api.Problems;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Quarkus enforces quarkus.http.limits.max-body-size itself, but answers 413 with an empty
 * body. This handler runs first and answers with a problem instead: at once when the
 * declared Content-Length is too large. A body without a Content-Length (chunked) is read
 * here, up to the limit, by Vert.x' BodyHandler, which Quarkus REST then reuses; past the
 * limit the BodyHandler fails the request with 413, and the failure handler answers.
 */
@ApplicationScoped
public class BodyLimit {

    @ConfigProperty(name = "quarkus.http.limits.max-body-size")
    MemorySize maxBodySize;

    void install(@Observes Router router, ObjectMapper json) {
        long limit = maxBodySize.asLongValue();
        BodyHandler readChunked = BodyHandler.create(false).setBodyLimit(limit);
        // Quarkus' own check is at order -2; this one answers before it. It takes every request,
        // since any method may carry a body and Quarkus would answer an oversized one with an
        // empty 413; a request without a body leaves after two header lookups.
        router.route()
                .order(-3)
                .handler(ctx -> {
                    long length = declaredLength(ctx);
                    if (length > limit) {
                        tooLarge(ctx, json);
                    } else if (length < 0 && ctx.request().headers().contains(HttpHeaders.TRANSFER_ENCODING)) {
                        readChunked.handle(ctx);
                    } else {
                        ctx.next();
                    }
                })
                .failureHandler(ctx -> {
                    if (ctx.statusCode() == 413 && !ctx.response().headWritten()) {
                        tooLarge(ctx, json);
                    } else {
                        ctx.next();
                    }
                });
    }

    private static long declaredLength(RoutingContext ctx) {
        String length = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length == null) {
            return -1;
        }
        try {
            return Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void tooLarge(RoutingContext ctx, ObjectMapper json) {
        try {
            String body = json.writeValueAsString(Problem.of(413));
            ctx.response().setStatusCode(413).putHeader(HttpHeaders.CONTENT_TYPE, Problems.MEDIA_TYPE);
            // HTTP/1.x: the unread body stays on the connection, so it cannot be reused. HTTP/2
            // (also after an h2c upgrade) forbids the header and resets only the stream.
            if (ctx.request().version() != HttpVersion.HTTP_2) {
                ctx.response().putHeader(HttpHeaders.CONNECTION, "close");
            }
            ctx.response().end(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            ctx.fail(e);
        }
    }
}
