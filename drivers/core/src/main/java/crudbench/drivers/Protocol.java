package crudbench.drivers;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * The lines a worker and the baseline exchange over the worker's stdin and stdout:
 * {@code @@ kind key=value key=value}, values URL-encoded. Anything else on stdout is the
 * worker's log.
 *
 * <pre>
 * worker:   ready client=.. threads=.. version.NAME=..      pool open (and filled where it has a minimum)
 * baseline: run operation=get users=4 rampMs=1000 measureMs=5000
 * worker:   start                                           the measured window begins
 * worker:   end                                             it ends; the users go on
 * baseline: measured                                        the baseline has read the CPU; the users stop
 * worker:   result operation=.. users=.. windowNanos=.. queries=.. errors=.. answeredTotal=..
 *                  errorsTotal=.. stopped=true|false firstError=.. histogram=..
 * baseline: quit
 * worker:   bye
 * </pre>
 */
public final class Protocol {

    public static final String PREFIX = "@@ ";

    private Protocol() {}

    public record Message(String kind, Map<String, String> fields) {

        public Message {
            fields = Map.copyOf(fields);
        }

        public String get(String key) {
            String value = fields.get(key);
            if (value == null) {
                throw new IllegalStateException("'" + kind + "' has no " + key + ": " + fields.keySet());
            }
            return value;
        }

        public long getLong(String key) {
            return Long.parseLong(get(key));
        }

        public int getInt(String key) {
            return Integer.parseInt(get(key));
        }

        /** The entries whose key starts with the prefix, prefix removed. */
        public Map<String, String> withPrefix(String prefix) {
            Map<String, String> out = new LinkedHashMap<>();
            fields.forEach((k, v) -> {
                if (k.startsWith(prefix)) {
                    out.put(k.substring(prefix.length()), v);
                }
            });
            return out;
        }
    }

    /** One protocol line, without its line break. */
    public static String line(String kind, Map<String, String> fields) {
        StringBuilder line = new StringBuilder(PREFIX).append(kind);
        fields.forEach((k, v) -> line.append(' ').append(encode(k)).append('=').append(encode(v == null ? "" : v)));
        return line.toString();
    }

    /** The message on a line, or null for a line that is not one (log output). */
    public static Message parse(String line) {
        if (line == null || !line.startsWith(PREFIX)) {
            return null;
        }
        String[] parts = line.substring(PREFIX.length()).strip().split(" ");
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("not key=value: '" + parts[i] + "' in " + line);
            }
            fields.put(decode(parts[i].substring(0, eq)), decode(parts[i].substring(eq + 1)));
        }
        return new Message(parts[0], fields);
    }

    /** A histogram as text: HdrHistogram's compressed form, in Base64. */
    public static String encodeHistogram(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    public static Histogram decodeHistogram(String text) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(text)), 0);
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("not an encoded histogram", e);
        }
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }
}
