package crudbench.loadgen;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * loadgen's packages follow the jobs, in one order with no cycle: each may use only those
 * before it. So the measuring loops ({@code bench}, {@code stress}) can be read without the
 * statistics, the verdicts and the report code, and nothing they measure passes through a table
 * or a judgement on its way to summary.json or stress.json. Each command measures, then judges,
 * then renders, in that order; {@code cli} alone runs all three.
 */
class ArchitectureTest {

    private static final String ROOT = "crudbench.loadgen";

    /** The jobs, from the one every other may use to the command line that uses them all. */
    static final List<String> ORDER = List.of(
            "text", // tables and number formats
            "plan", // load models, points, profiles, benchmark files, the variants measured
            "results", // the summary.json schema and the run's files
            "hyperfoil", // the embedded runner and its result types
            "profile", // async-profiler driven, its stacks read: each CPU sample charged to a layer
            "bench", // the measuring loop: warm-up, slices, sampling, writing results
            "stress", // just stress, measuring: its own open-model client, the experiments, their raw files
            "verdict", // just stress, judging: the limits and the rules, from stress's files to verdicts.json
            "model", // the bench runs analysed: cells, effects, grids, how sure; what every format reads
            "analysis", // the rows aggregated (Aggregation), the grid laid out (GridLayouts) and the statistics, once,
            // into the model
            "report.grid", // the framework × data-access grid
            "report.charts", // the PNG charts of compare and of a stress run
            "report.html", // report.html: one self-contained page per bench, stress or findings run
            "report.stress", // a stress run's table.txt, table.md and charts, from its files and verdicts
            "report.run", // one run's pages: compare.md, answer.md, profile.md, results.csv
            "report.pick", // what-to-pick.md and the README's first table, over several runs
            "report.change", // change.md: what moved between two runs
            "report.sweep", // sweep.md: the runs of a database-latency sweep side by side
            "report.console", // the table `just hyperfoil run` prints
            "report.docs", // the tables docs/ quotes from committed runs and from the registry
            "compare", // just compare and just report: read the runs, analyse them once, hand the model to each format
            "findings", // the published claims re-tested
            "tuning", // just tune: each variant's knobs tried beside it at parity, and its best settings
            "crosscheck", // Hyperfoil against wrk
            "cli"); // the commands

    static final JavaClasses LOADGEN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT);

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(LOADGEN);
    }

    @Test
    void eachPackageUsesOnlyThoseBeforeIt() {
        IntStream.range(0, ORDER.size() - 1)
                .forEach(i -> noClasses()
                        .that()
                        .resideInAPackage(ROOT + "." + ORDER.get(i))
                        .should()
                        .dependOnClassesThat()
                        .resideInAnyPackage(ORDER.subList(i + 1, ORDER.size()).stream()
                                .map(p -> ROOT + "." + p)
                                .toArray(String[]::new))
                        .because(ORDER.get(i) + " comes before " + ORDER.subList(i + 1, ORDER.size()))
                        .check(LOADGEN));
    }

    @Test
    void theMeasuringLoopNeverRenders() {
        noClasses()
                .that()
                .resideInAPackage(ROOT + ".bench..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(ROOT + ".report..", ROOT + ".analysis..")
                .because("the runner writes summary.json and stops; compare alone reads it and renders")
                .check(LOADGEN);
    }

    @Test
    void noFormatEstimatesAnything() {
        noClasses()
                .that()
                .resideInAPackage(ROOT + ".report..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(ROOT + ".analysis..")
                .because("the analysis runs once, into the model (RunModel); every format only lays that model out,"
                        + " so that two formats cannot answer one question differently")
                .check(LOADGEN);
    }

    @Test
    void theStressLoopNeitherJudgesNorRenders() {
        noClasses()
                .that()
                .resideInAPackage(ROOT + ".stress..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(ROOT + ".verdict..", ROOT + ".report..", ROOT + ".analysis..")
                .because("the stress run writes its raw files and stops; the judge reads them for the verdicts,"
                        + " the report for the tables, the charts and the page")
                .check(LOADGEN);
    }

    @Test
    void theJudgeNeverRenders() {
        noClasses()
                .that()
                .resideInAPackage(ROOT + ".verdict..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(ROOT + ".report..", ROOT + ".analysis..")
                .because("verdicts.json holds the verdicts as data; the table and the page are drawn from it")
                .check(LOADGEN);
    }

    @Test
    void onlyTheFindingsAndTheReportTouchTheDriverOnlyBaseline() {
        noClasses()
                .that()
                .resideOutsideOfPackages(ROOT + ".findings..", ROOT + ".report..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("crudbench.drivers.baseline..")
                .because("findings runs `just drivers` and reads drivers.json, compare reads drivers.json;"
                        + " the bench's pgbench ceiling is the harness's")
                .check(LOADGEN);
    }

    @Test
    void theRootPackageHoldsOnlyTheEntryPoint() {
        classes().that().resideInAPackage(ROOT).should().haveSimpleName("Main").check(LOADGEN);
    }

    @Test
    void everyPackageIsInTheOrder() {
        assertThat(LOADGEN.stream()
                        .map(JavaClass::getPackageName)
                        .filter(p -> !p.equals(ROOT))
                        .map(p -> p.substring(ROOT.length() + 1))
                        .distinct())
                .allSatisfy(p -> assertThat(ORDER).contains(p));
    }

    /** The most parameters a constructor or method may take: more reads as a row of numbers, not names. */
    static final int MOST_PARAMETERS = 8;

    @Test
    void noParameterListIsLongerThanEight() {
        assertThat(LOADGEN.stream()
                        .flatMap(c -> c.getCodeUnits().stream())
                        .filter(u -> !u.getModifiers().contains(JavaModifier.SYNTHETIC))
                        .filter(u -> u.getRawParameterTypes().size() > MOST_PARAMETERS)
                        .map(u -> u.getFullName()))
                .as("name the values: group them in small records, or build them")
                .isEmpty();
    }

    @Test
    void noClassNameIsUsedTwice() {
        Map<String, List<String>> byName = LOADGEN.stream()
                .filter(c -> !c.isAnonymousClass() && !c.getSimpleName().isEmpty())
                .collect(Collectors.groupingBy(
                        JavaClass::getSimpleName, Collectors.mapping(JavaClass::getName, Collectors.toList())));
        assertThat(byName.entrySet().stream().filter(e -> e.getValue().size() > 1))
                .as("one name, one job")
                .isEmpty();
    }
}
