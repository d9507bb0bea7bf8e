package crudbench.api;

/**
 * The rules for a user's name and email (api/openapi.yaml), as Java regexes for Bean
 * Validation's {@code @Pattern}, with the messages that follow the field name in a 400.
 * Java regexes count code points, so {1,100} allows 100 emoji; (?U) makes \s and \S mean
 * Unicode White_Space; \p{Cs} rejects unpaired surrogates.
 */
public final class UserRules {

    public static final String NAME = "(?sU)(?=.*\\S)[^\\x00-\\x1F\\x7F\\p{Cs}]{1,100}";
    public static final String NAME_MESSAGE = "must be 1 to 100 characters, not blank, without control characters";
    public static final String EMAIL =
            "(?sU)(?=.{3,254}\\z)[^@\\s\\x00-\\x1F\\x7F\\p{Cs}]+@[^@\\s\\x00-\\x1F\\x7F\\p{Cs}]+";
    public static final String EMAIL_MESSAGE = "must be 3 to 254 characters with one @ between two non-empty parts, "
            + "without whitespace or control characters";

    private UserRules() {}
}
