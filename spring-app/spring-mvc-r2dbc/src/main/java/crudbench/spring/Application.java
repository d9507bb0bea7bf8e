package crudbench.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** spring-mvc-r2dbc: Spring MVC on Tomcat, DatabaseClient over r2dbc-postgresql and r2dbc-pool. */
@SpringBootApplication
public class Application {

    public static void main(String[] args) {
        // Reactor Netty reads these system properties once, when its classes load, and Boot has
        // no setting for them; so they are set here, before Spring starts. Tomcat serves HTTP, so
        // the driver's connections run on Reactor Netty's own loop group, which is sized here.
        // Parity: IO_THREADS event loops (application.properties reads IO_THREADS with the same
        // default for the startup log), and Java NIO, as every other server and driver of the
        // suite uses: the native epoll transport that comes with Reactor Netty would otherwise be
        // picked on Linux.
        System.setProperty("reactor.netty.ioWorkerCount", System.getenv().getOrDefault("IO_THREADS", "4"));
        System.setProperty("reactor.netty.native", System.getenv().getOrDefault("NETTY_NATIVE", "false"));
        SpringApplication.run(Application.class, args);
    }
}
