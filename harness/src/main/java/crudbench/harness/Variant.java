package crudbench.harness;

import java.nio.file.Path;

/**
 * One cell of the matrix, as the registry (variants.json) describes it.
 *
 * @param id           the one name used everywhere: module, `just run`, results, charts
 * @param framework    Quarkus, Micronaut or Spring Boot
 * @param model        {@code blocking} or {@code reactive}
 * @param module       the Maven module directory, relative to the repository root
 * @param artifact     the runnable jar, relative to the module
 * @param distribution what the artifact size measures (a file or a directory), relative to the module
 */
public record Variant(String id, String framework, String model, String web, String driver, String pool,
                      String module, String artifact, String distribution) {

    public Path jar(Repo repo) {
        return repo.resolve(module).resolve(artifact);
    }

    public Path distributionPath(Repo repo) {
        return repo.resolve(module).resolve(distribution == null ? artifact : distribution);
    }

    public Path moduleDir(Repo repo) {
        return repo.resolve(module);
    }
}
