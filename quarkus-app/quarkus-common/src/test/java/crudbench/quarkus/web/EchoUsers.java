package crudbench.quarkus.web;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import crudbench.quarkus.user.User;
import crudbench.quarkus.user.UserInput;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * The User API's shape without a database: the same paths, parameters and validation as the
 * variants' UserResource, so that the plumbing of quarkus-common meets the requests it meets
 * there. A create or update echoes what it read; user 404 exists, every other id is missing.
 */
@Path("/users")
@Produces(MediaType.APPLICATION_JSON)
public class EchoUsers {

    static final long EXISTING = 404;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public RestResponse<User> create(@Valid @NotNull(message = "is required") UserInput input) {
        return RestResponse.status(
                RestResponse.Status.CREATED, new User(1, input.name(), input.email(), Instant.EPOCH));
    }

    @GET
    @Path("/{id}")
    public User get(@RestPath String id) {
        long userId = Params.id(id);
        if (userId != EXISTING) {
            throw ProblemException.notFound(userId);
        }
        return new User(userId, "Some One", "some@example.test", Instant.EPOCH);
    }

    @GET
    public List<User> list() {
        return List.of();
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public User update(@RestPath String id, @Valid @NotNull(message = "is required") UserInput input) {
        return new User(Params.id(id), input.name(), input.email(), Instant.EPOCH);
    }

    @DELETE
    @Path("/{id}")
    public RestResponse<Void> delete(@RestPath String id) {
        Params.id(id);
        return RestResponse.noContent();
    }
}
