package crudbench.loadgen;

import crudbench.harness.App;
import crudbench.harness.Build;
import crudbench.harness.Postgres;
import crudbench.harness.Repo;
import crudbench.harness.Settings;
import crudbench.harness.Variant;
import crudbench.harness.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * `just crosscheck`: get-by-id throughput in the closed model, measured by Hyperfoil and by
 * wrk at the same concurrency, alternating, on the same running variant. The two should be
 * within 10% of each other; the result is printed and kept under results/.
 */
final class CrossCheck {

    static final String FILE = "loadgen/get.hf.yaml";
    private static final Pattern WRK_RPS = Pattern.compile("Requests/sec:\\s+([0-9.]+)");

    private CrossCheck() {
    }

    static int main(Repo repo, List<String> args) {
        int users = 16;
        int seconds = 20;
        String id = null;
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "--users" -> users = BenchProfile.parseList(args.get(++i)).getFirst();
                case "--duration" -> seconds = BenchProfile.parseList(args.get(++i)).getFirst();
                default -> id = args.get(i);
            }
        }
        if (id == null) {
            throw new IllegalArgumentException("usage: crosscheck VARIANT [--users N] [--duration SECONDS]");
        }
        requireWrk();
        Variant variant = Variants.load(repo).get(id);
        Settings settings = Settings.load(repo);
        new Build(repo).ensureBuilt(List.of(variant));
        Postgres postgres = new Postgres(repo, settings);
        boolean startedDb = postgres.ensureRunning();
        Path out = repo.resolve("results").resolve("crosscheck-" + Main.timestamp());
        try {
            Files.createDirectories(out);
            postgres.reset();
            try (App app = App.start(repo, variant, settings, postgres.config(), App.freePort(), out.resolve(id + ".log"))) {
                app.awaitHealthy(Duration.ofSeconds(120));
                return compare(repo, settings, app, users, seconds, out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    private static int compare(Repo repo, Settings settings, App app, int users, int seconds, Path out) throws IOException {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("TARGET", app.baseUri().toString());
        params.put("USERS", Integer.toString(users));
        params.put("DURATION", seconds + "s");
        params.put("WARMUP", "10s");
        params.put("SEED_USERS", settings.get("SEED_USERS"));
        List<Double> hyperfoil = new ArrayList<>();
        List<Double> wrk = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            System.err.printf("==> round %d: Hyperfoil, %d users, %d s%n", round, users, seconds);
            RunResult run = HyperfoilRun.run(HyperfoilRun.load(repo.resolve(FILE), params), HyperfoilRun.PhaseListener.NONE);
            List<Flag> flags = Checks.check(run);
            AllJson.write(out.resolve("hyperfoil-" + round + ".all.json"), "crosscheck", run, flags, Map.of());
            if (!flags.isEmpty()) {
                flags.forEach(f -> System.err.println("  flagged: " + f));
                return 1;
            }
            hyperfoil.add(ScenarioRow.of("", "", "", round, "closed", users, run.phase("get"), null, flags).throughput());
            params.put("WARMUP", "2s");
            System.err.printf("==> round %d: wrk, %d connections, %d s%n", round, users, seconds);
            String wrkOutput = runWrk(repo, settings, app, users, seconds);
            Files.writeString(out.resolve("wrk-" + round + ".txt"), wrkOutput);
            Matcher m = WRK_RPS.matcher(wrkOutput);
            if (!m.find()) {
                throw new IllegalStateException("no Requests/sec in wrk's output:\n" + wrkOutput);
            }
            wrk.add(Double.parseDouble(m.group(1)));
        }
        double h = hyperfoil.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double w = wrk.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double difference = Math.abs(h - w) / w;
        Table table = new Table("tool", "round 1 req/s>", "round 2 req/s>", "mean req/s>");
        table.row("Hyperfoil", Format.rate(hyperfoil.get(0)), Format.rate(hyperfoil.get(1)), Format.rate(h));
        table.row("wrk", Format.rate(wrk.get(0)), Format.rate(wrk.get(1)), Format.rate(w));
        String report = table.markdown() + String.format("%nget by id, %s, %d users, %d s per round: Hyperfoil/wrk = %s,"
                        + " %.1f%% apart: %s (target: within 10%%)%n", app.variant().id(), users, seconds,
                Format.ratio(h / w), difference * 100, difference <= 0.10 ? "agree" : "DISAGREE");
        System.out.print(report);
        Files.writeString(out.resolve("crosscheck.md"), report);
        System.out.println("results: " + out);
        return difference <= 0.10 ? 0 : 1;
    }

    private static String runWrk(Repo repo, Settings settings, App app, int connections, int seconds) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("wrk", "-t2", "-c" + connections, "-d" + seconds + "s",
                "-s", repo.resolve("loadgen/wrk-get.lua").toString(), app.baseUri().toString())
                .redirectErrorStream(true);
        pb.environment().put("SEED_USERS", settings.get("SEED_USERS"));
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes());
        try {
            if (p.waitFor() != 0) {
                throw new IllegalStateException("wrk failed:\n" + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return output;
    }

    private static void requireWrk() {
        try {
            Process p = new ProcessBuilder("wrk", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            p.waitFor();
        } catch (IOException e) {
            throw new IllegalStateException("wrk is not installed: `sudo apt-get install wrk` (Debian, Ubuntu) or `brew install wrk`");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

}
