package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Bodies that break the rules of a user: a 400 problem, and nothing stored. */
abstract class ValidationTests extends ContractSupport {

    static Stream<Arguments> badNames() {
        return Stream.of(
                Arguments.of("empty", ""),
                Arguments.of("blank", "   "),
                Arguments.of("blank in Unicode (ideographic space, no-break space)", "\u3000\u00A0"),
                Arguments.of("a NUL character", "Ann\u0000"),
                Arguments.of("a newline", "Ann\nLee"),
                Arguments.of("a trailing newline", "Ann\n"),
                Arguments.of("a tab", "Ann\tLee"),
                Arguments.of("U+001F", "Ann\u001F"),
                Arguments.of("DEL (U+007F)", "Ann\u007F"),
                Arguments.of("an unpaired surrogate", "Ann\uD800"),
                Arguments.of("101 ASCII letters", "x".repeat(101)));
    }

    @ParameterizedTest(name = "name with {0}")
    @MethodSource("crudbench.contract.ValidationTests#badNames")
    void rejectsABadNameAndStoresNothing(String why, String name) {
        String email = uniqueEmail();
        assertRejectedCreate(body(name, email), email, 400);
    }

    static Stream<Arguments> badEmails() {
        String n = Long.toString(System.nanoTime());
        return Stream.of(
                Arguments.of("empty", ""),
                Arguments.of("too short", "a@"),
                Arguments.of("no @", "plain" + n + ".example.test"),
                Arguments.of("nothing before @", "@" + n + ".example.test"),
                Arguments.of("nothing after @", n + "@"),
                Arguments.of("two @", n + "@a@example.test"),
                Arguments.of("a space", "a " + n + "@example.test"),
                Arguments.of("a tab", n + "\t@example.test"),
                Arguments.of("a no-break space", n + "\u00A0@example.test"),
                Arguments.of("a NUL character", n + "\u0000@example.test"),
                Arguments.of("a trailing newline", n + "@example.test\n"),
                Arguments.of("an unpaired surrogate", n + "\uDC00@example.test"));
    }

    @ParameterizedTest(name = "email with {0}")
    @MethodSource("crudbench.contract.ValidationTests#badEmails")
    void rejectsABadEmailAndStoresNothing(String why, String email) {
        String name = "Bad email " + System.nanoTime();
        assertProblem(api().post("/users", body(name, email)), 400);
        assertThat(db().countByName(name)).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "{\"email\": \"%s\"}",
                "{\"name\": \"Ann\"}",
                "{\"name\": null, \"email\": \"%s\"}",
                "{\"name\": \"Ann\", \"email\": null}",
                "{\"name\": 42, \"email\": \"%s\"}",
                "{\"name\": 4.2, \"email\": \"%s\"}",
                "{\"name\": true, \"email\": \"%s\"}",
                "{\"name\": [\"Ann\"], \"email\": \"%s\"}",
                "{\"name\": {\"first\": \"Ann\"}, \"email\": \"%s\"}",
                "{\"name\": \"Ann\", \"email\": 42}",
                "{\"name\": \"Ann\", \"email\": [\"%s\"]}",
                "{}"
            })
    void rejectsMissingNullAndWrongTypedMembers(String template) {
        String email = uniqueEmail();
        assertRejectedCreate(template.replace("%s", email), email, 400);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "{\"name\": \"Ann\", \"email\": \"%s\"",
                "{\"name\": \"Ann\", \"email\": \"%s\",}",
                "{name: \"Ann\", email: \"%s\"}",
                "{\"name\": \"Ann\", \"email\": \"%s\"} trailing",
                "{\"name\": \"Ann\", \"email\": \"%s\"} {}",
                "[{\"name\": \"Ann\", \"email\": \"%s\"}]",
                "[]",
                "\"%s\"",
                "42",
                "null",
                "true",
                "not json at all",
                ""
            })
    void rejectsMalformedJsonAndBodiesThatAreNotOneObject(String template) {
        String email = uniqueEmail();
        assertRejectedCreate(template.replace("%s", email), email, 400);
    }

    @Test
    void rejectsBadBodiesOnUpdateToo() {
        JsonNode user = create("Before", uniqueEmail());
        long id = user.get("id").asLong();
        assertProblem(api().put("/users/" + id, body("", uniqueEmail())), 400);
        assertProblem(api().put("/users/" + id, body("Ann\u0000", uniqueEmail())), 400);
        assertProblem(api().put("/users/" + id, body("Ann", "no-at-sign")), 400);
        assertProblem(api().put("/users/" + id, "{\"name\": \"Ann\""), 400);
        assertProblem(api().put("/users/" + id, "{\"name\": 1, \"email\": \"" + uniqueEmail() + "\"}"), 400);
        assertProblem(api().put("/users/" + id, "[]"), 400);
        assertThat(db().find(id).orElseThrow().name()).isEqualTo("Before");
    }
}
