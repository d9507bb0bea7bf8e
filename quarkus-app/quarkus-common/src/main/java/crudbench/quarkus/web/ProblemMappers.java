package crudbench.quarkus.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import crudbench.api.DatabaseFailures;
import crudbench.api.Problem;
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

/**
 * The one exception mapper of the Quarkus variants: every error leaves as
 * application/problem+json, and causes go to the log, never into a body. A failed database
 * call, whatever the driver threw, is judged by {@link DatabaseFailures}.
 */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    /** A problem answer with the contract's title for its status. */
    static RestResponse<Problem> response(int status, String detail) {
        return RestResponse.ResponseBuilder.<Problem>create(status)
                .entity(Problem.of(status, detail))
                .type(Problems.MEDIA_TYPE)
                .build();
    }

    @ServerExceptionMapper
    public RestResponse<Problem> problem(ProblemException e) {
        if (e.getCause() != null) {
            LOG.warnf("answering %d: %s", e.status(), e.getCause());
        }
        return response(e.status(), e.getMessage());
    }

    @ServerExceptionMapper
    public RestResponse<Problem> invalid(ConstraintViolationException e) {
        String detail = e.getConstraintViolations().stream()
                .map(v -> field(v) + " " + v.getMessage())
                .sorted()
                .collect(Collectors.joining("; "));
        return response(400, detail);
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
            return response(400, member.getFieldName() + " must be a string");
        }
        return response(400, "the body must be one JSON object");
    }

    /** Malformed JSON. */
    @ServerExceptionMapper
    public RestResponse<Problem> malformed(JsonProcessingException e) {
        return response(400, "the body is not valid JSON");
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
        RestResponse<Problem> problem = response(status, Problems.detail(status));
        String allow = e.getResponse().getHeaderString(HttpHeaders.ALLOW);
        if (allow != null) {
            problem.getHeaders().putSingle(HttpHeaders.ALLOW, allow);
        }
        return problem;
    }

    /**
     * A failed database call (the contract's 409, 400 or 503), or else a defect of this app,
     * never of the request: logged with its trace, answered without it.
     */
    @ServerExceptionMapper
    public RestResponse<Problem> unexpected(Throwable e) {
        ProblemException problem = DatabaseFailures.classify(e);
        if (problem != null) {
            return problem(problem);
        }
        LOG.error("unexpected error", e);
        return response(500, "unexpected error");
    }
}
