package crudbench.spring.web;

import crudbench.api.StartupLine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;

/** One line at startup that says what runs: variant id, framework and driver versions, pool size. */
@Component
class StartupLog implements ApplicationListener<ApplicationReadyEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(StartupLog.class);

    private final String line;

    StartupLog(
            @Value("${crudbench.variant}") String variant,
            @Value("${crudbench.driver}") String driver,
            @Value("${crudbench.pool-size}") int poolSize,
            @Value("${crudbench.worker-threads}") int workerThreads,
            @Value("${crudbench.io-threads}") int ioThreads) {
        this.line = StartupLine.of(
                variant, "Spring-Boot", SpringBootVersion.getVersion(), driver, poolSize, workerThreads, ioThreads);
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        LOG.info(line);
    }
}
