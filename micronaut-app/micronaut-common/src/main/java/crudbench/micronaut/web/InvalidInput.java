package crudbench.micronaut.web;

import crudbench.api.Problem;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.validation.exceptions.ConstraintExceptionHandler;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.stream.Collectors;

/** A body that breaks the rules of {@link crudbench.micronaut.user.UserInput}: a 400 that names each broken rule by its member. */
@Singleton
@Replaces(ConstraintExceptionHandler.class)
final class InvalidInput implements ExceptionHandler<ConstraintViolationException, HttpResponse<Problem>> {

    @Override
    public HttpResponse<Problem> handle(HttpRequest request, ConstraintViolationException e) {
        String detail = e.getConstraintViolations().stream()
                .map(v -> member(v) + " " + v.getMessage())
                .sorted()
                .collect(Collectors.joining("; "));
        return ProblemHandler.response(400, detail);
    }

    private static String member(ConstraintViolation<?> violation) {
        String member = "body";
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PROPERTY) {
                member = node.getName();
            }
        }
        return member;
    }
}
