package crudbench.harness;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The harness's packages follow its jobs, in one order with no cycle: each may use only those before it. So the
 * registry can be read without /proc, the /proc readings without PostgreSQL, and PostgreSQL's tools without the
 * apps' launch; the command line alone, in the root package, uses them all.
 */
class ArchitectureTest {

    private static final String ROOT = "crudbench.harness";

    /** The jobs, from the one every other may use to the commands that use them all. */
    static final List<String> ORDER = List.of(
            "checkout", // the repository: where it is, whether its tree is clean, the run directories
            "registry", // variants.json, versions.json, parity.env, the knobs, the suite's SQL, their listings
            "proc", // /proc and cgroups: CPU clocks, the threads by group, the machine's facts and speed
            "db", // the embedded PostgreSQL, pgbench, the server's processes and housekeeping, the fault relay
            "noise", // what else ran during a measured slice: the machine, the apps, the server
            "launch"); // building the variants and starting their apps

    static final JavaClasses HARNESS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT);

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(HARNESS);
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
                        .check(HARNESS));
    }

    @Test
    void noPackageUsesTheCommandLine() {
        noClasses()
                .that()
                .resideInAnyPackage(ORDER.stream().map(p -> ROOT + "." + p).toArray(String[]::new))
                .should()
                .dependOnClassesThat()
                .resideInAPackage(ROOT)
                .because("the root package holds the commands, which use every job; no job uses a command")
                .check(HARNESS);
    }

    @Test
    void theRootPackageHoldsOnlyTheCommands() {
        classes()
                .that()
                .resideInAPackage(ROOT)
                .and()
                .areTopLevelClasses()
                .should()
                .haveSimpleName("Main")
                .orShould()
                .haveSimpleNameEndingWith("Command")
                .orShould()
                .haveSimpleNameEndingWith("Diff")
                .check(HARNESS);
    }

    @Test
    void everyPackageIsInTheOrder() {
        assertThat(HARNESS.stream()
                        .map(JavaClass::getPackageName)
                        .filter(p -> !p.equals(ROOT))
                        .map(p -> p.substring(ROOT.length() + 1))
                        .distinct())
                .allSatisfy(p -> assertThat(ORDER).contains(p));
    }
}
