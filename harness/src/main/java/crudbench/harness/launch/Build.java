package crudbench.harness.launch;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

/** Builds variant jars with the Maven wrapper when they are missing or older than their sources. */
public final class Build {

    private final Repo repo;

    public Build(Repo repo) {
        this.repo = repo;
    }

    public void ensureBuilt(List<Variant> variants) {
        List<Variant> stale = variants.stream().filter(this::isStale).toList();
        if (stale.isEmpty()) {
            return;
        }
        String modules = String.join(",", stale.stream().map(Variant::module).toList());
        System.err.println("==> building "
                + String.join(", ", stale.stream().map(Variant::id).toList()));
        maven(modules, null);
    }

    /**
     * The build of each framework's documented layout for the JDK's AOT cache, which caches only classes that the
     * JVM's own loaders take from the class path: Quarkus' aot-jar packaging (the quarkus guide "AOT caching"),
     * Spring Boot's jar extracted by its jarmode tools (its "Class Data Sharing" and AOT cache documentation), and
     * Micronaut's own shaded jar, whose classes already load so. Registered like the other builds (variants.json's
     * builds); {@code VARIANT@build=aot} runs it with a trained cache (loadgen's AotCache).
     */
    public static final String AOT = "aot";

    /** One of a variant's other builds (its Maven profile, or {@link #AOT}), when its jar is missing or stale. */
    public void ensureBuilt(Variant variant, String build) {
        if (build == null) {
            ensureBuilt(List.of(variant));
        } else if (AOT.equals(build)) {
            ensureAotLayout(variant);
        } else if (isStale(variant.jar(repo, build), variant)) {
            System.err.println("==> building " + variant.id() + " as " + build);
            maven(variant.module(), build);
        }
    }

    private void ensureAotLayout(Variant variant) {
        Path jar = variant.jar(repo, AOT);
        if (jar.equals(variant.jar(repo))) {
            ensureBuilt(List.of(variant));
            return;
        }
        if (!isStale(jar, variant)) {
            return;
        }
        System.err.println("==> building " + variant.id() + " as " + AOT);
        if (variant.framework().equals("Spring Boot")) {
            ensureBuilt(List.of(variant));
            run(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Djarmode=tools",
                    "-jar",
                    variant.jar(repo).toString(),
                    "extract",
                    "--destination",
                    jar.getParent().toString(),
                    "--force"));
        } else {
            List<String> command = mavenCommand(variant.module());
            command.add("-Dquarkus.package.jar.type=aot-jar");
            // beside the fast-jar the variant runs otherwise: <module>/target/aot/quarkus-run.jar
            command.add("-Dquarkus.package.output-directory=aot");
            run(command);
        }
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(
                    variant.id() + "'s AOT layout was built, but " + repo.root().relativize(jar)
                            + " is not there: variants.json's builds." + AOT + " names another path");
        }
    }

    private void maven(String modules, String profile) {
        List<String> command = mavenCommand(modules);
        if (profile != null) {
            command.add("-P" + profile);
        }
        run(command);
    }

    private List<String> mavenCommand(String modules) {
        List<String> command = new ArrayList<>(List.of(
                repo.resolve("mvnw").toString(),
                "-B",
                "-q",
                "-pl",
                modules,
                "-am",
                "package",
                "-DskipTests",
                // a variant whose own classes did not change still gets its jar rebuilt with what did (api/)
                "-Dmaven.jar.forceCreation=true"));
        return command;
    }

    private void run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command)
                    .directory(repo.root().toFile())
                    .inheritIO()
                    .start();
            if (p.waitFor() != 0) {
                throw new IllegalStateException("the build failed: " + String.join(" ", command));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * A jar is stale when any source of its framework directory (its modules share code
     * and a parent pom), of the contract's rules module (api/) or the root pom is newer than it.
     */
    public boolean isStale(Variant variant) {
        return isStale(variant.jar(repo), variant);
    }

    private boolean isStale(Path jar, Variant variant) {
        if (!Files.isRegularFile(jar)) {
            return true;
        }
        try {
            FileTime built = Files.getLastModifiedTime(jar);
            Path frameworkDir = variant.moduleDir(repo).getParent();
            return newerThan(frameworkDir, built)
                    || newerThan(repo.resolve("api"), built)
                    || Files.getLastModifiedTime(repo.resolve("pom.xml")).compareTo(built) > 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean newerThan(Path dir, FileTime built) throws IOException {
        boolean[] newer = {false};
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                return d.getFileName().toString().equals("target")
                        ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.lastModifiedTime().compareTo(built) > 0) {
                    newer[0] = true;
                    return FileVisitResult.TERMINATE;
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return newer[0];
    }
}
