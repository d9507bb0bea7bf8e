package crudbench.drivers;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The suite's SQL is written with $n placeholders (db/queries.sql); JDBC writes them as ?. */
public final class Sql {

    private static final Pattern DOLLAR = Pattern.compile("\\$(\\d+)");

    private Sql() {}

    /**
     * The statement with ? for $1, $2, ... JDBC binds by position, so this holds only for a
     * statement that uses each placeholder once and in order, as every statement of
     * db/queries.sql does; anything else is refused rather than bound wrongly.
     */
    public static String jdbc(String sql) {
        Matcher m = DOLLAR.matcher(sql);
        StringBuilder out = new StringBuilder();
        int expected = 1;
        while (m.find()) {
            if (Integer.parseInt(m.group(1)) != expected) {
                throw new IllegalArgumentException("placeholders must be $1, $2, ... each once and in order: " + sql);
            }
            expected++;
            m.appendReplacement(out, "?");
        }
        m.appendTail(out);
        return out.toString();
    }

    /** How many placeholders the statement has. */
    public static int parameterCount(String sql) {
        return (int) DOLLAR.matcher(sql).results().count();
    }
}
