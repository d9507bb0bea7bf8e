package crudbench.micronaut.user;

import crudbench.api.Problems;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.serde.annotation.Serdeable;

/** An RFC 9457 problem body, sent as application/problem+json with the contract's fixed titles. */
@Serdeable
public record Problem(String type, String title, int status, String detail) {

    static Problem of(int status, String detail) {
        return new Problem("about:blank", Problems.title(status), status, detail);
    }

    static MutableHttpResponse<Problem> response(int status, String detail) {
        return HttpResponse.<Problem>status(HttpStatus.valueOf(status))
                .body(of(status, detail))
                .contentType(Problems.MEDIA_TYPE);
    }
}
