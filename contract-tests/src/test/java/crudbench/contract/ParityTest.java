package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import crudbench.harness.db.Postgres;
import crudbench.harness.registry.FairnessTables;
import crudbench.harness.registry.Listings;
import crudbench.harness.registry.MarkdownTables;
import crudbench.harness.registry.OrmSql;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fairness, checked where it is written down: every app config reads parity.env's names
 * with parity.env's values as defaults, every plain-SQL variant carries the suite's SQL and every
 * ORM variant lists what it sends instead (db/orm), variants of one framework that share a driver
 * (and ORM) share its code, and the README, docs/fairness.md and docker-compose.yml say what
 * parity.env and the registry say.
 */
class ParityTest {

    private static final Repo REPO = Repo.locate();
    private static final Variants VARIANTS = Variants.load(REPO);
    private static final Map<String, String> PARITY = Settings.readEnvFile(REPO.resolve("parity.env"));
    /** Where the fairness decisions are written down: parity.env's table and a row per variant. */
    private static final String FAIRNESS = "docs/fairness.md";

    private static final Map<String, String> DB_DEFAULTS = Map.of(
            "DB_HOST",
            "localhost",
            "DB_PORT",
            Integer.toString(Settings.DEFAULT_DB_PORT),
            "DB_NAME",
            "bench",
            "DB_USER",
            "bench",
            "DB_PASSWORD",
            "bench");
    /** What every variant's config must read from the environment. */
    private static final List<String> EVERY_VARIANT_READS = List.of(
            "CRUDBENCH_VARIANT",
            "PORT",
            "DB_HOST",
            "DB_PORT",
            "DB_NAME",
            "DB_USER",
            "DB_PASSWORD",
            "DB_POOL_SIZE",
            "WORKER_THREADS",
            "IO_THREADS",
            "HTTP_ACCEPT_BACKLOG",
            "DB_ACQUIRE_TIMEOUT_MS",
            "DB_QUERY_TIMEOUT_S",
            "DB_STATEMENT_CACHE_SIZE");
    /** What a driver's variants must read besides: its own parity setting, or its option. */
    private static final Map<String, List<String>> DRIVER_READS = Map.of(
            "jdbc", List.of(),
            "vertx", List.of("DB_PIPELINING_LIMIT"),
            "r2dbc", List.of("R2DBC_FORCE_BINARY"));
    /** Settings that are no parity value but an option, with the default every variant must give them. */
    private static final Map<String, String> OPTION_DEFAULTS =
            Map.of("R2DBC_FORCE_BINARY", "false", "R2DBC_LOOPS", "server");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*):([^}]*)}");

    @Test
    void everyAppConfigDefaultsToTheParityValues() throws IOException {
        List<Path> configs = appConfigs();
        assertThat(configs).isNotEmpty();
        for (Path config : configs) {
            String module = REPO.root().relativize(config).getName(1).toString();
            Matcher m = PLACEHOLDER.matcher(Files.readString(config));
            while (m.find()) {
                String key = m.group(1);
                if (m.group(2).startsWith("${")) {
                    continue; // defaults to another setting, which is checked where it is read
                }
                String expected = switch (key) {
                    case "PORT" -> "8080";
                    // run outside the harness, an app names the variant of its own module
                    case "CRUDBENCH_VARIANT" -> module;
                    default -> PARITY.getOrDefault(key, DB_DEFAULTS.getOrDefault(key, OPTION_DEFAULTS.get(key)));
                };
                assertThat(m.group(2))
                        .as("default of ${%s} in %s", key, REPO.root().relativize(config))
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void everyVariantReadsEveryParitySettingOfItsDriver() throws IOException {
        for (Variant variant : VARIANTS.all()) {
            String config = configText(variant);
            List<String> keys = new ArrayList<>(EVERY_VARIANT_READS);
            keys.addAll(DRIVER_READS.get(variant.driver()));
            for (String key : keys) {
                assertThat(config).as("%s reads %s", variant.id(), key).contains("${" + key + ":");
            }
        }
    }

    @Test
    void everyParitySettingIsReadBySomeVariant() throws IOException {
        StringBuilder all = new StringBuilder();
        for (Variant variant : VARIANTS.all()) {
            all.append(configText(variant));
        }
        for (String key : PARITY.keySet()) {
            if (!key.equals("APP_JAVA_OPTS") && !key.equals("SEED_USERS")) {
                assertThat(all.toString()).as("some app reads %s", key).contains("${" + key + ":");
            }
        }
    }

    /** An ORM variant writes no SQL of its own: db/orm lists what it sends, which StatementsTests checks. */
    @Test
    void everyPlainVariantSendsTheSuitesSql() throws IOException {
        List<String> statements = SuiteSql.statements(REPO).values().stream()
                .map(SuiteSql::normalize)
                .toList();
        assertThat(statements).hasSize(5);
        for (Variant variant : VARIANTS.all()) {
            if (variant.hasOrm()) {
                continue;
            }
            List<String> literals = stringLiterals(variant.moduleDir(REPO).resolve("src/main"));
            for (String statement : statements) {
                assertThat(literals).as("%s sends %s", variant.id(), statement).contains(statement);
            }
        }
    }

    /**
     * Every ORM variant has db/orm/ID.sql, with each of db/queries.sql's operations, and an
     * operation that opens a transaction closes it (COMMIT is listed though the contract tests
     * cannot count it); every file there belongs to an ORM variant.
     */
    @Test
    void everyOrmVariantListsTheStatementsItSends() {
        List<String> ormVariants =
                VARIANTS.all().stream().filter(Variant::hasOrm).map(Variant::id).toList();
        assertThat(ormVariants.stream()
                        .filter(id -> !Files.isRegularFile(OrmSql.file(REPO, id)))
                        .toList())
                .as("ORM variants without their %s/ID.sql", OrmSql.DIR)
                .isEmpty();
        assertThat(OrmSql.variants(REPO))
                .as("files in %s of no ORM variant", OrmSql.DIR)
                .isSubsetOf(ormVariants);
        Set<String> operations = SuiteSql.statements(REPO).keySet();
        for (String id : ormVariants) {
            Map<String, List<String>> listed = OrmSql.statements(REPO, id);
            assertThat(listed.keySet())
                    .as("operations of %s/%s.sql", OrmSql.DIR, id)
                    .containsExactlyElementsOf(operations);
            listed.forEach((operation, statements) -> {
                boolean begins =
                        statements.stream().anyMatch(sql -> sql.toUpperCase().startsWith("BEGIN"));
                assertThat(!begins || statements.getLast().equalsIgnoreCase(OrmSql.COMMIT))
                        .as("%s's %s opens a transaction and ends with %s", id, operation, OrmSql.COMMIT)
                        .isTrue();
            });
        }
    }

    /**
     * Within a framework, the variants that use one driver run the same repository, so that their
     * difference is what they are about (thread model, web stack) and nothing else. An ORM
     * variant is compared with the variants of its own ORM: its repository is the ORM's.
     */
    @Test
    void variantsOfAFrameworkWithOneDriverShareTheirRepository() throws IOException {
        Map<String, Path> first = new LinkedHashMap<>();
        for (Variant variant : VARIANTS.all()) {
            Path repository;
            try (Stream<Path> files = Files.walk(variant.moduleDir(REPO).resolve("src/main/java"))) {
                repository = files.filter(f -> f.getFileName().toString().equals("UserRepository.java"))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError(variant.id() + " has no UserRepository.java"));
            }
            String orm = variant.hasOrm() ? "/" + variant.orm().name() : "";
            Path same = first.putIfAbsent(variant.framework() + "/" + variant.driver() + orm, repository);
            if (same != null && !same.equals(repository)) {
                assertThat(Files.readString(repository))
                        .as(
                                "%s against %s",
                                REPO.root().relativize(repository), REPO.root().relativize(same))
                        .isEqualTo(Files.readString(same));
            }
        }
    }

    @Test
    void theVariantsPageTableIsTheRegistrys() throws IOException {
        assertThat(Files.readString(REPO.resolve("docs/variants.md")))
                .as("docs/variants.md's table of the variants; `just regenerate` writes it")
                .contains(Listings.markdown(VARIANTS));
    }

    @Test
    void theFairnessTablesShowParityEnvAndEveryVariant() throws IOException {
        String fairness = Files.readString(REPO.resolve(FAIRNESS));
        for (Map.Entry<String, String> entry : PARITY.entrySet()) {
            String value = entry.getValue().contains(" ") ? "`" + entry.getValue() + "`" : entry.getValue();
            assertThat(fairness)
                    .as("%s row for %s", FAIRNESS, entry.getKey())
                    .contains("| `" + entry.getKey() + "` | " + value + " |");
        }
        Set<String> rows = MarkdownTables.rows(fairness, FairnessTables.HEADER).stream()
                .map(List::getFirst)
                .collect(Collectors.toSet());
        Set<String> missing = new TreeSet<>();
        for (Variant variant : VARIANTS.all()) {
            if (!rows.contains(variant.id())) {
                missing.add(variant.id());
            }
        }
        assertThat(missing)
                .as("variants without their row in %s's table of the variants", FAIRNESS)
                .isEmpty();
    }

    @Test
    void dockerComposeHasEveryVariantAndTheEmbeddedDatabaseSettings() throws IOException {
        String compose = Files.readString(REPO.resolve("docker-compose.yml"));
        assertThat(compose)
                .as("docker-compose.yml's services; `just regenerate` writes them")
                .contains(Listings.compose(VARIANTS).stripTrailing());
        for (String setting : List.of(
                "fsync=off",
                "synchronous_commit=off",
                "max_connections=" + Postgres.MAX_CONNECTIONS,
                "timezone=UTC",
                "shared_preload_libraries=pg_stat_statements")) {
            assertThat(compose).contains("- " + setting);
        }
        assertThat(compose).contains("env_file: parity.env");
    }

    /** The variant's own config file(s). */
    private static String configText(Variant variant) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.list(variant.moduleDir(REPO).resolve("src/main/resources"))) {
            for (Path file : files.filter(ParityTest::isAppConfig).toList()) {
                text.append(Files.readString(file)).append('\n');
            }
        }
        return text.toString();
    }

    /** Every app config under the frameworks' directories (those the registry's modules sit in). */
    private static List<Path> appConfigs() throws IOException {
        Set<Path> frameworkDirs = new TreeSet<>();
        VARIANTS.all().forEach(v -> frameworkDirs.add(v.moduleDir(REPO).getParent()));
        List<Path> configs = new ArrayList<>();
        for (Path dir : frameworkDirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(p -> !p.toString().contains("/target/"))
                        .filter(ParityTest::isAppConfig)
                        .forEach(configs::add);
            }
        }
        return configs;
    }

    private static boolean isAppConfig(Path file) {
        String name = file.getFileName().toString();
        return name.matches("application(-[a-z]+)?\\.(properties|ya?ml)")
                && file.toString().contains("/src/main/");
    }

    private static List<String> stringLiterals(Path sources) throws IOException {
        Pattern literal = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
        List<String> literals = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(
                            p -> p.toString().endsWith(".java") || p.toString().endsWith(".kt"))
                    .toList()) {
                Matcher m = literal.matcher(Files.readString(file));
                while (m.find()) {
                    literals.add(SuiteSql.normalize(m.group(1)));
                }
            }
        }
        return literals;
    }
}
