package crudbench.spring.user;

import crudbench.api.UserRules;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The body of POST and PUT. Unknown members are ignored (Jackson 3's default); the rules are
 * those of api/openapi.yaml, as {@link UserRules} writes them. {@link crudbench.spring.web.StrictJson} keeps
 * numbers and booleans from turning into strings.
 */
public record UserInput(
        @NotNull(message = "is required") @Pattern(regexp = UserRules.NAME, message = UserRules.NAME_MESSAGE)
        String name,

        @NotNull(message = "is required") @Pattern(regexp = UserRules.EMAIL, message = UserRules.EMAIL_MESSAGE)
        String email) {}
