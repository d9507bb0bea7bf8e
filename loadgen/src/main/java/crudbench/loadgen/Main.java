package crudbench.loadgen;

import crudbench.loadgen.cli.Loadgen;

/** The entry point of loadgen.jar; the commands are {@link Loadgen}'s. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        int status = Loadgen.execute(args);
        // Hyperfoil and Vert.x leave non-daemon threads behind.
        System.exit(status);
    }
}
