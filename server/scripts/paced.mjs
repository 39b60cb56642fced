// An open-loop load at a fixed rate, for bench:server's latency figures: request i is due at
// start + i / rate whatever the server does, and its latency is counted from that moment
// (a request that waited for a free connection waited in the server's queue as far as its
// caller is concerned), so a stall shows in the percentiles instead of slowing the load.
// autocannon's `overallRate` is not this: each connection sends as fast as it can until its
// share of the second is spent, then waits for the next second, so "half the throughput" was
// full speed for half of every second, and its p99 was the p99 at saturation.
import http from 'node:http';

/**
 * `rate` requests a second for `duration` seconds over at most `connections` keep-alive
 * connections; `headersFor(i)` gives request i's headers. Answers the rate achieved, p50 and
 * p99 (ms), and the errors (a status of 300 or more, a failed or unanswered request).
 */
export async function paced({ url, method, headersFor, body, rate, duration, connections }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * duration));
  const gap = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const started = performance.now();
  let giveUp;
  await new Promise((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    // Requests still unanswered this long after the last was due count as errors.
    giveUp = setTimeout(resolve, duration * 1000 + 30_000);
    const send = (i) => {
      const due = started + i * gap;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          headers: headersFor(i),
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if ((response.statusCode ?? 500) >= 300) errors += 1;
            settle();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        settle();
      });
      request.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * gap <= now) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  clearTimeout(giveUp);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  errors += total - settled;
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))])
      : NaN;
  return { perSecond: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), errors };
}
