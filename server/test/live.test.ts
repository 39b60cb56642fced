/**
 * Live updates over HTTP (issue 40, part 3), with real tokens from the Auth emulator, on the
 * embedded PGlite and on this machine's PostgreSQL: a write by A of the workspace's rows
 * reaches every member's open stream exactly once, of A's own rows A's streams only; a refused or rolled-back write announces nothing;
 * `Last-Event-ID` replays what a stream missed, and a client away longer than the events are
 * kept (or with an id the server does not know) is told to refetch; heartbeats come; the
 * stream closes when the account is disabled.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { eventsTable } from '@/backend/calendar/routes';
import { conflict } from '@/backend/problems';
import { runRoute } from '@/backend/route';
import { createdBy, WORKSPACE_OWNER } from '@/backend/workspace';
import { MAPS_API } from '@/contract/maps';
import { memoryBlobStore } from '@/backend/bytes';
import { ADMIN_API } from '@/contract/admin';
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import { EVENTS_API, liveEventSchema, type LiveEvent } from '@/contract/events';
import { sqlStore } from '../src/db/sqlStore';
import { MESSAGES } from '../src/errors';
import { AREAS } from '../src/registry';
import type { TokenVerifier } from '../src/auth';
import type { RunningServer } from '../src/server';
import {
  BACKENDS,
  call,
  createAccount,
  createPostgresDatabase,
  localVerifier,
  POSTGRES,
  serve,
  type Account,
  assertProblem,
} from './helpers';
import { openStream, type Stream } from './sse';

/** Events kept this long in these tests (the product keeps 10 minutes). */
const KEPT_MS = 6000;
/** How long "nothing more came" is waited for. */
const QUIET_MS = 700;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const draft = (title: string) => ({
  title,
  category: 'primary' as const,
  allDay: false,
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T10:00:00.000Z',
});

/** Closes the server: streams still open must not hold its shutdown (it ends them). */
async function closeWithStreams(server: RunningServer | undefined, streams: Stream[]) {
  const open = streams.filter((stream) => !stream.isEnded());
  await server?.close();
  await Promise.all(open.map((stream) => stream.ended));
  for (const stream of streams) stream.close();
}

