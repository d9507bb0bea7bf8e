package crudbench.quarkus.user;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Collections;
import java.util.Arrays;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
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
        String drivers = Arrays.stream(driver.split(","))
                .map(String::strip)
                .map(ga -> ga.substring(ga.indexOf(':') + 1) + " " + version(ga))
                .collect(Collectors.joining(", "));
        LOG.infof("variant=%s framework=Quarkus %s driver=%s pool-size=%d worker-threads=%d io-threads=%d java=%s",
                variant, version("io.quarkus:quarkus-core"), drivers, poolSize, workerThreads, ioThreads,
                Runtime.version());
    }

    /**
     * The version of a jar on the classpath, so the log names what actually runs: the one
     * Maven recorded in it, else (pgjdbc records none) its OSGi Bundle-Version.
     */
    static String version(String groupAndArtifact) {
        String[] ga = groupAndArtifact.split(":");
        String resource = "META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties";
        ClassLoader loader = StartupLog.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in != null) {
                Properties props = new Properties();
                props.load(in);
                return props.getProperty("version", "(unknown version)");
            }
            for (URL url : Collections.list(loader.getResources("META-INF/MANIFEST.MF"))) {
                try (InputStream manifest = url.openStream()) {
                    Attributes main = new Manifest(manifest).getMainAttributes();
                    String bundle = main.getValue("Bundle-SymbolicName");
                    if (bundle != null && bundle.startsWith(ga[0]) && main.getValue("Bundle-Version") != null) {
                        return main.getValue("Bundle-Version");
                    }
                }
            }
        } catch (IOException e) {
            // reported as unknown below
        }
        return "(unknown version)";
    }
}
