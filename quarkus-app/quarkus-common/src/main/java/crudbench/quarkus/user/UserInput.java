package crudbench.quarkus.user;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import crudbench.api.UserRules;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * The body of POST and PUT. Unknown members are ignored; the rules are those of
 * api/openapi.yaml, as {@link UserRules} writes them.
 *
 * <p>{@code @JsonDeserialize} keeps Quarkus from generating a reflection-free reader for
 * this type: that reader turns {@code 123} into {@code "123"} and {@code []} into an empty
 * object, which the contract rejects. Jackson's own reader, with {@link crudbench.quarkus.web.StrictJson}, does
 * not. Responses keep Quarkus' generated writers.
 */
@JsonDeserialize
public record UserInput(
        @NotNull(message = "is required") @Pattern(regexp = UserRules.NAME, message = UserRules.NAME_MESSAGE)
        String name,

        @NotNull(message = "is required") @Pattern(regexp = UserRules.EMAIL, message = UserRules.EMAIL_MESSAGE)
        String email) {}
