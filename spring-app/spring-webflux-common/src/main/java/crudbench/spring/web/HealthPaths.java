package crudbench.spring.web;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebFilter;
import org.springframework.web.server.WebFilterChain;
import reactor.core.publisher.Mono;

/**
 * Actuator also maps /health/{component}, and answers a name it does not know with an
 * empty 404. The contract lists /health alone, so anything below it is a 404 problem.
 * WebFlux runs every WebFilter on every request and has no per-path registration (MVC's
 * HealthPaths is mapped to /health/* instead); for any other path this costs one prefix test
 * of the path Reactor Netty has parsed already.
 */
@Component
class HealthPaths implements WebFilter {

    @Override
    public Mono<Void> filter(ServerWebExchange exchange, WebFilterChain chain) {
        if (exchange.getRequest().getPath().value().startsWith("/health/")) {
            return Mono.error(new ResponseStatusException(HttpStatus.NOT_FOUND));
        }
        return chain.filter(exchange);
    }
}
