import test from 'node:test';
import assert from 'node:assert/strict';
import { freshPageCost, machineLine } from './machine.mjs';

test('a fresh page costs a measured, plausible time', () => {
  const cost = freshPageCost({ mib: 40, runs: 3 });
  assert.ok(Number.isFinite(cost) && cost > 0, `cost ${cost}`);
  // Touching a page cannot take less than writing one byte; a millisecond would be swap.
  assert.ok(cost < 1000, `cost ${cost} µs`);
});

test('the machine line carries the load average, the cores and both page costs', () => {
  const line = machineLine(12.34);
  assert.match(line, /load average \d+\.\d \d+\.\d \d+\.\d \(\d+ cores\)/);
  assert.match(line, /costs 12\.3 µs at the start, \d+\.\d µs at the end$/);
});
