package crudbench.harness.registry;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * versions.json: the one declaration of the framework, driver and pool versions each variant
 * runs, by the names its startup line logs. The poms pin the versions; this table is what they
 * must produce. {@link #mismatches} compares an app's startup line with it: the contract tests
 * run it on every app, and `just bench` on every session, so that a BOM bump or a profile that
 * no longer takes cannot change what runs unnoticed.
 */
public final class Versions {

    public static final String FILE = "versions.json";

    private static final Pattern FRAMEWORK = Pattern.compile("framework=(\\S+ \\S+)");
    private static final Pattern DRIVER = Pattern.compile("driver=(.*?) pool-size=");

    /**
     * @param name    the framework, as variants.json names it
     * @param logged  its name and version as the startup line logs them ("Spring-Boot 4.1.2")
     * @param drivers by driver axis (jdbc, r2dbc, vertx): each library's artifactId to its version
     * @param orm     by driver axis, the ORM's libraries that an ORM variant (variants.json's orm) logs
     *                after its driver's; absent where the framework has no ORM variant
     */
    record Framework(
            String name,
            String logged,
            Map<String, Map<String, String>> drivers,
            Map<String, Map<String, String>> orm) {

        Map<String, Map<String, String>> ormOrNone() {
            return orm == null ? Map.of() : orm;
        }
    }

    /**
     * @param frameworks every framework, in the order the table shows them
     * @param builds     a variant's other build: the libraries whose version it changes
     * @param why        "artifactId version" (or the framework as logged) to the reason for it
     */
    record Table(
            List<Framework> frameworks,
            Map<String, Map<String, String>> builds,
            Map<String, String> why,
            @JsonProperty("//") List<String> comment) {}

    private final Table table;

    Versions(Table table) {
        this.table = table;
    }

    public static Versions load(Repo repo) {
        try {
            return new Versions(new ObjectMapper()
                    .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                    .readValue(repo.resolve(FILE).toFile(), Table.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FILE, e);
        }
    }

    /** An app's startup line in its log, from "variant=" on; null when it printed none. */
    public static String startupLine(String log) {
        return log.lines()
                .filter(l -> l.contains("variant="))
                .findFirst()
                .map(l -> l.substring(l.indexOf("variant=")))
                .orElse(null);
    }

    /** The framework as its startup line should log it, e.g. "Quarkus 3.37.1". */
    public String framework(Variant variant) {
        return frameworkOf(variant).logged();
    }

    /** Each library of the variant's driver and pool to the version it should log; a build's versions win. */
    public Map<String, String> libraries(Variant variant, String build) {
        Map<String, String> libraries = frameworkOf(variant).drivers().get(variant.driver());
        if (libraries == null) {
            throw new IllegalStateException(
                    FILE + " has no " + variant.driver() + " libraries for " + variant.framework());
        }
        Map<String, String> expected = new LinkedHashMap<>(libraries);
        if (variant.hasOrm()) {
            Map<String, String> orm = frameworkOf(variant).ormOrNone().get(variant.driver());
            if (orm == null) {
                throw new IllegalStateException(
                        FILE + " has no ORM libraries on " + variant.driver() + " for " + variant.framework());
            }
            expected.putAll(orm);
        }
        if (build != null) {
            Map<String, String> changed = table.builds().get(build);
            if (changed == null) {
                throw new IllegalStateException(FILE + " declares no build " + build);
            }
            changed.forEach((library, version) -> {
                if (expected.replace(library, version) == null) {
                    throw new IllegalStateException(
                            "build " + build + " changes " + library + ", which " + variant.id() + " does not run");
                }
            });
        }
        return expected;
    }

    /**
     * What in an app's startup line differs from the table: one sentence per framework or library
     * logged at another version, missing, or not declared; empty when it all matches.
     *
     * @param build the variant's other build that ran, or null for its own jar
     */
    public List<String> mismatches(Variant variant, String build, String startupLine) {
        List<String> wrong = new ArrayList<>();
        if (startupLine == null) {
            return List.of(variant.id() + " logged no startup line");
        }
        Matcher framework = FRAMEWORK.matcher(startupLine);
        String expectedFramework = framework(variant);
        if (!framework.find()) {
            wrong.add(variant.id() + " logged no framework");
        } else if (!framework.group(1).equals(expectedFramework)) {
            wrong.add(variant.id() + " runs " + framework.group(1) + ", " + FILE + " says " + expectedFramework);
        }
        Matcher driver = DRIVER.matcher(startupLine);
        if (!driver.find()) {
            wrong.add(variant.id() + " logged no driver");
            return wrong;
        }
        Map<String, String> logged = new LinkedHashMap<>();
        for (String entry : driver.group(1).split(",\\s*")) {
            int space = entry.strip().lastIndexOf(' ');
            logged.put(
                    entry.strip().substring(0, Math.max(space, 0)),
                    entry.strip().substring(space + 1));
        }
        Map<String, String> expected = libraries(variant, build);
        String label = variant.id() + (build == null ? "" : "@build=" + build);
        expected.forEach((library, version) -> {
            String ran = logged.get(library);
            if (ran == null) {
                wrong.add(label + " logged no " + library + " (" + FILE + ": " + version + ")");
            } else if (!ran.equals(version)) {
                wrong.add(label + " runs " + library + " " + ran + ", " + FILE + " says " + version);
            }
        });
        logged.keySet().stream()
                .filter(library -> !expected.containsKey(library))
                .forEach(library -> wrong.add(label + " runs " + library + ", which " + FILE + " does not declare"));
        return wrong;
    }

    /** docs/fairness.md's table of versions: one row per framework and driver axis, then each version's reason. */
    public String markdown() {
        StringBuilder md = new StringBuilder("| framework | driver | versions |\n|---|---|---|\n");
        for (Framework f : table.frameworks()) {
            f.drivers().forEach((axis, libraries) -> row(md, f.logged(), axis, libraries));
            f.ormOrNone().forEach((axis, libraries) -> row(md, f.logged(), axis + ", ORM", libraries));
        }
        table.builds().forEach((build, libraries) -> {
            if (libraries.isEmpty()) {
                return; // a build of the same versions (aot: another layout of the same jar)
            }
            List<String> named = new ArrayList<>();
            libraries.forEach((library, version) -> named.add(library + " " + version));
            md.append("| build `")
                    .append(build)
                    .append("` | | ")
                    .append(String.join(", ", named))
                    .append(" |\n");
        });
        md.append('\n').append("| version | why |\n|---|---|\n");
        table.why()
                .forEach((version, why) -> md.append("| ")
                        .append(version)
                        .append(" | ")
                        .append(why)
                        .append(" |\n"));
        return md.toString();
    }

    private static void row(StringBuilder md, String framework, String axis, Map<String, String> libraries) {
        List<String> named = new ArrayList<>();
        libraries.forEach((library, version) -> named.add(library + " " + version));
        md.append("| ")
                .append(framework)
                .append(" | ")
                .append(axis)
                .append(" | ")
                .append(String.join(", ", named))
                .append(" |\n");
    }

    /** Every version the table declares, as "name version" (the keys {@code why} must explain). */
    List<String> declared() {
        List<String> all = new ArrayList<>();
        for (Framework f : table.frameworks()) {
            all.add(f.logged());
            f.drivers().values().forEach(libraries -> libraries.forEach((l, v) -> all.add(l + " " + v)));
            f.ormOrNone().values().forEach(libraries -> libraries.forEach((l, v) -> all.add(l + " " + v)));
        }
        table.builds().values().forEach(libraries -> libraries.forEach((l, v) -> all.add(l + " " + v)));
        return all.stream().distinct().toList();
    }

    /** The reasons the table gives, by version. */
    Map<String, String> reasons() {
        return table.why();
    }

    private Framework frameworkOf(Variant variant) {
        return table.frameworks().stream()
                .filter(f -> f.name().equals(variant.framework()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(FILE + " has no framework " + variant.framework()));
    }
}
