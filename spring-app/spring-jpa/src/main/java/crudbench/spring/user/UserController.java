package crudbench.spring.user;

import crudbench.api.Params;
import crudbench.api.ProblemException;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.data.domain.Limit;
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

/**
 * The User API. Plain return types: Spring MVC runs each call on a Tomcat worker thread
 * (a fixed pool of WORKER_THREADS), which blocks while pgjdbc waits for the database. Each
 * answer is the API's {@link User}, made from an entity the repository has loaded.
 */
@RestController
@RequestMapping("/users")
class UserController {

    private final UserRepository users;

    UserController(UserRepository users) {
        this.users = users;
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<User> create(@Valid @RequestBody UserInput input) {
        User user = users.save(new UserEntity(input.name(), input.email())).toUser();
        return ResponseEntity.created(URI.create("/users/" + user.id())).body(user);
    }

    @GetMapping("/{id}")
    User get(@PathVariable String id) {
        long userId = Params.id(id);
        return users.findById(userId).map(UserEntity::toUser).orElseThrow(() -> ProblemException.notFound(userId));
    }

    @GetMapping
    List<User> list(@RequestParam(required = false) String limit, @RequestParam(required = false) String afterId) {
        return users.findByIdGreaterThanOrderById(Params.afterId(afterId), Limit.of(Params.limit(limit))).stream()
                .map(UserEntity::toUser)
                .toList();
    }

    @PutMapping(path = "/{id}", consumes = MediaType.APPLICATION_JSON_VALUE)
    User update(@PathVariable String id, @Valid @RequestBody UserInput input) {
        long userId = Params.id(id);
        return users.update(userId, input.name(), input.email()).orElseThrow(() -> ProblemException.notFound(userId));
    }

    @DeleteMapping("/{id}")
    ResponseEntity<Void> delete(@PathVariable String id) {
        long userId = Params.id(id);
        if (!users.deleteIfPresent(userId)) {
            throw ProblemException.notFound(userId);
        }
        return ResponseEntity.noContent().build();
    }
}
