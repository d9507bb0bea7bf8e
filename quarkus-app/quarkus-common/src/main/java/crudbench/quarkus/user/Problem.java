package crudbench.quarkus.user;

import org.jboss.resteasy.reactive.RestResponse;

/** An RFC 9457 problem body, sent as application/problem+json with the contract's fixed titles. */
public record Problem(String type, String title, int status, String detail) {

    static final String MEDIA_TYPE = "application/problem+json";

    static RestResponse<Problem> of(int status, String detail) {
        return RestResponse.ResponseBuilder.<Problem>create(status)
                .entity(new Problem("about:blank", title(status), status, detail))
                .type(MEDIA_TYPE)
                .build();
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
            case 503 -> "Service Unavailable";
            case 431 -> "Request Header Fields Too Large";
            default -> status >= 500 ? "Internal Server Error" : "Client Error";
        };
    }
}
