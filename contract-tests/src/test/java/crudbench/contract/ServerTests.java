package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The HTTP server's own settings, read from the kernel rather than from its config. */
abstract class ServerTests extends ContractSupport {

    /**
     * Parity: every server listens with HTTP_ACCEPT_BACKLOG pending connections (the kernel caps
     * it at somaxconn). Tomcat's own default is 100, and under overload a full backlog drops new
     * connections, which the client sees as connect timeouts instead of 503s.
     */
    @Test
    void listensWithTheParityBacklog() throws IOException, InterruptedException {
        // readAllLines: Files.readString trusts the size a /proc file reports, and read "4" of "4096" here
        int somaxconn = Integer.parseInt(Files.readAllLines(Path.of("/proc/sys/net/core/somaxconn"))
                .get(0)
                .strip());
        int expected = Math.min(RunningVariant.SETTINGS.getInt("HTTP_ACCEPT_BACKLOG"), somaxconn);
        assertThat(listenBacklogs(app().port()))
                .as("listen backlogs on port %d", app().port())
                .isNotEmpty()
                .containsOnly(expected);
    }

    /** The backlog of each socket listening on the port: ss's Send-Q column of a listening socket. */
    private static List<Integer> listenBacklogs(int port) throws IOException, InterruptedException {
        Process ss = new ProcessBuilder("ss", "-Hltn", "sport = :" + port)
                .redirectErrorStream(true)
                .start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(ss.waitFor(10, TimeUnit.SECONDS)).as("ss ends").isTrue();
        assertThat(ss.exitValue()).as("ss: %s", out).isZero();
        return out.lines()
                .map(String::strip)
                .filter(line -> line.startsWith("LISTEN"))
                .map(line -> Integer.parseInt(line.split("\\s+")[2]))
                .toList();
    }
}
