package crudbench.micronaut.user;

import crudbench.api.UserRules;
import io.micronaut.core.annotation.Introspected;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The body of POST and PUT, as read by {@link crudbench.micronaut.web.UserInputReader}. The rules are those of
 * api/openapi.yaml, as {@link UserRules} writes them.
 */
@Introspected
public record UserInput(
        @NotNull(message = "is required") @Pattern(regexp = UserRules.NAME, message = UserRules.NAME_MESSAGE)
        String name,

        @NotNull(message = "is required") @Pattern(regexp = UserRules.EMAIL, message = UserRules.EMAIL_MESSAGE)
        String email) {}
