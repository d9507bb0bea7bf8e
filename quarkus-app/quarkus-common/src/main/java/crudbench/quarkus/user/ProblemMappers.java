package crudbench.quarkus.user;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import crudbench.api.ProblemException;
import crudbench.api.Problems;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.RestResponse;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every error leaves as application/problem+json; causes go to the log, never into a body. */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public RestResponse<Problem> problem(ProblemException e) {
        if (e.getCause() != null) {
            LOG.warnf("answering %d: %s", e.status(), e.getCause());
        }
        return Problem.of(e.status(), e.getMessage());
    }

    @ServerExceptionMapper
    public RestResponse<Problem> invalid(ConstraintViolationException e) {
        String detail = e.getConstraintViolations().stream()
                .map(v -> field(v) + " " + v.getMessage())
                .sorted()
                .collect(Collectors.joining("; "));
        return Problem.of(400, detail);
    }

    private static String field(ConstraintViolation<?> violation) {
        String field = "body";
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PROPERTY) {
                field = node.getName();
            }
        }
        return field;
    }

    /**
     * A body that is not one object, or a member of another JSON type than string. Mapped by
     * its own type because Quarkus REST brings a mapper for exactly this type, which would
     * otherwise win and answer with an empty body.
     */
    @ServerExceptionMapper
    public RestResponse<Problem> mismatched(MismatchedInputException e) {
        if (!e.getPath().isEmpty()) {
            JsonMappingException.Reference member = e.getPath().getLast();
            return Problem.of(400, member.getFieldName() + " must be a string");
        }
        return Problem.of(400, "the body must be one JSON object");
    }

    /** Malformed JSON. */
    @ServerExceptionMapper
    public RestResponse<Problem> malformed(JsonProcessingException e) {
        return Problem.of(400, "the body is not valid JSON");
    }

    /** What the framework itself rejects: unknown paths, wrong methods, wrong media types. */
    @ServerExceptionMapper
    public RestResponse<Problem> web(WebApplicationException e) {
        if (e.getCause() instanceof MismatchedInputException mismatch) {
            return mismatched(mismatch);
        }
        if (e.getCause() instanceof JsonProcessingException unreadable) {
            return malformed(unreadable);
        }
        int status = e.getResponse().getStatus();
        RestResponse<Problem> problem = Problem.of(status, Problems.detail(status));
        String allow = e.getResponse().getHeaderString(HttpHeaders.ALLOW);
        if (allow != null) {
            problem.getHeaders().putSingle(HttpHeaders.ALLOW, allow);
        }
        return problem;
    }

    /** A defect of this app, never of the request: logged with its trace, answered without it. */
    @ServerExceptionMapper
    public RestResponse<Problem> unexpected(Throwable e) {
        LOG.error("unexpected error", e);
        return Problem.of(500, "unexpected error");
    }
}
