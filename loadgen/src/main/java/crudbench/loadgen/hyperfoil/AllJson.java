package crudbench.loadgen.hyperfoil;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.RunInfo;
import crudbench.loadgen.text.Numbers;
import io.hyperfoil.api.Version;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Writes a run in the shape of the Hyperfoil controller's {@code all.json} (run schema v3.0:
 * info, failures, stats with total, histogram and series, sessions, agents, connections,
 * agentCpu), so that Hyperfoil's report tool and other readers of that file can read ours.
 * The embedded runner is the one agent, named {@value #AGENT}.
 */
public final class AllJson {

    static final String SCHEMA = "http://hyperfoil.io/run-schema/v3.0";
    static final String AGENT = "in-vm";
    private static final ObjectMapper JSON = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private AllJson() {}

    public static void write(Path file, String id, RunResult run, List<Flag> flags, RunInfo info) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        // Whole or not at all: a run stopped while it writes leaves no half a file.
        Path temporary = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temporary);
                    JsonGenerator g = JSON.getFactory().createGenerator(out).useDefaultPrettyPrinter()) {
                write(g, id, run, flags, info);
            }
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    static void write(JsonGenerator g, String id, RunResult run, List<Flag> flags, RunInfo info) throws IOException {
        List<Entry> entries = run.phases().stream()
                .flatMap(p -> p.metrics().stream().map(m -> new Entry(p, m)))
                .sorted(Comparator.comparing((Entry e) -> e.phase.name()).thenComparing(e -> e.metric.metric()))
                .toList();
        g.writeStartObject();

        g.writeObjectFieldStart("info");
        g.writeStringField("id", id);
        g.writeStringField("benchmark", run.benchmark());
        g.writeNumberField("startTime", run.startMs());
        g.writeNumberField("terminateTime", run.endMs());
        g.writeBooleanField("cancelled", false);
        g.writeArrayFieldStart("errors");
        if (run.error() != null) {
            g.writeString(run.error());
        }
        g.writeEndArray();
        g.writeObjectField("params", run.params());
        for (Map.Entry<String, JsonNode> extra : JSON.valueToTree(info).properties()) {
            g.writeObjectField(extra.getKey(), extra.getValue());
        }
        g.writeEndObject();

        g.writeStringField("$schema", SCHEMA);
        g.writeStringField("version", Version.VERSION);
        g.writeStringField("commit", Version.COMMIT_ID);

        g.writeArrayFieldStart("failures");
        for (Flag flag : flags) {
            g.writeStartObject();
            g.writeStringField("phase", flag.phase());
            g.writeStringField("metric", flag.metric());
            g.writeStringField("message", flag.kind().label() + ": " + flag.message());
            PhaseResult phase = flag.phase() == null ? null : run.phase(flag.phase());
            if (phase != null) {
                g.writeNumberField("start", phase.runningMs());
                g.writeNumberField("end", phase.terminatedMs());
            }
            g.writeEndObject();
        }
        g.writeEndArray();

        g.writeArrayFieldStart("stats");
        for (Entry e : entries) {
            statsEntry(g, e, flags);
        }
        g.writeEndArray();

        g.writeArrayFieldStart("sessions");
        for (PhaseResult phase : run.phases()) {
            if (phase.maxSessions() < 0) {
                continue;
            }
            g.writeStartObject();
            names(g, phase.name());
            g.writeArrayFieldStart("sessions");
            g.writeStartObject();
            g.writeNumberField("timestamp", phase.terminatedMs());
            g.writeStringField("agent", AGENT);
            g.writeNumberField("minSessions", phase.minSessions());
            g.writeNumberField("maxSessions", phase.maxSessions());
            g.writeEndObject();
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();

        g.writeArrayFieldStart("agents");
        g.writeStartObject();
        g.writeStringField("name", AGENT);
        g.writeArrayFieldStart("stats");
        for (Entry e : entries) {
            statsEntry(g, e, flags);
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();

        g.writeObjectFieldStart("connections");
        g.writeEndObject();

        g.writeObjectFieldStart("agentCpu");
        for (PhaseResult phase : run.phases()) {
            if (phase.loadgenCpu() != null && phase.windowMs() > 0) {
                g.writeObjectFieldStart(phase.name());
                g.writeStringField(AGENT, Numbers.num(phase.loadgenCpu().toNanos() / 1e4 / phase.windowMs(), 1) + "%");
                g.writeEndObject();
            }
        }
        g.writeEndObject();

        g.writeEndObject();
    }

    private record Entry(PhaseResult phase, MetricResult metric) {}

    private static void names(JsonGenerator g, String phase) throws IOException {
        g.writeStringField("name", phase);
        g.writeStringField("phase", phase);
        g.writeStringField("iteration", "");
        g.writeStringField("fork", "");
    }

    private static void statsEntry(JsonGenerator g, Entry e, List<Flag> flags) throws IOException {
        StatisticsSnapshot total = e.metric.total();
        g.writeStartObject();
        names(g, e.phase.name());
        g.writeStringField("metric", e.metric.metric());
        g.writeBooleanField("isWarmup", e.phase.warmup());

        g.writeObjectFieldStart("total");
        g.writeStringField("phase", e.phase.name());
        g.writeStringField("metric", e.metric.metric());
        g.writeNumberField("start", total.histogram.getStartTimeStamp());
        g.writeNumberField("end", total.histogram.getEndTimeStamp());
        g.writeObjectField("summary", total.summary(HyperfoilRun.PERCENTILES));
        g.writeNumberField(
                "failures",
                flags.stream()
                        .filter(f -> e.phase.name().equals(f.phase())
                                && (f.metric() == null || f.metric().equals(e.metric.metric())))
                        .count());
        g.writeNumberField("minSessions", Math.max(0, e.phase.minSessions()));
        g.writeNumberField("maxSessions", Math.max(0, e.phase.maxSessions()));
        g.writeEndObject();

        g.writeObjectFieldStart("histogram");
        g.writeFieldName("percentiles");
        buckets(g, total.histogram.percentiles(5).iterator(), 100);
        g.writeFieldName("linear");
        buckets(g, total.histogram.linearBucketValues(1_000_000).iterator(), 95);
        g.writeEndObject();

        g.writeArrayFieldStart("series");
        for (StatisticsSnapshot s : e.metric.series()) {
            g.writeObject(s.summary(HyperfoilRun.PERCENTILES));
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /**
     * Non-empty buckets up to {@code maxPercentile}, then one bucket holding the rest, each
     * with its value range (ns), the percentile reached, its count and the running total.
     */
    static void buckets(JsonGenerator g, Iterator<HistogramIterationValue> it, double maxPercentile)
            throws IOException {
        g.writeStartArray();
        HistogramIterationValue last = null;
        long written = 0;
        while (it.hasNext()) {
            HistogramIterationValue v = it.next();
            last = v;
            if (v.getCountAddedInThisIterationStep() > 0) {
                bucket(
                        g,
                        v.getDoubleValueIteratedFrom(),
                        v.getDoubleValueIteratedTo(),
                        v.getPercentileLevelIteratedTo(),
                        v.getCountAddedInThisIterationStep(),
                        v.getTotalCountToThisValue());
                written = v.getTotalCountToThisValue();
            }
            if (v.getPercentileLevelIteratedTo() > maxPercentile) {
                break;
            }
        }
        if (last != null) {
            double from = last.getDoubleValueIteratedTo();
            while (it.hasNext()) {
                last = it.next();
            }
            if (last.getTotalCountToThisValue() > written) {
                bucket(
                        g,
                        from,
                        last.getDoubleValueIteratedTo(),
                        last.getPercentileLevelIteratedTo(),
                        last.getTotalCountToThisValue() - written,
                        last.getTotalCountToThisValue());
            }
        }
        g.writeEndArray();
    }

    private static void bucket(JsonGenerator g, double from, double to, double percentile, long count, long total)
            throws IOException {
        g.writeStartObject();
        g.writeNumberField("from", from);
        g.writeNumberField("to", to);
        g.writeNumberField("percentile", percentile / 100.0);
        g.writeNumberField("count", count);
        g.writeNumberField("totalCount", total);
        g.writeEndObject();
    }
}
