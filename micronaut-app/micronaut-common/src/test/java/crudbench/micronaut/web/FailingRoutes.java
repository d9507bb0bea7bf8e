package crudbench.micronaut.web;

import crudbench.api.ProblemException;
import crudbench.micronaut.user.UserInput;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Put;
import jakarta.validation.Valid;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;

/**
 * Routes of the in-process tests only: they fail as the variants' handlers and drivers do, so
 * that the shared plumbing can be tested without a database.
 */
@Controller("/test")
class FailingRoutes {

    @Get("/problem")
    String problem() {
        throw ProblemException.notFound(7);
    }

    /**
     * A failed statement as a data layer reports it: an unchecked exception around the driver's
     * SQLException (Micronaut Data's DataAccessException, Spring's DataAccessException).
     */
    @Get("/sql/{state}")
    String sql(String state) {
        throw new RuntimeException("statement failed", new SQLException("ERROR: secret SQL detail", state));
    }

    /** A reactive driver's failure, as a failed result: a checked exception (the Vert.x client's acquire timeout). */
    @Get("/timeout")
    CompletableFuture<String> timeout() {
        return CompletableFuture.failedFuture(new TimeoutException("no connection in time"));
    }

    /** A failure that is no Exception at all, with no SQLState: a defect. */
    @Get("/throwable")
    CompletableFuture<String> throwable() {
        return CompletableFuture.failedFuture(new Throwable("something internal"));
    }

    @Get("/defect")
    String defect() {
        throw new IllegalStateException("a defect with internals");
    }

    @Post(value = "/users", produces = MediaType.TEXT_PLAIN)
    String create(@Valid @Body UserInput input) {
        return input.name() + " <" + input.email() + ">";
    }

    @Put(value = "/users", produces = MediaType.TEXT_PLAIN)
    String replace(@Valid @Body UserInput input) {
        return input.name() + " <" + input.email() + ">";
    }
}
