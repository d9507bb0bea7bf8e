package crudbench.quarkus.web;

import crudbench.api.StartupLine;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** One line at startup that says what runs: variant id, framework and driver versions, pool size. */
@ApplicationScoped
public class StartupLog {

    private static final Logger LOG = Logger.getLogger(StartupLog.class);

    @ConfigProperty(name = "crudbench.variant")
    String variant;

    /** groupId:artifactId of the driver and pool jars, comma-separated. */
    @ConfigProperty(name = "crudbench.driver")
    String driver;

    @ConfigProperty(name = "crudbench.pool-size")
    int poolSize;

    @ConfigProperty(name = "crudbench.worker-threads")
    int workerThreads;

    @ConfigProperty(name = "quarkus.vertx.event-loops-pool-size")
    int ioThreads;

    void onStart(@Observes StartupEvent event) {
        LOG.info(StartupLine.of(
                variant,
                "Quarkus",
                StartupLine.version("io.quarkus:quarkus-core"),
                driver,
                poolSize,
                workerThreads,
                ioThreads));
    }
}
