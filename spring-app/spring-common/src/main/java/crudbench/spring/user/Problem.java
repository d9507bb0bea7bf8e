package crudbench.spring.user;

import crudbench.api.Problems;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * An RFC 9457 problem body with the contract's fixed titles. Spring's own ProblemDetail would
 * add an {@code instance} member and take its titles from HTTP reason phrases; this record
 * gives every variant of the suite the same four members.
 */
public record Problem(String type, String title, int status, String detail) {

    public static Problem of(int status, String detail) {
        return new Problem("about:blank", Problems.title(status), status, detail);
    }

    /** The answer, as application/problem+json, with any headers the framework adds (Allow, Accept). */
    public static ResponseEntity<Object> response(int status, String detail, HttpHeaders headers) {
        return ResponseEntity.status(status)
                .headers(headers)
                .contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(of(status, detail));
    }

    public static ResponseEntity<Object> response(int status, String detail) {
        return response(status, detail, HttpHeaders.EMPTY);
    }
}
