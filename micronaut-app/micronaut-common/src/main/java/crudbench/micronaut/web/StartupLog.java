package crudbench.micronaut.web;

import crudbench.api.StartupLine;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.version.VersionUtils;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One line at startup that says what runs: variant id, framework and driver versions, pool size. */
@Singleton
final class StartupLog {

    private static final Logger LOG = LoggerFactory.getLogger(StartupLog.class);

    private final String line;

    StartupLog(
            @Value("${crudbench.variant}") String variant,
            @Value("${crudbench.driver}") String driver,
            @Value("${crudbench.pool-size}") int poolSize,
            @Value("${crudbench.worker-threads}") int workerThreads,
            @Value("${micronaut.netty.event-loops.default.num-threads}") int ioThreads) {
        this.line = StartupLine.of(
                variant, "Micronaut", VersionUtils.getMicronautVersion(), driver, poolSize, workerThreads, ioThreads);
    }

    @EventListener
    void onStart(ServerStartupEvent event) {
        LOG.info(line);
    }
}
