package crudbench.micronaut.user;

import io.micronaut.context.annotation.Value;
import io.micronaut.core.version.VersionUtils;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Properties;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One line at startup that says what runs: variant id, framework and driver versions, pool size. */
@Singleton
final class StartupLog {

    private static final Logger LOG = LoggerFactory.getLogger(StartupLog.class);
    private static final String UNKNOWN = "(unknown version)";

    private final String variant;
    private final String driver;
    private final int poolSize;
    private final int workerThreads;
    private final int ioThreads;

    StartupLog(@Value("${crudbench.variant}") String variant,
               @Value("${crudbench.driver}") String driver,
               @Value("${crudbench.pool-size}") int poolSize,
               @Value("${crudbench.worker-threads}") int workerThreads,
               @Value("${micronaut.netty.event-loops.default.num-threads}") int ioThreads) {
        this.variant = variant;
        this.driver = driver;
        this.poolSize = poolSize;
        this.workerThreads = workerThreads;
        this.ioThreads = ioThreads;
    }

    @EventListener
    void onStart(ServerStartupEvent event) {
        String drivers = Arrays.stream(driver.split(","))
                .map(String::strip)
                .map(ga -> ga.substring(ga.indexOf(':') + 1) + " " + version(ga))
                .collect(Collectors.joining(", "));
        LOG.info("variant={} framework=Micronaut {} driver={} pool-size={} worker-threads={} io-threads={} java={}",
                variant, VersionUtils.getMicronautVersion(), drivers, poolSize, workerThreads, ioThreads,
                Runtime.version());
    }

    /**
     * The version Maven recorded in the jar, so the log names what actually runs. pgjdbc is
     * built with Gradle and records its version in a constant instead.
     */
    static String version(String groupAndArtifact) {
        if (groupAndArtifact.equals("org.postgresql:postgresql")) {
            try {
                return (String) Class.forName("org.postgresql.util.DriverInfo").getField("DRIVER_VERSION").get(null);
            } catch (ReflectiveOperationException e) {
                return UNKNOWN;
            }
        }
        String[] ga = groupAndArtifact.split(":");
        String resource = "/META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties";
        try (InputStream in = StartupLog.class.getResourceAsStream(resource)) {
            if (in == null) {
                return UNKNOWN;
            }
            Properties props = new Properties();
            props.load(in);
            return props.getProperty("version", UNKNOWN);
        } catch (IOException e) {
            return UNKNOWN;
        }
    }
}
