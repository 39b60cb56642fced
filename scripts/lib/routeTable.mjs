// The bench's table of every registry route (scripts/bench.mjs): medians of the Lighthouse
// runs against issue 20's goals, printed as a Markdown table docs/benchmarks.md can take as it is.

/** Issue 20's goals for every route (mobile Lighthouse, medians). */
export const ROUTE_GOALS = { performance: 95, lcp: 1800, tbt: 150, cls: 0.01 };

/** The lower middle value (of 3 runs: the second). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * One line of the routes table: medians against ROUTE_GOALS, the misses flagged.
 * @returns {{ cells: unknown[], missed: boolean }}
 */
export function routeRow(route, results, kib) {
  const m = (key) => median(results.map((r) => r[key]));
  const misses = [
    m('performance') < ROUTE_GOALS.performance && 'perf',
    m('lcp') > ROUTE_GOALS.lcp && 'LCP',
    m('tbt') > ROUTE_GOALS.tbt && 'TBT',
    m('cls') > ROUTE_GOALS.cls && 'CLS',
  ].filter(Boolean);
  const cells = [
    route,
    kib(m('bytes')),
    m('performance'),
    `${(m('lcp') / 1000).toFixed(1)} s`,
    `${m('tbt')} ms`,
    m('cls'),
    misses.length ? `FAIL ${misses.join(' ')}` : 'ok',
  ];
  return { cells, missed: misses.length > 0 };
}

/** The table's lines: a title, the head, the rule and a line a route. */
export function routeTableLines(table, runs) {
  const { performance, lcp, tbt, cls } = ROUTE_GOALS;
  const head = ['route', 'JS+CSS', 'perf', 'LCP', 'TBT', 'CLS'];
  head.push(`goals (>= ${performance}, <= ${lcp / 1000} s, <= ${tbt} ms, <= ${cls})`);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [
    '',
    `Routes (mobile Lighthouse, median of ${runs}, HTTP cache cleared before each run; JS+CSS: gzip of the files loaded, demo backend included):`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...table.map(line),
  ];
}
