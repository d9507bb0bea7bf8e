package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Media types and sizes of request bodies: 415, the 64 KiB limit (413), chunked bodies. */
abstract class RequestBodyTests extends ContractSupport {

    @ParameterizedTest(name = "Content-Type: {0}")
    @ValueSource(
            strings = {
                "text/plain",
                "application/xml",
                "application/x-www-form-urlencoded",
                "multipart/form-data",
                "multipart/form-data; boundary=x",
                "none"
            })
    void aBodyThatIsNotJsonIsUnsupported(String contentType) {
        String email = uniqueEmail();
        String type = contentType.equals("none") ? null : contentType;
        assertProblem(api().send("POST", "/users", body("Typed", email), type), 415);
        long id = createId();
        assertProblem(api().send("PUT", "/users/" + id, body("Typed", email), type), 415);
        assertThat(db().countByEmail(email)).isZero();
    }

    /** A request without a body is not judged by a Content-Type it sends anyway. */
    @ParameterizedTest(name = "GET with Content-Type: {0}")
    @ValueSource(strings = {"multipart/form-data", "text/plain", "application/x-www-form-urlencoded"})
    void aReadIgnoresTheContentType(String contentType) {
        String email = uniqueEmail();
        long id = create("Reader", email).get("id").asLong();
        Reply read = api().send("GET", "/users/" + id, null, contentType);
        assertJson(read, 200);
        assertUser(read.json(), "Reader", email);
        assertJson(api().send("GET", "/users?limit=1", null, contentType), 200);
        assertJson(api().send("GET", "/health", null, contentType), 200);
        assertThat(api().send("DELETE", "/users/" + id, null, contentType).status())
                .isEqualTo(204);
    }

    /** A valid create body of exactly {@code size} bytes: the name is valid, an unknown member pads it. */
    private byte[] bodyOfSize(String email, int size) {
        String head = "{\"name\": \"Padded\", \"email\": \"" + email + "\", \"padding\": \"";
        String tail = "\"}";
        int padding = size - head.length() - tail.length();
        return (head + "p".repeat(padding) + tail).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aBodyOfExactly64KiBIsRead() {
        String email = uniqueEmail();
        Reply reply = api().raw("POST", "/users", Api.JSON, bodyOfSize(email, MAX_BODY), false);
        assertJson(reply, 201);
        assertThat(db().countByEmail(email)).isOne();
    }

    @Test
    void aBodyOverThe64KiBLimitIsTooLarge() {
        String email = uniqueEmail();
        assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, MAX_BODY + 1), false), 413);
        assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 1024 * 1024), false), 413);
        long id = createId();
        assertProblem(api().raw("PUT", "/users/" + id, Api.JSON, bodyOfSize(email, MAX_BODY + 1), false), 413);
        assertThat(db().countByEmail(email)).isZero();
    }

    @Test
    void aChunkedBodyOverTheLimitIsTooLargeAndOneUnderItIsRead() {
        String email = uniqueEmail();
        assertProblem(api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 200 * 1024), true), 413);
        assertThat(db().countByEmail(email)).isZero();

        Reply small = api().raw("POST", "/users", Api.JSON, bodyOfSize(email, 1000), true);
        assertJson(small, 201);
        assertThat(db().countByEmail(email)).isOne();
    }
}
