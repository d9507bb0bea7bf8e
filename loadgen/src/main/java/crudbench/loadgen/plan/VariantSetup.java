package crudbench.loadgen.plan;

import com.fasterxml.jackson.annotation.JsonInclude;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One app a bench measures: a variant as the registry gives it, or the same variant with
 * experiment settings ({@code spring-r2dbc@build=r2dbc-pool-1.0.0,R2DBC_LOOPS=dedicated}).
 * The label is what its rows, flags and raw files are named by, so a run's tables always say
 * which settings a number comes from.
 *
 * @param label     the command-line form: the variant's id, then {@code @KEY=VALUE,...} if any
 * @param build     one of the variant's other builds (registry {@code builds}), or null for its own jar
 * @param overrides environment settings over parity's and the variant's, e.g. DB_POOL_SIZE=100
 * @param tunedFrom for the variant at its best settings (`just bench --tuned`): the tuning sweep's best.json they
 *                  come from, relative to the checkout; null for every other session
 * @param changesWork of a session at its best, the settings that change what a request does, not only how fast
 *                    (tuning/knobs.json's changesWork when the run was planned), each key to its knob's name: the
 *                    answer names them; empty for every other session, and for runs from before it was recorded
 */
public record VariantSetup(
        String label,
        Variant variant,
        String build,
        Map<String, String> overrides,
        String tunedFrom,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> changesWork) {

    /** The setting that selects a build rather than setting the environment. */
    static final String BUILD = "build";

    private static final Pattern KEY = Pattern.compile("[A-Z][A-Z0-9_]*");

    public VariantSetup {
        overrides = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(overrides));
        changesWork = changesWork == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(changesWork));
    }

    public static VariantSetup of(Variant variant) {
        return new VariantSetup(variant.id(), variant, null, Map.of(), null, Map.of());
    }

    /**
     * The variant at a tuning sweep's best settings, labelled as the command line would name it
     * ({@code spring-r2dbc@R2DBC_FORCE_BINARY=true}).
     *
     * @param from        the best.json they come from, relative to the checkout
     * @param changesWork those of the settings that change the work, each key to its knob's name
     */
    public static VariantSetup tuned(
            Variant variant, Map<String, String> settings, String from, Map<String, String> changesWork) {
        if (settings.isEmpty()) {
            throw new IllegalArgumentException(variant.id() + ": a tuned session needs settings other than parity's");
        }
        StringBuilder label = new StringBuilder(variant.id()).append('@');
        settings.forEach(
                (key, value) -> label.append(key).append('=').append(value).append(','));
        label.setLength(label.length() - 1);
        return new VariantSetup(label.toString(), variant, null, new LinkedHashMap<>(settings), from, changesWork);
    }

    /** Added by `just bench --tuned`: the variant at its best settings. */
    public boolean atBest() {
        return tunedFrom != null;
    }

    /** A session's variant id: its label ({@code ID} or {@code ID@KEY=VALUE,KEY=VALUE}) before the settings. */
    public static String variantId(String label) {
        int at = label.indexOf('@');
        return at < 0 ? label : label.substring(0, at);
    }

    /** {@code ID} or {@code ID@KEY=VALUE,KEY=VALUE}; misuse for an unknown variant, build or malformed setting. */
    public static VariantSetup parse(String arg, Variants registry) {
        int at = arg.indexOf('@');
        Variant variant = registry.get(variantId(arg));
        if (at < 0) {
            return of(variant);
        }
        String build = null;
        Map<String, String> overrides = new LinkedHashMap<>();
        for (String setting : arg.substring(at + 1).split(",")) {
            int eq = setting.indexOf('=');
            if (eq <= 0 || eq == setting.length() - 1) {
                throw new IllegalArgumentException("'" + setting + "' in " + arg + " is not KEY=VALUE");
            }
            String key = setting.substring(0, eq);
            String value = setting.substring(eq + 1);
            if (key.equals(BUILD)) {
                if (!variant.builds().containsKey(value)) {
                    throw new IllegalArgumentException(variant.id() + " has no build '" + value + "'; its builds: "
                            + variant.builds().keySet());
                }
                build = value;
            } else if (KEY.matcher(key).matches()) {
                overrides.put(key, value);
            } else {
                throw new IllegalArgumentException("'" + key + "' in " + arg + " is neither build nor an upper-case"
                        + " setting such as DB_POOL_SIZE");
            }
        }
        return new VariantSetup(arg, variant, build, overrides, null, Map.of());
    }

    /** Measured as the registry defines it: no other build, no overrides. */
    boolean standard() {
        return build == null && overrides.isEmpty();
    }

    /**
     * A plain session at parity: measured as the registry defines it and not at its best, and a cell of the grid of
     * data accesses (no ORM, on its framework's own web stack). What each framework's columns are read from.
     */
    public boolean plainAtParity() {
        return standard() && !atBest() && variant.orm() == null && !variant.crossStack();
    }

    /** Its connection pool's size: the override, else parity's. */
    public int poolSize(Settings settings) {
        String pool = overrides.get("DB_POOL_SIZE");
        return Integer.parseInt(pool != null ? pool : settings.get("DB_POOL_SIZE"));
    }

    /** The label as a file or directory name. */
    public String fileName() {
        return label.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
