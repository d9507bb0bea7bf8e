package crudbench.spring.user;

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
        return new Problem("about:blank", title(status), status, detail);
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

    public static String title(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 431 -> "Request Header Fields Too Large";
            case 503 -> "Service Unavailable";
            default -> status >= 500 ? "Internal Server Error" : "Client Error";
        };
    }

    /** The detail of an answer the framework gives on its own: an unknown path, a wrong method or media type. */
    public static String detail(int status) {
        return switch (status) {
            case 400 -> "the request is not valid";
            case 404 -> "no such resource";
            case 405 -> "this method is not allowed here";
            case 413 -> "the body is larger than 64 KiB";
            case 415 -> "the body must be application/json";
            default -> title(status);
        };
    }
}
