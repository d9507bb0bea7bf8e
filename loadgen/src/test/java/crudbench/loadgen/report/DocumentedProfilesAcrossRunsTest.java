package crudbench.loadgen.report;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.HowSure;
import crudbench.loadgen.profile.Dispatch;
import crudbench.loadgen.profile.Layer;
import crudbench.loadgen.profile.RunProfiles;
import crudbench.loadgen.report.docs.ProfilesAcrossRunsTable;
import crudbench.loadgen.results.BenchSummary;
import crudbench.loadgen.text.Numbers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/profiling.md's table of Spring Boot's and Quarkus' JDBC and R2DBC profiled on two Xeons is {@link
 * ProfilesAcrossRunsTable}'s, from the committed runs' stacks and summaries: whether what moves R2DBC's list100 ratio
 * between the machines is the timestamp parser, in either framework.
 */
class DocumentedProfilesAcrossRunsTest {

    private static final Path PAGE = Path.of("..", "docs", "profiling.md");
    static final List<String> RUNS = List.of(
            "results/xeon-spring-profile",
            "results/xeon-profile-21",
            "results/xeon-f6m167-spring-profile",
            "results/xeon-f6m167-spring-profile-2",
            "results/xeon-f6m167-quarkus-profile",
            "results/xeon-f6m167-quarkus-profile-2",
            "results/xeon-f6m167-profile-21",
            "results/xeon-f6m167-spring-mvc-profile",
            "results/xeon-f6m167-spring-mvc-profile-2",
            "results/xeon-f6m167-spring-mvc-profile-3");
    static final String PARSER = "io/r2dbc/postgresql/codec/PostgresqlDateTimeFormatter.parseOffsetDateTime";
    /** The marker names the runs the table is drawn from, so it is written from the same list. */
    static final String BEGIN = "<!-- profiles-across-runs: begin, generated from " + Numbers.and(RUNS)
            + " by ProfilesAcrossRunsTable -->\n";

    static final String END = "<!-- profiles-across-runs: end -->";

    static final String CALLER = "java/util/HashMap.putMapEntries";
    static final String DISPATCH_BEGIN = "<!-- parser-dispatch: begin, generated from " + Numbers.and(RUNS)
            + " by ProfilesAcrossRunsTable.dispatch -->\n";
    static final String DISPATCH_END = "<!-- parser-dispatch: end -->";

    @Test
    void theProfilesOfTwoDriversInTwoFrameworksOnTwoMachinesAreTheCommittedRunsOwn() throws IOException {
        String table = ProfilesAcrossRunsTable.markdown(
                runs(),
                List.of("spring-jdbc", "spring-r2dbc", "quarkus-jdbc", "quarkus-r2dbc"),
                "list100",
                new ProfilesAcrossRunsTable.Split(List.of(Layer.KERNEL, Layer.DRIVER_DECODE), PARSER));
        assertThat(table).contains("model 207").contains("model 167");
        ReadmeBlock.holds(PAGE, BEGIN, END, table);
    }

    /**
     * Why the parser costs spring-r2dbc more than quarkus-r2dbc: the share of its samples in the JIT's dispatch stubs,
     * from the same committed stacks. The claim the page makes is checked here, not only the table: in every run,
     * over a tenth of spring-r2dbc's parser samples are in stubs that HashMap.putMapEntries called, and under a
     * hundredth of Quarkus' and Micronaut's; Spring Boot's on Spring MVC (spring-mvc-r2dbc) had none in them in its
     * one run on model 207 and over a tenth in each of its three on model 167.
     */
    @Test
    void theParsersDispatchStubsAreTheCommittedStacksOwn() throws IOException {
        List<ProfilesAcrossRunsTable.ProfiledRun> runs = runs();
        String table = ProfilesAcrossRunsTable.dispatch(
                runs,
                List.of("spring-r2dbc", "spring-mvc-r2dbc", "quarkus-r2dbc", "micronaut-r2dbc"),
                "list100",
                PARSER,
                CALLER);
        for (ProfilesAcrossRunsTable.ProfiledRun r : runs) {
            for (RunProfiles.Profile p : r.profiles()) {
                if (!p.scenario().equals("list100") || !p.variant().endsWith("r2dbc")) {
                    continue;
                }
                double fromCaller = Dispatch.under(p.stacks(), PARSER).stubShareFrom(CALLER);
                if (p.variant().equals("spring-r2dbc")) {
                    assertThat(fromCaller).as(r.name() + " " + p.variant()).isGreaterThan(0.10);
                } else if (p.variant().equals("spring-mvc-r2dbc")) {
                    // Spring Boot on Spring MVC: without them in its run on model 207, with them in each on model 167
                    if (r.name().equals("results/xeon-profile-21")) {
                        assertThat(fromCaller).as(r.name() + " " + p.variant()).isLessThan(0.01);
                    } else {
                        assertThat(fromCaller).as(r.name() + " " + p.variant()).isGreaterThan(0.10);
                    }
                } else {
                    assertThat(fromCaller).as(r.name() + " " + p.variant()).isLessThan(0.01);
                }
            }
        }
        ReadmeBlock.holds(PAGE, DISPATCH_BEGIN, DISPATCH_END, table);
    }

