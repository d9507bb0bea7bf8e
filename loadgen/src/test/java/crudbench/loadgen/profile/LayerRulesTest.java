package crudbench.loadgen.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import crudbench.harness.checkout.Repo;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each sample to one layer, by its stack; checked on stacks made up here and on the Xeon's recorded capture. */
class LayerRulesTest {

    private static final Path CAPTURE = Repo.locate().resolve("results/intel-xeon-r2dbc-profile");

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "[http-nio-8080-exec-1 tid=1];java/lang/Thread.run;org/apache/tomcat/util/threads/TaskThread$WrappingRunnable.run;org/apache/coyote/AbstractProtocol$ConnectionHandler.process | HTTP_SERVER",
                "[http-nio-8080-exec-1 tid=1];org/springframework/web/servlet/DispatcherServlet.doDispatch;com/fasterxml/jackson/databind/ObjectMapper.writeValue;java/lang/String.getBytes | JSON",
                "[http-nio-8080-exec-1 tid=1];org/springframework/web/servlet/DispatcherServlet.doDispatch;org/springframework/jdbc/core/JdbcTemplate.query | DATA",
                "[reactor-http-nio-1 tid=2];io/r2dbc/postgresql/codec/OffsetDateTimeCodec.doDecode;io/r2dbc/postgresql/codec/PostgresqlDateTimeFormatter.parseOffsetDateTime;java/time/format/DateTimeFormatter.parse_[j] | DRIVER_DECODE",
                "[http-nio-8080-exec-1 tid=1];org/postgresql/jdbc/PgResultSet.getObject;org/postgresql/jdbc/TimestampUtils.toOffsetDateTime;java/time/OffsetDateTime.of | DRIVER_DECODE",
                "[http-nio-8080-exec-1 tid=1];org/postgresql/jdbc/PgPreparedStatement.executeQuery;org/postgresql/core/v3/QueryExecutorImpl.sendBind | DRIVER_ENCODE",
                "[http-nio-8080-exec-1 tid=1];org/postgresql/core/v3/QueryExecutorImpl.processResults;org/postgresql/core/PGStream.receiveChar;java/io/BufferedInputStream.read | DRIVER_IO",
                "[http-nio-8080-exec-1 tid=1];com/zaxxer/hikari/pool/HikariPool.getConnection;java/util/concurrent/SynchronousQueue.poll | POOL",
                "[reactor-http-nio-1 tid=2];java/lang/Thread.run;io/netty/channel/nio/NioIoHandler.run;io/netty/buffer/AbstractByteBuf.writeBytes | TRANSPORT",
                "[reactor-http-nio-1 tid=2];io/netty/channel/nio/NioIoHandler.run;reactor/netty/http/server/HttpServerOperations.onInboundNext;reactor/core/publisher/FluxMap$MapSubscriber.onNext | HTTP_SERVER",
                "[reactor-http-nio-1 tid=2];io/netty/channel/nio/NioIoHandler.run;reactor/core/publisher/FluxMap$MapSubscriber.onNext;java/util/Objects.requireNonNull | REACTIVE",
                "[reactor-http-nio-1 tid=2];io/r2dbc/postgresql/client/ReactorNettyClient.send;io/netty/buffer/AbstractByteBuf.writeBytes | DRIVER_IO",
                "[reactor-http-nio-1 tid=2];io/netty/channel/nio/NioIoHandler.run;Java_sun_nio_ch_SocketDispatcher_read0;__GI_read;entry_SYSCALL_64_after_hwframe_[k];do_syscall_64_[k] | KERNEL",
                "[C2 CompilerThread0 tid=9];thread_native_entry;CompileBroker::compiler_thread_loop | JIT",
                "[GC Thread#1 tid=10];thread_native_entry;G1ParTask::work | GC",
                "[executor-thread-1 tid=3];io/quarkus/vertx/core/runtime/VertxCoreRecorder$14.runWith;crudbench/quarkus/UserResource.get | APP",
                "[executor-thread-1 tid=3];org/hibernate/loader/ast/internal/SingleIdLoadPlan.load | DATA",
                "[vert.x-eventloop-thread-0 tid=3];io/vertx/pgclient/impl/codec/DataTypeCodec.decodeTIMESTAMPTZ | DRIVER_DECODE",
                "[vert.x-eventloop-thread-0 tid=3];io/vertx/pgclient/impl/codec/PgEncoder.write | DRIVER_ENCODE",
                "[vert.x-eventloop-thread-0 tid=3];io/vertx/sqlclient/impl/pool/SqlConnectionPool.acquire | POOL",
                "[VM Thread tid=4];thread_native_entry;VMThread::run | OTHER",
            })
    void aStackIsChargedToTheLayerItsLeafmostOwnerNames(String stack, Layer layer) {
        assertThat(LayerRules.charge(stack).layer()).isEqualTo(layer);
    }

    @Test
    void aLambdaIsNamedWithoutItsAddressAndAFrameWithoutItsAnnotation() {
        assertThat(LayerRules.display("io/r2dbc/postgresql/PostgresqlResult$$Lambda.0x00007f3c1c0a1234.apply_[j]"))
                .isEqualTo("io/r2dbc/postgresql/PostgresqlResult$$Lambda.apply");
        assertThat(LayerRules.charge("[t tid=1];io/r2dbc/postgresql/PostgresqlRow.get_[i]")
                        .frame())
                .isEqualTo("io/r2dbc/postgresql/PostgresqlRow.get");
    }

    /**
     * The capture of 2026-11-28 on the Intel Xeon (results/intel-xeon-r2dbc-profile): spring-r2dbc and spring-jdbc on
     * list100, with the CPU per request its README takes from the second round (rows-profiled.json). Its README
     * found 39.2% of spring-r2dbc's samples under the driver's text timestamp parser, about 0.33 ms of its 0.80 ms.
     */
    @Test
    void theRecordedCaptureChargesSpringR2dbcsListCostToDecoding() throws Exception {
        Stacks r2dbc = Stacks.read(CAPTURE.resolve("stacks/list100-1-spring-r2dbc.collapsed.gz"));
        Stacks jdbc = Stacks.read(CAPTURE.resolve("stacks/list100-0-spring-jdbc.collapsed.gz"));
        LayerCosts b = LayerCosts.of(r2dbc);
        LayerCosts a = LayerCosts.of(jdbc);

        assertThat(b.layers().values().stream().mapToLong(Long::longValue).sum())
                .as("every sample charged once")
                .isEqualTo(r2dbc.total())
                .isPositive();
        double parser = r2dbc.shareWith("PostgresqlDateTimeFormatter.parseOffsetDateTime");
        assertThat(parser).as("the README's 39.2%").isCloseTo(0.392, within(0.005));
        assertThat(b.largest()).isEqualTo(Layer.DRIVER_DECODE);
        assertThat(b.share(Layer.DRIVER_DECODE)).isGreaterThanOrEqualTo(parser);
        assertThat(a.share(Layer.TRANSPORT))
                .as("Tomcat on the JDK's NIO: no Netty in spring-jdbc")
                .isZero();
        assertThat(a.share(Layer.REACTIVE)).isZero();
        assertThat(a.share(Layer.HTTP_SERVER)).isGreaterThan(b.share(Layer.HTTP_SERVER));

        JsonNode rows = new ObjectMapper()
                .readTree(CAPTURE.resolve("rows-profiled.json").toFile())
                .get("rows");
        double jdbcMs = cpuMs(rows, "spring-jdbc");
        double r2dbcMs = cpuMs(rows, "spring-r2dbc");
        ProfileDiff diff = ProfileDiff.of(
                new ProfileDiff.Side("spring-jdbc", a, jdbcMs), new ProfileDiff.Side("spring-r2dbc", b, r2dbcMs), 10);

        assertThat(diff.largest().layer()).isEqualTo(Layer.DRIVER_DECODE);
        assertThat(diff.largest().more()).as("about 0.33 ms by the README").isBetween(0.30, 0.45);
        assertThat(diff.layers().stream().mapToDouble(ProfileDiff.LayerRow::bMs).sum())
                .as("the layers add up to the app's CPU per request")
                .isCloseTo(r2dbcMs, within(1e-9));
        assertThat(diff.frames().getFirst().frame()).contains("io/r2dbc/postgresql/codec/");
        assertThat(diff.markdown()).contains("| driver: decode ").contains("spring-r2dbc, ms/request");

        String table = LayerTable.markdown(java.util.List.of(
                new LayerTable.Profiled("spring-jdbc", a, jdbcMs),
                new LayerTable.Profiled("spring-r2dbc", b, r2dbcMs)));
        assertThat(table.lines().filter(l -> l.startsWith("| spring-")).count()).isEqualTo(2);
        assertThat(LayerTable.shown(java.util.List.of(new LayerTable.Profiled("spring-r2dbc", b, r2dbcMs))))
                .contains(Layer.DRIVER_DECODE, Layer.TRANSPORT)
                .doesNotContain(Layer.OTHER);
        assertThat(Arrays.stream(Layer.values()).filter(Layer::driver)).hasSize(3);
    }

    private static double cpuMs(JsonNode rows, String variant) {
        for (JsonNode r : rows) {
            if (r.get("variant").asText().equals(variant)
                    && r.get("scenario").asText().equals("list100")
                    && r.get("round").asInt() == 2) {
                return r.get("cpu_ms").asDouble();
            }
        }
        throw new AssertionError("no second-round list100 row of " + variant);
    }
}
