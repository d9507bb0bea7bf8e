/*
 * report.html of a findings run (crudbench.loadgen.report.html.FindingsPage): the claims and
 * their verdicts first, then each experiment's sessions, each over the experiment's first, with
 * their 95% intervals. A scenario selector per experiment redraws its ratios.
 */
"use strict";

(() => {
  const { data, el, section, fmt, swatch, table, selector, clear, forest, GREY } = Page;
  const claims = data.claims || [];
  const sure = data.howSure || {};
  const machine = sure.machine || {};
  const slug = (text) => String(text).toLowerCase().replace(/[^a-z]+/g, "-");

  Page.main.append(el("p", { class: "meta" }, data.dir, " · ", sure.startedAt || "", " · commit ", sure.commit || "?",
    " · ", machine.cores || "?", " cores, ", machine.cpu || "?", ", ", machine.jdk || "?"));
  if (sure.uncommitted) {
    Page.main.append(el("p", { class: "uncommitted" }, "commit " + (sure.commit || "?") + " " + sure.uncommitted + "."));
  }

  // -- The answer: every claim and its verdict ------------------------------------------------------
  const counts = {};
  claims.forEach((c) => (counts[c.verdict] = (counts[c.verdict] || 0) + 1));
  const answer = section("The answer", null, "claims");
  // The claims need the page's width: the verdicts and how sure sit above them.
  const top = el("div", { class: "top" });
  const left = el("div", {}, el("p", { class: "answer" },
    claims.length + " claims re-tested: " + Object.entries(counts).map(([v, n]) => n + " " + v).join(", ") + "."));
  const claimsTable = table(
    [{ label: "#", num: true }, "claim", "source", "their number", "our number (95% CI)", "verdict", "why"],
    claims.map((c) => [
      c.number,
      { node: el("span", {}, c.claim, el("details", {}, el("summary", {}, "setups"), el("p", {}, "Theirs: " + (c.theirSetup || "none")), el("p", {}, "Ours: " + c.ourSetup))), sort: c.claim },
      c.source, c.theirs, c.ours,
      { node: el("span", { class: "badge " + slug(c.verdict) }, c.verdict), sort: c.verdict },
      c.why,
    ]), "Each claim's verdict, the rule in findings.md; click a header to sort.");
  const panel = el("div", { class: "panel", id: "how-sure" }, el("h3", {}, "How sure"),
    el("p", {}, "Each experiment is one interleaved bench run; its ratios are paired round by round, with 95% intervals over "
      + (sure.rounds || "?") + " rounds. An interval that holds 1.00x is no clear difference."),
    el("dl", {},
      el("dt", {}, "rounds"), el("dd", {}, sure.rounds || "?"),
      el("dt", {}, "slice"), el("dd", {}, (sure.secondsPerSlice || "?") + " s per scenario"),
      el("dt", {}, "machine"), el("dd", {}, (machine.cores || "?") + " cores, " + (machine.cpu || "?")),
      el("dt", {}, "JDK"), el("dd", {}, machine.jdk || "?"),
      el("dt", {}, "commit"), el("dd", {}, el("code", {}, sure.commit || "?"), sure.uncommitted ? " " + sure.uncommitted : ""),
      el("dt", {}, "started"), el("dd", {}, sure.startedAt || "?")));
  top.append(left, panel);
  answer.append(top, claimsTable);

  // -- Each experiment ----------------------------------------------------------------------------
  for (const study of data.experiments) {
    const sessions = new Map(study.sessions.map((s) => [s.label, s]));
    const colourOf = (label) => (sessions.get(label) || {}).colour || GREY;
    const base = study.sessions[0].label;
    const node = section("Experiment: " + study.id, study.question, "experiment-" + study.id);
    node.append(el("p", {}, "Sessions: ", study.sessions.map((s, i) => [i ? ", " : "", swatch(colourOf(s.label), s.label)]),
      "; users ", study.users.join(", "), ".",
      study.links.length ? [" Its tables: ", study.links.map((l, i) => [i ? ", " : "", el("a", { href: l }, l)])] : null));
    // The scenario the question names, where it names one; else the first.
    const named = study.scenarios.find((s) => study.question && new RegExp("\\b" + s + "\\b").test(study.question));
    let scenario = named || study.scenarios[0];
    const holder = el("div");
    const bar = el("div", { class: "toolbar" }, selector("Scenario", [scenario, ...study.scenarios.filter((s) => s !== scenario)].map((s) => ({ value: s, label: s })), (v) => {
      scenario = v;
      draw();
    }));
    node.append(bar, holder);

    function draw() {
      clear(holder);
      const rows = study.rows.filter((r) => r.scenario === scenario);
      const charts = el("div", { class: "charts" });
      holder.append(charts);
      for (const [figure, pick] of [["throughput", (r) => r.throughputRatio], ["app CPU per request", (r) => r.cpuRatio]]) {
        forest(charts, rows.filter((r) => r.session !== base).map((r) => ({
          group: r.users + " users", label: r.session, ratio: pick(r), colour: colourOf(r.session),
        })), study.id + ", " + scenario + ": " + figure + ", each session over " + base);
      }
      holder.append(table(
        [{ label: "users", num: true }, "session", { label: "req/s", num: true }, "×first [95% CI]", { label: "p99", num: true }, { label: "app CPU ms/req", num: true }, "×first [95% CI]"],
        rows.map((r) => [r.users, { node: swatch(colourOf(r.session), r.session), sort: r.session },
          { text: fmt.rate(r.throughput) + (r.flagged ? " ⚑" : ""), sort: r.throughput },
          r.throughputRatio ? { text: r.throughputRatio.label, sort: r.throughputRatio.estimate } : "first",
          { text: fmt.ms(r.p99Ms), sort: r.p99Ms }, { text: fmt.num(r.appCpu, 3), sort: r.appCpu === null ? "" : r.appCpu },
          r.cpuRatio ? { text: r.cpuRatio.label, sort: r.cpuRatio.estimate } : r.session === base ? "first" : ""]),
        study.id + ", " + scenario + ", closed model: every session, the geometric mean over rounds"));
    }
    draw();
  }
})();
