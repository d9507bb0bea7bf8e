package crudbench.loadgen.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.Flag.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogScanTest {

    @Test
    void flagsABlockedEventLoopAndCountsErrorLines(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("app.log");
        Files.writeString(log, """
                INFO variant=quarkus-reactive framework=Quarkus
                WARN Thread vert.x-eventloop-thread-0 has been blocked for 2345 ms
                ERROR one
                12:00:01 ERROR [io.q] two
                INFO no ERRORS here, nor TERROR
                """);
        assertThat(LogScan.scan("quarkus-reactive", 2, log, "logs/app.log"))
                .extracting(Flag::kind, Flag::message, Flag::variant, Flag::repeat)
                .containsExactly(
                        tuple(Kind.BLOCKED_EVENT_LOOP, "logs/app.log", "quarkus-reactive", 2),
                        tuple(Kind.LOG_ERRORS, "2, in logs/app.log", "quarkus-reactive", 2));
    }

    @Test
    void aQuietLogAndAMissingOneAreNotFlagged(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("app.log");
        Files.writeString(log, "INFO started\n");
        assertThat(LogScan.scan("x", 1, log, "app.log")).isEmpty();
        assertThat(LogScan.scan("x", 1, dir.resolve("none.log"), "none.log")).isEmpty();
    }
}
