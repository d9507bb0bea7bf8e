package crudbench.loadgen.crosscheck;

import crudbench.harness.checkout.Repo;
import crudbench.harness.checkout.RunDirectories;
import crudbench.harness.db.Postgres;
import crudbench.harness.launch.App;
import crudbench.harness.launch.Build;
import crudbench.harness.proc.ChildCpu;
import crudbench.harness.proc.CpuClock;
import crudbench.harness.registry.Settings;
import crudbench.harness.registry.Variant;
import crudbench.harness.registry.Variants;
import crudbench.loadgen.bench.PhaseSampler;
import crudbench.loadgen.bench.ScenarioRows;
import crudbench.loadgen.hyperfoil.AllJson;
import crudbench.loadgen.hyperfoil.HyperfoilRun;
import crudbench.loadgen.hyperfoil.RunChecks;
import crudbench.loadgen.hyperfoil.RunResult;
import crudbench.loadgen.model.Averages;
import crudbench.loadgen.plan.BenchmarkFile;
import crudbench.loadgen.plan.BenchmarkPlan;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.Flag;
import crudbench.loadgen.results.PhaseSample;
import crudbench.loadgen.results.RunInfo;
import crudbench.loadgen.results.ScenarioRow;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import io.hyperfoil.api.config.Benchmark;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * `just crosscheck`: get-by-id throughput in the closed model, measured by Hyperfoil and by
 * wrk at the same concurrency, alternating, on the same running variant. The two should be
 * within 10% of each other, and Hyperfoil's CPU per request at most 1.1x wrk's; the result is
 * printed and kept under results/.
 *
 * <p>Longer than CONTRIBUTING's class-size rule (250 lines) on purpose: by a little, as the
 * command is one experiment, start to table, and reads best in one file.
 */
public final class CrossCheck {

    public static final String FILE = "loadgen/get.hf.yaml";

    /** Hyperfoil's CPU per request may be at most this multiple of wrk's, on the same requests. */
    static final double CPU_TARGET = 1.1;

    private static final Pattern WRK_RPS = Pattern.compile("Requests/sec:\\s+([0-9.]+)");
    private static final Pattern WRK_REQUESTS = Pattern.compile("(\\d+) requests in ");

    private CrossCheck() {}

    /**
     * How the tools are compared.
     *
     * @param users   Hyperfoil's concurrent users, wrk's connections
     * @param seconds length of each round
     * @param rounds  rounds of each tool, alternating
     */
    public record Plan(int users, int seconds, int rounds) {}

