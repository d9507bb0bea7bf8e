package crudbench.loadgen.analysis;

import crudbench.loadgen.model.GridLayout;
import crudbench.loadgen.model.Measurements;
import crudbench.loadgen.model.Metric;
import crudbench.loadgen.plan.LoadModel;
import crudbench.loadgen.results.RatioInterval;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The grid as a designed experiment: one metric of one scenario at one load, in a two-way
 * layout of framework × data-access column, with the rounds as blocks. On the log scale a
 * cell is the framework's share times the column's share times what is left, their
 * interaction; each effect is a contrast of cells within a round, and its interval comes
 * from {@link RoundContrasts} over the rounds. So the effects answer the suite's question
 * directly:
 * <ul>
 *   <li>{@link #column}: a data-access column over JDBC on platform threads, averaged over the
 *       frameworks that have both (the driver's cost apart from the framework's);</li>
 *   <li>{@link #framework}: a framework over the average framework, averaged over the columns
 *       every framework has (the framework's cost apart from the driver's);</li>
 *   <li>{@link #interaction}: one framework's driver effect over the column's main effect (does
 *       R2DBC cost more in one framework than in the others?);</li>
 *   <li>{@link #cell}: one framework's driver effect on its own.</li>
 * </ul>
 */
public final class GridEffects {

    /** One cell's share in a contrast. */
    private record Term(String framework, String column, double weight) {}

    private final GridLayout layout;
    /** framework → column → round → log of the metric. */
    private final Map<String, Map<String, Map<Integer, Double>>> logs = new LinkedHashMap<>();

    private GridEffects(GridLayout layout) {
        this.layout = layout;
    }

    public static GridEffects of(
            Measurements results, GridLayout layout, LoadModel model, int load, String scenario, Metric metric) {
        GridEffects effects = new GridEffects(layout);
        for (String framework : layout.frameworks()) {
            for (String column : layout.columns()) {
                layout.variant(framework, column).ifPresent(variant -> {
                    Map<Integer, Double> rounds = new LinkedHashMap<>();
                    results.perRound(variant, model, load, scenario, metric::of)
                            .forEach((round, value) -> rounds.put(round, Math.log(value)));
                    if (!rounds.isEmpty()) {
                        effects.logs
                                .computeIfAbsent(framework, f -> new LinkedHashMap<>())
                                .put(column, rounds);
                    }
                });
            }
        }
        return effects;
    }

    public GridLayout layout() {
        return layout;
    }

    public boolean measured(String framework, String column) {
        return logs.getOrDefault(framework, Map.of()).containsKey(column);
    }

    /** The frameworks measured in both this column and the baseline: those its main effect averages. */
    public List<String> frameworksWith(String column) {
        return layout.frameworks().stream()
                .filter(f -> measured(f, column) && measured(f, layout.baseline()))
                .toList();
    }

    /** The columns measured in every framework: those a framework's main effect averages. */
    public List<String> commonColumns() {
        return layout.columns().stream()
                .filter(c -> layout.frameworks().stream().allMatch(f -> measured(f, c)))
                .toList();
    }

    /** This framework's column over its baseline column. */
    public Optional<RatioInterval> cell(String framework, String column) {
        if (!measured(framework, column) || !measured(framework, layout.baseline())) {
            return Optional.empty();
        }
        return contrast(List.of(new Term(framework, column, 1), new Term(framework, layout.baseline(), -1)));
    }

    /** The data-access main effect: this column over the baseline, averaged over {@link #frameworksWith}. */
    public Optional<RatioInterval> column(String column) {
        return columnRounds(column).flatMap(RoundContrasts::interval);
    }

    /** The data-access main effect's log value in each round, by the round's key; empty where there is none. */
    public Optional<Map<Integer, Double>> columnRounds(String column) {
        List<String> frameworks = frameworksWith(column);
        if (frameworks.isEmpty() || column.equals(layout.baseline())) {
            return Optional.empty();
        }
        return Optional.of(rounds(columnTerms(column, frameworks, 1)));
    }

    /** The framework main effect: this framework over the average framework, over {@link #commonColumns}. */
    public Optional<RatioInterval> framework(String framework) {
        return frameworkRounds(framework).flatMap(RoundContrasts::interval);
    }

    /** The framework main effect's log value in each round, by the round's key; empty where there is none. */
    public Optional<Map<Integer, Double>> frameworkRounds(String framework) {
        List<String> columns = commonColumns();
        List<String> frameworks = layout.frameworks();
        if (columns.isEmpty() || frameworks.size() < 2 || !frameworks.contains(framework)) {
            return Optional.empty();
        }
        List<Term> terms = new ArrayList<>();
        for (String c : columns) {
            terms.add(new Term(framework, c, 1.0 / columns.size()));
            for (String f : frameworks) {
                terms.add(new Term(f, c, -1.0 / (columns.size() * frameworks.size())));
            }
        }
        return Optional.of(rounds(terms));
    }

    /** This framework's driver effect over the column's main effect: 1.00x when the column costs the same everywhere. */
    public Optional<RatioInterval> interaction(String framework, String column) {
        List<String> frameworks = frameworksWith(column);
        if (frameworks.size() < 2 || !frameworks.contains(framework) || column.equals(layout.baseline())) {
            return Optional.empty();
        }
        List<Term> terms = new ArrayList<>(columnTerms(column, frameworks, -1));
        terms.add(new Term(framework, column, 1));
        terms.add(new Term(framework, layout.baseline(), -1));
        return contrast(terms);
    }

    private List<Term> columnTerms(String column, List<String> frameworks, double sign) {
        List<Term> terms = new ArrayList<>();
        for (String f : frameworks) {
            terms.add(new Term(f, column, sign / frameworks.size()));
            terms.add(new Term(f, layout.baseline(), -sign / frameworks.size()));
        }
        return terms;
    }

    private Optional<RatioInterval> contrast(List<Term> terms) {
        return RoundContrasts.interval(rounds(terms));
    }

    /** The weighted sum of log cells in each round that measured every cell of it, by the round's key. */
    private Map<Integer, Double> rounds(List<Term> terms) {
        Set<Integer> rounds = null;
        for (Term t : terms) {
            Set<Integer> own = logs.get(t.framework()).get(t.column()).keySet();
            if (rounds == null) {
                rounds = new HashSet<>(own);
            } else {
                rounds.retainAll(own);
            }
        }
        Map<Integer, Double> values = new TreeMap<>();
        for (int round : rounds == null ? Set.<Integer>of() : rounds) {
            values.put(
                    round,
                    terms.stream()
                            .mapToDouble(t -> t.weight()
                                    * logs.get(t.framework()).get(t.column()).get(round))
                            .sum());
        }
        return values;
    }
}
