package crudbench.harness.checkout;

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

    /**
     * A path as pages and tables name it: relative to the checkout when it lies inside it, so that a
     * committed page reads the same on every machine; as given when it lies elsewhere.
     */
    public static String nameOf(Path path) {
        try {
            return locate().name(path);
        } catch (IllegalStateException e) {
            return path.toString();
        }
    }

    /** {@link #nameOf}, inside this checkout. */
    public String name(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path top = root.toAbsolutePath().normalize();
        return absolute.startsWith(top) && !absolute.equals(top)
                ? top.relativize(absolute).toString()
                : path.toString();
    }
}
