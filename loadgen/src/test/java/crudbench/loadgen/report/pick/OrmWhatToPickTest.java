package crudbench.loadgen.report.pick;

import static org.assertj.core.api.Assertions.assertThat;

import crudbench.loadgen.model.Metric;
import crudbench.loadgen.model.OrmPicks;
import crudbench.loadgen.model.OrmPicks.OrmRow;
import crudbench.loadgen.model.Picks.Criterion;
import crudbench.loadgen.model.Picks.Pick;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's ORM lines: a framework's thread models together, each criterion under the call they share. */
class OrmWhatToPickTest {

    private static final Criterion GET = new Criterion("get", LoadModel.CLOSED, 64, Metric.THROUGHPUT);
    private static final Criterion MIX = new Criterion("mix", LoadModel.CLOSED, 64, Metric.THROUGHPUT);
    private static final Criterion CPU_GET = new Criterion("get", LoadModel.OPEN, 500, Metric.APP_CPU);

    private static Pick pick(Criterion c, double... estimates) {
        return Pick.of(
                Arrays.stream(estimates)
                        .mapToObj(e -> new RatioInterval(
                                e, e * 0.95, e * 1.05, 12, new RatioInterval.Basis(RatioInterval.EPOCHS, 3)))
                        .toList(),
                c.metric().higherIsBetter());
    }

    private static OrmPicks picks() {
        List<Criterion> criteria = List.of(GET, MIX, CPU_GET);
        return new OrmPicks(
                List.of("results/a", "results/b"),
                List.of("2 cores, AMD EPYC", "2 cores, AMD EPYC"),
                criteria,
                List.of(
                        new OrmRow(
                                "spring-jpa",
                                "spring-jdbc",
                                "Spring Boot",
                                "platform",
                                "Spring Data JPA",
                                List.of(pick(GET, 0.55, 0.57), pick(MIX, 0.60, 0.62), pick(CPU_GET, 1.40, 1.50))),
                        new OrmRow(
                                "spring-jpa-virtual",
                                "spring-jdbc-virtual",
                                "Spring Boot",
                                "virtual",
                                "Spring Data JPA",
                                List.of(pick(GET, 0.63, 0.61), pick(MIX, 1.00, 0.99), pick(CPU_GET, 1.30, 1.35))),
                        new OrmRow(
                                "quarkus-orm",
                                "quarkus-jdbc",
                                "Quarkus",
                                "platform",
                                "Hibernate ORM",
                                Arrays.asList(pick(GET, 0.80, 0.82), pick(MIX, 1.01, 0.99), null))));
    }

    @Test
    void aLinePerFrameworkAndOrmWithTheLowestAndHighestEstimateOfItsThreadModels() {
        String brief = OrmWhatToPick.brief(picks());

        assertThat(brief)
                .startsWith(
                        "\n**Each ORM over its plain-SQL twin**, judged over 2 runs (results/a, results/b on 2 cores, AMD EPYC)")
                .contains("[what-to-pick.md](results/what-to-pick.md)");
        assertThat(brief.lines().filter(l -> l.startsWith("- ")))
                .containsExactly(
                        "- **Spring Boot**, Spring Data JPA: **cost** get 0.55–0.63x, CPU get 1.30–1.50x;"
                                + " by thread model: mix (cost platform, ≈ virtual)",
                        "- **Quarkus**, Hibernate ORM: **cost** get 0.80–0.82x; ≈ mix 0.99–1.01x");
    }

    @Test
    void nothingWithoutAnOrmRow() {
        assertThat(OrmWhatToPick.brief(new OrmPicks(List.of(), List.of(), List.of(GET), List.of())))
                .isEmpty();
    }
}
