package crudbench.micronaut.web;

/** Route patterns for Micronaut's controllers. */
public final class Routes {

    /**
     * The path of one user. Micronaut's default variable pattern leaves out + & ; and so
     * would turn /users/+1 into an unknown path (404); the id is judged by
     * {@link crudbench.api.Params#id}, a 400.
     */
    public static final String ID_PATH = "/{id:[^/]+}";

    private Routes() {}
}
