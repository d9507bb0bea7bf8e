package crudbench.loadgen.stress;

import crudbench.harness.db.Postgres;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Checks acknowledged creates against the database itself, over a connection of the harness's own (no relay). */
final class StoredWrites {

    private static final int CHUNK = 5000;

    private StoredWrites() {}

    /** The acknowledged writes that the database does not hold, or holds with other data. */
    static List<Write> lost(Postgres postgres, List<Write> acknowledged) {
        Map<Long, Write> stored = new HashMap<>();
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement("SELECT id, name, email FROM users WHERE id = ANY (?)")) {
            for (int from = 0; from < acknowledged.size(); from += CHUNK) {
                List<Write> chunk = acknowledged.subList(from, Math.min(acknowledged.size(), from + CHUNK));
                Array ids =
                        c.createArrayOf("bigint", chunk.stream().map(Write::id).toArray());
                ps.setArray(1, ids);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        stored.put(rs.getLong(1), new Write(rs.getLong(1), rs.getString(2), rs.getString(3)));
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the acknowledged creates back: " + e.getMessage(), e);
        }
        return missing(acknowledged, stored);
    }

    static List<Write> missing(List<Write> acknowledged, Map<Long, Write> stored) {
        List<Write> lost = new ArrayList<>();
        for (Write write : acknowledged) {
            if (!Objects.equals(stored.get(write.id()), write)) {
                lost.add(write);
            }
        }
        return lost;
    }

    /** How many of these emails, of creates not acknowledged, the database holds. */
    static long storedEmails(Postgres postgres, List<String> emails) {
        long count = 0;
        try (Connection c = postgres.connect();
                PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM users WHERE email = ANY (?)")) {
            for (int from = 0; from < emails.size(); from += CHUNK) {
                ps.setArray(
                        1,
                        c.createArrayOf(
                                "varchar",
                                emails.subList(from, Math.min(emails.size(), from + CHUNK))
                                        .toArray()));
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    count += rs.getLong(1);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot look up the refused creates: " + e.getMessage(), e);
        }
        return count;
    }
}
