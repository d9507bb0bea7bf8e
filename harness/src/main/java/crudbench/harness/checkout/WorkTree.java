package crudbench.harness.checkout;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * What a checkout holds beside its commit: a run from a tree with uncommitted changes cannot be
 * reproduced from the commit alone, so the run records the changes' digest and paths, and the
 * commands that produce committed results refuse such a tree unless told otherwise.
 *
 * @param commit  HEAD's commit
 * @param clean   no tracked file differs from HEAD and no untracked file is outside .gitignore
 * @param digest  sha-256 (hex) of `git diff HEAD --binary` followed by each untracked, not ignored file's
 *                name and bytes, in name order: two trees on one commit with equal digests hold the same
 *                changes; null when clean
 * @param changed the paths `git status` names (tracked ones changed, untracked ones not ignored), sorted;
 *                empty when clean
 */
public record WorkTree(String commit, boolean clean, String digest, List<String> changed) {

    public WorkTree {
        changed = List.copyOf(changed);
    }

    /** The checkout's state; null without git (not a checkout, or git missing). */
    public static WorkTree of(Repo repo) {
        return read(repo.root());
    }

    /** The state of the git work tree at {@code root}; null without git. */
    public static WorkTree read(Path root) {
        try {
            byte[] head = git(root, "rev-parse", "HEAD");
            byte[] status = git(root, "status", "--porcelain=v1", "-z", "--untracked-files=all");
            if (head == null || status == null) {
                return null;
            }
            String commit = new String(head, StandardCharsets.UTF_8).strip();
            List<String> changed = paths(new String(status, StandardCharsets.UTF_8));
            if (changed.isEmpty()) {
                return new WorkTree(commit, true, null, List.of());
            }
            return new WorkTree(commit, false, digest(root), changed);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The commit as results have always recorded it: with "-dirty" when the tree is not clean. */
    public String recordedCommit() {
        return clean ? commit : commit + "-dirty";
    }

    /** The first 12 hex digits of a digest and an ellipsis, as pages and messages name it; "?" for none. */
    public static String shortDigest(String digest) {
        return digest == null ? "?" : digest.substring(0, Math.min(12, digest.length())) + "…";
    }

    /** Up to ten paths, then how many more. */
    public static String names(List<String> paths) {
        if (paths == null || paths.isEmpty()) {
            return "no paths recorded";
        }
        int shown = Math.min(10, paths.size());
        return String.join(", ", paths.subList(0, shown))
                + (paths.size() > shown ? " and " + (paths.size() - shown) + " more" : "");
    }

    /** `git status --porcelain=v1 -z`'s paths: "XY path", a rename's or copy's source following as an entry of its own. */
    static List<String> paths(String status) {
        TreeSet<String> paths = new TreeSet<>();
        String[] entries = status.split("\0");
        for (int i = 0; i < entries.length; i++) {
            String entry = entries[i];
            if (entry.length() < 4) {
                continue;
            }
            paths.add(entry.substring(3));
            if (entry.charAt(0) == 'R' || entry.charAt(0) == 'C') {
                paths.add(entries[++i]);
            }
        }
        return List.copyOf(paths);
    }

    private static String digest(Path root) throws IOException, InterruptedException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        // --binary: a changed binary file changes the digest, which "Binary files differ" alone would not.
        byte[] diff = git(root, "diff", "HEAD", "--binary");
        byte[] untracked = git(root, "ls-files", "--others", "--exclude-standard", "-z");
        if (diff == null || untracked == null) {
            throw new IOException("git diff or git ls-files failed in " + root);
        }
        sha.update(diff);
        List<String> names = new ArrayList<>(List.of(new String(untracked, StandardCharsets.UTF_8).split("\0")));
        names.removeIf(String::isEmpty);
        names.sort(null);
        for (String name : names) {
            sha.update(("\0untracked " + name + "\0").getBytes(StandardCharsets.UTF_8));
            Path file = root.resolve(name);
            if (Files.isRegularFile(file)) {
                try (InputStream in = Files.newInputStream(file)) {
                    byte[] buffer = new byte[8192];
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        sha.update(buffer, 0, n);
                    }
                }
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** The command's standard output, or null when it failed. */
    private static byte[] git(Path root, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        byte[] output = p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? output : null;
    }
}
