package crudbench.harness.registry;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The registry as README.md and docker-compose.yml list it. Both files carry these texts as
 * generated (`just variants --markdown`, `just variants --compose`), and ParityTest checks that
 * they still match the registry, so a new variant cannot be left out of either.
 */
public final class Listings {

    private Listings() {}

    /** docs/variants.md's table of the variants, one row per registry entry, in registry order. */
    public static String markdown(Variants variants) {
        StringBuilder md = new StringBuilder()
                .append("| variant id | framework | web stack | threads | driver | driver and pool |\n")
                .append("|---|---|---|---|---|---|\n");
        for (Variant v : variants.all()) {
            String client = v.client() + (v.env().isEmpty() ? "" : "; " + settings(v));
            md.append("| ")
                    .append(v.id())
                    .append(" | ")
                    .append(v.framework())
                    .append(" | ")
                    .append(v.web())
                    .append(v.crossStack() ? " (cross)" : "")
                    .append(" | ")
                    .append(v.threads())
                    .append(" | ")
                    .append(v.driver())
                    .append(" | ")
                    .append(client)
                    .append(" |\n");
        }
        return md.toString();
    }

    private static String settings(Variant v) {
        List<String> pairs = new ArrayList<>();
        new TreeMap<>(v.env()).forEach((key, value) -> pairs.add("`" + key + "=" + value + "`"));
        return "the jar of `" + Path.of(v.module()).getFileName() + "` with " + String.join(", ", pairs);
    }

    /**
     * One docker-compose service per variant, under its own profile: the built artifact mounted
     * at /app, the parity environment (the x-app-env anchor), the variant's id and settings.
     */
    public static String compose(Variants variants) {
        StringBuilder yaml = new StringBuilder();
        for (Variant v : variants.all()) {
            Path artifact = Path.of(v.artifact());
            boolean directory = v.distribution() != null;
            String mount = directory
                    ? "./" + v.module() + "/" + v.distribution() + ":/app:ro"
                    : "./" + v.module() + "/" + v.artifact() + ":/app/" + artifact.getFileName() + ":ro";
            String jar = directory
                    ? "/app/" + Path.of(v.distribution()).relativize(artifact)
                    : "/app/" + artifact.getFileName();
            yaml.append("  ")
                    .append(v.id())
                    .append(":\n")
                    .append("    <<: *app\n")
                    .append("    profiles: [")
                    .append(v.id())
                    .append("]\n")
                    .append("    environment:\n")
                    .append("      <<: *app-env\n")
                    .append("      CRUDBENCH_VARIANT: ")
                    .append(v.id())
                    .append('\n');
            for (Map.Entry<String, String> setting : new TreeMap<>(v.env()).entrySet()) {
                yaml.append("      ")
                        .append(setting.getKey())
                        .append(": \"")
                        .append(setting.getValue())
                        .append("\"\n");
            }
            yaml.append("    volumes:\n")
                    .append("      - ")
                    .append(mount)
                    .append('\n')
                    .append("    command: [\"sh\", \"-c\", \"exec java $$APP_JAVA_OPTS -jar ")
                    .append(jar)
                    .append("\"]\n\n");
        }
        return yaml.toString();
    }
}
