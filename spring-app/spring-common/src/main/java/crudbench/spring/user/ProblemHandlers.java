package crudbench.spring.user;

import crudbench.api.ProblemException;
import crudbench.api.Problems;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.server.ServerWebInputException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * Every error leaves as application/problem+json; causes go to the log, never into a body.
 * MVC and WebFlux both apply this advice. What the web stack rejects on its own (unknown
 * paths, wrong methods and media types, unreadable or invalid bodies) reaches each variant's
 * ResponseEntityExceptionHandler first, which answers through {@link #rejected}.
 */
@RestControllerAdvice
public class ProblemHandlers {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemHandlers.class);

    @ExceptionHandler
    ResponseEntity<Object> problem(ProblemException e) {
        if (e.getCause() != null) {
            LOG.warn("answering {}: {}", e.status(), e.getCause().toString());
        }
        return Problem.response(e.status(), e.getMessage());
    }

    /** A defect of this app, never of the request: logged with its trace, answered without it. */
    @ExceptionHandler
    ResponseEntity<Object> unexpected(Exception e) {
        LOG.error("unexpected error", e);
        return Problem.response(500, "unexpected error");
    }

    /** The answer to what the web stack rejected, with the status and headers it chose. */
    public static ResponseEntity<Object> rejected(Exception e, int status, HttpHeaders headers) {
        if (status >= 500) {
            LOG.error("answering {}", status, e);
        }
        return Problem.response(status, status == 400 ? badRequest(e) : Problems.detail(status), headers);
    }

    private static String badRequest(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindingResult invalid) {
                return invalid(invalid);
            }
            if (t instanceof MismatchedInputException mismatch) {
                return mismatched(mismatch);
            }
            if (t instanceof JacksonException) {
                return "the body is not valid JSON";
            }
        }
        // No body at all, or the JSON null
        if (e instanceof HttpMessageNotReadableException || e instanceof ServerWebInputException) {
            return "the body must be one JSON object";
        }
        return Problems.detail(400);
    }

    /** Bean Validation's verdict on the body, one "member rule" per broken rule. */
    private static String invalid(BindingResult result) {
        return result.getFieldErrors().stream()
                .map(error -> error.getField() + " " + error.getDefaultMessage())
                .sorted()
                .collect(Collectors.joining("; "));
    }

    /** A body that is not one object, or a member of another JSON type than string. */
    private static String mismatched(MismatchedInputException e) {
        for (JacksonException.Reference member : e.getPath().reversed()) {
            if (member.getPropertyName() != null) {
                return member.getPropertyName() + " must be a string";
            }
        }
        return "the body must be one JSON object";
    }
}
