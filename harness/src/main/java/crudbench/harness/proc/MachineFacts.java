package crudbench.harness.proc;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.WorkTree;
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
 * The facts a reader needs to judge or rerun the numbers: cores, memory, CPU, OS (with the kernel's release), JDK,
 * and how the cores and caches are laid out. Every tool that writes results (`just bench`, `just drivers`) records
 * them: two machines of one CPU name can run one ratio apart, so a run must tell its machine from another.
 *
 * @param memoryBytes null where /proc/meminfo is missing
 * @param topology    sockets, cores and threads per core, and the caches one core sees ("1 socket, 2 cores, 1
 *                    thread per core; L1d 32K, L1i 32K, L2 1024K, L3 32768K shared by cpus 0-1"); null where Linux's
 *                    /sys does not say, and in runs from before it was recorded
 */
public record MachineFacts(
        int cores, Long memoryBytes, String cpu, String os, String jdk, String host, String topology) {

    private static final Path CPUS = Path.of("/sys/devices/system/cpu");

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
                host,
                topology(CPUS));
    }

    /** The layout of {@code cpus} (Linux's /sys/devices/system/cpu) as {@link #topology} reads; null without it. */
    static String topology(Path cpus) {
        try (var entries = Files.list(cpus)) {
            List<Path> each = entries.filter(p -> p.getFileName().toString().matches("cpu\\d+"))
                    .filter(p -> Files.isDirectory(p.resolve("topology")))
                    .sorted()
                    .toList();
            if (each.isEmpty()) {
                return null;
            }
            java.util.Set<String> sockets = new java.util.TreeSet<>();
            java.util.Set<String> cores = new java.util.TreeSet<>();
            for (Path cpu : each) {
                String socket = read(cpu.resolve("topology/physical_package_id"));
                sockets.add(socket);
                cores.add(socket + "/" + read(cpu.resolve("topology/core_id")));
            }
            int threads = each.size() / cores.size();
            List<String> caches = new ArrayList<>();
            try (var indexes = Files.list(each.getFirst().resolve("cache"))) {
                for (Path index : indexes.filter(p -> p.getFileName().toString().startsWith("index"))
                        .sorted()
                        .toList()) {
                    String type = read(index.resolve("type"));
                    String name = "L" + read(index.resolve("level"))
                            + (type.equals("Data") ? "d" : type.equals("Instruction") ? "i" : "");
                    String shared = read(index.resolve("shared_cpu_list"));
                    caches.add(name + " " + read(index.resolve("size"))
                            + (shared.equals("0") ? "" : " shared by cpus " + shared));
                }
            }
            return sockets.size() + (sockets.size() == 1 ? " socket, " : " sockets, ") + cores.size() + " cores, "
                    + threads + (threads == 1 ? " thread" : " threads") + " per core"
                    + (caches.isEmpty() ? "" : "; " + String.join(", ", caches));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file).strip();
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
