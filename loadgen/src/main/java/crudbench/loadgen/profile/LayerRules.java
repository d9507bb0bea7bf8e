package crudbench.loadgen.profile;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which layer a CPU sample is spent in, from its stack as async-profiler collapses it (frames from the root to the
 * leaf, separated by {@code ;}, the thread first when profiled with {@code threads}). The JVM's own threads are
 * charged by their name: the compiler's to the JIT, the collector's to GC. A request thread's sample whose leaf is in
 * the kernel is the kernel's. Otherwise the stack is walked from the leaf towards the root, and the sample goes to
 * the first frame of a library that owns a layer (the JDK charges its caller; java.time under a driver's timestamp
 * parser is the driver's decoding): the longest matching package prefix names it. Netty's and Vert.x's core and the
 * reactive libraries carry every layer's work, so a frame of theirs decides only when no owner is found above it.
 *
 * <p>A driver's frame is split three ways by what it does: encoding parameters and messages, decoding rows and values
 * (its codecs, its result sets and rows, its backend messages, its timestamp parsing), and the rest, its I/O and
 * protocol.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: about half of it is the table of package
 * prefixes, one library per line, read as one list; split, a reader would look in two places for which layer a frame
 * is charged to.
 */
public final class LayerRules {

    /**
     * Where one stack is charged.
     *
     * @param frame the frame that decided it: a library frame, the JVM thread's kind, or the kernel's caller
     */
    public record Charge(Layer layer, String frame) {}

    /** How a package prefix takes part: it owns its layer, or it carries others' work (decides only last). */
    private enum Part {
        OWNER,
        CARRIER
    }

    private record Rule(String prefix, Part kind, Layer layer) {}

    private static final List<Rule> RULES = rules();

    private static final List<String> JDK = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/", "jakarta/inject/");

    private static final Pattern GC_THREAD =
            Pattern.compile("^(GC Thread|G1 |GC |ZWorker|ZDirector|ZDriver|Shenandoah|Parallel GC).*");
    private static final Pattern JIT_THREAD = Pattern.compile("^(C1 CompilerThre|C2 CompilerThre|CompilerThre).*");

    private LayerRules() {}

    private static List<Rule> rules() {
        List<Rule> rules = new java.util.ArrayList<>();
        owner(rules, Layer.APP, "crudbench/");
        owner(
                rules,
                Layer.DRIVER_IO,
                "org/postgresql/",
                "io/r2dbc/postgresql/",
                "io/vertx/pgclient/",
                "io/vertx/sqlclient/");
        owner(
                rules,
                Layer.POOL,
                "io/vertx/sqlclient/impl/pool/",
                "com/zaxxer/hikari/",
                "io/agroal/",
                "io/quarkus/agroal/",
                "io/r2dbc/pool/",
                "reactor/pool/");
        owner(
                rules,
                Layer.DATA,
                "io/r2dbc/spi/",
                "org/hibernate/",
                "jakarta/persistence/",
                "jakarta/transaction/",
                "org/springframework/jdbc/",
                "org/springframework/r2dbc/",
                "org/springframework/data/",
                "org/springframework/transaction/",
                "org/springframework/orm/",
                "io/micronaut/data/",
                "io/micronaut/transaction/",
                "io/quarkus/hibernate/",
                "io/quarkus/panache/",
                "io/quarkus/narayana/",
                "com/arjuna/");
        owner(
                rules,
                Layer.JSON,
                "com/fasterxml/jackson/",
                "tools/jackson/",
                "io/micronaut/serde/",
                "io/micronaut/json/",
                "io/micronaut/jackson/",
                "org/springframework/http/codec/json/",
                "org/springframework/http/converter/json/",
                "io/quarkus/resteasy/reactive/jackson/",
                "org/jboss/resteasy/reactive/server/jackson/",
                "io/vertx/core/json/",
                "org/eclipse/yasson/",
                "org/eclipse/parsson/");
        owner(
                rules,
                Layer.HTTP_SERVER,
                "org/apache/tomcat/",
                "org/apache/coyote/",
                "org/apache/catalina/",
                "reactor/netty/http/",
                "io/netty/handler/codec/http/",
                "io/vertx/core/http/",
                "io/micronaut/http/server/netty/",
                "io/micronaut/http/netty/",
                "io/quarkus/vertx/http/");
        owner(
                rules,
                Layer.WEB,
                "org/springframework/",
                "io/micronaut/",
                "io/quarkus/",
                "org/jboss/resteasy/",
                "jakarta/ws/rs/",
                "io/vertx/ext/web/",
                "io/smallrye/",
                "org/jboss/threads/");
        owner(rules, Layer.OTHER, "org/slf4j/", "ch/qos/logback/", "org/jboss/logging/", "org/apache/logging/");
        carrier(rules, Layer.REACTIVE, "reactor/core/", "reactor/util/", "io/smallrye/mutiny/", "org/reactivestreams/");
        carrier(rules, Layer.TRANSPORT, "io/netty/", "reactor/netty/", "io/vertx/");
        rules.sort(Comparator.comparingInt((Rule r) -> r.prefix().length()).reversed());
        return List.copyOf(rules);
    }

    private static void owner(List<Rule> rules, Layer layer, String... prefixes) {
        for (String p : prefixes) {
            rules.add(new Rule(p, Part.OWNER, layer));
        }
    }

    private static void carrier(List<Rule> rules, Layer layer, String... prefixes) {
        for (String p : prefixes) {
            rules.add(new Rule(p, Part.CARRIER, layer));
        }
    }

    /** The layer of one collapsed stack (without its count). */
    public static Charge charge(String stack) {
        String[] frames = stack.split(";");
        int first = 0;
        String thread = null;
        if (frames.length > 0 && frames[0].startsWith("[") && frames[0].endsWith("]")) {
            thread = frames[0].substring(1, frames[0].length() - 1).replaceFirst(" tid=\\d+$", "");
            first = 1;
        }
        Charge jvm = jvmThread(thread, frames, first);
        if (jvm != null) {
            return jvm;
        }
        int leaf = frames.length - 1;
        if (leaf >= first && kernel(frames[leaf])) {
            int caller = leaf;
            while (caller >= first && kernel(frames[caller])) {
                caller--;
            }
            return new Charge(Layer.KERNEL, display(caller >= first ? frames[caller] : frames[leaf]));
        }
        Rule carried = null;
        String carrierFrame = null;
        for (int i = leaf; i >= first; i--) {
            String frame = javaName(frames[i]);
            if (frame == null || JDK.stream().anyMatch(frame::startsWith)) {
                continue;
            }
            Rule rule = rule(frame);
            if (rule == null) {
                continue;
            }
            if (rule.kind() == Part.OWNER) {
                Layer layer = rule.layer() == Layer.DRIVER_IO ? driverPart(frame) : rule.layer();
                return new Charge(layer, display(frames[i]));
            }
            if (carried == null) {
                carried = rule;
                carrierFrame = display(frames[i]);
            }
        }
        if (carried != null) {
            return new Charge(carried.layer(), carrierFrame);
        }
        return new Charge(Layer.OTHER, leaf >= first ? display(frames[leaf]) : "(no frames)");
    }

    /** The compiler's and the collector's threads, by name, or by their C++ frames where threads were not named. */
    private static Charge jvmThread(String thread, String[] frames, int first) {
        if (thread != null) {
            if (JIT_THREAD.matcher(thread).matches()) {
                return new Charge(Layer.JIT, thread.replaceAll("\\d+$", ""));
            }
            if (GC_THREAD.matcher(thread).matches()) {
                return new Charge(Layer.GC, thread.replaceAll("#?\\d+$", ""));
            }
            return null;
        }
        for (int i = first; i < frames.length; i++) {
            String f = frames[i];
            if (f.startsWith("CompileBroker::") || f.startsWith("C2Compiler::") || f.startsWith("Compilation::")) {
                return new Charge(Layer.JIT, f);
            }
            if (f.startsWith("G1")
                    || f.startsWith("GCTaskThread")
                    || f.startsWith("ZDriver")
                    || f.startsWith("ZWorker")) {
                return new Charge(Layer.GC, f);
            }
        }
        return null;
    }

    /** A frame as a table names it: without async-profiler's annotation, a lambda without its address. */
    static String display(String frame) {
        String f = frame.replaceFirst("_\\[[a-z0-9]\\]$", "");
        return f.replaceAll("\\$\\$Lambda[$./][0-9a-fx/]*", "\\$\\$Lambda");
    }

    private static boolean kernel(String frame) {
        return frame.endsWith("_[k]");
    }

    /** A Java frame as {@code package/Class.method} (async-profiler's own form), or null for a native one. */
    private static String javaName(String frame) {
        String f = frame.endsWith("_[j]") || frame.endsWith("_[i]") || frame.endsWith("_[0]") || frame.endsWith("_[1]")
                ? frame.substring(0, frame.length() - 4)
                : frame;
        if (f.startsWith("L") && f.indexOf('/') > 0) {
            f = f.substring(1);
        }
        int slash = f.indexOf('/');
        return slash > 0 && f.indexOf('.', slash) > 0 && f.indexOf("::") < 0 ? f : null;
    }

    private static Rule rule(String frame) {
        for (Rule r : RULES) {
            if (frame.startsWith(r.prefix())) {
                return r;
            }
        }
        return null;
    }

    /**
     * What a driver's frame does: encode (parameters, frontend messages), decode (codecs, result sets and rows,
     * backend messages, timestamps), or the rest, I/O and protocol.
     */
    static Layer driverPart(String frame) {
        int dot = frame.lastIndexOf('.');
        String type = dot < 0 ? frame : frame.substring(0, dot);
        String method = dot < 0 ? "" : frame.substring(dot + 1);
        String simple = type.substring(type.lastIndexOf('/') + 1);
        String m = method.toLowerCase(Locale.ROOT);
        if (m.startsWith("encode")
                || m.startsWith("bind")
                || m.startsWith("sendbind")
                || m.startsWith("sendparse")
                || simple.contains("Encoder")
                || simple.contains("ParameterList")
                || type.contains("/message/frontend/")
                || (simple.startsWith("PgPreparedStatement") && m.startsWith("set"))) {
            return Layer.DRIVER_ENCODE;
        }
        if (m.startsWith("decode")
                || m.startsWith("dodecode")
                || m.startsWith("parse")
                || simple.contains("Decoder")
                || simple.contains("TimestampUtils")
                || simple.contains("ByteConverter")
                || simple.contains("DateTime")
                || simple.contains("ResultSet")
                || simple.contains("Row")
                || simple.contains("DataTypeCodec")
                || type.startsWith("io/r2dbc/postgresql/codec/")
                || type.contains("/message/backend/")) {
            return Layer.DRIVER_DECODE;
        }
        return Layer.DRIVER_IO;
    }
}
