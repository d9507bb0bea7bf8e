package crudbench.spring.web;

import crudbench.api.DatabaseFailures;
import crudbench.api.Problem;
import crudbench.api.ProblemException;
import crudbench.api.Problems;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.server.ServerWebInputException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * The one exception handler of the Spring variants: every error leaves as
 * application/problem+json, and causes go to the log, never into a body. A failed database
 * call, whatever JdbcClient, DatabaseClient or the driver threw, is judged by
 * {@link DatabaseFailures}. MVC and WebFlux both apply this advice. What the web stack rejects
 * on its own (unknown paths, wrong methods and media types, unreadable or invalid bodies)
 * reaches the web stack's ResponseEntityExceptionHandler first (WebProblems), which answers
 * through {@link #rejected}.
 */
@RestControllerAdvice
public class ProblemHandlers {

    private static final Logger LOG = LoggerFactory.getLogger(ProblemHandlers.class);

    /** The answer, as application/problem+json, with any headers the framework adds (Allow, Accept). */
    public static ResponseEntity<Object> response(int status, String detail, HttpHeaders headers) {
        return ResponseEntity.status(status)
                .headers(headers)
                .contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(Problem.of(status, detail));
    }

    public static ResponseEntity<Object> response(int status, String detail) {
        return response(status, detail, HttpHeaders.EMPTY);
    }

    @ExceptionHandler
    ResponseEntity<Object> problem(ProblemException e) {
        if (e.getCause() != null) {
            LOG.warn("answering {}: {}", e.status(), e.getCause().toString());
        }
        return response(e.status(), e.getMessage());
    }

    /**
     * A failed database call (the contract's 409, 400 or 503), or else a defect of this app,
     * never of the request: logged with its trace, answered without it.
     */
    @ExceptionHandler
    ResponseEntity<Object> unexpected(Exception e) {
        ProblemException problem = DatabaseFailures.classify(e);
        if (problem != null) {
            return problem(problem);
        }
        LOG.error("unexpected error", e);
        return response(500, "unexpected error");
    }

    /** The answer to what the web stack rejected, with the status and headers it chose. */
    public static ResponseEntity<Object> rejected(Exception e, int status, HttpHeaders headers) {
        if (status >= 500) {
            LOG.error("answering {}", status, e);
        }
        return response(status, status == 400 ? badRequest(e) : Problems.detail(status), headers);
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
