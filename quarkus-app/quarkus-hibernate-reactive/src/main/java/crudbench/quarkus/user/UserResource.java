package crudbench.quarkus.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import io.smallrye.mutiny.Uni;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * The User API. Every method returns a Uni, so Quarkus REST runs it on the Vert.x event
 * loop: nothing here may block, and nothing does.
 */
@Path("/users")
@Produces(MediaType.APPLICATION_JSON)
public class UserResource {

    private final UserRepository users;

    UserResource(UserRepository users) {
        this.users = users;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Uni<RestResponse<User>> create(@Valid @NotNull(message = "is required") UserInput input) {
        return users.insert(input)
                .map(user -> RestResponse.ResponseBuilder.<User>create(RestResponse.Status.CREATED)
                        .entity(user)
                        .header(HttpHeaders.LOCATION, "/users/" + user.id())
                        .build());
    }

    @GET
    @Path("/{id}")
    public Uni<User> get(@RestPath String id) {
        long userId = Params.id(id);
        return users.find(userId).onItem().ifNull().failWith(() -> ProblemException.notFound(userId));
    }

    @GET
    public Uni<List<User>> list(@QueryParam("limit") String limit, @QueryParam("afterId") String afterId) {
        return users.list(Params.afterId(afterId), Params.limit(limit));
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Uni<User> update(@RestPath String id, @Valid @NotNull(message = "is required") UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input).onItem().ifNull().failWith(() -> ProblemException.notFound(userId));
    }

    @DELETE
    @Path("/{id}")
    public Uni<RestResponse<Void>> delete(@RestPath String id) {
        long userId = Params.id(id);
        return users.delete(userId).map(deleted -> {
            if (!deleted) {
                throw ProblemException.notFound(userId);
            }
            return RestResponse.noContent();
        });
    }
}
