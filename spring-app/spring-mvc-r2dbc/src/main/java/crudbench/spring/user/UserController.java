package crudbench.spring.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * The User API. Every method returns a Mono, and nothing here blocks: the web stack answers
 * when the Mono completes, on the driver's event loop, so no thread waits for the database.
 * WebFlux (spring-r2dbc, spring-vertx) runs these methods on its event loops; Spring MVC
 * (spring-mvc-r2dbc) on a Tomcat thread, which it frees when the method returns, and writes the
 * answer on one again.
 */
@RestController
@RequestMapping("/users")
class UserController {

    private final UserRepository users;

    UserController(UserRepository users) {
        this.users = users;
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    Mono<ResponseEntity<User>> create(@Valid @RequestBody UserInput input) {
        return users.insert(input)
                .map(user -> ResponseEntity.created(URI.create("/users/" + user.id()))
                        .body(user));
    }

    @GetMapping("/{id}")
    Mono<User> get(@PathVariable String id) {
        long userId = Params.id(id);
        return users.find(userId).switchIfEmpty(Mono.error(() -> ProblemException.notFound(userId)));
    }

    @GetMapping
    Mono<List<User>> list(
            @RequestParam(required = false) String limit, @RequestParam(required = false) String afterId) {
        return users.list(Params.afterId(afterId), Params.limit(limit));
    }

    @PutMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE)
    Mono<User> update(@PathVariable String id, @Valid @RequestBody UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input).switchIfEmpty(Mono.error(() -> ProblemException.notFound(userId)));
    }

    @DeleteMapping("/{id}")
    Mono<ResponseEntity<Void>> delete(@PathVariable String id) {
        long userId = Params.id(id);
        return users.delete(userId).map(deleted -> {
            if (!deleted) {
                throw ProblemException.notFound(userId);
            }
            return ResponseEntity.noContent().build();
        });
    }
}
