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
  const answer = section("The answer", null, "answer");
  const top = el("div", { class: "top" });
  const answers = el("div", { id: "answers" });
  top.append(answers, howSure());
  answer.append(top);
  const heat = el("div", { id: "grid" });
  answer.append(heat);
  const best = el("div", { id: "at-best" });
  answer.append(best);

  /**
   * The answer as a table the eye can scan: each data-access column over the first, and each
   * framework over the average framework, for the chosen scenario; throughput at saturation (the
   * closed model) and app CPU per request at the equal load (the open model), each with its 95%
   * interval; with `just bench --tuned`, each at parity and with every variant at its best.
   */
  function drawAnswer(grid) {
    clear(answers);
    clear(best);
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
      return e ? { text: e.ratio.label, sort: e.ratio.estimate } : { text: "—", sort: "" };
    }));
    const rows = data.columns.slice(1)
      .filter((c) => grid.columnEffect.some((e) => e.column === c.id))
      .map((c) => [{ node: swatch(c.colour, c.header + " over " + data.columns[0].header), sort: c.header }, ...cells("data-access", c.id)])
      .concat(data.frameworks.filter((f) => grid.frameworkEffect.some((e) => e.framework === f))
        .map((f) => [f + " over the average framework", ...cells("framework", f)]));
    answers.append(table(headers, rows, grid.scenario + ": each main effect with its 95% interval"));
    answers.append(el("p", { class: "note" }, "Higher throughput and lower CPU per request are better; ~ marks an interval that"
      + " holds 1.00x (no clear difference); — where the run has no such figure."
      + (data.equalLoad == null ? " No open-model rate every variant served: no CPU at equal load." : "")));
    if (tuned) {
      best.append(el("p", { class: "note" }, "At best, both sides of every ratio run at their best settings: "
        + data.bestSettings.join("; ") + "; every other variant at parity."));
    }
    if (grid.answers.length) {
      answers.append(el("details", {}, el("summary", {}, "The same, in words"),
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

  /** The 3×4 grid as a heatmap; its margins are the main effects, each a ratio with its interval. */
  function drawGrid(grid) {
    clear(heat);
    const figure = FIGURES[state.figure];
    const gridColumns = data.columns.filter((c) => grid.cells.some((cell) => cell.column === c.id));
    const frameworks = data.frameworks.filter((f) => grid.cells.some((cell) => cell.framework === f));
    const ratioOf = (e) => (e ? e[state.figure] : null);
    if (gridColumns.length < 3 && frameworks.length < 3) {
      // Too few cells for a picture: the grid and its margins as a table.
      const rows = frameworks.map((f) => [f, ...gridColumns.map((c) => {
        const cell = grid.cells.find((x) => x.framework === f && x.column === c.id);
        return cell ? { text: figure.format(figure.cell(cell)) + " (" + cell.variant + ")", sort: figure.cell(cell) } : "";
      }), (ratioOf(grid.frameworkEffect.find((e) => e.framework === f)) || { label: "" }).label]);
      rows.push(["main effect", ...gridColumns.map((c) => (ratioOf(grid.columnEffect.find((e) => e.column === c.id)) || { label: c === gridColumns[0] ? "baseline" : "" }).label), ""]);
      heat.append(table(["framework", ...gridColumns.map((c) => c.header), "over the average framework"], rows,
        grid.scenario + ": " + figure.unit + " per cell (variant); the margins are the main effects"));
      return;
    }
    const MARGIN_X = "framework over the average";
    const MARGIN_Y = "column over " + gridColumns[0].header;
    const xs = [...gridColumns.map((c) => c.header), MARGIN_X];
    const ys = [...frameworks, MARGIN_Y];
    const cells = grid.cells.filter((c) => finite(figure.cell(c)) !== null).map((c) => ({
      value: [xs.indexOf(header(c.column)), ys.indexOf(c.framework), figure.cell(c)],
      variant: c.variant, flagged: c.flagged, text: figure.format(figure.cell(c)),
    }));
    const margins = [];
    const marginItem = (x, y, r, baseline) => margins.push({
      value: [x, y, r ? Math.log2(r.estimate) * (figure.higherIsBetter ? 1 : -1) : 0],
      text: baseline ? "baseline" : r ? r.label : "", ratio: r,
    });
    gridColumns.forEach((c, i) => marginItem(i, ys.length - 1, ratioOf(grid.columnEffect.find((e) => e.column === c.id)), i === 0));
    frameworks.forEach((f, i) => marginItem(xs.length - 1, i, ratioOf(grid.frameworkEffect.find((e) => e.framework === f)), false));
    const values = cells.map((c) => c.value[2]);
    const reach = Math.max(0.05, ...margins.map((m) => Math.abs(m.value[2])));
    chart(heat, {
      title: { text: grid.scenario + ": " + figure.label + " (" + figure.unit + "), closed model at " + data.users + " users", left: 0, textStyle: { fontSize: 14 } },
      tooltip: { formatter: (p) => (p.data.variant ? p.data.variant + ": " + p.data.text + " " + figure.unit + (p.data.flagged ? " ⚑ flagged" : "") : p.data.text) },
      grid: { left: 150, right: 30, top: 70, bottom: 60 },
      xAxis: {
        type: "category", data: xs, position: "top", splitArea: { show: true },
        axisLabel: { interval: 0, color: (v) => (columns.get(gridColumns.find((c) => c.header === v)?.id)?.colour || "#333"), fontWeight: "bold" },
      },
      yAxis: { type: "category", data: ys, inverse: true, splitArea: { show: true }, axisLabel: { fontWeight: "bold" } },
      visualMap: [
        {
          seriesIndex: 0, type: "continuous", min: Math.min(...values), max: Math.max(...values), calculable: false,
          orient: "horizontal", left: "center", bottom: 0, itemHeight: 200, text: [figure.unit + ": high", "low"],
          inRange: { color: ["#f7fbff", "#c6dbef", "#6baed6"] },
        },
        {
          seriesIndex: 1, type: "continuous", min: -reach, max: reach, show: false,
          inRange: { color: ["#f4a6a6", "#ffffff", "#a6dba0"] },
        },
      ],
      series: [
        {
          name: "cells", type: "heatmap", data: cells,
          label: { show: true, formatter: (p) => p.data.text + (p.data.flagged ? " ⚑" : "") + "\n" + p.data.variant, fontSize: 12, lineHeight: 17, color: "#111" },
          itemStyle: { borderColor: "#fff", borderWidth: 2 },
        },
        {
          name: "main effects", type: "heatmap", data: margins,
          label: { show: true, formatter: (p) => p.data.text.replace(" [", "\n["), fontSize: 12, lineHeight: 17, color: "#111" },
          itemStyle: { borderColor: "#fff", borderWidth: 2 },
        },
      ],
    }, 110 + ys.length * 70);
    heat.append(el("p", { class: "note" },
      "Cells: the geometric mean over rounds (⚑: flagged). Margins: the main effects with their 95% intervals, ",
      "green where the figure is better than its reference, red where worse; ~ marks an interval that holds 1.00x."));
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
      answers.append(el("p", { class: "answer" }, "No closed-model grid in this run: see the tables below."));
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
