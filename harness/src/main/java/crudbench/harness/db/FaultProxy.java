package crudbench.harness.db;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP relay between an app and its PostgreSQL, so that a test (or `just stress`) can take the
 * database away and give it back without touching the server others use, and so that the
 * database can sit a network hop away: with a one-way delay, every chunk of bytes is held for
 * that long before it is written on ({@link DelayLine}), in order, so a round trip through the
 * relay takes twice the delay more than on loopback. {@link #down()} closes
 * every open connection and stops listening, so new connects are refused, exactly what an
 * app sees when its database goes down (one that arrives while the listener is still closing
 * is accepted by the kernel and reset a moment later; none is relayed); {@link #up()} listens
 * again on the same port.
 *
 * <p>{@link #silence()} is the other way a database fails: the host vanishes, or fails over to
 * a replacement at the same address, with no FIN and no RST. The relay stops forwarding on
 * every connection and holds new ones open with nothing behind them, so a driver waits on a
 * socket that never answers until its own deadline. {@link #answerAgain()} is the replacement
 * answering: every connection held through the silence is reset, and new ones are relayed
 * again.
 */
public final class FaultProxy implements AutoCloseable {

    private final String targetHost;
    private final int targetPort;
    private final Duration oneWayDelay;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final int port;
    private volatile ServerSocket server;
    private final Object silenceLock = new Object();
    private volatile boolean silent;
    /** Connections accepted while silent: held open, nothing behind them, reset when the database answers again. */
    private final Set<Socket> held = ConcurrentHashMap.newKeySet();

    public FaultProxy(String targetHost, int targetPort) throws IOException {
        this(targetHost, targetPort, Duration.ZERO);
    }

    /** @param oneWayDelay how long each direction holds the bytes: half the round trip it adds */
    public FaultProxy(String targetHost, int targetPort, Duration oneWayDelay) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.oneWayDelay = oneWayDelay;
        this.server = listen(0);
        this.port = server.getLocalPort();
        acceptLoop(server);
    }

    public int port() {
        return port;
    }

    public synchronized void down() throws IOException {
        server.close();
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    public synchronized void up() throws IOException {
        if (!server.isClosed()) {
            return;
        }
        server = listen(port);
        acceptLoop(server);
    }

    /** From now on nothing is forwarded and new connections are held with nothing behind them. */
    public void silence() {
        silent = true;
    }

    public boolean isSilent() {
        return silent;
    }

    /**
     * The replacement answers: every connection relayed or held through the silence is reset (an
     * RST, as a host that lost their state sends), and connections from now on are relayed again.
     */
    public synchronized void answerAgain() {
        for (Socket socket : open) {
            reset(socket);
        }
        open.clear();
        for (Socket socket : held) {
            reset(socket);
        }
        held.clear();
        synchronized (silenceLock) {
            silent = false;
            silenceLock.notifyAll();
        }
    }

    @Override
    public void close() throws IOException {
        answerAgain();
        down();
    }

    private static ServerSocket listen(int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        return socket;
    }

    private void acceptLoop(ServerSocket listening) {
        Thread.ofVirtual().name("proxy-accept-" + port).start(() -> {
            while (!listening.isClosed()) {
                Socket client;
                try {
                    client = listening.accept();
                } catch (IOException e) {
                    continue; // closed by down(): the loop ends
                }
                if (silent) {
                    held.add(client); // open, and silent until answerAgain() resets it
                    continue;
                }
                Socket db = null;
                try {
                    db = new Socket(targetHost, targetPort);
                    client.setTcpNoDelay(true);
                    db.setTcpNoDelay(true);
                    if (track(listening, client, db)) {
                        pump(client, db);
                        pump(db, client);
                    }
                } catch (IOException e) {
                    // the database refused, or either side went away: the app sees a dropped connection
                    closeQuietly(client);
                    if (db != null) {
                        closeQuietly(db);
                    }
                }
            }
        });
    }

    /**
     * Registers a relayed pair so that {@link #down()} closes it, unless down() has already run
     * since {@code listening} accepted it: then the pair is closed here. Without this check, a
     * connection accepted just before down() and registered just after it lived through the
     * whole outage (CI saw 457 of 2995 requests answered 2xx while the database was "away").
     */
    private synchronized boolean track(ServerSocket listening, Socket client, Socket db) {
        if (listening != server || listening.isClosed()) {
            closeQuietly(client);
            closeQuietly(db);
            return false;
        }
        open.add(client);
        open.add(db);
        return true;
    }

    private void pump(Socket from, Socket to) {
        Thread.ofVirtual().start(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream();
                    OutputStream out = to.getOutputStream();
                    DelayLine line = oneWayDelay.isZero() ? null : new DelayLine(out, oneWayDelay)) {
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    awaitVoice();
                    if (line == null) {
                        out.write(buffer, 0, n);
                        out.flush();
                    } else {
                        line.send(buffer, n);
                    }
                }
            } catch (IOException e) {
                // one side went away; the finally below ends the other
            } finally {
                closeQuietly(from);
                closeQuietly(to);
                open.remove(from);
                open.remove(to);
            }
        });
    }

    /** While silent, what was read is held back: nothing reaches the other side until the connection is reset. */
    private void awaitVoice() throws IOException {
        synchronized (silenceLock) {
            while (silent) {
                try {
                    silenceLock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while silent", e);
                }
            }
        }
    }

    /** Closes with an RST rather than a FIN: linger on, zero seconds. */
    private static void reset(Socket socket) {
        try {
            socket.setSoLinger(true, 0);
        } catch (IOException e) {
            // already closed: nothing to reset
        }
        closeQuietly(socket);
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
