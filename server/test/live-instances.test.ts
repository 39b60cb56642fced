/**
 * Live updates across instances: two server PROCESSES (the bundle `npm run server` runs) on
 * one PostgreSQL database of this run's own. A write through one reaches the account's
 * stream open on the other (PostgreSQL NOTIFY, one LISTEN connection per instance); when
 * those LISTEN connections are killed, each instance reconnects by itself and its streams
 * catch up from the events table: nothing is lost, nothing comes twice.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import { EVENTS_API, liveEventSchema } from '@/contract/events';
import { createAccount, createPostgresDatabase, EMULATOR, POSTGRES, PROJECT } from './helpers';
import type { Account } from './helpers';
import { startInstance, stopInstance, type Instance } from './processes';
import { openStream, type Stream } from './sse';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The promise: on every open screen within a second. */
const WITHIN_MS = 1000;

describe(
  'live updates between two server processes on PostgreSQL',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    const instances: Instance[] = [];
    const streams: Stream[] = [];
    let a: Instance;
    let b: Instance;
    let account: Account;
    let dataDir: string;

    before(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-live-instances-'));
      [database, account] = await Promise.all([
        createPostgresDatabase(),
        createAccount('Admin', 'live-instances'),
      ]);
      const settings = {
        DATABASE_URL: database.url,
        SERVER_DATA_DIR: dataDir,
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
        LOG_LEVEL: 'warn',
      };
      a = await startInstance('A', { ...settings, MIGRATE_ON_START: 'true' });
      instances.push(a);
      b = await startInstance('B', settings);
      instances.push(b);
    });
    after(async () => {
      for (const stream of streams) stream.close();
      for (const instance of instances) await stopInstance(instance);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const open = async (on: Instance) => {
      const stream = await openStream(`${on.url}/${EVENTS_API.stream}`, account.token);
      streams.push(stream);
      assert.equal(stream.status, 200);
      await stream.next((frame) => frame.event === 'ready');
      return stream;
    };
    const create = async (on: Instance, title: string) => {
      const response = await fetch(`${on.url}/${CALENDAR_API.events}`, {
        method: 'POST',
        headers: { authorization: `JWT ${account.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          category: 'info',
          allDay: true,
          start: '2026-12-02',
          end: '2026-12-03',
        }),
      });
      assert.equal(response.status, 201);
      return (await response.json()) as CalendarEvent;
    };
    const received = (stream: Stream, id: string) =>
      stream.changes().filter((frame) => liveEventSchema.parse(frame.data).recordId === id);

    it('a write through A reaches the stream on B within a second, and the other way', async () => {
      const [onA, onB] = await Promise.all([open(a), open(b)]);
      for (const [writeOn, readOn] of [
        [a, onB],
        [b, onA],
      ] as const) {
        const made = await create(writeOn, `through ${writeOn.name}`);
        const started = Date.now();
        await readOn.next(() => received(readOn, made.id).length > 0, 5000);
        const took = Date.now() - started;
        assert.ok(took <= WITHIN_MS, `took ${took} ms`);
      }
      await pause(500);
      // Each stream saw both writes (its own instance's and the other's), once each.
      for (const stream of [onA, onB]) assert.equal(stream.changes().length, 2);
    });

    it('LISTEN connections killed: both reconnect, and the streams miss nothing', async () => {
      const [onA, onB] = await Promise.all([open(a), open(b)]);
      const admin = new pg.Client({ connectionString: POSTGRES });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      let made: CalendarEvent[] = [];
      try {
        const killed = await admin.query<{ pid: number }>(
          `select pg_terminate_backend(pid) as pid from pg_stat_activity
         where datname = $1 and query ilike 'LISTEN%'`,
          [name],
        );
        assert.equal(killed.rowCount, 2, 'one LISTEN connection per instance');
        // Written while the LISTENs are (most likely) still away.
        made = [await create(a, 'while away 1'), await create(b, 'while away 2')];
      } finally {
        await admin.end();
      }
      for (const stream of [onA, onB]) {
        for (const event of made) {
          await stream.next(() => received(stream, event.id).length > 0, 15_000);
        }
      }
      await pause(500);
      for (const stream of [onA, onB]) {
        for (const event of made) assert.equal(received(stream, event.id).length, 1);
      }
      for (const instance of [a, b]) {
        assert.match(instance.output(), /LISTEN connection was lost/, `${instance.name} noticed`);
      }
      // And live again afterwards.
      const later = await create(a, 'after the reconnect');
      await onB.next(() => received(onB, later.id).length > 0, 5000);
    });
  },
);
