package crudbench.harness;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The facts a reader needs to judge or rerun the numbers: cores, memory, CPU, OS, JDK. Every
 * tool that writes results (`just bench`, `just drivers`) records them.
 *
 * @param memoryBytes null where /proc/meminfo is missing
 */
public record MachineFacts(int cores, Long memoryBytes, String cpu, String os, String jdk, String host) {

    public static MachineFacts here() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown";
        }
        return new MachineFacts(
                Runtime.getRuntime().availableProcessors(),
                memTotal(),
                cpuModel(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                System.getProperty("java.vm.vendor") + " " + System.getProperty("java.runtime.version"),
                host);
    }

    private static Long memTotal() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return null;
    }

    /**
     * The CPU's model name, with its family, model, stepping and microcode where /proc/cpuinfo gives them: a
     * virtual machine may name only the vendor ("AMD EPYC"), and those numbers are what tell two machines of one
     * name apart.
     */
    static String cpuModel(List<String> cpuinfo) {
        Map<String, String> first = new LinkedHashMap<>();
        for (String line : cpuinfo) {
            if (line.isBlank() && !first.isEmpty()) {
                break;
            }
            int colon = line.indexOf(':');
            if (colon > 0) {
                first.putIfAbsent(
                        line.substring(0, colon).strip(),
                        line.substring(colon + 1).strip());
            }
        }
        String name = first.get("model name");
        if (name == null) {
            return null;
        }
        List<String> details = new ArrayList<>();
        for (String key : List.of("cpu family", "model", "stepping", "microcode")) {
            String value = first.get(key);
            if (value != null && !value.isEmpty()) {
                details.add((key.equals("cpu family") ? "family" : key) + " " + value);
            }
        }
        return details.isEmpty() ? name : name + " (" + String.join(", ", details) + ")";
    }

    private static String cpuModel() {
        try {
            String model = cpuModel(Files.readAllLines(Path.of("/proc/cpuinfo")));
            if (model != null) {
                return model;
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    /**
     * The checkout's commit, with "-dirty" when it has uncommitted changes (untracked files that are not ignored
     * count: they may be what an app runs); null without git. {@link WorkTree} has the changes themselves.
     */
    public static String gitCommit(Repo repo) {
        WorkTree tree = WorkTree.of(repo);
        return tree == null ? null : tree.recordedCommit();
    }

    /**
     * The files under these paths that differ between a commit and the work tree, as git names them; empty when
     * none does; null when git cannot tell (not a checkout, or the commit is unknown to it).
     */
    public static List<String> changedSince(Repo repo, String commit, List<String> paths) {
        List<String> args = new ArrayList<>(List.of("diff", "--name-only", commit, "--"));
        args.addAll(paths);
        try {
            String out = git(repo, args.toArray(String[]::new));
            return out == null ? null : out.lines().filter(l -> !l.isBlank()).toList();
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static String git(Repo repo, String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        Process p = new ProcessBuilder(command)
                .directory(repo.root().toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(p.getInputStream().readAllBytes()).strip();
        return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 ? output : null;
    }
}
