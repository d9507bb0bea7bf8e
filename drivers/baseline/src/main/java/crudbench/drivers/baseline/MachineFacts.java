package crudbench.drivers.baseline;

import crudbench.harness.Repo;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The facts a reader needs to judge or rerun the numbers, as loadgen records them for `just
 * bench` (loadgen's Machine is package-private there, and this module stays clear of loadgen).
 */
final class MachineFacts {

    private MachineFacts() {
    }

    static DriversResult.Machine of(Repo repo) {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown";
        }
        return new DriversResult.Machine(Runtime.getRuntime().availableProcessors(), memTotal(), cpuModel(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                System.getProperty("java.vm.vendor") + " " + System.getProperty("java.runtime.version"), host,
                gitCommit(repo));
    }

    private static Long memTotal() {
        String line = procLine("/proc/meminfo", "MemTotal:");
        return line == null ? null : Long.parseLong(line.replaceAll("\\D", "")) * 1024;
    }

    private static String cpuModel() {
        String line = procLine("/proc/cpuinfo", "model name");
        return line == null ? System.getProperty("os.arch") : line.substring(line.indexOf(':') + 1).strip();
    }

    private static String procLine(String file, String prefix) {
        try {
            return Files.readAllLines(Path.of(file)).stream().filter(l -> l.startsWith(prefix)).findFirst().orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The checkout's commit, with "-dirty" when it has local changes; null without git. */
    static String gitCommit(Repo repo) {
        String commit = git(repo, "rev-parse", "HEAD");
        String status = git(repo, "status", "--porcelain", "--untracked-files=no");
        return commit == null ? null : commit + (status != null && !status.isBlank() ? "-dirty" : "");
    }

    private static String git(Repo repo, String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process p = new ProcessBuilder(command).directory(repo.root().toFile()).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes()).strip();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 ? output : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
