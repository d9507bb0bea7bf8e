package crudbench.loadgen.report.run;

import crudbench.drivers.baseline.DriversResult;
import crudbench.loadgen.model.AccessColumn;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.PointSummary;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.VariantAxes;
import crudbench.loadgen.text.Numbers;
import crudbench.loadgen.text.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Each variant's app CPU per request beside what its driver and pool alone cost per query in
 * the driver-only baseline (`just drivers`), at the same operation and concurrency: the rest is
 * what the framework and HTTP add on top of the driver.
 */
public final class DriverShare {

    private DriverShare() {}

    /**
     * A `just drivers` run as compare was given it.
     *
     * @param dir    the directory as given, which compare.md names
     * @param result its drivers.json
     */
    public record DriversRun(Path dir, DriversResult result) {

        /** Reads the run's drivers.json; misuse when the directory holds none. */
        public static DriversRun read(Path dir) {
            Path file = dir.resolve(DriversResult.FILE);
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("no " + DriversResult.FILE + " in " + dir
                        + "; give a `just drivers` run, e.g. results/drivers-<timestamp>");
            }
            try {
                return new DriversRun(dir, DriversResult.read(file));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
    }

    /** Every variant in every scenario the baseline measured, at the reference concurrency. */
    static Table table(Measurements results, DriversResult baseline, int users) {
        Table table = new Table(
                "scenario",
                "variant",
                "driver",
                "app CPU ms/req>",
                "driver alone ms/query>",
                "driver's share>",
                "framework and HTTP ms/req>");
        for (String scenario : results.scenarios(LoadModel.CLOSED)) {
            for (String variant : results.variants()) {
                Optional<VariantAxes> axes = results.axes(variant);
                Optional<PointSummary> cell = results.cell(variant, LoadModel.CLOSED, users, scenario);
                if (axes.isEmpty() || cell.isEmpty() || cell.get().appCpuPerReq() == null) {
                    continue;
                }
                Optional<Double> driver = driverCpu(baseline.rows(), axes.get().driver(), scenario, users);
                if (driver.isEmpty()) {
                    continue;
                }
                double app = cell.get().appCpuPerReq().mean();
                table.row(
                        scenario,
                        variant,
                        AccessColumn.driverName(axes.get().driver()),
                        Numbers.num(app, 3),
                        Numbers.num(driver.get(), 3),
                        Numbers.num(100 * driver.get() / app, 0) + "%",
                        Numbers.num(app - driver.get(), 3));
            }
        }
        return table;
    }

    /** The baseline's client CPU per query for this driver and operation, at these users (the mean over its rows). */
    static Optional<Double> driverCpu(List<DriversResult.Row> rows, String driver, String operation, int users) {
        return rows.stream()
                .filter(r -> r.driver().equals(driver) && r.operation().equals(operation) && r.users() == users)
                .map(DriversResult.Row::clientCpuMsPerQuery)
                .filter(v -> v != null)
                .mapToDouble(Double::doubleValue)
                .average()
                .stream()
                .boxed()
                .findFirst();
    }
}
