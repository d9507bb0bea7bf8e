package crudbench.quarkus.user;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The body of POST and PUT. Unknown members are ignored; the rules are those of
 * api/openapi.yaml. Java regexes count code points, so {1,100} allows 100 emoji, and
 * (?U) makes \s and \S mean Unicode White_Space.
 *
 * <p>{@code @JsonDeserialize} keeps Quarkus from generating a reflection-free reader for
 * this type: that reader turns {@code 123} into {@code "123"} and {@code []} into an empty
 * object, which the contract rejects. Jackson's own reader, with {@link StrictJson}, does
 * not. Responses keep Quarkus' generated writers.
 */
@JsonDeserialize
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
