package crudbench.quarkus.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import io.smallrye.common.annotation.RunOnVirtualThread;
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

/** The User API. */
@Path("/users")
@Produces(MediaType.APPLICATION_JSON)
// Hibernate ORM and JDBC block, so every request runs on a virtual thread of its own, which parks
// (and frees its carrier) while pgjdbc waits for PostgreSQL or Agroal for a connection. Quarkus
// REST decides a method's thread at build time, from this annotation, so this cannot be a setting
// on quarkus-orm's jar, and is a module of its own.
@RunOnVirtualThread
public class UserResource {

    private final UserRepository users;

    UserResource(UserRepository users) {
        this.users = users;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public RestResponse<User> create(@Valid @NotNull(message = "is required") UserInput input) {
        User user = users.insert(input);
        return RestResponse.ResponseBuilder.<User>create(RestResponse.Status.CREATED)
                .entity(user)
                .header(HttpHeaders.LOCATION, "/users/" + user.id())
                .build();
    }

    @GET
    @Path("/{id}")
    public User get(@RestPath String id) {
        long userId = Params.id(id);
        return users.find(userId).orElseThrow(() -> ProblemException.notFound(userId));
    }

    @GET
    public List<User> list(@QueryParam("limit") String limit, @QueryParam("afterId") String afterId) {
        return users.list(Params.afterId(afterId), Params.limit(limit));
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public User update(@RestPath String id, @Valid @NotNull(message = "is required") UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input).orElseThrow(() -> ProblemException.notFound(userId));
    }

    @DELETE
    @Path("/{id}")
    public RestResponse<Void> delete(@RestPath String id) {
        long userId = Params.id(id);
        if (!users.delete(userId)) {
            throw ProblemException.notFound(userId);
        }
        return RestResponse.noContent();
    }
}
