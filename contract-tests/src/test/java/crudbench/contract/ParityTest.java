package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.SuiteSql;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fairness, checked where it is written down: every app config reads parity.env's names
 * with parity.env's values as defaults, every variant carries the suite's SQL, and the
 * README and docker-compose.yml say what the code does.
 */
class ParityTest {

    private static final Repo REPO = Repo.locate();
    private static final Map<String, String> PARITY = Settings.readEnvFile(REPO.resolve("parity.env"));
    private static final Map<String, String> DB_DEFAULTS = Map.of(
            "DB_HOST", "localhost", "DB_PORT", Integer.toString(Settings.DEFAULT_DB_PORT),
            "DB_NAME", "bench", "DB_USER", "bench", "DB_PASSWORD", "bench");
    /** What each variant's config must read from the environment. */
    private static final List<String> EVERY_VARIANT_READS = List.of(
            "PORT", "DB_HOST", "DB_PORT", "DB_NAME", "DB_USER", "DB_PASSWORD",
            "DB_POOL_SIZE", "WORKER_THREADS", "IO_THREADS", "DB_ACQUIRE_TIMEOUT_MS");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([A-Z_]+):([^}]*)}");

    @Test
    void everyAppConfigDefaultsToTheParityValues() throws IOException {
        List<Path> configs = appConfigs();
        assertThat(configs).isNotEmpty();
        for (Path config : configs) {
            Matcher m = PLACEHOLDER.matcher(Files.readString(config));
            while (m.find()) {
                String key = m.group(1);
                String expected = PARITY.containsKey(key) ? PARITY.get(key) : DB_DEFAULTS.get(key);
                if (key.equals("PORT")) {
                    expected = "8080";
                }
                if (key.equals("CRUDBENCH_VARIANT")) {
                    // run outside the harness, an app names the variant of its own module
                    expected = config.getParent().getParent().getParent().getParent().getFileName().toString();
                }
                assertThat(m.group(2)).as("default of ${%s} in %s", key, REPO.root().relativize(config))
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void everyVariantReadsTheSharedVariables() throws IOException {
        for (Variant variant : Variants.load(REPO).all()) {
            String config = configText(variant);
            for (String key : EVERY_VARIANT_READS) {
                assertThat(config).as("%s reads %s", variant.id(), key).contains("${" + key + ":");
            }
        }
    }

    @Test
    void everyVariantSendsTheSuitesSql() throws IOException {
        List<String> statements = canonicalStatements();
        assertThat(statements).hasSize(5);
        for (Variant variant : Variants.load(REPO).all()) {
            List<String> literals = stringLiterals(variant.moduleDir(REPO).resolve("src/main"));
            for (String statement : statements) {
                assertThat(literals).as("%s sends %s", variant.id(), statement).contains(statement);
            }
        }
    }

    @Test
    void theReadmeFairnessTableShowsParityEnv() throws IOException {
        String readme = Files.readString(REPO.resolve("README.md"));
        for (Map.Entry<String, String> entry : PARITY.entrySet()) {
            String value = entry.getValue().contains(" ") ? "`" + entry.getValue() + "`" : entry.getValue();
            assertThat(readme).as("README row for %s", entry.getKey())
                    .contains("| `" + entry.getKey() + "` | " + value + " |");
        }
        for (Variant variant : Variants.load(REPO).all()) {
            assertThat(readme).as("README lists %s in its tables", variant.id()).contains("| " + variant.id() + " |");
        }
    }

    @Test
    void dockerComposeHasEveryVariantAndTheEmbeddedDatabaseSettings() throws IOException {
        String compose = Files.readString(REPO.resolve("docker-compose.yml"));
        for (Variant variant : Variants.load(REPO).all()) {
            assertThat(compose).as("compose service for %s", variant.id())
                    .contains("  " + variant.id() + ":\n    <<: *app\n    profiles: [" + variant.id() + "]");
        }
        for (String setting : List.of("fsync=off", "synchronous_commit=off", "max_connections=300", "timezone=UTC",
                "shared_preload_libraries=pg_stat_statements")) {
            assertThat(compose).contains("- " + setting);
        }
        assertThat(compose).contains("env_file: parity.env");
    }

    /** The variant's own config file(s), plus those of the framework module it shares code with. */
    private static String configText(Variant variant) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.list(variant.moduleDir(REPO).resolve("src/main/resources"))) {
            for (Path file : files.filter(ParityTest::isAppConfig).toList()) {
                text.append(Files.readString(file)).append('\n');
            }
        }
        return text.toString();
    }

    private static List<Path> appConfigs() throws IOException {
        List<Path> configs = new ArrayList<>();
        for (String framework : List.of("quarkus-app", "micronaut-app", "spring-app")) {
            if (!Files.isDirectory(REPO.resolve(framework))) {
                continue;
            }
            try (Stream<Path> files = Files.walk(REPO.resolve(framework))) {
                files.filter(p -> !p.toString().contains("/target/")).filter(ParityTest::isAppConfig).forEach(configs::add);
            }
        }
        return configs;
    }

    private static boolean isAppConfig(Path file) {
        String name = file.getFileName().toString();
        return name.matches("application(-[a-z]+)?\\.(properties|ya?ml)");
    }

    /** db/queries.sql, with every placeholder written as ?. */
    static List<String> canonicalStatements() {
        return SuiteSql.statements(REPO).values().stream().map(SuiteSql::normalize).toList();
    }

    private static List<String> stringLiterals(Path sources) throws IOException {
        Pattern literal = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
        List<String> literals = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".kt")).toList()) {
                Matcher m = literal.matcher(Files.readString(file));
                while (m.find()) {
                    literals.add(SuiteSql.normalize(m.group(1)));
                }
            }
        }
        return literals;
    }
}
