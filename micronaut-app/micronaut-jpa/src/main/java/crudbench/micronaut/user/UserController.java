package crudbench.micronaut.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import crudbench.micronaut.web.Routes;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import jakarta.validation.Valid;
import java.util.List;

/** The User API. */
@Controller("/users")
// JDBC blocks, so every handler runs on the blocking executor: WORKER_THREADS platform threads
// (application.properties), never on a Netty event loop.
@ExecuteOn(TaskExecutors.BLOCKING)
class UserController {

    private final UserRepository users;

    UserController(UserRepository users) {
        this.users = users;
    }

    @Post
    HttpResponse<User> create(@Valid @Body UserInput input) {
        User user = users.save(new UserEntity(input.name(), input.email())).toUser();
        return HttpResponse.created(user).header(HttpHeaders.LOCATION, "/users/" + user.id());
    }

    @Get(Routes.ID_PATH)
    User get(String id) {
        long userId = Params.id(id);
        return users.findById(userId).map(UserEntity::toUser).orElseThrow(() -> ProblemException.notFound(userId));
    }

    @Get
    List<User> list(@QueryValue @Nullable String limit, @QueryValue @Nullable String afterId) {
        return users.list(Params.afterId(afterId), Params.limit(limit)).stream()
                .map(UserEntity::toUser)
                .toList();
    }

    @Put(Routes.ID_PATH)
    User update(String id, @Valid @Body UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input).map(UserEntity::toUser).orElseThrow(() -> ProblemException.notFound(userId));
    }

    // A DELETE has no body, so no Content-Type it names is unsupported (Micronaut's default: JSON only).
    @Delete(value = Routes.ID_PATH, consumes = MediaType.ALL)
    HttpResponse<Void> delete(String id) {
        long userId = Params.id(id);
        if (users.deleteById(userId) == 0) {
            throw ProblemException.notFound(userId);
        }
        return HttpResponse.noContent();
    }
}
