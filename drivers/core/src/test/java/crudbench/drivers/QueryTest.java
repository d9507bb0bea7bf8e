package crudbench.drivers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class QueryTest {

    private static final Instant T = Instant.parse("2024-01-01T00:00:01Z");

    @Test
    void parametersAreTypedAsTheAppsBindThemAndStayInTheSeededRange() {
        UserParameters user = new UserParameters(3, 10_000, 42, "t");
        for (int i = 0; i < 10_000; i++) {
            Query get = user.next(Operation.GET);
            assertThat(get.args()).singleElement().isInstanceOf(Long.class);
            assertThat((long) get.args().getFirst()).isBetween(1L, 10_000L);
            Query list = user.next(Operation.LIST100);
            assertThat((long) list.args().get(0)).isBetween(0L, 9_900L);
            assertThat(list.args().get(1)).isEqualTo(100);
        }
        assertThat(user.next(Operation.LIST10).args().get(1)).isEqualTo(10);
    }

    @Test
    void theSameUserAndSeedAskTheSameIdsInEveryDriver() {
        UserParameters a = new UserParameters(5, 10_000, 42, "a");
        UserParameters b = new UserParameters(5, 10_000, 42, "b");
        UserParameters other = new UserParameters(6, 10_000, 42, "a");
        List<Object> fromA = new ArrayList<>();
        List<Object> fromB = new ArrayList<>();
        List<Object> fromOther = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            fromA.add(a.next(Operation.GET).args().getFirst());
            fromB.add(b.next(Operation.GET).args().getFirst());
            fromOther.add(other.next(Operation.GET).args().getFirst());
        }
        assertThat(fromA).isEqualTo(fromB).isNotEqualTo(fromOther);
    }

    @Test
    void createdEmailsAreUniqueAcrossUsersAndLoads() {
        Set<Object> emails = new HashSet<>();
        for (String token : List.of("load1", "load2")) {
            for (int u = 0; u < 20; u++) {
                UserParameters user = new UserParameters(u, 10_000, 42, token);
                for (int i = 0; i < 100; i++) {
                    Query create = user.next(Operation.CREATE);
                    assertThat(create.args().get(1).toString())
                            .endsWith("@drivers.test")
                            .hasSizeLessThan(254);
                    assertThat(emails.add(create.args().get(1))).isTrue();
                }
            }
        }
    }

    @Test
    void aRightAnswerPassesAndAWrongOneSaysWhatIsWrong() {
        Query get = new Query(Operation.GET, List.of(7L));
        assertThat(get.check(List.of(row(7)))).isNull();
        assertThat(get.check(List.of())).contains("no rows");
        assertThat(get.check(List.of(row(8)))).contains("get 7");

        Query list = new Query(Operation.LIST10, List.of(100L, 10));
        assertThat(list.check(rows(101, 110))).isNull();
        assertThat(list.check(rows(101, 109))).contains("9 rows");
        assertThat(list.check(rows(102, 111))).contains("102..111");

        Query create = new Query(Operation.CREATE, List.of("n", "x@drivers.test"));
        assertThat(create.check(List.of(new UserRow(10_001, "n", "x@drivers.test", T))))
                .isNull();
        assertThat(create.check(List.of(new UserRow(10_001, "n", "y@drivers.test", T))))
                .isNotNull();
    }

    @Test
    void aQueryTakesExactlyItsStatementsParameters() {
        assertThatThrownBy(() -> new Query(Operation.LIST10, List.of(1L))).hasMessageContaining("afterId");
    }

    @Test
    void operationsAreLoadgensScenarioNames() {
        assertThat(Operation.of("list100")).isEqualTo(Operation.LIST100);
        assertThat(Operation.LIST100.statement()).isEqualTo("list");
        assertThatThrownBy(() -> Operation.of("update")).hasMessageContaining("known");
    }

    private static UserRow row(long id) {
        return new UserRow(id, "User " + id, "user" + id + "@example.com", T);
    }

    private static List<UserRow> rows(long from, long to) {
        return LongStream.rangeClosed(from, to).mapToObj(QueryTest::row).toList();
    }
}
