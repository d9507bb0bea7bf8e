package crudbench.micronaut;

import io.micronaut.runtime.Micronaut;

public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        // r2dbc-postgresql runs on Reactor Netty's own event loops, not Micronaut's, and Reactor
        // Netty sizes them only from this system property, read once when its classes load:
        // set it from IO_THREADS before anything starts, as application.properties sizes Micronaut's.
        System.setProperty("reactor.netty.ioWorkerCount", System.getenv().getOrDefault("IO_THREADS", "4"));
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    }
}
