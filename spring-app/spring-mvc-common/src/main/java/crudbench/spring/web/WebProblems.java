package crudbench.spring.web;

import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * What Spring MVC rejects on its own (an unknown path, a wrong method or media type, an
 * unreadable or invalid body), answered with the status and headers Spring chose and the
 * contract's problem body. Ordered before the shared ProblemHandlers, whose catch-all would
 * otherwise take these exceptions too.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class WebProblems extends ResponseEntityExceptionHandler {

    /**
     * A query string Tomcat cannot decode (bad percent-encoding, bytes that are not UTF-8),
     * reported only when a handler first asks for a parameter.
     */
    @ExceptionHandler(InvalidParameterException.class)
    ResponseEntity<Object> undecodableQuery(InvalidParameterException e) {
        return ProblemHandlers.response(400, "the query string cannot be decoded");
    }

    @Override
    protected ResponseEntity<Object> handleExceptionInternal(
            Exception e, Object body, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ProblemHandlers.rejected(e, status.value(), headers);
    }
}
