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
import jakarta.validation.Valid;
import java.util.List;
import reactor.core.publisher.Mono;

/**
 * The User API. Every handler returns a Mono, so Micronaut runs it on the Netty event loop
 * that read the request: nothing here may block, and nothing does.
 */
@Controller("/users")
class UserController {

    private final UserRepository users;

    UserController(UserRepository users) {
        this.users = users;
    }

    @Post
    Mono<HttpResponse<User>> create(@Valid @Body UserInput input) {
        return users.insert(input)
                .map(user -> HttpResponse.created(user).header(HttpHeaders.LOCATION, "/users/" + user.id()));
    }

    @Get(Routes.ID_PATH)
    Mono<User> get(String id) {
        long userId = Params.id(id);
        return users.find(userId).switchIfEmpty(Mono.error(() -> ProblemException.notFound(userId)));
    }

    @Get
    Mono<List<User>> list(@QueryValue @Nullable String limit, @QueryValue @Nullable String afterId) {
        return users.list(Params.afterId(afterId), Params.limit(limit));
    }

    @Put(Routes.ID_PATH)
    Mono<User> update(String id, @Valid @Body UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input).switchIfEmpty(Mono.error(() -> ProblemException.notFound(userId)));
    }

    // A DELETE has no body, so no Content-Type it names is unsupported (Micronaut's default: JSON only).
    @Delete(value = Routes.ID_PATH, consumes = MediaType.ALL)
    Mono<HttpResponse<Void>> delete(String id) {
        long userId = Params.id(id);
        return users.delete(userId).map(deleted -> {
            if (!deleted) {
                throw ProblemException.notFound(userId);
            }
            return HttpResponse.noContent();
        });
    }
}
