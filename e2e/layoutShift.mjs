// Layout shift while a page loads, as Chromium reports it (PerformanceObserver 'layout-shift'
// entries): the cumulative layout shift (its largest session window, as Lighthouse and the
// Core Web Vitals count it) and the elements that moved, so a failure says what to fix.

/** The budget: "no layout shift", with rounding room (shared/DESIGN.md, issue 20). */
export const CLS_BUDGET = 0.01;

/**
 * Installed before any script of the page (context.addInitScript): keeps every layout shift
 * with a readable description of the nodes that moved and where they went.
 */
function recordShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName?.toLowerCase() ?? '(gone)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const label =
      node.getAttribute('aria-label') ?? node.querySelector?.('h1,h2,h3,h4,h5')?.textContent;
    const text = label ? ` "${label.trim().slice(0, 40)}"` : '';
    return `${node.tagName.toLowerCase()}${id}${classes}${text}`;
  };
  const rect = (r) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  window.__layoutShifts = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__layoutShifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(
            (s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // A browser without the Layout Instability API: nothing to record.
  }
}

/** Records layout shifts on every page of `context` from its first script on. */
export async function recordLayoutShifts(context) {
  await context.addInitScript(recordShifts);
}

/** The largest session window (shifts under 1 s apart, a window at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let worst = { value: 0, shifts: [] };
  let current = { value: 0, shifts: [] };
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    const first = current.shifts[0];
    const last = current.shifts.at(-1);
    if (last && (shift.time - last.time >= 1000 || shift.time - first.time >= 5000)) {
      current = { value: 0, shifts: [] };
    }
    current.value += shift.value;
    current.shifts.push(shift);
    if (current.value > worst.value) worst = { value: current.value, shifts: [...current.shifts] };
  }
  return worst;
}

/** The page's shifts so far (since it loaded) and their CLS. */
export async function layoutShiftOf(page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { shifts, ...cumulativeLayoutShift(shifts) };
}

/** One readable block: the CLS and, for each shift of its window, what moved. */
export function describeShifts({ value, shifts }) {
  return [
    `CLS ${value.toFixed(4)}`,
    ...shifts.map(
      (s) => `  ${s.value.toFixed(4)} at ${s.time} ms: ${s.sources.join('; ') || '(no source)'}`,
    ),
  ].join('\n');
}

/** Slows the page's CPU (1: not at all), as Lighthouse's mobile run does (4). */
export async function throttleCpu(page, rate) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}
