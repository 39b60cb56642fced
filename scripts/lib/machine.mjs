// What the bench prints of the machine beside its results (scripts/bench.mjs). The load
// average says whether something else ran; the cost of a fresh memory page says how fast the
// machine gives memory to a process. A browser touches tens of thousands of fresh pages to
// load one of our pages (its renderer: ~25,000 for /auth/login, ~14,000 for an empty page),
// and Lighthouse multiplies what its tasks took by 4 (mobile CPU): on a machine whose
// hypervisor takes ~12 µs a page fault instead of well under one, every task grows with it.
import os from 'node:os';
import { median } from './routeTable.mjs';

const PAGE = 4096;

/**
 * Microseconds to touch one fresh page of memory: the median of `runs` buffers of `mib` MiB,
 * each new from the kernel (over glibc's largest mmap threshold, 32 MiB), one byte a page.
 */
export function freshPageCost({ mib = 64, runs = 3 } = {}) {
  const costs = [];
  for (let run = 0; run < runs; run++) {
    const buffer = Buffer.allocUnsafeSlow(mib * 1024 * 1024); // untouched: no page yet
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < buffer.length; offset += PAGE) buffer[offset] = 1;
    const nanoseconds = Number(process.hrtime.bigint() - start);
    costs.push(nanoseconds / 1000 / (buffer.length / PAGE));
  }
  return median(costs);
}

/** The bench's line on the machine: load average, cores, and a fresh page's cost. */
export function machineLine(pageCostAtStart) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const cost = (us) => `${us.toFixed(1)} µs`;
  return (
    `     machine: load average ${load} (${os.cpus().length} cores); a fresh memory page ` +
    `costs ${cost(pageCostAtStart)} at the start, ${cost(freshPageCost())} at the end`
  );
}
