package crudbench.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** One HTTP answer: status, headers (lower-case names) and the body as text. */
record Reply(int status, Map<String, List<String>> headers, String body) {

    private static final ObjectMapper JSON = new ObjectMapper();

    Optional<String> header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.getFirst());
    }

    /** The media type without parameters, lower-case; empty when there is no Content-Type. */
    String mediaType() {
        return header("content-type")
                .map(v -> v.split(";")[0].strip().toLowerCase(Locale.ROOT))
                .orElse("");
    }

    JsonNode json() {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON (status " + status + "): " + body, e);
        }
    }

    @Override
    public String toString() {
        return status + " " + mediaType() + " " + (body.length() > 300 ? body.substring(0, 300) + "..." : body);
    }
}
