package crudbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The patterns as Bean Validation applies them: the whole value must match. */
class UserRulesTest {

    private static final Pattern NAME = Pattern.compile(UserRules.NAME);
    private static final Pattern EMAIL = Pattern.compile(UserRules.EMAIL);
    private static final String EMOJI = "\uD83D\uDE00";

    static Stream<Arguments> names() {
        return Stream.of(
                Arguments.of("a name", "Ada Lovelace", true),
                Arguments.of("one letter", "A", true),
                Arguments.of("100 ASCII letters", "x".repeat(100), true),
                Arguments.of("100 emoji (100 code points)", EMOJI.repeat(100), true),
                Arguments.of("spaces around a letter", "  Zoë  ", true),
                Arguments.of("CJK", "\u4E2D\u6587", true),
                Arguments.of("101 ASCII letters", "x".repeat(101), false),
                Arguments.of("101 emoji", EMOJI.repeat(101), false),
                Arguments.of("empty", "", false),
                Arguments.of("blank", "   ", false),
                Arguments.of("blank in Unicode", "\u3000\u00A0", false),
                Arguments.of("a NUL", "Ann\u0000", false),
                Arguments.of("a newline", "Ann\nLee", false),
                Arguments.of("a trailing newline", "Ann\n", false),
                Arguments.of("a tab", "Ann\tLee", false),
                Arguments.of("DEL", "Ann\u007F", false),
                Arguments.of("an unpaired surrogate", "Ann\uD800", false));
    }

    @ParameterizedTest(name = "name: {0}")
    @MethodSource("names")
    void nameRule(String why, String name, boolean valid) {
        assertThat(NAME.matcher(name).matches()).as(why).isEqualTo(valid);
    }

    static Stream<Arguments> emails() {
        return Stream.of(
                Arguments.of("plain", "ada@example.com", true),
                Arguments.of("shortest", "a@b", true),
                Arguments.of("254 characters", "a@" + "d".repeat(252), true),
                Arguments.of("non-ASCII domain", "zoe@\u00E9xample.test", true),
                Arguments.of("255 characters", "a@" + "d".repeat(253), false),
                Arguments.of("too short", "a@", false),
                Arguments.of("no @", "plain.example.test", false),
                Arguments.of("nothing before @", "@example.test", false),
                Arguments.of("two @", "a@b@example.test", false),
                Arguments.of("a space", "a b@example.test", false),
                Arguments.of("a no-break space", "a\u00A0b@example.test", false),
                Arguments.of("a NUL", "a\u0000@example.test", false),
                Arguments.of("a trailing newline", "a@example.test\n", false),
                Arguments.of("an unpaired surrogate", "a\uDC00@example.test", false));
    }

    @ParameterizedTest(name = "email: {0}")
    @MethodSource("emails")
    void emailRule(String why, String email, boolean valid) {
        assertThat(EMAIL.matcher(email).matches()).as(why).isEqualTo(valid);
    }
}
