/*
 * What every report.html shares: the data blob, elements, number formats, sortable tables and
 * the charts (ECharts, SVG renderer). The Java side decides what a page says; these helpers only
 * lay it out, and follow the suite's rules for charts: a data-access column keeps its colour in
 * every chart, and an axis with fewer than three points is a table instead.
 */
"use strict";

const Page = (() => {
  const data = JSON.parse(document.getElementById("data").textContent);
  const main = document.getElementById("page");
  const charts = [];

  /** An element with attributes (a function for on* handlers) and children (strings become text). */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (typeof value === "function") node.addEventListener(key.slice(2), value);
      else if (key === "style" && typeof value === "object") Object.assign(node.style, value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  /** A section with its heading and an optional lead paragraph, appended to the page. */
  function section(title, lead, id) {
    const node = el("section", { id }, el("h2", {}, title), lead ? el("p", { class: "note" }, lead) : null);
    main.append(node);
    return node;
  }

  /** A finite number, or null: Jackson writes NaN as "NaN", and a missing figure is null. */
  function finite(value) {
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  }

  // Numbers as compare.md prints them (crudbench.loadgen.text.Numbers).
  const fmt = {
    rate: (v) => (finite(v) === null ? "n/a" : v >= 100 ? v.toFixed(0) : v.toFixed(1)),
    ms: (v) => (finite(v) === null ? "n/a" : v >= 100 ? v.toFixed(0) + " ms" : v >= 10 ? v.toFixed(1) + " ms" : v.toFixed(2) + " ms"),
    num: (v, d) => (finite(v) === null ? "n/a" : v.toFixed(d)),
    ratio: (v) => (finite(v) === null ? "n/a" : v.toFixed(2) + "x"),
    percent: (v) => (finite(v) === null ? "n/a" : (v * 100).toFixed(1) + "%"),
  };

  /** A coloured square before a label: how the tables tie a row to the charts' colour. */
  function swatch(colour, label) {
    return el("span", {}, el("span", { class: "swatch", style: { background: colour } }), label);
  }

  /**
   * A table whose columns sort on a click. A header is a string or {label, num}; a cell is a
   * string, a number, a Node, or {text, sort, title, node}: sort is what ordering uses.
   */
  function table(headers, rows, caption) {
    const heads = headers.map((h) => (typeof h === "string" ? { label: h } : h));
    const body = el("tbody");
    const node = el("table", { class: "sortable" }, caption ? el("caption", { class: "note" }, caption) : null);
    const headRow = el("tr");
    heads.forEach((h, i) => {
      const th = el("th", { class: "sortable" + (h.num ? " num" : ""), scope: "col", title: "click to sort" }, h.label);
      th.addEventListener("click", () => sortBy(node, body, i, th));
      headRow.append(th);
    });
    node.append(el("thead", {}, headRow), body);
    for (const row of rows) {
      const tr = el("tr");
      row.forEach((cell, i) => {
        const c = cell !== null && typeof cell === "object" && !(cell instanceof Node) ? cell : { text: cell };
        const content = c.node || (c.text instanceof Node ? c.text : c.text === null || c.text === undefined ? "" : String(c.text));
        const sort = c.sort !== undefined ? c.sort : typeof c.text === "number" ? c.text : content instanceof Node ? content.textContent : content;
        const td = el("td", { class: heads[i] && heads[i].num ? "num" : null, title: c.title }, content);
        td.dataset.sort = sort === null || sort === undefined ? "" : String(sort);
        tr.append(td);
      });
      body.append(tr);
    }
    return node;
  }

  function sortBy(tableNode, body, index, th) {
    const ascending = th.getAttribute("aria-sort") !== "ascending";
    tableNode.querySelectorAll("th").forEach((h) => h.removeAttribute("aria-sort"));
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const key = (tr) => tr.children[index].dataset.sort;
    const rows = Array.from(body.children);
    const numeric = rows.every((tr) => key(tr) === "" || !Number.isNaN(Number(key(tr))));
    rows.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === "" || y === "") return x === y ? 0 : x === "" ? 1 : -1; // the unmeasured last, either way
      const order = numeric ? Number(x) - Number(y) : x.localeCompare(y);
      return ascending ? order : -order;
    });
    body.append(...rows);
  }

  /** A select whose choice calls onChange with its value; the first option is chosen. */
  function selector(label, options, onChange) {
    const select = el("select", { "aria-label": label });
    options.forEach((o) => select.append(el("option", { value: o.value }, o.label)));
    select.addEventListener("change", () => onChange(select.value));
    return el("label", {}, label, select);
  }

  /** Draws an ECharts option into a new container (SVG: crisp on paper, and a test can see what it drew). */
  function chart(parent, option, height) {
    const node = el("div", { class: "chart", style: height ? { height: height + "px" } : null });
    parent.append(node);
    const instance = echarts.init(node, null, { renderer: "svg" });
    instance.setOption(Object.assign({ animation: false, textStyle: { fontFamily: "system-ui, sans-serif" } }, option));
    charts.push(instance);
    return instance;
  }

  /** Empties a container and disposes of the charts drawn in it, before a redraw. */
  function clear(node) {
    node.querySelectorAll(".chart").forEach((c) => {
      const instance = echarts.getInstanceByDom(c);
      if (instance) {
        charts.splice(charts.indexOf(instance), 1);
        instance.dispose();
      }
    });
    node.replaceChildren();
  }

  window.addEventListener("resize", () => charts.forEach((c) => c.resize()));

  /** Line style and symbol of a framework's series: its column gives the colour, the framework the dash. */
  const LINE_TYPES = ["solid", "dashed", "dotted"];
  const SYMBOLS = ["circle", "triangle", "rect", "diamond", "pin"];
  function frameworkStyle(index) {
    return { lineType: LINE_TYPES[index % LINE_TYPES.length], symbol: SYMBOLS[index % SYMBOLS.length] };
  }

  const GREY = "#6e7781";

  /**
   * A forest plot: each ratio a point with its 95% interval, on a log axis (log2 of the ratio,
   * labelled as ratios, so 0.5x and 2x sit as far from 1.00x), grouped under headings. rows:
   * {group, label, ratio: {estimate, low, high, rounds, label}, colour}. Fewer than three ratios
   * make a table.
   */
  function forest(parent, rows, title) {
    const measured = rows.filter((r) => r.ratio);
    if (!measured.length) {
      parent.append(el("p", { class: "note" }, title + ": none in this run."));
      return null;
    }
    if (measured.length < 3) {
      parent.append(table(["", "ratio [95% CI]"], measured.map((r) => [r.group + ": " + r.label, r.ratio.label]), title));
      return null;
    }
    const categories = [];
    const items = [];
    let group = null;
    for (const r of measured) {
      if (r.group !== group) {
        group = r.group;
        categories.push("▸ " + group);
      }
      categories.push(r.label);
      items.push({ y: categories.length - 1, r });
    }
    const log2 = (x) => Math.log2(x);
    const ends = measured.flatMap((r) => [r.ratio.low, r.ratio.high, r.ratio.estimate]).filter((x) => x > 0);
    const reach = Math.max(0.1, ...ends.map((x) => Math.abs(log2(x)))) * 1.1;
    return chart(parent, {
      title: { text: title, left: 0, textStyle: { fontSize: 14 } },
      grid: { left: 230, right: 40, top: 40, bottom: 40 },
      tooltip: { trigger: "item", formatter: (p) => categories[p.data.value[1]] + "<br>" + p.data.label + " (" + p.data.rounds + " rounds)" },
      xAxis: {
        type: "value", min: -reach, max: reach, name: "ratio (log scale)", nameLocation: "middle", nameGap: 26,
        axisLabel: { formatter: (v) => Math.pow(2, v).toFixed(2) + "x" }, splitLine: { lineStyle: { color: "#eee" } },
      },
      yAxis: {
        type: "category", data: categories, inverse: true,
        axisLabel: { formatter: (v) => (v.startsWith("▸") ? "{group|" + v + "}" : v), rich: { group: { fontWeight: "bold" } }, width: 220, overflow: "truncate" },
        axisTick: { show: false },
      },
      series: [
        {
          // The interval: a line from low to high with caps, drawn by a custom series.
          type: "custom",
          renderItem: (params, api) => {
            const y = api.value(1);
            const low = api.coord([api.value(2), y]);
            const high = api.coord([api.value(3), y]);
            const cap = 5;
            const style = { stroke: api.visual("color"), lineWidth: 2 };
            return {
              type: "group",
              children: [
                { type: "line", shape: { x1: low[0], y1: low[1], x2: high[0], y2: high[1] }, style },
                { type: "line", shape: { x1: low[0], y1: low[1] - cap, x2: low[0], y2: low[1] + cap }, style },
                { type: "line", shape: { x1: high[0], y1: high[1] - cap, x2: high[0], y2: high[1] + cap }, style },
              ],
            };
          },
          encode: { x: [2, 3], y: 1 },
          data: items.map((i) => ({
            value: [log2(i.r.ratio.estimate), i.y, log2(i.r.ratio.low), log2(i.r.ratio.high)],
            itemStyle: { color: i.r.colour || GREY }, label: i.r.ratio.label, rounds: i.r.ratio.rounds,
          })),
          z: 2,
        },
        {
          type: "scatter",
          symbolSize: 9,
          data: items.map((i) => ({
            value: [log2(i.r.ratio.estimate), i.y],
            itemStyle: { color: i.r.colour || GREY }, label: i.r.ratio.label, rounds: i.r.ratio.rounds,
          })),
          markLine: { silent: true, symbol: "none", lineStyle: { color: "#444", type: "dashed" }, data: [{ xAxis: 0 }], label: { show: false } },
          z: 3,
        },
      ],
    }, 60 + categories.length * 24 + 40);
  }

  /**
   * Values against a load, one line per series, or a table when the axis has fewer than three
   * loads. series: {name, colour, style, points: [[load, value, flagged]]}.
   */
  function lineOrTable(parent, opts) {
    const loads = opts.loads;
    if (loads.length < 3) {
      const rows = opts.series.map((s) => [
        { node: swatch(s.colour, s.name), sort: s.name },
        ...loads.map((l) => {
          const p = s.points.find((q) => q[0] === l);
          return p ? { text: opts.format(p[1]) + (p[2] ? " ⚑" : ""), sort: p[1] } : { text: "", sort: "" };
        }),
      ]);
      parent.append(table([opts.seriesLabel, ...loads.map((l) => ({ label: opts.loadLabel(l), num: true }))], rows, opts.title));
      return null;
    }
    return chart(parent, {
      title: { text: opts.title, left: 0, textStyle: { fontSize: 14 } },
      grid: { left: 70, right: 190, top: 64, bottom: 50 },
      tooltip: { trigger: "axis", valueFormatter: opts.format },
      legend: { type: "scroll", orient: "vertical", right: 0, top: 30 },
      xAxis: { type: "log", logBase: 2, name: opts.xName, nameLocation: "middle", nameGap: 28, min: loads[0], max: loads[loads.length - 1] },
      yAxis: { type: "value", name: opts.yName, min: 0 },
      series: opts.series.map((s) => ({
        name: s.name, type: "line", data: s.points.map((p) => [p[0], p[1]]),
        itemStyle: { color: s.colour }, lineStyle: { color: s.colour, type: s.style.lineType, width: 2 },
        symbol: s.style.symbol, symbolSize: 7,
      })),
    });
  }

  /**
   * One bar per category (a variant), or a table when there are fewer than three. bars: {label,
   * colour, values: [number|null]} with one value per stack; stacks: the stacks' names.
   */
  function barsOrTable(parent, opts) {
    const bars = opts.bars.filter((b) => b.values.some((v) => finite(v) !== null));
    if (bars.length < 3) {
      parent.append(table([opts.categoryLabel, ...opts.stacks.map((s) => ({ label: s, num: true }))],
        bars.map((b) => [{ node: swatch(b.colour, b.label), sort: b.label }, ...b.values.map((v) => ({ text: opts.format(v), sort: finite(v) === null ? "" : v }))]),
        opts.title));
      return null;
    }
    return chart(parent, {
      title: { text: opts.title, left: 0, textStyle: { fontSize: 14 } },
      grid: { left: 70, right: 20, top: 70, bottom: 110 },
      tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, valueFormatter: opts.format },
      legend: opts.stacks.length > 1 ? { top: 24, data: opts.stacks } : undefined,
      xAxis: { type: "category", data: bars.map((b) => b.label), axisLabel: { rotate: 35, interval: 0 } },
      yAxis: { type: "value", name: opts.yName },
      series: opts.stacks.map((stack, si) => ({
        name: stack, type: "bar", stack: "all",
        data: bars.map((b) => ({
          value: finite(b.values[si]),
          // The first stack in the variant's column colour, the next ones lighter: the column stays recognisable.
          itemStyle: { color: b.colour, opacity: si === 0 ? 1 : 0.45 },
        })),
        itemStyle: { color: si === 0 ? GREY : "#b8c0c8" },
      })),
    });
  }

  return { data, main, el, section, finite, fmt, swatch, table, selector, chart, clear, frameworkStyle, forest, lineOrTable, barsOrTable, GREY };
})();
