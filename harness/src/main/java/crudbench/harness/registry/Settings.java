package crudbench.harness.registry;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings every tool and app reads: the parity file (`parity.env`) overlaid by the
 * environment, plus the `DB_*` connection variables with their local defaults.
 */
public final class Settings {

    /** The embedded database listens here by default: clear of a system PostgreSQL on 5432. */
    public static final int DEFAULT_DB_PORT = 15432;

    /** Keys whose defaults live in code, not in parity.env: where the database is. */
    private static final Map<String, String> DB_DEFAULTS = Map.of(
            "DB_HOST", "localhost",
            "DB_PORT", Integer.toString(DEFAULT_DB_PORT),
            "DB_NAME", "bench",
            "DB_USER", "bench",
            "DB_PASSWORD", "bench");

    private final Map<String, String> parity;
    private final Map<String, String> env;

    public Settings(Map<String, String> parity, Map<String, String> env) {
        this.parity = Collections.unmodifiableMap(new LinkedHashMap<>(parity));
        this.env = env;
    }

    public static Settings load(Repo repo) {
        return new Settings(readEnvFile(repo.resolve("parity.env")), System.getenv());
    }

    /** KEY=VALUE lines; `#` starts a comment line; no quoting, no expansion. */
    public static Map<String, String> readEnvFile(Path file) {
        try {
            Map<String, String> values = new LinkedHashMap<>();
            int lineNo = 0;
            for (String line : Files.readAllLines(file)) {
                lineNo++;
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                int eq = trimmed.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": expected KEY=VALUE, got: " + line);
                }
                values.put(
                        trimmed.substring(0, eq).strip(),
                        trimmed.substring(eq + 1).strip());
            }
            return values;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The parity keys with their effective values (environment first), in file order. */
    public Map<String, String> parity() {
        Map<String, String> effective = new LinkedHashMap<>();
        parity.forEach((key, value) -> effective.put(key, env.getOrDefault(key, value)));
        return effective;
    }

    public String get(String key) {
        String value = env.get(key);
        if (value != null && !value.isBlank()) {
            return value;
        }
        value = parity.get(key);
        if (value != null) {
            return value;
        }
        value = DB_DEFAULTS.get(key);
        if (value != null) {
            return value;
        }
        throw new IllegalArgumentException("no setting " + key + " in the environment or parity.env");
    }

    public int getInt(String key) {
        String value = get(key);
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be an integer, got '" + value + "'", e);
        }
    }

    /** True when the user pointed the suite at a database of their own (DB_HOST or DB_PORT set). */
    public boolean externalDatabase() {
        return isSet("DB_HOST") || isSet("DB_PORT");
    }

    private boolean isSet(String key) {
        String value = env.get(key);
        return value != null && !value.isBlank();
    }

    public DbConfig db() {
        return new DbConfig(
                get("DB_HOST"),
                getInt("DB_PORT"),
                get("DB_NAME"),
                get("DB_USER"),
                get("DB_PASSWORD"),
                externalDatabase());
    }

    /** JVM flags for every app: the parity flags, plus what this JDK needs to start Netty quietly. */
    public List<String> appJvmFlags() {
        return jvmFlags(get("APP_JAVA_OPTS"));
    }

    /** These JVM flags, plus what this JDK needs to start Netty quietly. */
    public static List<String> jvmFlags(String flagsText) {
        List<String> flags = new ArrayList<>(Arrays.asList(flagsText.trim().split("\\s+")));
        flags.removeIf(String::isEmpty);
        flags.addAll(jdkQuietFlags(Runtime.version().feature()));
        return flags;
    }

    /**
     * From JDK 24 on, Netty's use of sun.misc.Unsafe and of native transports prints
     * warnings at startup. These flags allow what JDK 21 allows silently; older JDKs reject
     * the first one, so it is added only where it exists. Every variant gets the same flags.
     */
    static List<String> jdkQuietFlags(int feature) {
        if (feature < 24) {
            return List.of();
        }
        return List.of("--sun-misc-unsafe-memory-access=allow", "--enable-native-access=ALL-UNNAMED");
    }

    /**
     * The environment an app process gets: parity values, the DB_* variables, its PORT, its
     * variant id (CRUDBENCH_VARIANT, for its startup line) and the framework settings its
     * registry entry adds. Those may not touch what parity fixes.
     */
    public Map<String, String> appEnvironment(Variant variant, int port, DbConfig db) {
        Map<String, String> appEnv = new LinkedHashMap<>(parity());
        appEnv.remove("APP_JAVA_OPTS");
        appEnv.put("PORT", Integer.toString(port));
        appEnv.put("DB_HOST", db.host());
        appEnv.put("DB_PORT", Integer.toString(db.port()));
        appEnv.put("DB_NAME", db.name());
        appEnv.put("DB_USER", db.user());
        appEnv.put("DB_PASSWORD", db.password());
        appEnv.put("CRUDBENCH_VARIANT", variant.id());
        variant.env().forEach((key, value) -> {
            if (appEnv.containsKey(key) || parity.containsKey(key)) {
                throw new IllegalStateException(variant.id() + ": its registry entry sets " + key
                        + ", which parity.env or the harness decides for every variant");
            }
            appEnv.put(key, value);
        });
        return appEnv;
    }

    public record DbConfig(String host, int port, String name, String user, String password, boolean external) {

        public String jdbcUrl() {
            return "jdbc:postgresql://" + host + ":" + port + "/" + name;
        }

        public DbConfig withEndpoint(String newHost, int newPort) {
            return new DbConfig(newHost, newPort, name, user, password, external);
        }
    }
}