    /** Starts the variant and runs the rounds: 0 when the tools agree within 10%, 1 when not or when flagged. */
    public static int run(Repo repo, String id, Plan plan) {
        requireWrk();
        Variant variant = Variants.load(repo).get(id);
        Settings settings = Settings.load(repo);
        new Build(repo).ensureBuilt(List.of(variant));
        Postgres postgres = new Postgres(repo, settings);
        boolean startedDb = postgres.ensureRunning();
        Path out = RunDirectories.next(repo, "crosscheck");
        try {
            Files.createDirectories(out);
            postgres.reset();
            try (App app =
                    App.start(repo, variant, settings, postgres.config(), App.freePort(), out.resolve(id + ".log"))) {
                app.awaitHealthy(Duration.ofSeconds(120));
                return compare(repo, settings, app, plan, out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (startedDb) {
                postgres.stop();
            }
        }
    }

    /** One tool's round: throughput, and CPU per request of the tool and of the app (null where /proc is missing). */
    private record Round(double throughput, Double toolCpuMsPerReq, Double appCpuMsPerReq) {}

    private static int compare(Repo repo, Settings settings, App app, Plan plan, Path out) throws IOException {
        int users = plan.users();
        int seconds = plan.seconds();
        Map<String, String> params = new LinkedHashMap<>();
        params.put("TARGET", app.baseUri().toString());
        params.put("USERS", Integer.toString(users));
        params.put("DURATION", seconds + "s");
        params.put("WARMUP", "10s");
        params.put("SEED_USERS", settings.get("SEED_USERS"));
        List<Round> hyperfoil = new ArrayList<>();
        List<Round> wrk = new ArrayList<>();
        for (int round = 1; round <= plan.rounds(); round++) {
            System.err.printf("==> round %d: Hyperfoil, %d users, %d s%n", round, users, seconds);
            RunResult run;
            PhaseSample sample;
            Benchmark benchmark = BenchmarkFile.load(repo.resolve(FILE), params);
            // The file's one scenario: get by id, as wrk-get.lua sends it.
            String scenario = BenchmarkPlan.of(LoadModel.CLOSED, FILE, benchmark)
                    .scenarios()
                    .getFirst();
            try (PhaseSampler sampler =
                    new PhaseSampler(app.pid(), OptionalLong.empty(), HyperfoilRun.PhaseListener.NONE)) {
                run = HyperfoilRun.run(benchmark, sampler);
                sample = sampler.samples().get(scenario);
            }
            List<Flag> flags = RunChecks.check(run);
            AllJson.write(
                    out.resolve("hyperfoil-" + round + ".all.json"), "crosscheck", run, flags, RunInfo.ofFile(FILE));
            if (!flags.isEmpty()) {
                flags.forEach(f -> System.err.println("  flagged: " + f));
                return 1;
            }
            ScenarioRow row = ScenarioRows.of(
                    app.variant().id(), 1, round, LoadModel.CLOSED, users, run.phase(scenario), sample, flags);
            hyperfoil.add(new Round(row.throughput(), row.loadgenCpuPerRequest(), row.appCpuPerRequest()));
            params.put("WARMUP", "2s");
            System.err.printf("==> round %d: wrk, %d connections, %d s%n", round, users, seconds);
            wrk.add(runWrk(repo, settings, app, users, seconds, out.resolve("wrk-" + round + ".txt")));
        }
        double h = median(hyperfoil, Round::throughput);
        double w = median(wrk, Round::throughput);
        double difference = Math.abs(h - w) / w;
        Table table = new Table(
                "tool",
                "req/s in each round>",
                "median req/s>",
                "tool CPU ms/req>",
                "app CPU ms/req>",
                "tool / app CPU>");
        row(table, "Hyperfoil", hyperfoil);
        row(table, "wrk", wrk);
        double hyperfoilCpu = median(hyperfoil, Round::toolCpuMsPerReq);
        double wrkCpu = median(wrk, Round::toolCpuMsPerReq);
        String cpuLine = Double.isNaN(hyperfoilCpu) || Double.isNaN(wrkCpu) || wrkCpu == 0
                ? "Hyperfoil/wrk CPU per request: not measured here (no /proc).\n"
                : String.format(
                        Locale.ROOT,
                        "Hyperfoil/wrk CPU per request: %.4f / %.4f ms = %s: %s (target: at most %s)%n",
                        hyperfoilCpu,
                        wrkCpu,
                        Numbers.ratio(hyperfoilCpu / wrkCpu),
                        hyperfoilCpu / wrkCpu <= CPU_TARGET ? "met" : "NOT MET",
                        Numbers.ratio(CPU_TARGET));
        String report = table.markdown()
                + String.format(
                        "%nget by id, %s, %d users, %d s per round: Hyperfoil/wrk = %s,"
                                + " %.1f%% apart: %s (target: within 10%%)%n",
                        app.variant().id(),
                        users,
                        seconds,
                        Numbers.ratio(h / w),
                        difference * 100,
                        difference <= 0.10 ? "agree" : "DISAGREE")
                + cpuLine
                + "tool / app CPU: each tool's CPU per request as a share of the app's; wrk's share is what the loopback"
                + " round trips cost a lean client in C, the floor for any load generator here.\n";
        System.out.print(report);
        Files.writeString(out.resolve("crosscheck.md"), report);
        System.out.println("results: " + out);
        return difference <= 0.10 ? 0 : 1;
    }

    private static void row(Table table, String tool, List<Round> rounds) {
        double toolCpu = median(rounds, Round::toolCpuMsPerReq);
        double appCpu = median(rounds, Round::appCpuMsPerReq);
        boolean cpu = !Double.isNaN(toolCpu) && !Double.isNaN(appCpu);
        table.row(
                tool,
                rounds.stream().map(r -> Numbers.rate(r.throughput())).collect(Collectors.joining(", ")),
                Numbers.rate(median(rounds, Round::throughput)),
                cpu ? Numbers.num(toolCpu, 4) : "n/a",
                cpu ? Numbers.num(appCpu, 4) : "n/a",
                cpu ? Numbers.num(100 * toolCpu / appCpu, 0) + "%" : "n/a");
    }

    /** The median of the measured values, robust to one disturbed round; NaN when none was measured. */
    private static double median(List<Round> rounds, Function<Round, Double> value) {
        return Averages.median(
                rounds.stream().map(value).filter(Objects::nonNull).toList());
    }

    /**
     * One wrk run. Its CPU time is read by {@link ChildCpu} (a cgroup of its own, or what this
     * process's reaped children used: wrk is the only child that ends meanwhile), the app's by the
     * {@link CpuClock} around the run.
     */
    private static Round runWrk(Repo repo, Settings settings, App app, int connections, int seconds, Path output)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(
                        "wrk",
                        "-t2",
                        "-c" + connections,
                        "-d" + seconds + "s",
                        "-s",
                        repo.resolve("loadgen/wrk-get.lua").toString(),
                        app.baseUri().toString())
                .redirectErrorStream(true);
        pb.environment().put("SEED_USERS", settings.get("SEED_USERS"));
        CpuClock clock = CpuClock.system();
        Duration appBefore = clock.cpu(app.pid());
        Process p = pb.start();
        ChildCpu wrkCpu = ChildCpu.watch(p, "wrk");
        String text = new String(p.getInputStream().readAllBytes());
        try {
            if (p.waitFor() != 0) {
                throw new IllegalStateException("wrk failed:\n" + text);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        Duration appAfter = clock.cpu(app.pid());
        Duration wrkUsed = wrkCpu.end();
        Files.writeString(output, text);
        Matcher rps = WRK_RPS.matcher(text);
        Matcher requests = WRK_REQUESTS.matcher(text);
        if (!rps.find() || !requests.find()) {
            throw new IllegalStateException("no Requests/sec or request count in wrk's output:\n" + text);
        }
        long count = Long.parseLong(requests.group(1));
        return new Round(
                Double.parseDouble(rps.group(1)),
                perRequest(wrkUsed == null ? null : Duration.ZERO, wrkUsed, count),
                perRequest(appBefore, appAfter, count));
    }

    private static Double perRequest(Duration before, Duration after, long requests) {
        return before == null || after == null || requests == 0
                ? null
                : CpuClock.millisBetween(before, after) / requests;
    }

    private static void requireWrk() {
        try {
            Process p = new ProcessBuilder("wrk", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            p.waitFor();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "wrk is not installed: `sudo apt-get install wrk` (Debian, Ubuntu) or `brew install wrk`");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
