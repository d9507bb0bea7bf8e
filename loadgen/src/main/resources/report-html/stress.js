/*
 * report.html of a stress run (crudbench.loadgen.report.html.StressPage): the verdicts first,
 * then capacity and its search, the overload, the outage and the silent database second by second, and the soak.
 * It draws the run's own files: stress.json, the judge's verdicts.json and each variant's experiment files.
 */
"use strict";

(() => {
  const { data, el, section, fmt, swatch, table, chart, barsOrTable, frameworkStyle, finite, GREY } = Page;
  const run = data.run;
  const verdicts = data.judged.verdicts || [];
  const EXPERIMENTS = ["CAPACITY", "OVERLOAD", "SOAK", "OUTAGE", "SILENT"].filter((e) => verdicts.some((v) => v.experiment === e));
  const info = new Map(data.variants.map((v) => [v.id, v]));
  const colourOf = (id) => (info.get(id) || {}).colour || GREY;
  const frameworks = [...new Set(data.variants.map((v) => v.framework))];
  const styleOf = (id) => frameworkStyle(Math.max(0, frameworks.indexOf((info.get(id) || {}).framework)));
  const experiment = (id, name) => (data.experiments[id] || {})[name];
  const host = run.host || {};
  const apps = run.apps || {};
  const machine = host.machine || {};

  Page.main.append(el("p", { class: "meta" }, data.dir, " · ", run.startedAt, " · commit ", host.commit || "?",
    " · ", machine.cores || "?", " cores, ", machine.cpu || "?", ", ", machine.jdk || "?"));

  // -- The answer: every verdict, and the run's facts -----------------------------------------------
  const passed = verdicts.filter((v) => v.status === "PASS").length;
  const answer = section("The answer", null, "verdicts");
  const top = el("div", { class: "top" });
  const left = el("div", {}, el("p", { class: "answer" }, passed + " of " + verdicts.length + " verdicts passed"
    + (passed === verdicts.length ? "." : ": " + verdicts.filter((v) => v.status !== "PASS").map((v) => v.variant + " " + v.experiment.toLowerCase() + " " + v.status.toLowerCase()).join(", ") + ".")));
  left.append(table(["variant", ...EXPERIMENTS.map((e) => e.toLowerCase())], run.variants.map((id) => [
    { node: swatch(colourOf(id), id), sort: id },
    ...EXPERIMENTS.map((e) => {
      const v = verdicts.find((x) => x.variant === id && x.experiment === e);
      if (!v) return "";
      const failed = v.checks.filter((c) => !c.passed).map((c) => c.rule + " (" + c.seen + ")").join("; ");
      return { node: el("span", {}, el("span", { class: "badge " + v.status.toLowerCase() }, v.status), " ", v.numbers), sort: v.status, title: failed || "every check passed" };
    }),
  ]), "Each experiment's verdict and its key numbers; a failed check's rule and what was seen show on hover and in the checks below."));
  const plan = run.plan || {};
  const search = plan.capacity || {};
  const overloadPlan = plan.overload || {};
  const soakPlan = plan.soak || {};
  const outagePlan = plan.outage || {};
  const panel = el("div", { class: "panel", id: "how-sure" }, el("h3", {}, "How sure"),
    el("p", {}, "One run of each experiment per variant: a verdict is a pass or a fail against the limits below, not an estimate."),
    el("dl", {},
      el("dt", {}, "profile"), el("dd", {}, run.profile),
      el("dt", {}, "capacity"), el("dd", {}, "the highest rate with p99 under " + search.p99LimitMs + " ms, every answer a 2xx; steps of " + search.stepSeconds + " s, precision " + fmt.percent(search.precision)),
      el("dt", {}, "overload"), el("dd", {}, overloadPlan.factor + "× capacity for " + overloadPlan.seconds + " s"),
      el("dt", {}, "soak"), el("dd", {}, fmt.percent(soakPlan.share) + " of capacity for " + soakPlan.minutes + " min"),
      el("dt", {}, "outage"), el("dd", {}, fmt.percent(outagePlan.share) + " of capacity, database away " + outagePlan.seconds + " s"),
      ...(outagePlan.silentSeconds ? [el("dt", {}, "silent"), el("dd", {}, fmt.percent(outagePlan.share) + " of capacity, database silent " + outagePlan.silentSeconds + " s (no FIN, no RST)")] : []),
      el("dt", {}, "database"), el("dd", {}, apps.database + (apps.dbPath ? ", " + apps.dbPath : "")),
      el("dt", {}, "machine"), el("dd", {}, (machine.cores || "?") + " cores, " + (machine.cpu || "?")),
      el("dt", {}, "JDK"), el("dd", {}, machine.jdk || "?"),
      el("dt", {}, "commit"), el("dd", {}, el("code", {}, host.commit || "?")),
      el("dt", {}, "started"), el("dd", {}, run.startedAt),
      el("dt", {}, "finished"), el("dd", {}, run.finishedAt)));
  top.append(left, panel);
  answer.append(top);

  // -- Capacity -----------------------------------------------------------------------------------
  const capacity = section("Capacity", "The highest open-model rate each variant held (every answer a 2xx, p99 under the limit), and every rate its search tried.", "capacity");
  const capacityCharts = el("div", { class: "charts" });
  capacity.append(capacityCharts);
  barsOrTable(capacityCharts, {
    title: "capacity: the highest rate held", categoryLabel: "variant", yName: "operations/s", stacks: ["capacity /s"], format: (v) => fmt.num(v, 0),
    bars: run.variants.map((id) => ({ label: id, colour: colourOf(id), values: [(experiment(id, "capacity") || {}).capacity] })),
  });
  const searched = run.variants.filter((id) => experiment(id, "capacity"));
  if (searched.length) {
    chart(capacityCharts, {
      title: { text: "the capacity search: p99 at each rate tried (hollow: not held)", left: 0, textStyle: { fontSize: 14 } },
      grid: { left: 70, right: 170, top: 64, bottom: 50 },
      tooltip: { trigger: "item", formatter: (p) => p.seriesName + ": " + p.data.value[0] + "/s, p99 " + fmt.ms(p.data.value[1]) + (p.data.held ? ", held" : ", not held") },
      legend: { type: "scroll", orient: "vertical", right: 0, top: 30 },
      xAxis: { type: "log", logBase: 2, name: "offered rate (operations/s)", nameLocation: "middle", nameGap: 28 },
      yAxis: { type: "log", name: "p99 (ms)" },
      series: searched.map((id, i) => {
        const steps = [...experiment(id, "capacity").steps].sort((a, b) => a.rate - b.rate);
        return {
          name: id, type: "line", itemStyle: { color: colourOf(id) }, lineStyle: { color: colourOf(id), type: styleOf(id).lineType },
          symbolSize: 9,
          data: steps.map((s) => ({ value: [s.rate, Math.max(0.1, finite(s.p99Ms) || 0.1)], held: s.sustained, symbol: s.sustained ? styleOf(id).symbol : "emptyCircle" })),
          markLine: i === 0 ? { silent: true, symbol: "none", lineStyle: { color: "#444", type: "dashed" }, data: [{ yAxis: experiment(id, "capacity").p99LimitMs }], label: { formatter: "p99 limit" } } : undefined,
        };
      }),
    });
  }

  /** Requests due per second and what became of them; a shaded band where the database was away. */
  function timeline(parent, id, title, seconds, band, bandName) {
    const xs = seconds.map((s) => s.second);
    const stack = (name, field, colour) => ({ name, type: "bar", stack: "answers", data: seconds.map((s) => s.requests[field]), itemStyle: { color: colour }, barCategoryGap: "10%" });
    chart(parent, {
      title: { text: title, left: 0, textStyle: { fontSize: 14 } },
      grid: { left: 60, right: 20, top: 60, bottom: 50 },
      tooltip: { trigger: "axis" },
      legend: { top: 24 },
      xAxis: { type: "category", data: xs, name: "second", nameLocation: "middle", nameGap: 28 },
      yAxis: { type: "value", name: "requests" },
      series: [
        stack("2xx", "ok", colourOf(id)),
        stack("503 problem", "problem503", "#bf8700"),
        stack("not allowed", "unacceptable", "#cf222e"),
        stack("not sent", "notSent", "#8c959f"),
        {
          name: "due", type: "line", data: seconds.map((s) => s.requests.due), itemStyle: { color: "#24292f" }, symbol: "none",
          markArea: band ? { silent: true, itemStyle: { color: "rgba(207, 34, 46, 0.08)" }, data: [[{ xAxis: band[0], name: bandName || "database away" }, { xAxis: band[1] }]] } : undefined,
        },
      ],
    }, 320);
  }

  // -- Overload -----------------------------------------------------------------------------------
  const overload = section("Overload", "Twice the capacity, then the capacity again: each second's requests by what became of them. A 503 problem is an allowed answer under overload; anything else is not.", "overload");
  const overloadCharts = el("div", { class: "charts" });
  overload.append(overloadCharts);
  for (const id of run.variants) {
    const o = experiment(id, "overload");
    if (o) timeline(overloadCharts, id, id + ": " + o.facts.offeredRate + "/s for " + o.facts.seconds + " s, then " + o.facts.sustainableRate + "/s", o.seconds, null);
  }

  // -- Soak ---------------------------------------------------------------------------------------
  const soak = section("Soak", "A steady share of the capacity: resident memory and p99 over time. The verdict compares the second tenth with the last.", "soak");
  const soakCharts = el("div", { class: "charts" });
  soak.append(soakCharts);
  const soaked = run.variants.filter((id) => experiment(id, "soak"));
  const soakLines = (title, yName, points, format) => chart(soakCharts, {
    title: { text: title, left: 0, textStyle: { fontSize: 14 } },
    grid: { left: 70, right: 170, top: 64, bottom: 50 },
    tooltip: { trigger: "axis", valueFormatter: format },
    legend: { type: "scroll", orient: "vertical", right: 0, top: 30 },
    xAxis: { type: "value", name: "seconds", nameLocation: "middle", nameGap: 28 },
    yAxis: { type: "value", name: yName, scale: true },
    series: soaked.map((id) => ({
      name: id, type: "line", showSymbol: false, data: points(experiment(id, "soak")),
      itemStyle: { color: colourOf(id) }, lineStyle: { color: colourOf(id), type: styleOf(id).lineType },
    })),
  });
  if (soaked.length) {
    soakLines("soak: resident memory of the app", "MB", (s) => s.rss.map((r) => [r.atMs / 1000, r.bytes / 1e6]), (v) => fmt.num(v, 0) + " MB");
    soakLines("soak: p99 latency per second", "p99 (ms)", (s) => s.seconds.filter((x) => finite(x.latency.p99Ms) !== null).map((x) => [x.second, x.latency.p99Ms]), fmt.ms);
  }

  // -- Outage and silence ---------------------------------------------------------------------------
  const faults = [
    ["outage", "The database away under load", "the database was away", "database away from ", "While away every answer must be a 503 problem; after, the first 2xx must come soon and no acknowledged create may be lost."],
    ["silent", "The database silent under load", "the database was silent (no FIN, no RST)", "database silent from ", "While silent every answer must still come, a 503 problem within the deadline, never a hang; once a replacement answers, the first 2xx must come within 5 s and no acknowledged create may be lost."],
  ];
  for (const [key, title, shaded, label, rule] of faults) {
    if (!run.variants.some((id) => experiment(id, key))) {
      continue;
    }
    const part = section(title, "Half the capacity, write-heavy; the shaded seconds are those " + shaded + ". " + rule, key);
    const charts = el("div", { class: "charts" });
    part.append(charts);
    for (const id of run.variants) {
      const o = experiment(id, key);
      if (o) {
        const band = [Math.floor(o.facts.downtime.downMs / 1000), Math.floor(o.facts.downtime.upMs / 1000)];
        timeline(charts, id, id + ": " + o.facts.rate + "/s " + o.facts.mix + ", " + label + band[0] + " s to " + band[1] + " s", o.seconds, band, key === "silent" ? "database silent" : "database away");
      }
    }
  }

  // -- Every check --------------------------------------------------------------------------------
  section("Every check", "Each rule of each verdict with what was seen; click a header to sort.", "checks").append(table(
    ["variant", "experiment", "rule", "result", "seen"],
    verdicts.flatMap((v) => (v.checks.length ? v.checks : [{ rule: v.numbers, passed: v.status === "PASS", seen: "" }]).map((c) => [
      { node: swatch(colourOf(v.variant), v.variant), sort: v.variant }, v.experiment.toLowerCase(), c.rule,
      { node: el("span", { class: "badge " + (c.passed ? "pass" : v.status === "SKIPPED" ? "skipped" : "fail") }, c.passed ? "pass" : v.status === "SKIPPED" ? "skipped" : "fail"), sort: c.passed ? 1 : 0 },
      c.seen]))));
})();
