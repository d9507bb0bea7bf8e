/*
 * report.html of a bench run (crudbench.loadgen.report.html.BenchPage): the answer and how sure
 * first, then every ratio, the sweeps, CPU and memory, the web × driver tables and the variants.
 * A scenario selector and a figure selector (throughput or app CPU per request) redraw the parts
 * that are per scenario.
 */
"use strict";

(() => {
  const { data, el, section, fmt, swatch, table, selector, chart, clear, forest, lineOrTable, barsOrTable, frameworkStyle, finite, GREY } = Page;
  const columns = new Map(data.columns.map((c) => [c.id, c]));
  const variants = new Map(data.variants.map((v) => [v.id, v]));
  const frameworkIndex = (f) => Math.max(0, [...new Set(data.variants.map((v) => v.framework))].indexOf(f));
  const colourOf = (variant) => {
    const v = variants.get(variant);
    const c = v && columns.get(v.column);
    return c ? c.colour : GREY;
  };
  const header = (column) => (columns.get(column) || { header: column }).header;
  const state = { scenario: data.grids.length ? data.grids[0].scenario : null, figure: "throughput" };
  const FIGURES = {
    throughput: { label: "throughput", unit: "requests/s", higherIsBetter: true, cell: (c) => c.throughput, format: fmt.rate },
    cpu: { label: "app CPU per request", unit: "app CPU ms/req", higherIsBetter: false, cell: (c) => c.cpu, format: (v) => fmt.num(v, 3) },
  };

  // -- Run line ---------------------------------------------------------------------------------
  const first = data.runs[0] || {};
  const machine = first.machine || {};
  Page.main.append(el("p", { class: "meta" },
    data.runs.map((r) => r.dir).join(", "), " · ", first.startedAt || "", " · commit ", first.commit || "?",
    " · ", machine.cores || "?", " cores, ", machine.cpu || "?", ", ", machine.jdk || "?"));
  // A run from a tree with uncommitted changes says so before anything else: its commit alone does not rerun it.
  data.runs.filter((r) => r.uncommitted).forEach((r) => Page.main.append(el("p", { class: "uncommitted" },
    (data.runs.length > 1 ? r.dir + ": " : "") + "commit " + (r.commit || "?") + " " + r.uncommitted + ".")));

  // -- The answer, and how sure -----------------------------------------------------------------
  const bar = el("div", { class: "toolbar" });
  Page.main.append(bar);
  if (data.grids.length) {
    bar.append(selector("Scenario", data.grids.map((g) => ({ value: g.scenario, label: g.scenario + " (closed, " + data.users + " users)" })), (v) => {
      state.scenario = v;
      redraw();
    }));
    bar.append(selector("Figure", Object.entries(FIGURES).map(([k, f]) => ({ value: k, label: f.label })), (v) => {
      state.figure = v;
      redraw();
    }));
  }
  // The first screen: the decision table across the page; below it the main effects (folded) and the heat map of
  // the chosen scenario, with how sure beside them (everything one below the other when narrow).
  const answer = section("The answer", null, "answer");
  const top = el("div", { class: "top" });
  const effectsSummary = el("summary");
  const answers = el("div", { id: "answers" });
  const best = el("div", { id: "at-best" });
  const heat = el("div", { id: "grid" });
  const words = el("div", { id: "in-words" });
  const effects = el("details", { id: "main-effects" }, effectsSummary, answers, best);
  top.append(decision(), el("div", { class: "answer-side" }, effects, heat, words), howSure());
  answer.append(top);

  /**
   * What to pick: in each framework, what each data access gains or costs over the framework's baseline column, on
   * every criterion at once, in what-to-pick.md's words (the Java side words every cell; this only lays them out).
   * Gain is blue and cost red, as better and worse are in the heat map; each figure's tooltip holds each run's
   * ratio with its 95% interval.
   */
  function decision() {
    const d = data.decision;
    if (!d) return el("div", { id: "decision", hidden: true });
    const figure = (item) => el("span", { class: "figure", title: item.title }, item.text);
    // The call keeps its first figure on its line: a call word never ends a line alone.
    const said = (line) => el("span", {}, el("span", { class: "nowrap" }, el("span", { class: "call " + line.call }, line.symbol), " ",
      figure(line.items[0])), line.items.slice(1).flatMap((item) => [", ", figure(item)]));
    const share = { width: (100 / d.columns.length).toFixed(1) + "%" };
    const head = el("thead", {},
      el("tr", {}, el("th", { rowspan: 2, scope: "col" }, "framework"),
        el("th", { colspan: d.columns.length, scope: "colgroup", class: "over" }, "over " + d.baseline + ", in the same framework")),
      el("tr", {}, d.columns.map((id) => el("th", { scope: "col", style: share }, swatch(columns.get(id).colour, header(id))))));
    const body = el("tbody", {}, d.rows.map((row) => el("tr", {}, el("th", { scope: "row" }, row.framework),
      row.cells.map((cell) => el("td", { "data-column": cell.column }, !cell.parity.length ? el("div", { class: "note" }, "not measured")
        : [...cell.parity.map((line) => el("div", {}, said(line))),
          cell.atBest.length ? el("div", { class: "at-best" }, el("span", { title: d.atBest }, "at best:"), " ",
            cell.atBest.flatMap((line, i) => [i ? "; " : "", said(line)])) : null])))));
    return el("div", { id: "decision" }, el("table", { class: "decision" }, head, body),
      el("p", { class: "note" }, d.legend), el("p", { class: "note" }, d.judged));
  }

  /**
   * The answer as a table the eye can scan: each data-access column over the first, and each
   * framework over the average framework, for the chosen scenario; throughput at saturation (the
   * closed model) and app CPU per request at the equal load (the open model), each with its 95%
   * interval; with `just bench --tuned`, each at parity and with every variant at its best.
   */
  function drawAnswer(grid) {
    clear(answers);
    clear(best);
    clear(words);
    const tuned = data.bestSettings.length > 0;
    const find = (model, load, metric, kind, of) => data.effects.find((e) => e.scenario === grid.scenario
      && e.model.toLowerCase() === model && e.load === load && e.metric === metric && e.kind === kind && e.of === of);
    const figures = [
      { label: "throughput (closed, " + data.users + " users)", model: "closed", load: data.users, metric: "throughput" },
    ];
    if (data.equalLoad != null) {
      figures.push({ label: "app CPU per request (open, " + data.equalLoad + "/s)", model: "open", load: data.equalLoad, metric: "app-cpu" });
    }
    const kinds = tuned ? [["", " at parity"], [" at best", " at best"]] : [["", ""]];
    const headers = ["main effect"].concat(figures.flatMap((f) => kinds.map(([, suffix]) => f.label + suffix)));
    const cells = (kind, of) => figures.flatMap((f) => kinds.map(([k]) => {
      const e = find(f.model, f.load, f.metric, kind + k, of);
      return e ? { node: ratioNode(e.ratio.label), sort: e.ratio.estimate } : { text: "—", sort: "" };
    }));
    const rows = data.columns.slice(1)
      .filter((c) => grid.columnEffect.some((e) => e.column === c.id))
      .map((c) => [{ node: swatch(c.colour, c.header + " over " + data.columns[0].header), sort: c.header }, ...cells("data-access", c.id)])
      .concat(data.frameworks.filter((f) => grid.frameworkEffect.some((e) => e.framework === f))
        .map((f) => [f + " over the average framework", ...cells("framework", f)]));
    clear(effectsSummary);
    effectsSummary.append(grid.scenario + ": the main effects, each with its 95% interval");
    answers.append(table(headers, rows));
    answers.append(el("p", { class: "note" }, "Higher throughput and lower CPU per request are better; ~ marks an interval that"
      + " holds 1.00x (no clear difference); — where the run has no such figure."
      + (data.equalLoad == null ? " No open-model rate every variant served: no CPU at equal load." : "")));
    if (tuned) {
      best.append(el("p", { class: "note" }, "At best, both sides of every ratio run at their best settings: "
        + data.bestSettings.join("; ") + "; every other variant at parity."));
    }
    if (grid.answers.length) {
      words.append(el("details", {}, el("summary", {}, "The answer in words"),
        ...grid.answers.map((a) => el("p", { class: "answer" }, a))));
    }
  }

  function howSure() {
    const s = data.howSure;
    const length = first.length;
    const stopped = !length ? "not recorded (an older run, or runs pooled)"
      : length.stoppedBy === "precision" ? "the target precision was reached"
        : length.stoppedBy === "time" ? "its time ran out (" + length.maxMinutes + " min) before the target"
          : length.stoppedBy === "interrupted" ? "interrupted after " + length.rounds + " round(s): not finished"
            : "after the fixed number of rounds";
    const d = s.design || { epochs: 1, roundsPerEpoch: s.rounds, level: "rounds" };
    const checks = s.checks || { warmups: [], speed: null, drifting: [], failed: [] };
    const judged = checks.warmups.filter((w) => w.settled !== null);
    const unsettled = judged.filter((w) => !w.settled);
    const panel = el("div", { class: "panel", id: "how-sure" }, el("h3", {}, "How sure"), el("p", {}, s.sentence));
    panel.append(el("dl", {},
      el("dt", {}, "epochs × rounds"), el("dd", {}, d.epochs + " × " + d.roundsPerEpoch
        + (d.level === "rounds" ? " (one epoch: JVM-start differences not in the intervals)"
          : d.level === "epochs" ? " (intervals over the epochs' means)" : " (intervals over the runs' means)")),
      el("dt", {}, "spread by level"), el("dd", {}, s.levels ? "epoch ±" + fmt.num(s.levels.epochSd * 100, 1)
        + "%, round ±" + fmt.num(s.levels.roundSd * 100, 1) + "%" : "n/a (one epoch)"),
      el("dt", {}, "warm-up"), el("dd", {}, judged.length === 0 ? "not checked (an older run)"
        : (judged.length - unsettled.length) + " of " + judged.length + " settled"
          + (unsettled.length ? "; not: " + unsettled.map((w) => w.variant + " (epoch " + w.epoch + ")").join(", ") : "")),
      el("dt", {}, "machine speed"), el("dd", {}, !checks.speed ? "not measured (an older run)"
        : "probe " + fmt.num(checks.speed.medianCpuMs, 1) + " ms CPU; second half " + (checks.speed.drift >= 0 ? "+" : "")
          + fmt.num(checks.speed.drift * 100, 0) + "%" + (checks.speed.flagged ? " (flagged)" : "")),
      el("dt", {}, "drifting"), el("dd", {}, checks.drifting.length ? checks.drifting.length + " effect(s) (below)" : "none"),
      el("dt", {}, "failed slices"), el("dd", {}, checks.failed.length
        ? checks.failed.reduce((n, f) => n + f.planned - f.measured, 0) + " (below)" : "none"),
      el("dt", {}, "precision reached"), el("dd", {}, s.reached === null ? "none (one round)" : "±" + fmt.num(s.reached * 100, 1) + "%"),
      el("dt", {}, "target"), el("dd", {}, length && finite(length.target) !== null ? "±" + fmt.num(length.target * 100, 1) + "%" : "none"),
      el("dt", {}, "stopped"), el("dd", {}, stopped),
      el("dt", {}, "length"), el("dd", {}, length ? fmt.num(length.minutes, 1) + " min" : "n/a"),
      el("dt", {}, "runs"), el("dd", {}, s.runs),
      el("dt", {}, "design"), el("dd", {}, [...new Set(data.runs.map((r) => r.design || "sequential"))].join(", ")),
      el("dt", {}, "profile"), el("dd", {}, first.profile ? first.profile + ", " + first.rounds + " round(s)" : "n/a"),
      el("dt", {}, "machine"), el("dd", {}, (machine.cores || "?") + " cores, " + (machine.cpu || "?")),
      el("dt", {}, "JDK"), el("dd", {}, machine.jdk || "?"),
      el("dt", {}, "commit"), el("dd", {}, el("code", {}, first.commit || "?"), first.uncommitted ? " " + first.uncommitted : ""),
      el("dt", {}, "flags"), el("dd", {}, data.flags.length ? data.flags.length + " (below)" : "none")));
    if (checks.drifting.length) {
      panel.append(el("details", { id: "drifting" }, el("summary", {}, checks.drifting.length
        + " effect(s) still drifting within their epochs: a trend, not a level"),
        el("ul", {}, checks.drifting.map((x) => el("li", {}, x.effect.scenario + " " + x.effect.model + " "
          + x.effect.load + ", " + x.effect.metric + ": " + x.effect.of + " over " + x.effect.over + ": "
          + fmt.num(x.change, 2) + "x from an epoch's first round to its last [" + fmt.num(x.low, 2) + "–" + fmt.num(x.high, 2) + "]")))));
    }
    if (checks.failed.length) {
      panel.append(el("details", { id: "failed-slices" }, el("summary", {}, "slices that gave no row"),
        el("ul", {}, checks.failed.map((f) => el("li", {}, f.variant + " " + f.model + " " + f.load + " " + f.scenario
          + ": " + (f.planned - f.measured) + " of " + f.planned)))));
    }
    if (data.flags.length) {
      panel.append(el("details", {}, el("summary", {}, data.flags.length + " flag(s): measurements to distrust"),
        el("ul", { class: "flags" }, data.flags.map((f) => el("li", {}, f)))));
    }
    return panel;
  }

  /** A ratio label that wraps only between the estimate and its interval: "~0.98x" / "[0.91–1.05]". */
  function ratioNode(label) {
    const at = label.indexOf(" [");
    return at < 0 ? label : el("span", {}, el("span", { class: "nowrap" }, label.slice(0, at)), " ",
      el("span", { class: "nowrap" }, label.slice(at + 1)));
  }

  /**
   * The grid as a heat map of the driver effect: in each framework, each data-access column over
   * the framework's own baseline column (JDBC on platform threads), the framework held fixed; each
   * cell the ratio with its 95% interval, coloured on a log scale diverging at 1.00x (blue better,
   * red worse, for the chosen figure), hatched and marked ~ where the interval holds 1.00x. Its
   * averages over the frameworks are the answer's main effects; the raw figures are in each cell's
   * tooltip. Fewer than three frameworks and three columns make a table.
   */
  function drawGrid(grid) {
    clear(heat);
    const figure = FIGURES[state.figure];
    const gridColumns = data.columns.filter((c) => grid.cells.some((cell) => cell.column === c.id));
    const frameworks = data.frameworks.filter((f) => grid.cells.some((cell) => cell.framework === f));
    const base = gridColumns[0];
    const cellAt = (f, c) => grid.cells.find((x) => x.framework === f && x.column === c.id);
    const raw = (cell) => (cell && finite(figure.cell(cell)) !== null ? figure.format(figure.cell(cell)) + " " + figure.unit : "n/a");
    const items = frameworks.flatMap((f, y) => gridColumns.map((c, x) => {
      const cell = cellAt(f, c);
      if (!cell) return null;
      const baseline = c === base;
      const effect = grid.driverEffect.find((e) => e.framework === f && e.column === c.id);
      const ratio = baseline ? null : effect ? effect[state.figure] : null;
      return {
        x, y, cell, ratio, baseline,
        label: baseline ? "1.00x (baseline)" : ratio ? ratio.label : cellAt(f, base) ? "n/a" : "no " + base.header + " cell",
        // The interval holds 1.00x: the label carries compare.md's ~ for it (not with one round, which has no interval).
        unclear: !baseline && ratio !== null && ratio.label.startsWith("~"),
        over: cellAt(f, base),
      };
    })).filter((i) => i !== null);
    const title = grid.scenario + ": " + figure.label + ", each column over " + base.header + " in the same framework (closed, "
      + data.users + " users)";
    if (gridColumns.length < 3 && frameworks.length < 3) {
      heat.append(table(["framework", ...gridColumns.map((c) => ({ label: swatch(c.colour, c.header) }))],
        frameworks.map((f) => [f, ...gridColumns.map((c) => {
          const i = items.find((x) => x.cell.framework === f && x.cell.column === c.id);
          return i ? { node: el("span", {}, ratioNode(i.label), " (" + i.cell.variant + (i.cell.flagged ? " ⚑" : "") + ", " + raw(i.cell) + ")"), sort: i.ratio ? i.ratio.estimate : "" } : "";
        })]), title));
      heat.append(el("p", { class: "note" }, "~ marks an interval that holds 1.00x (no clear difference); ⚑ a flagged measurement."));
      return;
    }
    // log2 of the ratio, turned for CPU so that better is always positive (blue); at least ±25% on the scale.
    const sign = figure.higherIsBetter ? 1 : -1;
    const shade = (i) => (i.baseline ? 0 : i.ratio ? Math.log2(i.ratio.estimate) * sign : null);
    const reach = Math.max(Math.log2(1.25), ...items.map((i) => Math.abs(shade(i) || 0)));
    const NONE = 1e9; // a cell with no ratio: outside the scale, grey
    const HATCH = { symbol: "rect", symbolSize: 1, dashArrayX: [1, 0], dashArrayY: [2, 5], rotation: -Math.PI / 4, color: "rgba(27, 31, 36, 0.28)" };
    const end = (v) => fmt.ratio(Math.pow(2, v * sign));
    // The title in HTML, not in the chart: it wraps in a narrow column instead of running into the axis.
    heat.append(el("h3", { class: "chart-title" }, title));
    chart(heat, {
      tooltip: {
        formatter: (p) => {
          const i = p.data.item;
          return i.cell.variant + ": " + raw(i.cell) + (i.cell.flagged ? " ⚑ flagged" : "")
            + (i.baseline ? "<br>the baseline of " + i.cell.framework
              : i.over ? "<br>over " + i.over.variant + " (" + raw(i.over) + "): " + i.label + (i.ratio ? ", " + i.ratio.rounds + " rounds" : "") : "");
        },
      },
      grid: { left: 100, right: 10, top: 28, bottom: 44 },
      xAxis: {
        type: "category", data: gridColumns.map((c) => c.header), position: "top", axisLine: { show: false }, axisTick: { show: false },
        axisLabel: { interval: 0, color: (v) => (gridColumns.find((c) => c.header === v) || {}).colour || "#333", fontWeight: "bold" },
      },
      yAxis: { type: "category", data: frameworks, inverse: true, axisLine: { show: false }, axisTick: { show: false }, axisLabel: { fontWeight: "bold" } },
      visualMap: {
        type: "continuous", min: -reach, max: reach, calculable: false, orient: "horizontal", left: "center", bottom: 0,
        itemHeight: 180, itemWidth: 12, text: ["better: " + end(reach), "worse: " + end(-reach)], textGap: 8,
        inRange: { color: ["#d6604d", "#f4a582", "#f7f7f7", "#92c5de", "#4393c3"] }, outOfRange: { color: "#eaeef2" },
      },
      series: [{
        name: "driver effect", type: "heatmap",
        data: items.map((i) => ({
          value: [i.x, i.y, shade(i) === null ? NONE : shade(i)], item: i,
          itemStyle: i.unclear ? { decal: HATCH } : undefined,
        })),
        label: {
          show: true, fontSize: 12, lineHeight: 16, color: "#111",
          formatter: (p) => {
            const i = p.data.item;
            return "{ratio|" + i.label.replace(" [", "}\n{interval|[").replace(" (", "}\n{interval|(") + "}\n{variant|" + i.cell.variant + (i.cell.flagged ? " ⚑" : "") + "}";
          },
          rich: {
            ratio: { fontSize: 14, fontWeight: "bold", color: "#111", lineHeight: 18 },
            interval: { fontSize: 12, color: "#111", lineHeight: 16 },
            variant: { fontSize: 11, color: "#333", lineHeight: 16 },
          },
        },
        itemStyle: { borderColor: "#fff", borderWidth: 2 },
      }],
    }, 28 + frameworks.length * 74 + 44);
    heat.append(el("p", { class: "note" },
      "Each cell: the variant over its framework's " + base.header + " variant, the same scenario and rounds, with its 95% interval;"
      + " blue where the figure is better, red where worse. Hatched and ~: the interval holds 1.00x (no clear difference); ⚑: a flagged"
      + " measurement. The raw figures are in each cell's tooltip."
      + " The answer's main effects are these ratios averaged over the frameworks."));
  }

  // -- Every ratio --------------------------------------------------------------------------------
  const ratios = section("Every ratio, with its 95% interval",
    "Each point is a ratio, each bar its 95% interval over the rounds, on a log axis: 0.5x and 2x lie as far from 1.00x."
    + " Rows are grouped by framework; a colour is a data-access column, the same in every chart. Frameworks: each over the average"
    + " framework, and per column over the column's best. Interactions: how far a framework's driver effect strays from the"
    + " column's main effect (1.00x: the column costs the same in every framework). The table below holds every effect"
    + " summary.json records, the open model's equal load too.", "ratios");
  const forests = el("div", { class: "charts", id: "forests" });
  ratios.append(forests);

  const isItself = (r) => r && r.estimate === 1 && r.low === 1 && r.high === 1;

  function drawForests(grid) {
    clear(forests);
    const pick = (e) => e[state.figure];
    const colour = (column) => (columns.get(column) || {}).colour || GREY;
    const byFramework = (list, label) => data.frameworks.flatMap((f) => list.filter((e) => e.framework === f)
      .map((e) => ({ group: f, label: label(e), ratio: pick(e), colour: colour(e.column) })));
    const label = FIGURES[state.figure].label;
    const driver = grid.columnEffect.map((e) => ({ group: "every framework (main effect)", label: header(e.column), ratio: pick(e), colour: colour(e.column) }))
      .concat(byFramework(grid.driverEffect, (e) => header(e.column)));
    forest(forests, driver, grid.scenario + ": " + label + ", each column over " + data.columns[0].header);
    const framework = grid.frameworkEffect.map((e) => ({ group: "over the average framework", label: e.framework, ratio: pick(e), colour: GREY }))
      // A column's best over itself is 1.00x exactly, with nothing to say: left out.
      .concat(byFramework(grid.bestOfColumn.filter((e) => !isItself(pick(e))), (e) => header(e.column)));
    forest(forests, framework, grid.scenario + ": " + label + ", frameworks (per column: over its best)");
    forest(forests, byFramework(grid.interaction, (e) => header(e.column)), grid.scenario + ": " + label + ", interactions");
  }

  if (data.effects.length) {
    // Every ratio the run records, folded: on the first screens the forest plots tell the same.
    ratios.append(el("details", { id: "every-effect" }, el("summary", {}, "Every effect summary.json records (" + data.effects.length + "), as a table"), table(
      ["scenario", "model", { label: "load", num: true }, "figure", "effect", "of", "over", "ratio [95% CI]", { label: "estimate", num: true }, { label: "rounds", num: true }],
      data.effects.map((e) => [e.scenario, e.model.toLowerCase(), e.load, e.metricLabel, e.kind,
        columns.has(e.of) ? { node: swatch(columns.get(e.of).colour, header(e.of)), sort: header(e.of) } : e.of,
        columns.has(e.over) ? header(e.over) : e.over, { text: e.ratio.label, sort: e.ratio.estimate }, e.ratio.estimate.toFixed(3), e.ratio.rounds]),
      "Every effect of the grid (closed model at the reference users; open model at the equal load)")));
  }

  // -- Sweeps -------------------------------------------------------------------------------------
  if (data.sweeps.length) {
    const sweeps = section("Against load",
      "Throughput and p99 against concurrency (closed model), latency against offered load (open model: no coordinated"
      + " omission). A colour is a data-access column, a dash and a symbol a framework. An axis with fewer than three loads is a table.", "sweeps");
    const holder = el("div", { class: "charts" });
    sweeps.append(holder);
    for (const s of data.sweeps) {
      const closed = s.model === "closed";
      const series = (value) => s.series.map((x) => ({
        name: x.variant, colour: colourOf(x.variant), style: frameworkStyle(frameworkIndex((variants.get(x.variant) || {}).framework)),
        points: x.points.map((p) => [p.load, value(p), p.flagged]),
      }));
      const common = {
        loads: s.loads, seriesLabel: "variant", xName: closed ? "concurrent users" : "offered load (requests/s)",
        loadLabel: (l) => (closed ? l + " users" : l + "/s"),
      };
      if (closed) {
        lineOrTable(holder, { ...common, title: s.scenario + ": throughput against concurrency", yName: "requests/s", format: fmt.rate, series: series((p) => p.throughput) });
      }
      lineOrTable(holder, { ...common, title: s.scenario + ": p99, " + (closed ? "closed" : "open") + " model", yName: "p99 (ms)", format: fmt.ms, series: series((p) => p.p99Ms) });
      if (!closed) {
        lineOrTable(holder, { ...common, title: s.scenario + ": p50, open model", yName: "p50 (ms)", format: fmt.ms, series: series((p) => p.p50Ms) });
      }
    }
  }

  // -- CPU and memory -----------------------------------------------------------------------------
  const cost = section("CPU and memory",
    "CPU per request: the app's, and PostgreSQL's stacked on it (lighter), milliseconds per request. Memory is the"
    + " highest resident set under load: it does not grow with the requests served, so it is shown per variant, not per request.", "cpu");
  const costHolder = el("div", { class: "charts", id: "cpu-charts" });
  cost.append(costHolder);

  function drawCost(scenario) {
    clear(costHolder);
    const closed = data.perRequest.filter((r) => r.model === "closed" && r.scenario === scenario);
    barsOrTable(costHolder, {
      title: scenario + ": CPU per request, closed model at " + data.users + " users", categoryLabel: "variant", yName: "ms per request",
      stacks: ["app CPU", "PostgreSQL CPU"], format: (v) => fmt.num(v, 3),
      bars: closed.map((r) => ({ label: r.variant, colour: colourOf(r.variant), values: [r.appCpu, r.pgCpu] })),
    });
    const open = data.perRequest.filter((r) => r.model === "open" && r.scenario === scenario);
    if (open.length) {
      barsOrTable(costHolder, {
        title: scenario + ": CPU per request at the equal load, " + open[0].load + " requests/s (open model)", categoryLabel: "variant",
        yName: "ms per request", stacks: ["app CPU", "PostgreSQL CPU"], format: (v) => fmt.num(v, 3),
        bars: open.map((r) => ({ label: r.variant, colour: colourOf(r.variant), values: [r.appCpu, r.pgCpu] })),
      });
    }
  }
  const rss = data.variants.map((v) => {
    const values = data.perRequest.filter((r) => r.model === "closed" && r.variant === v.id).map((r) => finite(r.rssMaxMb)).filter((x) => x !== null);
    return { label: v.id, colour: colourOf(v.id), values: [values.length ? Math.max(...values) : null] };
  });
  const memoryHolder = el("div", { class: "charts" });
  cost.append(memoryHolder);
  barsOrTable(memoryHolder, {
    title: "resident memory under load (max RSS, closed model at " + data.users + " users)", categoryLabel: "variant", yName: "MB",
    stacks: ["RSS MB"], format: (v) => fmt.num(v, 0), bars: rss,
  });
  barsOrTable(memoryHolder, {
    title: "startup: process start to the first healthy /health", categoryLabel: "variant", yName: "ms",
    stacks: ["startup ms"], format: (v) => fmt.num(v, 0), bars: data.variants.map((v) => ({ label: v.id, colour: colourOf(v.id), values: [v.startupMs] })),
  });

  // -- Where the CPU goes (a run with --profile) ----------------------------------------------------
  // One colour per layer, the same in every scenario's chart.
  const LAYER_COLOURS = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac", "#17becf", "#bcbd22", "#8c564b", "#7f7f7f", "#d3d3d3"];
  if (data.cpuLayers && data.cpuLayers.length) {
    const where = section("Where the CPU goes",
      "async-profiler's samples of each app's closed-model slices, each charged to the layer of the first library frame"
      + " from its leaf up (the JDK charges its caller; the compiler's and collector's threads are JIT and GC; a leaf in"
      + " the kernel is the kernel's): each layer's milliseconds of CPU per request, its share of the samples times the"
      + " app's CPU per request in the same slices. A profiler perturbs what it measures: this run says where the CPU"
      + " goes, not how fast. compare.md has the same table; profile.md each app against its framework's JDBC on"
      + " platform threads.", "where-cpu");
    const allLayers = [...new Set(data.cpuLayers.flatMap((s) => s.layers))];
    for (const s of data.cpuLayers) {
      const holder = el("div", { class: "charts" });
      where.append(holder);
      chart(holder, {
        title: { text: s.scenario + ": CPU per request by layer, closed model at " + s.load + " users", left: 0, textStyle: { fontSize: 14 } },
        grid: { left: 70, right: 20, top: 90, bottom: 110 },
        tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, valueFormatter: (v) => fmt.num(v, 3) },
        legend: { top: 24, data: s.layers },
        xAxis: { type: "category", data: s.rows.map((r) => r.variant), axisLabel: { rotate: 35, interval: 0 } },
        yAxis: { type: "value", name: "ms per request" },
        series: s.layers.map((layer, li) => ({
          name: layer, type: "bar", stack: "all",
          itemStyle: { color: LAYER_COLOURS[allLayers.indexOf(layer) % LAYER_COLOURS.length] },
          data: s.rows.map((r) => finite(r.values[li])),
        })),
      });
      const links = el("p", { class: "note flame-graphs" }, "Flame graphs, one per round: ");
      s.rows.forEach((r, ri) => {
        links.append((ri ? "; " : "") + r.variant + " ");
        r.flameGraphs.forEach((f, i) => links.append(el("a", { href: f }, "[" + (i + 1) + "]"), " "));
      });
      where.append(links);
    }
  }

  // -- Web stack × driver -------------------------------------------------------------------------
  const web = section("Web stack × driver",
    "For a framework with more than one web stack (Spring: MVC and WebFlux), each web stack against the drivers that run"
    + " on both, cross-stack variants included: requests/s · app CPU ms per request (variant). Two by two is a table.", "web-driver");
  const webHolder = el("div", { id: "web-driver-tables" });
  web.append(webHolder);

  function drawWeb(grid) {
    clear(webHolder);
    if (!grid.webDriver.length) {
      webHolder.append(el("p", { class: "note" }, "No framework of this run has a driver on more than one web stack."));
    }
    for (const w of grid.webDriver) {
      const driverColumn = (d) => data.columns.find((c) => c.driver === d) || { colour: GREY, driverName: d };
      webHolder.append(table(
        ["web stack", ...w.drivers.map((d) => ({ label: driverColumn(d).driverName }))],
        w.webs.map((stack) => [stack, ...w.drivers.map((d) => {
          const c = w.cells.find((x) => x.web === stack && x.driver === d);
          return c ? { node: swatch(colourOf(c.variant), fmt.rate(c.throughput) + " · " + fmt.num(c.cpu, 3) + (c.flagged ? " ⚑" : "") + " (" + c.variant + ")"), sort: c.throughput } : "";
        })]),
        w.framework + ", " + grid.scenario + " (closed, " + data.users + " users)"));
    }
  }

  // -- Variants -----------------------------------------------------------------------------------
  section("Variants", "Every variant of the run with its place in the grid and what it is built on.", "variants").append(table(
    ["variant", "framework", "web", "data access", "cross-stack", "client", { label: "startup ms", num: true }, { label: "artifact MB", num: true }, "versions"],
    data.variants.map((v) => [
      { node: swatch(colourOf(v.id), v.id), sort: v.id }, v.framework, v.web, header(v.column), v.crossStack ? "yes" : "",
      v.client, { text: fmt.num(v.startupMs, 0), sort: finite(v.startupMs) === null ? "" : v.startupMs },
      { text: fmt.num(v.artifactMb, 1), sort: finite(v.artifactMb) === null ? "" : v.artifactMb }, v.versions || ""])));

  function redraw() {
    const grid = data.grids.find((g) => g.scenario === state.scenario);
    if (!grid) {
      effects.hidden = true;
      heat.append(el("p", { class: "answer" }, "No closed-model grid in this run: see the tables below."));
      drawCost((data.perRequest[0] || {}).scenario);
      return;
    }
    drawAnswer(grid);
    drawGrid(grid);
    drawForests(grid);
    drawCost(grid.scenario);
    drawWeb(grid);
  }
  redraw();
})();
