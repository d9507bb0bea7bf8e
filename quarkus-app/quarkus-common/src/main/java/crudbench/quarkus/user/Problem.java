package crudbench.quarkus.user;

import crudbench.api.Problems;
import org.jboss.resteasy.reactive.RestResponse;

/** An RFC 9457 problem body, sent as application/problem+json with the contract's fixed titles. */
public record Problem(String type, String title, int status, String detail) {

    static RestResponse<Problem> of(int status, String detail) {
        return RestResponse.ResponseBuilder.<Problem>create(status)
                .entity(new Problem("about:blank", Problems.title(status), status, detail))
                .type(Problems.MEDIA_TYPE)
                .build();
    }
}
