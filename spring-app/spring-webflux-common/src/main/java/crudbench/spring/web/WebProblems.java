package crudbench.spring.web;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.reactive.result.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.server.ServerWebExchange;
import reactor.core.publisher.Mono;

/**
 * What Spring WebFlux rejects on its own (an unknown path, a wrong method or media type, an
 * unreadable, invalid or too large body), answered with the status and headers Spring chose
 * and the contract's problem body. Ordered before the shared ProblemHandlers, whose
 * catch-all would otherwise take these exceptions too.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class WebProblems extends ResponseEntityExceptionHandler {

    @Override
    protected Mono<ResponseEntity<Object>> handleExceptionInternal(
            Exception e, Object body, HttpHeaders headers, HttpStatusCode status, ServerWebExchange exchange) {
        return Mono.just(ProblemHandlers.rejected(e, status.value(), headers));
    }
}
