package crudbench.harness.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The relay that `just stress` and the outage tests take the database away with, against an echo server. */
class FaultProxyTest {

    private ServerSocket echo;

    @BeforeEach
    void startEcho() throws IOException {
        echo = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!echo.isClosed()) {
                try {
                    Socket socket = echo.accept();
                    Thread.ofVirtual().start(() -> echoAll(socket));
                } catch (IOException e) {
                    // closed after the test
                }
            }
        });
    }

    @AfterEach
    void stopEcho() throws IOException {
        echo.close();
    }

    @Test
    void relaysBothWaysThenCutsOffAndComesBackOnTheSamePort() throws IOException {
        try (FaultProxy proxy = new FaultProxy("localhost", echo.getLocalPort())) {
            int port = proxy.port();
            try (Socket open = connect(port)) {
                assertEquals("alive", roundTrip(open));

                proxy.down();

                assertEquals("cut off", roundTrip(open));
                assertEquals("refused or cut off", attempt(port));
            }

            proxy.up();

            assertEquals(port, proxy.port());
            try (Socket again = connect(port)) {
                assertEquals("alive", roundTrip(again));
            }
        }
    }

    /**
     * Connections that arrive while down() runs must not outlive it: one accepted just before
     * down() and registered just after it once relayed a whole outage to the database.
     */
    @Test
    void noConnectionAcceptedAroundDownOutlivesIt() throws Exception {
        for (int round = 0; round < 10; round++) {
            try (FaultProxy proxy = new FaultProxy("localhost", echo.getLocalPort())) {
                ConcurrentLinkedQueue<Socket> connected = new ConcurrentLinkedQueue<>();
                AtomicBoolean refused = new AtomicBoolean();
                List<Thread> connectors = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    connectors.add(Thread.ofPlatform().start(() -> {
                        while (!refused.get()) {
                            try {
                                connected.add(connect(proxy.port()));
                            } catch (IOException e) {
                                refused.set(true);
                            }
                        }
                    }));
                }
                Thread.sleep(5 + round % 7);
                proxy.down();
                for (Thread connector : connectors) {
                    connector.join();
                }
                List<String> states = new ArrayList<>();
                for (Socket socket : connected) {
                    try (socket) {
                        states.add(roundTrip(socket));
                    }
                }
                assertEquals(List.of(), states.stream().filter("alive"::equals).toList(), "round " + round);
            }
        }
    }

    @Test
    void aSilentDatabaseAnswersNothingHoldsNewConnectionsThenResetsThemWhenItAnswersAgain() throws IOException {
        try (FaultProxy proxy = new FaultProxy("localhost", echo.getLocalPort())) {
            int port = proxy.port();
            try (Socket before = connect(port)) {
                assertEquals("alive", roundTrip(before));

                proxy.silence();

                assertEquals("no answer", roundTrip(before), "no FIN, no RST: the socket just stays quiet");
                try (Socket during = connect(port)) {
                    assertEquals("no answer", roundTrip(during), "a new connection is accepted and held silent");

                    proxy.answerAgain();

                    assertEquals("cut off", roundTrip(before), "what was held through the silence is reset");
                    assertEquals("cut off", roundTrip(during));
                }
                try (Socket after = connect(port)) {
                    assertEquals("alive", roundTrip(after), "the replacement answers new connections");
                }
            }
        }
    }

    @Test
    void aDelayAddsItsRoundTripAndKeepsTheBytesInOrder() throws IOException {
        try (FaultProxy proxy = new FaultProxy("localhost", echo.getLocalPort(), java.time.Duration.ofMillis(10));
                Socket socket = connect(proxy.port())) {
            assertEquals("alive", roundTrip(socket)); // connected and warm
            long start = System.nanoTime();
            assertEquals("alive", roundTrip(socket));
            long millis = (System.nanoTime() - start) / 1_000_000;
            // 10 ms each way: the echo's answer comes back after 20 ms at least, and not much later
            org.assertj.core.api.Assertions.assertThat(millis).isBetween(20L, 60L);

            byte[] sent = new byte[200_000];
            for (int i = 0; i < sent.length; i++) {
                sent[i] = (byte) (i * 31 + i / 251);
            }
            socket.getOutputStream().write(sent);
            byte[] back = socket.getInputStream().readNBytes(sent.length);
            assertArrayEquals(sent, back, "every chunk leaves in the order it came");
        }
    }

    private static Socket connect(int port) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(2000);
        return socket;
    }

    /**
     * A new connection to a relay that is down: refused, or, when it arrives while the relay's
     * listener is still closing (the JDK closes a socket that a thread is blocked on only once
     * that thread has left it), accepted by the kernel and reset a moment later, during the
     * connect itself too ("Connection reset by peer" from connect). Never relayed; a connect that
     * hangs is no SocketException and still fails the test.
     */
    private static String attempt(int port) {
        try (Socket socket = connect(port)) {
            String state = roundTrip(socket);
            return state.equals("cut off") ? "refused or cut off" : state;
        } catch (SocketException e) {
            return "refused or cut off";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** "alive" when a byte comes back through the relay, "cut off" when the connection is gone. */
    private static String roundTrip(Socket socket) {
        try {
            socket.getOutputStream().write(42);
            byte[] back = socket.getInputStream().readNBytes(1);
            if (back.length == 0) {
                return "cut off";
            }
            assertArrayEquals(new byte[] {42}, back);
            return "alive";
        } catch (SocketTimeoutException e) {
            return "no answer";
        } catch (IOException e) {
            return "cut off";
        }
    }

    private static void echoAll(Socket socket) {
        try (socket;
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream()) {
            int b;
            while ((b = in.read()) >= 0) {
                out.write(b);
                out.flush();
            }
        } catch (IOException e) {
            // the relay closed it
        }
    }
}
