/**
 * Slow and greedy clients are bounded: a JSON body trickling in is cut with a 408 and its
 * connection closed (BODY_TIMEOUT_MS), a live stream is not (it has no body, and keeps its
 * heartbeat), and one instance holds at most MAX_LIVE_STREAMS streams of all accounts
 * together (429 with Retry-After past it, a place freed when one closes).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { EVENTS_API } from '@/contract/events';
import { TASKS_API } from '@/contract/tasks';
import type { RunningServer } from '../src/server';
import { createAccount, serve, type Account } from './helpers';
import { openStream } from './sse';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a POST's headers, then its body a byte every `everyMs`; what came back, and when. */
function trickle(server: RunningServer, account: Account, everyMs: number, bytes: number) {
  const { hostname, port } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  const body = `{"title":"${'x'.repeat(bytes)}"}`;
  let answer = '';
  let sent = 0;
  const started = Date.now();
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /${TASKS_API.list} HTTP/1.1\r\nhost: ${hostname}\r\n` +
      `authorization: JWT ${account.token}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++] as string);
  }, everyMs);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { closed, answer: () => answer, stop: () => socket.destroy() };
}

describe('slow clients', () => {
  let server: RunningServer;
  let owner: Account;
  let user: Account;
  let other: Account;
  before(async () => {
    [owner, user, other] = await Promise.all([
      createAccount('Admin', 'owner'),
      createAccount('user'),
      createAccount('user', 'other'),
    ]);
    server = await serve(
      { bodyTimeoutMs: 600, maxLiveStreams: 2 },
      { inMemory: true, live: { heartbeatMs: 200, checkMs: 5000 } },
    );
  });
  after(() => server?.close());

  it('a JSON body that trickles in is refused with 408 and its connection closed', async () => {
    const slow = trickle(server, owner, 150, 100);
    const closedAfter = await Promise.race([slow.closed, pause(5000).then(() => -1)]);
    slow.stop();
    assert.ok(closedAfter > 0, 'the connection was closed by the server');
    assert.ok(closedAfter < 3000, `closed after ${closedAfter} ms`);
    const answer = slow.answer();
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.match(answer, /"message":"The request body took too long to arrive/);
  });

  it('a body that arrives in time is served', async () => {
    const quick = trickle(server, owner, 1, 20);
    await Promise.race([
      (async () => {
        while (!quick.answer().includes('\r\n\r\n')) await pause(20);
      })(),
      pause(3000),
    ]);
    quick.stop();
    assert.match(quick.answer(), /^HTTP\/1\.1 200 /);
  });

  it('a live stream outlives the body limit; past MAX_LIVE_STREAMS, 429 with Retry-After', async () => {
    const url = `${server.url}/${EVENTS_API.stream}`;
    const first = await openStream(url, owner.token);
    const second = await openStream(url, user.token);
    try {
      assert.equal(first.status, 200);
      assert.equal(second.status, 200);
      await pause(1500);
      assert.ok(!first.isEnded(), 'the stream is still open past the body limit');
      assert.ok(first.comments > 0, 'and keeps its heartbeat');
      const refused = await fetch(url, { headers: { authorization: `JWT ${other.token}` } });
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get('retry-after'), '30');
      const body = (await refused.json()) as { message: string };
      assert.match(body.message, /too many live connections/);
    } finally {
      second.close();
    }
    let again = await openStream(url, other.token);
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await pause(50);
      again = await openStream(url, other.token);
    }
    assert.equal(again.status, 200, 'a closed stream frees its place');
    again.close();
    first.close();
  });
});