    /**
     * The callers of the compiled copy the page names, as the committed stacks of the run that profiled both Spring
     * Boot R2DBC apps show them: in spring-r2dbc WebFlux's Hints.merge calls it too, with Collections' singleton map
     * under it, and Spring MVC's app never calls Hints.merge.
     */
    @Test
    void webFluxsHintsCallTheSameCopyInSpringR2dbcOnly() throws IOException {
        List<RunProfiles.Profile> profiles = named("results/xeon-profile-21").profiles();
        String copy = "org/springframework/core/codec/Hints.merge;java/util/HashMap.putAll;" + CALLER;
        assertThat(stacksOf(profiles, "spring-r2dbc"))
                .anyMatch(s -> s.contains(copy + ";java/util/Collections$SingletonMap."));
        assertThat(stacksOf(profiles, "spring-mvc-r2dbc")).isNotEmpty().noneMatch(s -> s.contains("Hints.merge"));
    }

    /**
     * What docs/profiling.md says the JIT compiled for the copy, as results/jit-map-copy's extracts of the compilation
     * logs give it: in both Spring Boot apps every map call of putMapEntries left a virtual call, its profile holding a
     * jar manifest's Attributes, and in Quarkus and Micronaut none left so but size (Quarkus' profile saw a few other
     * maps there), the iteration inlined.
     */
    @Test
    void theJitLeftTheCopysCallsVirtualInSpringBootOnly() throws IOException {
        Path dir = Path.of("..", "results", "jit-map-copy");
        for (String app : List.of("spring-r2dbc", "spring-mvc-r2dbc")) {
            String text = Files.readString(dir.resolve(app + ".txt"));
            assertThat(text).as(app).contains("java.util.jar.Attributes");
            for (String call : List.of("entrySet", "iterator", "hasNext", "next", "getKey", "getValue")) {
                assertThat(siteLines(text, call))
                        .as(app + " " + call)
                        .isNotEmpty()
                        .allMatch(l -> l.endsWith("left a virtual call"));
            }
        }
        for (String app : List.of("quarkus-r2dbc", "micronaut-r2dbc")) {
            String text = Files.readString(dir.resolve(app + ".txt"));
            for (String call : List.of("entrySet", "iterator", "hasNext", "next", "getKey", "getValue")) {
                assertThat(siteLines(text, call))
                        .as(app + " " + call)
                        .isNotEmpty()
                        .noneMatch(l -> l.endsWith("left a virtual call"));
            }
        }
    }

    private static List<String> siteLines(String text, String call) {
        return text.lines()
                .filter(l -> l.startsWith("  putMapEntries " + call + " "))
                .toList();
    }

    private static List<String> stacksOf(List<RunProfiles.Profile> profiles, String app) {
        return profiles.stream()
                .filter(p -> p.variant().equals(app))
                .flatMap(p -> p.stacks().counts().keySet().stream())
                .toList();
    }

    /** The committed runs' summaries and stacks, read once for every test here: the stacks are the slow part. */
    private static List<ProfilesAcrossRunsTable.ProfiledRun> cached;

    private static synchronized List<ProfilesAcrossRunsTable.ProfiledRun> runs() throws IOException {
        if (cached == null) {
            cached = readRuns();
        }
        return cached;
    }

    /** One of the committed profiled runs, as read once for this page's tests; another run, read now. */
    static ProfilesAcrossRunsTable.ProfiledRun named(String name) throws IOException {
        if (!RUNS.contains(name)) {
            return read(name);
        }
        return runs().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<ProfilesAcrossRunsTable.ProfiledRun> readRuns() throws IOException {
        List<ProfilesAcrossRunsTable.ProfiledRun> runs = new ArrayList<>();
        for (String name : RUNS) {
            runs.add(read(name));
        }
        return List.copyOf(runs);
    }

    /** One committed profiled run: its summary, its speed probe and its stacks, which must be committed. */
    static ProfilesAcrossRunsTable.ProfiledRun read(String name) throws IOException {
        Path dir = Path.of("..").resolve(name);
        BenchSummary run = BenchSummary.read(dir);
        HowSure.MachineSpeed speed =
                ReferenceRunTest.analysis(dir).howSure().checks().speed();
        List<RunProfiles.Profile> profiles = RunProfiles.read(dir, run.rows());
        assertThat(profiles).as(name + "'s stacks, committed").isNotEmpty();
        return new ProfilesAcrossRunsTable.ProfiledRun(name, run, speed == null ? null : speed.medianCpuMs(), profiles);
    }
}
