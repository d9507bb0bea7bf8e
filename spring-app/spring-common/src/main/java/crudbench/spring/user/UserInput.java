package crudbench.spring.user;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The body of POST and PUT. Unknown members are ignored (Jackson 3's default); the rules are
 * those of api/openapi.yaml. Java regexes count code points, so {1,100} allows 100 emoji,
 * and (?U) makes \s and \S mean Unicode White_Space. {@link StrictJson} keeps numbers and
 * booleans from turning into strings.
 */
public record UserInput(
        @NotNull(message = "is required")
        @Pattern(regexp = NAME, message = "must be 1 to 100 characters, not blank, without control characters")
        String name,
        @NotNull(message = "is required")
        @Pattern(regexp = EMAIL, message = "must be 3 to 254 characters with one @ between two non-empty parts, "
                + "without whitespace or control characters")
        String email) {

    static final String NAME = "(?sU)(?=.*\\S)[^\\x00-\\x1F\\x7F\\p{Cs}]{1,100}";
    static final String EMAIL = "(?sU)(?=.{3,254}\\z)[^@\\s\\x00-\\x1F\\x7F\\p{Cs}]+@[^@\\s\\x00-\\x1F\\x7F\\p{Cs}]+";
}
