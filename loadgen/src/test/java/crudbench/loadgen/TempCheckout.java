package crudbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.harness.checkout.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A git repository of a test's own holding this checkout's registry and parity.env, committed: a clean tree. */
public final class TempCheckout {

    private TempCheckout() {}

    public static Repo at(Path root) throws IOException, InterruptedException {
        Repo real = Repo.locate();
        Files.copy(real.resolve(Repo.REGISTRY), root.resolve(Repo.REGISTRY));
        Files.copy(real.resolve("parity.env"), root.resolve("parity.env"));
        git(root, "init", "-q");
        git(root, "add", ".");
        git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first");
        return new Repo(root);
    }

    /** The command's output; fails the test when git does. */
    public static String git(Path root, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        return out;
    }
}
