package crudbench.contract;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestClassOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract of api/openapi.yaml, checked over HTTP against every variant's packaged jar,
 * with a real PostgreSQL behind it. Each variant is started once, and every group of tests
 * (one file per concern, each a nested class here) runs against it; the log, the outage and
 * the silent database come last. Each test creates what it reads; rejected input is checked in
 * the database too.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("variants")
@TestClassOrder(ClassOrderer.OrderAnnotation.class)
@ExtendWith(ContractTest.NameTheVariant.class)
class ContractTest extends ContractSupport {

    @Parameter
    String variant;

    static List<String> variants() {
        return RunningVariant.selectedIds();
    }

    @BeforeParameterizedClassInvocation
    static void start(String variant) {
        app = RunningVariant.start(variant);
    }

    @AfterParameterizedClassInvocation
    static void stop() throws IOException {
        if (app != null) {
            app.close();
            app = null;
        }
    }

    /** Test reports flatten the variant out of the test names; failures carry it in their message. */
    static class NameTheVariant implements TestExecutionExceptionHandler {
        @Override
        public void handleTestExecutionException(ExtensionContext context, Throwable failure) {
            String id = app == null ? "?" : app.variant().id();
            throw new AssertionError("[" + id + "] " + failure.getMessage(), failure);
        }
    }

    @Nested
    @Order(1)
    class Create extends CreateTests {}

    @Nested
    @Order(2)
    class Validation extends ValidationTests {}

    @Nested
    @Order(3)
    class RequestBodies extends RequestBodyTests {}

    @Nested
    @Order(4)
    class Read extends ReadTests {}

    @Nested
    @Order(5)
    class ListUsers extends ListTests {}

    @Nested
    @Order(6)
    class Update extends UpdateTests {}

    @Nested
    @Order(7)
    class Delete extends DeleteTests {}

    @Nested
    @Order(8)
    class Routing extends RoutingTests {}

    @Nested
    @Order(9)
    class Server extends ServerTests {}

    @Nested
    @Order(10)
    class Statements extends StatementsTests {}

    @Nested
    @Order(80)
    class Log extends LogTests {}

    @Nested
    @Order(90)
    class DatabaseOutage extends OutageTests {}

    @Nested
    @Order(91)
    class SilentDatabase extends SilentDatabaseTests {}

    @Nested
    @Order(92)
    class CommitTimeout extends CommitTimeoutTests {}
}
