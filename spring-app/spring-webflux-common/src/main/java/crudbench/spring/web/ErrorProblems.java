package crudbench.spring.web;

import crudbench.api.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.webflux.error.ErrorWebExceptionHandler;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;
import reactor.core.publisher.Mono;
import tools.jackson.databind.json.JsonMapper;

/**
 * Errors that no controller answered, such as HealthPaths' 404, leave as problems too, in
 * place of Boot's error JSON. Same order as the handler it replaces.
 */
@Component
@Order(-1)
class ErrorProblems implements ErrorWebExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(ErrorProblems.class);

    private final JsonMapper json;

    ErrorProblems(JsonMapper json) {
        this.json = json;
    }

    @Override
    public Mono<Void> handle(ServerWebExchange exchange, Throwable e) {
        ServerHttpResponse response = exchange.getResponse();
        if (response.isCommitted()) {
            return Mono.error(e);
        }
        int status = e instanceof ResponseStatusException rejected
                ? rejected.getStatusCode().value()
                : 500;
        if (status >= 500) {
            LOG.error("unexpected error", e);
        }
        response.setStatusCode(HttpStatusCode.valueOf(status));
        response.getHeaders().setContentType(MediaType.APPLICATION_PROBLEM_JSON);
        byte[] body = json.writeValueAsBytes(Problem.of(status));
        return response.writeWith(Mono.just(response.bufferFactory().wrap(body)));
    }
}
