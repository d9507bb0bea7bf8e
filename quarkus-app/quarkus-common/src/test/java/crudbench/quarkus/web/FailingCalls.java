package crudbench.quarkus.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.jboss.resteasy.reactive.RestPath;

/**
 * Throws what the drivers throw, as a repository would let it through, so that the test sees
 * DatabaseFailures' verdicts reach the client through ProblemMappers. Not a path of the contract.
 */
@Path("/failures")
@Produces(MediaType.APPLICATION_JSON)
public class FailingCalls {

    @GET
    @Path("/{kind}")
    public String fail(@RestPath String kind) throws Exception {
        throw switch (kind) {
            case "unique-violation" -> new SQLException("duplicate key value violates unique constraint", "23505");
            case "value-too-long" -> new SQLException("value too long for type character varying(100)", "22001");
            case "connection-failure" ->
                new SQLException("An I/O error occurred while sending to the backend.", "08006");
            case "no-connection-in-time" -> new SQLTransientConnectionException("acquisition timeout");
            case "refused" -> new IllegalStateException("connect failed", new ConnectException("Connection refused"));
            case "syntax-error" -> new SQLException("syntax error at or near \"SELEC\"", "42601");
            default -> new IllegalStateException("a defect of the app: " + kind);
        };
    }
}
