package crudbench.harness;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * `just diff FRAMEWORK [A B]`: what differs between two variants of one framework, the
 * reading path of the suite. Their modules use the same file names for the same roles, so
 * git's diff pairs them file by file; a variant made of another's jar by settings shows those.
 */
final class VariantDiff {

    private final Repo repo;
    private final Variants variants;

    VariantDiff(Repo repo, Variants variants) {
        this.repo = repo;
        this.variants = variants;
    }

    /** The framework's variants in registry order; "spring" names Spring Boot. Without two named, the diff
     * is between its first variant and the first one with another driver. */
    List<Variant> ofFramework(String framework) {
        List<Variant> of =
                variants.all().stream().filter(v -> v.isOf(framework)).toList();
        if (of.isEmpty()) {
            throw new IllegalArgumentException("no variant of a framework named '" + framework + "'; frameworks: "
                    + String.join(
                            ", ",
                            variants.all().stream()
                                    .map(Variant::frameworkKey)
                                    .distinct()
                                    .toList()));
        }
        return of;
    }

    int run(String framework, List<String> ids) {
        List<Variant> of = ofFramework(framework);
        Variant a;
        Variant b;
        if (ids.isEmpty()) {
            if (of.size() < 2) {
                throw new IllegalArgumentException(framework + " has only one variant");
            }
            a = of.get(0);
            b = of.stream()
                    .filter(v -> !v.driver().equals(of.get(0).driver()))
                    .findFirst()
                    .orElse(of.get(1));
        } else if (ids.size() == 2) {
            a = variants.get(ids.get(0));
            b = variants.get(ids.get(1));
            if (!of.contains(a) || !of.contains(b)) {
                throw new IllegalArgumentException(
                        a.id() + " and " + b.id() + " must both be variants of " + framework);
            }
        } else {
            throw new IllegalArgumentException("usage: diff FRAMEWORK [VARIANT VARIANT]");
        }
        System.out.printf("==> %s against %s (%s)%n", a.id(), b.id(), a.framework());
        printAxis("web", a.web(), b.web());
        printAxis("threads", a.threads(), b.threads());
        printAxis("driver", a.driver(), b.driver());
        printSettings(a.env(), b.env());
        if (a.module().equals(b.module())) {
            System.out.printf("    same module (%s): they differ by the settings above alone%n", a.module());
            return 0;
        }
        Path left = repo.root().relativize(a.moduleDir(repo));
        Path right = repo.root().relativize(b.moduleDir(repo));
        System.out.println();
        git("--stat", left.resolve("pom.xml"), right.resolve("pom.xml"));
        git("--stat", left.resolve("src"), right.resolve("src"));
        System.out.println();
        git(null, left.resolve("pom.xml"), right.resolve("pom.xml"));
        git(null, left.resolve("src"), right.resolve("src"));
        return 0;
    }

    private static void printAxis(String axis, String a, String b) {
        System.out.printf("    %-8s %s%n", axis, a.equals(b) ? a : a + " -> " + b);
    }

    private static void printSettings(Map<String, String> a, Map<String, String> b) {
        Map<String, String> keys = new TreeMap<>();
        a.forEach((k, v) -> keys.put(k, v + " -> " + b.getOrDefault(k, "(unset)")));
        b.forEach((k, v) -> keys.putIfAbsent(k, "(unset) -> " + v));
        keys.forEach((k, change) -> System.out.printf("    setting  %s: %s%n", k, change));
    }

    /** git's own diff of two paths outside any index, so that renamed roles still pair up. */
    private void git(String option, Path left, Path right) {
        List<String> command = new ArrayList<>(List.of("git", "--no-pager", "diff", "--no-index"));
        if (option != null) {
            command.add(option);
        }
        command.addAll(List.of("--", left.toString(), right.toString()));
        try {
            Process p = new ProcessBuilder(command)
                    .directory(repo.root().toFile())
                    .inheritIO()
                    .start();
            int status = p.waitFor();
            if (status > 1 && status != 141) { // 141: the reader of the output went away (| head)
                throw new IllegalStateException("git diff failed with status " + status);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("git is needed for `just diff`", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
