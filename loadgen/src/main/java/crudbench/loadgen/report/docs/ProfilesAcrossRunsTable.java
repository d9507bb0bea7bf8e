package crudbench.loadgen.report.docs;

import crudbench.loadgen.profile.Dispatch;
import crudbench.loadgen.profile.Layer;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * docs/profiling.md's table of the same apps profiled in several committed runs, on one scenario: each app's CPU per
 * request beside the machine's speed probe, split into the layers and the one frame the page reads, and the rest.
 * Whether a cost that differs between machines is one layer's (pure computation, which follows the probe) or spread
 * over the stack.
 */
public final class ProfilesAcrossRunsTable {

    /**
     * One profiled run.
     *
     * @param name     the run's directory from the repository's root
     * @param probeMs  the speed probe's median CPU over the run (the lower, the faster); null where not measured
     * @param profiles the run's profiles ({@link RunProfiles#read})
     */
    public record ProfiledRun(String name, BenchSummary run, Double probeMs, List<RunProfiles.Profile> profiles) {}

    /**
     * What the table splits each app's CPU per request into.
     *
     * @param layers the layers, each a column
     * @param frame  one deciding frame, a column of its own (its layer's column includes it)
     */
    public record Split(List<Layer> layers, String frame) {}

    private ProfilesAcrossRunsTable() {}

    /** One row per run and app, the apps in the order given; a run that did not profile an app has no row for it. */
    public static String markdown(List<ProfiledRun> runs, List<String> apps, String scenario, Split split) {
        String frameName = split.frame().substring(split.frame().lastIndexOf('/') + 1);
        List<String> headers = new ArrayList<>(List.of("run", "machine", "speed probe, ms>", "app", "CPU ms/request>"));
        split.layers().forEach(layer -> headers.add(layer.label() + ">"));
        headers.add("of it, `" + frameName + "`>");
        headers.add("the rest>");
        Table table = new Table(headers.toArray(String[]::new));
        for (ProfiledRun r : runs) {
            for (String app : apps) {
                r.profiles().stream()
                        .filter(p -> p.variant().equals(app) && p.scenario().equals(scenario))
                        .findFirst()
                        .ifPresent(p -> table.row(row(r, p, split)));
            }
        }
        return table.markdown();
    }

    /**
     * One row per run and app, as {@link #markdown}: the frame's CPU per request, and over the speed probe; the share
     * of its samples in the JIT's dispatch stubs ({@link Dispatch}), and of those that {@code caller} called; and the
     * frame without its stubs, over the probe. Whether a pure-computation frame that costs two apps differently on one
     * machine differs in what it computes or in how the JIT calls it.
     */
    public static String dispatch(
            List<ProfiledRun> runs, List<String> apps, String scenario, String frame, String caller) {
        String frameName = frame.substring(frame.lastIndexOf('/') + 1);
        String callerName = caller.substring(caller.lastIndexOf('/') + 1);
        Table table = new Table(
                "run",
                "machine",
                "speed probe, ms>",
                "app",
                "`" + frameName + "`, ms/request>",
                "over the probe, ×1000>",
                "in dispatch stubs>",
                "of them, called by `" + callerName + "`>",
                "without the stubs, over the probe, ×1000>");
        for (ProfiledRun r : runs) {
            for (String app : apps) {
                r.profiles().stream()
                        .filter(p -> p.variant().equals(app) && p.scenario().equals(scenario))
                        .findFirst()
                        .ifPresent(p -> {
                            double ms = p.costs().frameShare(frame) * p.cpuMsPerRequest();
                            Dispatch d = Dispatch.under(p.stacks(), frame);
                            table.row(
                                    link(r),
                                    FirstRoundTable.machine(r.run()),
                                    r.probeMs() == null ? "" : Numbers.num(r.probeMs(), 1),
                                    p.variant(),
                                    Numbers.num(ms, 3),
                                    overProbe(ms, r),
                                    Numbers.percent(d.stubShare()),
                                    Numbers.percent(d.stubShareFrom(caller)),
                                    overProbe(ms * (1 - d.stubShare()), r));
                        });
            }
        }
        return table.markdown();
    }

    private static String overProbe(double ms, ProfiledRun r) {
        return r.probeMs() == null ? "" : Numbers.num(1000 * ms / r.probeMs(), 2);
    }

    private static String link(ProfiledRun r) {
        return "[" + Path.of(r.name()).getFileName() + "](../" + r.name() + "/profile.md)";
    }

    /** The cells in the headers' order: the run, the app, each layer, the frame, the rest. */
    private static Object[] row(ProfiledRun r, RunProfiles.Profile p, Split split) {
        List<String> cells = new ArrayList<>(List.of(
                link(r),
                FirstRoundTable.machine(r.run()),
                r.probeMs() == null ? "" : Numbers.num(r.probeMs(), 1),
                p.variant(),
                Numbers.num(p.cpuMsPerRequest(), 3)));
        double shown = 0;
        for (Layer layer : split.layers()) {
            double ms = p.costs().msPerRequest(layer, p.cpuMsPerRequest());
            shown += ms;
            cells.add(Numbers.num(ms, 3));
        }
        cells.add(Numbers.num(p.costs().frameShare(split.frame()) * p.cpuMsPerRequest(), 3));
        cells.add(Numbers.num(p.cpuMsPerRequest() - shown, 3));
        return cells.toArray();
    }
}
