package crudbench.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** spring-r2dbc: Spring WebFlux on the Reactor Netty event loop, DatabaseClient over r2dbc-postgresql and r2dbc-pool. */
@SpringBootApplication
public class Application {

    public static void main(String[] args) {
        // Parity: IO_THREADS event loops. Reactor Netty reads its loop count from this system
        // property once, when its classes load, and Boot has no setting for it; so it is set
        // here, before Spring starts (application.properties reads IO_THREADS with the same
        // default for the startup log).
        System.setProperty("reactor.netty.ioWorkerCount", System.getenv().getOrDefault("IO_THREADS", "4"));
        SpringApplication.run(Application.class, args);
    }
}
