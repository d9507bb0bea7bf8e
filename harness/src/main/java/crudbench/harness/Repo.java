package crudbench.harness;

import java.nio.file.Files;
import java.nio.file.Path;

/** The checkout this suite runs from: found by walking up to the directory that holds the variant registry. */
public record Repo(Path root) {

    public static final String REGISTRY = "variants.json";

    public static Repo locate() {
        String override = System.getProperty("crudbench.root", System.getenv("CRUDBENCH_ROOT"));
        Path start = override != null ? Path.of(override) : Path.of("").toAbsolutePath();
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(REGISTRY)) && Files.isRegularFile(dir.resolve("parity.env"))) {
                return new Repo(dir);
            }
        }
        throw new IllegalStateException("not inside the crudbench checkout: no " + REGISTRY + " above " + start);
    }

    public Path resolve(String relative) {
        return root.resolve(relative);
    }
}
