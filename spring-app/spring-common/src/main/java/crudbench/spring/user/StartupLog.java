package crudbench.spring.user;

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

    private final String variant;
    private final String driver;
    private final int poolSize;
    private final int workerThreads;
    private final int ioThreads;

    StartupLog(@Value("${crudbench.variant}") String variant,
               @Value("${crudbench.driver}") String driver,
               @Value("${crudbench.pool-size}") int poolSize,
               @Value("${crudbench.worker-threads}") int workerThreads,
               @Value("${crudbench.io-threads}") int ioThreads) {
        this.variant = variant;
        this.driver = driver;
        this.poolSize = poolSize;
        this.workerThreads = workerThreads;
        this.ioThreads = ioThreads;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        LOG.info("variant={} framework=Spring-Boot {} driver={} pool-size={} worker-threads={} io-threads={} java={}",
                variant, SpringBootVersion.getVersion(), driver, poolSize, workerThreads, ioThreads, Runtime.version());
    }
}
