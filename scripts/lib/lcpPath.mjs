// What a route's Lighthouse LCP is made of (npm run bench -- --lcp-path): Lighthouse does not
// time the page on a throttled network; it replays the requests and main-thread tasks that
// ended before the observed LCP on a simulated phone (150 ms round trips, 6 connections an
// origin, a new origin paying DNS, TCP and TLS first, CPU x4), and the LCP it reports is when
// the last of them ends. This prints that replay, so a miss names its cause: a request chain
// too deep, too many requests for the connections, a cold origin, a long task.

/**
 * Lighthouse's simulation of the LCP (its "pessimistic" graph: every request and layout
 * before the observed LCP), from a run's artifacts. Lighthouse's own modules, not its API:
 * they are imported only when --lcp-path asks.
 * @returns {Promise<{ lcp: number, nodes: SimNode[] }>}
 */
export async function simulateLcp({ artifacts, lhr }) {
  const { Audit } = await import('lighthouse/core/audits/audit.js');
  const { LanternLargestContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const context = { settings: lhr.configSettings, computedCache: new Map(), options: {} };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const estimate = await LanternLargestContentfulPaint.request(data, context);
  const nodes = [...estimate.pessimisticEstimate.nodeTimings].map(([node, timing]) => ({
    kind: node.type === 'network' ? 'request' : 'task',
    label: node.type === 'network' ? node.request.url : `${Math.round(node.duration / 1000)} ms`,
    start: timing.startTime,
    end: timing.endTime,
  }));
  return { lcp: estimate.timing, nodes };
}

/**
 * @typedef {{ kind: 'request' | 'task', label: string, start: number, end: number }} SimNode
 */

/** A request's URL, short: the app's own files without the origin and base path. */
export function shortLabel(label, base) {
  if (label.startsWith(base)) return label.slice(base.length) || '/';
  return label.replace(/^https?:\/\//, '');
}

/**
 * The replay as lines: every node by simulated start, with its end; then what set the LCP
 * (the node that ended last) and, per origin, how many requests and when its first began.
 * @param {{ lcp: number, nodes: SimNode[] }} simulation
 * @param {string} base the app's address (its own files are shown without it)
 */
export function lcpPathLines({ lcp, nodes }, base) {
  const ms = (t) => String(Math.round(t)).padStart(5);
  const sorted = [...nodes].sort((a, b) => a.start - b.start || a.end - b.end);
  const last = sorted.reduce((a, b) => (b.end > a.end ? b : a), sorted[0]);
  const origins = new Map();
  for (const node of sorted) {
    if (node.kind !== 'request' || !/^https?:/.test(node.label)) continue;
    const origin = new URL(node.label).origin;
    const seen = origins.get(origin) ?? { requests: 0, first: node.start };
    origins.set(origin, { ...seen, requests: seen.requests + 1 });
  }
  return [
    `       simulated LCP ${Math.round(lcp)} ms, ${sorted.length} nodes (start  end  what):`,
    ...sorted.map(
      (n) => `       ${ms(n.start)} ${ms(n.end)}  ${n.kind.padEnd(7)} ${shortLabel(n.label, base)}`,
    ),
    last
      ? `       ended last: ${last.kind} ${shortLabel(last.label, base)} at ${Math.round(last.end)} ms`
      : '       no nodes',
    ...[...origins].map(
      ([origin, o]) =>
        `       origin ${origin}: ${o.requests} requests, first at ${Math.round(o.first)} ms`,
    ),
  ];
}
