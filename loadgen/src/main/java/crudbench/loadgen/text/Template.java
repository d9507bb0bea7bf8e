package crudbench.loadgen.text;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;

/**
 * A page whose prose lives in a Mustache template beside its class (a resource of the same package, {@code NAME.mustache}),
 * so that a sentence reads, and changes, as the page prints it; the class computes the values and the tables. Markdown,
 * not HTML: values go in as they are, unescaped. A section renders when its value is true or a non-empty list, and
 * not at all when it is false or absent (null).
 */
public final class Template {

    private static final DefaultMustacheFactory FACTORY = new DefaultMustacheFactory() {
        @Override
        public void encode(String value, Writer writer) {
            try {
                writer.write(value);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    private final Mustache mustache;

    private Template(Mustache mustache) {
        this.mustache = mustache;
    }

    /** The template {@code name} of {@code owner}'s package, e.g. change.md for RunComparison's change.md.mustache. */
    public static Template of(Class<?> owner, String name) {
        String path = owner.getPackageName().replace('.', '/') + "/" + name + ".mustache";
        return new Template(FACTORY.compile(path));
    }

    /** The page with {@code values} in it. */
    public String render(Map<String, ?> values) {
        StringWriter out = new StringWriter();
        mustache.execute(out, values);
        return out.toString();
    }
}
