package crudbench.api;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Arrays;
import java.util.Collections;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.stream.Collectors;

/**
 * The one line each app logs when it is ready, which says what runs: the variant, the framework
 * and driver versions found on the classpath (not the ones a pom asked for), and the parity
 * settings it read. `just bench` records it; the contract tests check it.
 */
public final class StartupLine {

    static final String UNKNOWN = "(unknown version)";

    private StartupLine() {}

    /**
     * @param drivers groupId:artifactId of the driver and pool jars, comma-separated
     */
    public static String of(
            String variant,
            String framework,
            String frameworkVersion,
            String drivers,
            int poolSize,
            int workerThreads,
            int ioThreads) {
        String versions = Arrays.stream(drivers.split(","))
                .map(String::strip)
                .filter(ga -> !ga.isEmpty())
                .map(ga -> ga.substring(ga.indexOf(':') + 1) + " " + version(ga))
                .collect(Collectors.joining(", "));
        return String.format(
                "variant=%s framework=%s %s driver=%s pool-size=%d worker-threads=%d io-threads=%d java=%s",
                variant, framework, frameworkVersion, versions, poolSize, workerThreads, ioThreads, Runtime.version());
    }

    /**
     * The version of a jar on the classpath, by groupId:artifactId: the one Maven recorded in
     * it (META-INF/maven/.../pom.properties). pgjdbc is built with Gradle and records none:
     * its version is a constant of the driver; Hibernate ORM, too, says its own (see
     * {@link #hibernateVersion}); or else (a jar that kept its manifest) the
     * Bundle-Version of the OSGi bundle whose symbolic name starts with the groupId, or the
     * Implementation-Version of the jar whose Implementation-Title is the artifactId. Shaded
     * jars (Micronaut's) drop the manifests of what they shade, hence the constant first.
     */
    public static String version(String groupAndArtifact) {
        String[] ga = groupAndArtifact.split(":");
        if (ga.length != 2) {
            throw new IllegalArgumentException("expected groupId:artifactId, got " + groupAndArtifact);
        }
        ClassLoader loader = StartupLine.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream("META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties")) {
            if (in != null) {
                Properties props = new Properties();
                props.load(in);
                return props.getProperty("version", UNKNOWN);
            }
            if (groupAndArtifact.equals("org.postgresql:postgresql")) {
                try {
                    return (String) Class.forName("org.postgresql.util.DriverInfo", false, loader)
                            .getField("DRIVER_VERSION")
                            .get(null);
                } catch (ReflectiveOperationException | LinkageError e) {
                    // not on the classpath: the manifests below may still tell
                }
            }
            String hibernate =
                    groupAndArtifact.equals("org.hibernate.orm:hibernate-core") ? hibernateVersion(loader) : null;
            if (hibernate != null) {
                return hibernate;
            }
            for (URL url : Collections.list(loader.getResources("META-INF/MANIFEST.MF"))) {
                try (InputStream manifest = url.openStream()) {
                    Attributes main = new Manifest(manifest).getMainAttributes();
                    String bundle = main.getValue("Bundle-SymbolicName");
                    String version = main.getValue("Bundle-Version");
                    if (bundle != null && version != null && bundle.startsWith(ga[0])) {
                        return version;
                    }
                    // Neither Maven's nor OSGi's metadata (Hibernate Reactive's jar): the JAR
                    // specification's own attributes, by artifactId and the vendor's groupId prefix.
                    String title = main.getValue("Implementation-Title");
                    String vendor = main.getValue("Implementation-Vendor-Id");
                    String implementation = main.getValue("Implementation-Version");
                    if (ga[1].equals(title) && implementation != null && vendor != null && ga[0].startsWith(vendor)) {
                        return implementation;
                    }
                }
            }
        } catch (IOException e) {
            return UNKNOWN;
        }
        return UNKNOWN;
    }

    /**
     * Hibernate ORM's version as it reports it: its package's Implementation-Version, from its own
     * jar's manifest or, in a shaded jar, the app's (micronaut-jpa's pom gives it there). Null when
     * Hibernate is not on the classpath or knows no version ("[WORKING]").
     */
    private static String hibernateVersion(ClassLoader loader) {
        try {
            String version = (String) Class.forName("org.hibernate.Version", false, loader)
                    .getMethod("getVersionString")
                    .invoke(null);
            return version == null || version.startsWith("[") ? null : version;
        } catch (ReflectiveOperationException | LinkageError e) {
            return null;
        }
    }
}
