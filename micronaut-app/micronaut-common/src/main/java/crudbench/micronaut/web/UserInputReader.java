package crudbench.micronaut.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import crudbench.api.ProblemException;
import crudbench.micronaut.user.UserInput;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.http.codec.CodecException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the body of POST and PUT as the contract says: one JSON object and nothing after it,
 * with name and email as JSON strings. Micronaut Serde's string reader is lenient where the
 * contract is not (it turns {@code 123} into "123", unwraps {@code ["Ann"]} to "Ann" and
 * ignores what follows the object), so this type gets its own reader; Micronaut prefers a
 * reader declared for the exact type over its general JSON one.
 */
@Singleton
@Consumes(MediaType.APPLICATION_JSON)
public final class UserInputReader implements MessageBodyReader<UserInput> {

    private static final JsonFactory JSON = new JsonFactory();

    @Override
    public UserInput read(Argument<UserInput> type, MediaType mediaType, Headers httpHeaders, InputStream body) {
        try (JsonParser parser = JSON.createParser(body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw notOneObject();
            }
            String name = null;
            String email = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String member = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (member) {
                    case "name" -> name = text(parser, value, member);
                    case "email" -> email = text(parser, value, member);
                    default -> parser.skipChildren();
                }
            }
            if (parser.nextToken() != null) {
                throw notOneObject();
            }
            return new UserInput(name, email);
        } catch (JsonProcessingException e) {
            throw ProblemException.badRequest("the body is not valid JSON");
        } catch (IOException e) {
            throw new CodecException("cannot read the body", e);
        }
    }

    /** The member's text; null when it is JSON null, which validation then reports as missing. */
    private static String text(JsonParser parser, JsonToken value, String member) throws IOException {
        return switch (value) {
            case VALUE_STRING -> parser.getText();
            case VALUE_NULL -> null;
            default -> throw ProblemException.badRequest(member + " must be a string");
        };
    }

    private static ProblemException notOneObject() {
        return ProblemException.badRequest("the body must be one JSON object");
    }
}
