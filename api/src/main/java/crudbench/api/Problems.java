package crudbench.api;

/**
 * The parts of an RFC 9457 problem body that every variant sends alike: the media type, the
 * contract's fixed titles, and the details of answers a framework gives on its own. Each
 * framework keeps its own Problem type, for its serializer.
 */
public final class Problems {

    public static final String MEDIA_TYPE = "application/problem+json";

    private Problems() {}

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
