package crudbench.spring.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import java.util.concurrent.Callable;
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
import reactor.core.scheduler.Scheduler;

/**
 * The User API. WebFlux calls these methods on the Reactor Netty event loop, which reads the
 * body and checks the parameters there; every database call then runs on the JDBC threads
 * (JdbcThreads), and the answer is written when it returns.
 */
@RestController
@RequestMapping("/users")
class UserController {

    private final UserRepository users;
    private final Scheduler jdbc;

    UserController(UserRepository users, Scheduler jdbc) {
        this.users = users;
        this.jdbc = jdbc;
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    Mono<ResponseEntity<User>> create(@Valid @RequestBody UserInput input) {
        return blocking(() -> users.insert(input))
                .map(user -> ResponseEntity.created(URI.create("/users/" + user.id()))
                        .body(user));
    }

    @GetMapping("/{id}")
    Mono<User> get(@PathVariable String id) {
        long userId = Params.id(id);
        return blocking(() -> users.find(userId).orElseThrow(() -> ProblemException.notFound(userId)));
    }

    @GetMapping
    Mono<List<User>> list(
            @RequestParam(required = false) String limit, @RequestParam(required = false) String afterId) {
        long after = Params.afterId(afterId);
        int max = Params.limit(limit);
        return blocking(() -> users.list(after, max));
    }

    @PutMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE)
    Mono<User> update(@PathVariable String id, @Valid @RequestBody UserInput input) {
        long userId = Params.id(id);
        return blocking(() -> users.update(userId, input).orElseThrow(() -> ProblemException.notFound(userId)));
    }

    @DeleteMapping("/{id}")
    Mono<ResponseEntity<Void>> delete(@PathVariable String id) {
        long userId = Params.id(id);
        return blocking(() -> {
            if (!users.delete(userId)) {
                throw ProblemException.notFound(userId);
            }
            return ResponseEntity.noContent().build();
        });
    }

    private <T> Mono<T> blocking(Callable<T> call) {
        // JDBC holds its thread until PostgreSQL answers: never on an event loop, which serves many connections
        return Mono.fromCallable(call).subscribeOn(jdbc);
    }
}
