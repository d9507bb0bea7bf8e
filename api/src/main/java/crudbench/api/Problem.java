package crudbench.api;

/**
 * An RFC 9457 problem body, the same four members in every variant: {@code type} (always
 * about:blank), the contract's fixed {@code title} for the status, the {@code status} and a
 * {@code detail} for people. Sent as {@value Problems#MEDIA_TYPE}. Each framework's JSON mapper
 * writes it as the record it is (Micronaut Serde imports it).
 */
public record Problem(String type, String title, int status, String detail) {

    public static final String TYPE = "about:blank";

    public static Problem of(int status, String detail) {
        return new Problem(TYPE, Problems.title(status), status, detail);
    }

    /** The answer a framework gives on its own (an unknown path, a wrong method), with the contract's detail. */
    public static Problem of(int status) {
        return of(status, Problems.detail(status));
    }
}
