package crudbench.drivers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ProtocolTest {

    @Test
    void aLineCarriesAnyTextAndReadsBackTheSame() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("firstError", "get: org.postgresql.util.PSQLException: FATAL: x = 'y' & z\nnext line");
        fields.put("version.reactor-bom", "2025.0.6");
        fields.put("empty", "");
        String line = Protocol.line("result", fields);
        assertThat(line).startsWith(Protocol.PREFIX + "result ").doesNotContain("\n");
        Protocol.Message message = Protocol.parse(line);
        assertThat(message.kind()).isEqualTo("result");
        assertThat(message.fields()).isEqualTo(fields);
        assertThat(message.withPrefix("version.")).containsExactly(Map.entry("reactor-bom", "2025.0.6"));
    }

    @Test
    void otherLinesAreNotMessages() {
        assertThat(Protocol.parse("[main] WARN com.zaxxer.hikari - something")).isNull();
        assertThat(Protocol.parse(null)).isNull();
        assertThat(Protocol.parse("@@ quit").kind()).isEqualTo("quit");
    }

    @Test
    void aHistogramSurvivesTheTrip() {
        Histogram h = new Histogram(3);
        for (long v = 1; v <= 10_000; v++) {
            h.recordValue(v * 1_000);
        }
        Histogram back = Protocol.decodeHistogram(Protocol.encodeHistogram(h));
        assertThat(back.getTotalCount()).isEqualTo(10_000);
        assertThat(back.getValueAtPercentile(50)).isEqualTo(h.getValueAtPercentile(50));
        assertThat(back.getValueAtPercentile(99)).isEqualTo(h.getValueAtPercentile(99));
    }
}