for (const backend of BACKENDS) {
  describe(
    `GET /api/events on ${backend.name}`,
    { skip: backend.postgres && !POSTGRES && 'PostgreSQL is not running' },
    () => {
      let server: RunningServer;
      let drop: (() => Promise<void>) | undefined;
      let dataDir: string;
      let a: Account;
      let b: Account;
      const streams: Stream[] = [];
      const open = async (account: Account, lastEventId?: string) => {
        const stream = await openStream(
          `${server.url}/${EVENTS_API.stream}`,
          account.token,
          lastEventId,
        );
        streams.push(stream);
        return stream;
      };
      const create = async (as: Account, title: string) => {
        const created = await call(server, 'POST', `/${CALENDAR_API.events}`, {
          account: as,
          body: draft(title),
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        return created.body as CalendarEvent;
      };
      const changeOf = (frame: { data: unknown }): LiveEvent => liveEventSchema.parse(frame.data);

      before(async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-live-'));
        let databaseUrl = '';
        if (backend.postgres) {
          const database = await createPostgresDatabase();
          databaseUrl = database.url;
          drop = database.drop;
        }
        server = await serve(
          { databaseUrl, dataDir },
          {
            inMemory: !backend.postgres,
            live: { keptMs: KEPT_MS, pruneEveryMs: 300, heartbeatMs: 250, checkMs: 250 },
          },
        );
        [a, b] = await Promise.all([
          createAccount('Admin', 'live-a'),
          createAccount('Admin', 'live-b'),
        ]);
      });
      after(async () => {
        await closeWithStreams(server, streams);
        await drop?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      it('answers 401 without a token', async () => {
        const response = await fetch(`${server.url}/${EVENTS_API.stream}`);
        assert.equal(response.status, 401);
        await response.body?.cancel();
      });

      it("a write by A of the workspace's rows reaches A's streams and B's, each exactly once", async () => {
        const [first, second, other] = await Promise.all([open(a), open(a), open(b)]);
        for (const stream of [first, second, other]) {
          assert.equal(stream.status, 200);
          await stream.next((frame) => frame.event === 'ready');
        }
        const event = await create(a, 'Live planning');
        for (const stream of [first, second, other]) {
          const got = changeOf(await stream.next((frame) => frame.event === 'change'));
          assert.deepEqual(
            { area: got.area, op: got.op, recordId: got.recordId, by: got.by },
            { area: 'calendar', op: 'create', recordId: event.id, by: a.uid },
          );
          assert.ok(!Number.isNaN(Date.parse(got.at)));
        }
        await pause(QUIET_MS);
        assert.equal(first.changes().length, 1, JSON.stringify(first.frames));
        assert.equal(second.changes().length, 1);
        // B, another member, gets the one event too (it was announced once, to the workspace).
        assert.equal(other.changes().length, 1, JSON.stringify(other.frames));
        // A heartbeat comment line came meanwhile.
        assert.ok(first.comments > 0);
      });

      it("a write by A of A's own rows (the map's markers) reaches A's streams, not B's", async () => {
        const [mine, theirs] = await Promise.all([open(a), open(b)]);
        for (const stream of [mine, theirs]) await stream.next((frame) => frame.event === 'ready');
        const removed = await call(server, 'DELETE', `/${MAPS_API.marker('m-rome')}`, {
          account: a,
        });
        assert.equal(removed.status, 204, JSON.stringify(removed.body));
        const got = changeOf(await mine.next((frame) => frame.event === 'change'));
        assert.deepEqual(
          { area: got.area, op: got.op, recordId: got.recordId },
          { area: 'maps', op: 'delete', recordId: 'm-rome' },
        );
        await pause(QUIET_MS);
        assert.equal(mine.changes().length, 1);
        assert.equal(theirs.changes().length, 0, JSON.stringify(theirs.frames));
      });

      it("an Admin's change of B's role reaches B's streams (`role`) and the team's (`members`)", async () => {
        const [admins, theirs] = await Promise.all([open(a), open(b)]);
        for (const stream of [admins, theirs])
          await stream.next((frame) => frame.event === 'ready');
        const changed = await call(server, 'PATCH', `/${ADMIN_API.user(b.uid)}`, {
          account: a,
          body: { role: 'user' },
        });
        assert.equal(changed.status, 200, JSON.stringify(changed.body));
        const seen = (stream: Stream) =>
          stream
            .changes()
            .map((frame) => changeOf(frame))
            .map(({ area, op, recordId, by }) => ({ area, op, recordId, by }))
            .sort((x, y) => x.area.localeCompare(y.area));
        await theirs.next((frame) => frame.event === 'change');
        await admins.next((frame) => frame.event === 'change');
        await pause(QUIET_MS);
        const members = { area: 'members', op: 'update', recordId: b.uid, by: a.uid };
        assert.deepEqual(seen(theirs), [members, { ...members, area: 'role' }]);
        // The Admin's own stream hears of the team's change only.
        assert.deepEqual(seen(admins), [members]);
      });

      it('a refused write announces nothing, nor one rolled back after it wrote', async () => {
        const stream = await open(a);
        await stream.next((frame) => frame.event === 'ready');
        const refused = await call(server, 'POST', `/${CALENDAR_API.events}`, {
          account: a,
          body: { ...draft(''), title: '' },
        });
        assert.equal(refused.status, 422);
        const missing = await call(server, 'PUT', `/${CALENDAR_API.event('no-such-event')}`, {
          account: a,
          body: draft('Nothing'),
        });
        assert.equal(missing.status, 404);
        // A route that inserts, then refuses: its transaction rolls back after the event
        // (row + NOTIFY) was recorded in it.
        const answer = await runRoute(
          {
            method: 'post',
            path: 'calendar/events',
            async handle({ workspace, caller, now }) {
              const events = workspace(eventsTable);
              await events.insert({
                ...draft('Rolled back'),
                id: await events.newId('ev'),
                ...createdBy(caller, now),
                version: 1,
              });
              return conflict('refused after writing');
            },
          },
          {
            caller: { uid: a.uid, role: 'Admin' },
            params: {},
            query: {},
            body: {},
            store: sqlStore(server.database.db, AREAS),
            blobs: memoryBlobStore(),
            now: Date.now(),
          },
        );
        assert.equal(answer.status, 409);
        const listed = await call(server, 'GET', `/${CALENDAR_API.events}`, { account: a });
        const titles = (listed.body as CalendarEvent[]).map((event) => event.title);
        assert.ok(!titles.includes('Rolled back'));
        await pause(QUIET_MS);
        assert.deepEqual(stream.changes(), []);
        const rows = await sql<{ n: number }>`
          select count(*)::int as n from events where audience = ${WORKSPACE_OWNER} and area = 'calendar'
        `.execute(server.database.db);
        // Only the create of the case before.
        assert.equal(rows.rows[0]?.n, 1);
      });

      it('Last-Event-ID replays what a closed stream missed, in order', async () => {
        const stream = await open(a);
        const ready = await stream.next((frame) => frame.event === 'ready');
        stream.close();
        await stream.ended;
        const made = await create(a, 'While away');
        const renamed = await call(server, 'PUT', `/${CALENDAR_API.event(made.id)}`, {
          account: a,
          body: draft('While away, renamed'),
        });
        assert.equal(renamed.status, 200);
        assert.equal(
          (await call(server, 'DELETE', `/${CALENDAR_API.event(made.id)}`, { account: a })).status,
          204,
        );
        const resumed = await open(a, ready.id);
        await resumed.next(() => resumed.changes().length >= 2);
        await pause(QUIET_MS);
        const got = resumed.changes().map(changeOf);
        // Three writes while away, three events, in the order they were committed.
        assert.deepEqual(
          got.map((event) => [event.op, event.recordId]),
          [
            ['create', made.id],
            ['update', made.id],
            ['delete', made.id],
          ],
        );
        const ids = resumed.changes().map((frame) => BigInt(frame.id ?? '0'));
        assert.ok(ids.every((id, i) => i === 0 || id > (ids[i - 1] ?? 0n)));
        assert.equal(resumed.frames.filter((frame) => frame.event === 'ready').length, 0);
        // An id the server never gave: refetch.
        const unknown = await open(a, 'not-an-id');
        await unknown.next((frame) => frame.event === 'reset');
      });

      it('a client away longer than events are kept is told to refetch', async () => {
        const stream = await open(a);
        const ready = await stream.next((frame) => frame.event === 'ready');
        stream.close();
        await create(a, 'Long ago');
        await pause(KEPT_MS + 1500);
        const late = await open(a, ready.id);
        const reset = await late.next((frame) => frame.event === 'reset');
        assert.ok(reset.id, 'the reset carries the id to resume from next');
        await pause(QUIET_MS);
        assert.deepEqual(late.changes(), []);
      });

      it('the stream closes when an Admin disables the account', async () => {
        const stream = await open(b);
        await stream.next((frame) => frame.event === 'ready');
        const disabled = await call(server, 'PATCH', `/${ADMIN_API.user(b.uid)}`, {
          account: a,
          body: { disabled: true },
        });
        assert.equal(disabled.status, 200, JSON.stringify(disabled.body));
        const closed = await stream.next((frame) => frame.event === 'closed', 8000);
        assert.equal(typeof (closed.data as { message?: unknown }).message, 'string');
        await stream.ended;
        assert.ok(stream.isEnded());
      });
    },
  );
}

describe('GET /api/events: streams per account', () => {
  let server: RunningServer;
  let a: Account;
  let b: Account;
  const streams: Stream[] = [];
  before(async () => {
    server = await serve(
      { databaseUrl: '', dataDir: '' },
      { inMemory: true, live: { maxStreamsPerAccount: 2, heartbeatMs: 250, checkMs: 250 } },
    );
    [a, b] = await Promise.all([
      createAccount('Admin', 'streams-a'),
      createAccount('Admin', 'streams-b'),
    ]);
  });
  after(() => closeWithStreams(server, streams));
  const open = async (account: Account) => {
    const stream = await openStream(`${server.url}/${EVENTS_API.stream}`, account.token);
    streams.push(stream);
    return stream;
  };

  it('one account holds a few at once; past that 429 with a message, and a closed one frees its place', async () => {
    const [first, second] = [await open(a), await open(a)];
    for (const stream of [first, second]) {
      assert.equal(stream.status, 200);
      await stream.next((frame) => frame.event === 'ready');
    }
    const refused = await fetch(`${server.url}/${EVENTS_API.stream}`, {
      headers: { authorization: `JWT ${a.token}` },
    });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '30');
    assertProblem(await refused.json(), MESSAGES.tooManyStreams);
    // Another account is not counted with it.
    const theirs = await open(b);
    assert.equal(theirs.status, 200);
    first.close();
    await first.ended;
    let again = await open(a);
    for (let i = 0; i < 50 && again.status === 429; i++) {
      // The server sees the closed connection a moment after the client closed it.
      await pause(50);
      again = await open(a);
    }
    assert.equal(again.status, 200);
    await again.next((frame) => frame.event === 'ready');
  });
});

describe('live updates: a stream ends with its token', () => {
  let server: RunningServer;
  const streams: Stream[] = [];
  /** The emulator's tokens hold an hour: here each one holds 800 ms from its check. */
  const shortTokens: TokenVerifier = {
    async verify(token) {
      const principal = await localVerifier.verify(token);
      return principal && { ...principal, expiresAt: Date.now() + 800 };
    },
  };
  before(async () => {
    server = await serve(
      { databaseUrl: '', dataDir: '' },
      { inMemory: true, verifier: shortTokens, live: { heartbeatMs: 250, checkMs: 250 } },
    );
  });
  after(() => closeWithStreams(server, streams));

  it('says `renew` when the token expires and ends; opened again from its last id, it resumes', async () => {
    const account = await createAccount('Admin', 'renew');
    const first = await openStream(`${server.url}/${EVENTS_API.stream}`, account.token);
    streams.push(first);
    const ready = await first.next((frame) => frame.event === 'ready');
    await first.next((frame) => frame.event === 'renew', 5000);
    await first.ended;
    assert.equal(first.frames.filter((frame) => frame.event === 'closed').length, 0);
    const again = await openStream(`${server.url}/${EVENTS_API.stream}`, account.token, ready.id);
    streams.push(again);
    assert.equal(again.status, 200);
    // Resumed (nothing missed): no `reset`, no `ready`, until it renews again.
    await again.next((frame) => frame.event === 'renew', 5000);
    assert.deepEqual(
      again.frames.filter((frame) => frame.event === 'reset' || frame.event === 'ready'),
      [],
    );
  });
});
