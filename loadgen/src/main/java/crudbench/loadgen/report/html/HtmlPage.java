package crudbench.loadgen.report.html;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One report.html: a single file that opens from disk with no network, its styles, scripts and
 * data inlined. The Java side decides what the page says (every figure, label and interval,
 * from the same classes as compare.md) and hands it over as one JSON blob; the page's scripts
 * only lay it out and draw it.
 *
 * <p>Why Apache ECharts (vendored from npm as {@code echarts.min.js}, Apache-2.0, its LICENSE and
 * NOTICE beside it) rather than SVG written from Java: the charts need a log axis for ratios,
 * intervals drawn as error bars (its custom series), a heatmap with its own colour scale, tooltips
 * that name the variant and the interval, and a scenario selector that redraws them; it does all
 * of that in one dependency-free file that inlines, with an SVG renderer whose output a browser
 * test can see. Hand-written SVG would have to re-implement axes, ticks and layout, and stay
 * static. The cost is about a megabyte per page, which a results directory can carry.
 */
final class HtmlPage {

    /** The page's parts, in src/main/resources: the library, then the shared helpers, then the page's own script. */
    private static final String RESOURCES = "/report-html/";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Where every page of a run goes: beside compare.md, stress.json or findings.json. */
    static final String FILE = "report.html";

    private HtmlPage() {}

    /**
     * Writes {@code dir/report.html} and returns its path.
     *
     * @param script the page's own script in the resources: bench.js, stress.js or findings.js
     * @param data   what the script draws, serialised as one JSON blob
     */
    static Path write(Path dir, String title, String script, Object data) {
        String html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + escape(title) + "</title>\n<style>\n" + resource("page.css") + "</style>\n</head>\n"
                + "<body>\n<main id=\"page\"><h1>" + escape(title) + "</h1>\n"
                + "<noscript>This page draws its tables and charts with JavaScript; compare.md beside it has the"
                + " same figures as text.</noscript></main>\n"
                + "<script type=\"application/json\" id=\"data\">" + json(data) + "</script>\n"
                + script(resource("echarts.min.js")) + script(resource("page.js")) + script(resource(script))
                + "</body>\n</html>\n";
        Path file = dir.resolve(FILE);
        try {
            Files.createDirectories(dir);
            Files.writeString(file, html);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /**
     * The blob, safe inside a script element: a "&lt;" can only stand inside a JSON string, where
     * \u003c reads the same, so no "&lt;/script&gt;" in a variant's log line can end the element early.
     */
    static String json(Object data) {
        try {
            return JSON.writeValueAsString(data).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the page's data does not serialise", e);
        }
    }

    private static String script(String code) {
        if (code.contains("</script")) {
            throw new IllegalStateException("a script to inline contains </script, which would end it early");
        }
        return "<script>\n" + code + "\n</script>\n";
    }

    private static String resource(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCES + name + " in the loadgen jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCES + name, e);
        }
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
