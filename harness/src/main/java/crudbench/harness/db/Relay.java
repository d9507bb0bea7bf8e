package crudbench.harness.db;

import java.io.IOException;
import java.time.Duration;

/**
 * The relay of {@link DbPath} as a process of its own, so that what it costs (its CPU per
 * request) is measured apart from the load generator's and the apps'. Arguments: target host,
 * target port, added round trip in microseconds. It prints the port it listens on, then relays
 * until its standard input closes (its parent ended).
 */
public final class Relay {

    /** The line it prints first: "relay listening on PORT". */
    static final String READY = "relay listening on ";

    private Relay() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: Relay TARGET_HOST TARGET_PORT ROUND_TRIP_MICROS");
            System.exit(2);
        }
        Duration oneWay = Duration.ofNanos(Long.parseLong(args[2]) * 1000 / 2);
        try (FaultProxy proxy = new FaultProxy(args[0], Integer.parseInt(args[1]), oneWay)) {
            System.out.println(READY + proxy.port());
            System.out.flush();
            while (System.in.read() >= 0) {
                // nothing is sent; end of input is the parent's end
            }
        }
    }
}
