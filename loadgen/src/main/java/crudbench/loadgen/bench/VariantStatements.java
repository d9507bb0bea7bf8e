package crudbench.loadgen.bench;

import crudbench.harness.checkout.Repo;
import crudbench.harness.registry.OrmSql;
import crudbench.harness.registry.SuiteSql;
import crudbench.harness.registry.Variant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What PostgreSQL receives for each operation of one variant, as the contract tests check it: the
 * one statement of db/queries.sql for a plain variant, or, for an ORM variant, the statements its
 * db/orm file lists in the order they are sent ({@link OrmSql}). Texts are kept as written; {@link
 * SuiteSql#normalize} makes them comparable with pg_stat_statements'.
 *
 * @param byOperation operation (create, get, list, update, delete) to its statements
 */
record VariantStatements(Map<String, List<String>> byOperation) {

    VariantStatements {
        byOperation = Map.copyOf(byOperation);
    }

    /** db/queries.sql's statement for each operation. */
    static VariantStatements plain(Map<String, String> suiteSql) {
        Map<String, List<String>> byOperation = new LinkedHashMap<>();
        suiteSql.forEach((operation, sql) -> byOperation.put(operation, List.of(sql)));
        return new VariantStatements(byOperation);
    }

    /** The variant's own: db/orm/ID.sql for an ORM variant, db/queries.sql's ({@code suiteSql}) for the rest. */
    static VariantStatements of(Repo repo, Variant variant, Map<String, String> suiteSql) {
        return variant.hasOrm() ? new VariantStatements(OrmSql.statements(repo, variant.id())) : plain(suiteSql);
    }

    /**
     * The normalized texts one request of the operation runs, with how many times each, COMMIT
     * left out: pgjdbc prepares it once per connection, and pg_stat_statements counts it then only
     * ({@link OrmSql#COMMIT}). Empty for an operation the variant does not list.
     */
    Map<String, Long> perRequest(String operation) {
        return OrmSql.comparable(OrmSql.counts(byOperation.getOrDefault(operation, List.of())));
    }

    /** Every normalized text the variant sends for some operation, COMMIT included. */
    Set<String> texts() {
        Set<String> texts = new LinkedHashSet<>();
        byOperation.values().forEach(list -> list.forEach(sql -> texts.add(SuiteSql.normalize(sql))));
        return texts;
    }
}
