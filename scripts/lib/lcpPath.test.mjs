// node --test scripts/lib/lcpPath.test.mjs: the bench's --lcp-path lines on a made-up replay.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lcpPathLines, shortLabel } from './lcpPath.mjs';

const base = 'http://127.0.0.1:4000/shreyu/react/';
const replay = {
  lcp: 2131.4,
  nodes: [
    { kind: 'request', label: `${base}static/js/main.js`, start: 679, end: 1009 },
    { kind: 'request', label: `${base}apps/projects/list`, start: 0, end: 631 },
    { kind: 'task', label: '21 ms', start: 679, end: 722 },
    {
      kind: 'request',
      label: 'https://firestore.googleapis.com/v1/projects/demo/documents/users/u1',
      start: 1371,
      end: 2131,
    },
    { kind: 'request', label: `${base}api/projects?page=1`, start: 1913, end: 2093 },
  ],
};

describe('lcpPathLines', () => {
  const lines = lcpPathLines(replay, base);

  it('lists every node by simulated start, the app files without its address', () => {
    const rows = lines.slice(1, 6).map((l) => l.trim().split(/\s+/));
    assert.deepEqual(
      rows.map((r) => [Number(r[0]), r[3]]),
      [
        [0, 'apps/projects/list'],
        [679, '21'],
        [679, 'static/js/main.js'],
        [1371, 'firestore.googleapis.com/v1/projects/demo/documents/users/u1'],
        [1913, 'api/projects?page=1'],
      ],
    );
    assert.match(lines[0], /simulated LCP 2131 ms, 5 nodes/);
  });

  it('names the node that ended last, and each origin with its first start', () => {
    assert.ok(
      lines.includes(
        '       ended last: request firestore.googleapis.com/v1/projects/demo/documents/users/u1 at 2131 ms',
      ),
    );
    assert.ok(lines.includes('       origin http://127.0.0.1:4000: 3 requests, first at 0 ms'));
    assert.ok(
      lines.includes(
        '       origin https://firestore.googleapis.com: 1 requests, first at 1371 ms',
      ),
    );
  });
});

describe('shortLabel', () => {
  it('keeps other origins whole but for the scheme', () => {
    assert.equal(shortLabel(base, base), '/');
    assert.equal(shortLabel('data:image/svg+xml,x', base), 'data:image/svg+xml,x');
    assert.equal(shortLabel('https://a.test/x', base), 'a.test/x');
  });
});
