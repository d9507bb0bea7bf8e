package crudbench.contract;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A plain HTTP/1.1 client for one running variant. */
final class Api {

    static final String JSON = "application/json";
    /** Longer than any answer may take: the contract wants 503s within a few seconds, never a hang. */
    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(15);

    private final URI base;
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    Api(URI base) {
        this.base = base;
    }

    URI base() {
        return base;
    }

    Reply get(String path) {
        return send("GET", path, null, null);
    }

    Reply delete(String path) {
        return send("DELETE", path, null, null);
    }

    Reply post(String path, String json) {
        return send("POST", path, json, JSON);
    }

    Reply put(String path, String json) {
        return send("PUT", path, json, JSON);
    }

    /** Any method, any body; a null content type sends no Content-Type header. */
    Reply send(String method, String path, String body, String contentType) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(REQUEST_TIMEOUT)
                .method(method, body == null ? BodyPublishers.noBody() : BodyPublishers.ofString(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        try {
            var response = client.send(request.build(), BodyHandlers.ofString(StandardCharsets.UTF_8));
            Map<String, List<String>> headers = new LinkedHashMap<>();
            response.headers().map().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), v));
            return new Reply(response.statusCode(), headers, response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * A request written by hand on a fresh socket, for what a high-level client will not do:
     * a chunked body without Content-Length, or a body the server may refuse before reading.
     */
    Reply raw(String method, String path, String contentType, byte[] body, boolean chunked) {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout((int) REQUEST_TIMEOUT.toMillis());
            OutputStream out = socket.getOutputStream();
            StringBuilder head = new StringBuilder()
                    .append(method)
                    .append(' ')
                    .append(path)
                    .append(" HTTP/1.1\r\n")
                    .append("Host: ")
                    .append(base.getHost())
                    .append(':')
                    .append(base.getPort())
                    .append("\r\n")
                    .append("Connection: close\r\n");
            if (contentType != null) {
                head.append("Content-Type: ").append(contentType).append("\r\n");
            }
            head.append(chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + body.length + "\r\n");
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            try {
                if (chunked) {
                    for (int offset = 0; offset < body.length; offset += 8192) {
                        int n = Math.min(8192, body.length - offset);
                        out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                        out.write(body, offset, n);
                        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                    }
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } else {
                    out.write(body);
                }
                out.flush();
            } catch (IOException e) {
                // The server may answer and close before it has read the whole body (a 413); read that answer.
            }
            return readResponse(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path + " (raw) failed", e);
        }
    }

    private static Reply readResponse(InputStream in) throws IOException {
        String statusLine = line(in);
        if (statusLine.isEmpty()) {
            throw new IOException("the server closed the connection without an answer");
        }
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (String h = line(in); !h.isEmpty(); h = line(in)) {
            int colon = h.indexOf(':');
            headers.computeIfAbsent(h.substring(0, colon).strip().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(h.substring(colon + 1).strip());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        List<String> te = headers.getOrDefault("transfer-encoding", List.of());
        List<String> cl = headers.getOrDefault("content-length", List.of());
        if (te.stream().anyMatch(v -> v.equalsIgnoreCase("chunked"))) {
            for (int size = Integer.parseInt(line(in).split(";")[0].strip(), 16);
                    size > 0;
                    size = Integer.parseInt(line(in).split(";")[0].strip(), 16)) {
                body.write(in.readNBytes(size));
                line(in);
            }
        } else if (!cl.isEmpty()) {
            body.write(in.readNBytes(Integer.parseInt(cl.getFirst())));
        } else {
            body.write(in.readAllBytes());
        }
        return new Reply(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }
}
