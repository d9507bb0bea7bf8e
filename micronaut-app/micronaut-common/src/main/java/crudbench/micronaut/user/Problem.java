package crudbench.micronaut.user;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.serde.annotation.Serdeable;

/** An RFC 9457 problem body, sent as application/problem+json with the contract's fixed titles. */
@Serdeable
public record Problem(String type, String title, int status, String detail) {

    public static final String MEDIA_TYPE = "application/problem+json";

    static Problem of(int status, String detail) {
        return new Problem("about:blank", title(status), status, detail);
    }

    static MutableHttpResponse<Problem> response(int status, String detail) {
        return HttpResponse.<Problem>status(HttpStatus.valueOf(status))
                .body(of(status, detail))
                .contentType(MEDIA_TYPE);
    }

    static String title(int status) {
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
}
