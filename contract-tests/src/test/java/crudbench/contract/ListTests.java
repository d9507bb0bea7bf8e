package crudbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GET /users: paging by id, its defaults, and bad or undecodable parameters. */
abstract class ListTests extends ContractSupport {

    private List<Long> createSome(int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(createId());
        }
        return ids;
    }

    private List<Long> ids(Reply reply) {
        assertJson(reply, 200);
        assertThat(reply.json().isArray()).as("an array: %s", reply).isTrue();
        List<Long> ids = new ArrayList<>();
        reply.json().forEach(user -> {
            assertThat(user.size()).isEqualTo(4);
            assertThat(user.get("createdAt").asText()).matches(RFC_3339);
            ids.add(user.get("id").asLong());
        });
        return ids;
    }

    @Test
    void pagesByIdAscending() {
        List<Long> mine = createSome(5);
        long afterId = mine.getFirst() - 1;
        assertThat(ids(api().get("/users?afterId=" + afterId + "&limit=3"))).isEqualTo(mine.subList(0, 3));
        assertThat(ids(api().get("/users?limit=2&afterId=" + mine.get(2)))).isEqualTo(mine.subList(3, 5));
        assertThat(ids(api().get("/users?limit=1&afterId=" + afterId))).containsExactly(mine.getFirst());
    }

    @Test
    void defaultsToTenUsersAfterIdZero() {
        createSome(11);
        List<Long> first = ids(api().get("/users"));
        assertThat(first).hasSize(10).isSorted().doesNotHaveDuplicates();
        assertThat(ids(api().get("/users?limit=10&afterId=0"))).isEqualTo(first);
        assertThat(ids(api().get("/users?limit=&afterId=")))
                .as("empty values count as absent")
                .isEqualTo(first);
    }

    @Test
    void returnsAtMostLimitUsersAllAfterTheGivenId() {
        createSome(3);
        List<Long> page = ids(api().get("/users?limit=1000&afterId=1"));
        assertThat(page)
                .hasSizeLessThanOrEqualTo(1000)
                .isSorted()
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 1);
    }

    @Test
    void isEmptyPastTheLastUser() {
        Reply reply = api().get("/users?afterId=" + (db().maxId() + 1000));
        assertJson(reply, 200);
        assertThat(reply.json().isArray()).isTrue();
        assertThat(reply.json()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "limit=0",
                "limit=1001",
                "limit=-1",
                "limit=abc",
                "limit=1.5",
                "limit=99999999999999999999",
                "afterId=-1",
                "afterId=abc",
                "afterId=1.5",
                "afterId=9223372036854775808"
            })
    void badPagingParametersAreABadRequest(String query) {
        assertProblem(api().get("/users?" + query), 400);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"limit=%C3", "afterId=%C3%28", "limit=1%00", "afterId=%2B1"})
    void undecodablePagingParametersAreABadRequest(String query) {
        assertProblem(rawGet("/users?" + query), 400);
    }

    /**
     * A malformed escape is refused by the HTTP layer of Vert.x (Quarkus) and Reactor Netty
     * before any application code runs, with a 400 that has no body; a body, where there is
     * one, is a problem.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/users?limit=%ZZ", "/users?afterId=%", "/users?limit=1%G0"})
    void malformedEscapesAreABadRequest(String target) {
        Reply reply = rawGet(target);
        if (reply.body().isEmpty()) {
            assertThat(reply.status()).as("status of %s", reply).isEqualTo(400);
        } else {
            assertProblem(reply, 400);
        }
    }

    /** Sent as written: java.net.URI refuses to carry a malformed escape. */
    private static Reply rawGet(String target) {
        return api().raw("GET", target, null, new byte[0], false);
    }

    /** A parameter the contract does not have is ignored or refused, but never a 500. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"%C3%28=1", "x=%C3%28", "=null", "limit=5&%C3=null"})
    void undecodableOtherParametersAreNoServerError(String query) {
        Reply reply = rawGet("/users?" + query);
        if (reply.status() == 200) {
            assertJson(reply, 200);
            assertThat(reply.json().isArray()).as("%s", reply).isTrue();
        } else {
            assertProblem(reply, 400);
        }
    }
}
