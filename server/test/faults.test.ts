/**
 * Faults survived, on this machine's PostgreSQL: connections ended by the database while
 * requests use them (a failover, a maintenance restart, `pg_terminate_backend`) and a session
 * ended by `idle_in_transaction_session_timeout`. The process lives (the server runs inside
 * this test process: an unhandled 'error' event would end the run), each request in flight
 * answers 2xx or 503 with a message, a write answered 2xx is in the database and a refused
 * one is not, and the next requests succeed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { TASKS_API, type Task } from '@/contract/tasks';
import { isDatabaseUnavailable, openDatabase } from '../src/db/database';
import type { RunningServer } from '../src/server';
import {
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  type Account,
  type Reply,
} from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every connection to `database` but the caller's; how many it ended. */
async function terminateAll(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** A request's answer, or 'socket' when its connection was lost without one. */
const settle = (reply: Promise<Reply>): Promise<Reply | 'socket'> =>
  reply.catch(() => 'socket' as const);

describe('connections lost under load', { skip: !POSTGRES && 'PostgreSQL is not running' }, () => {
  let server: RunningServer;
  let url: string;
  let drop: () => Promise<void>;
  let owner: Account;
  before(async () => {
    owner = await createAccount('Admin', 'owner');
    const database = await createPostgresDatabase();
    url = database.url;
    drop = database.drop;
    server = await serve({ databaseUrl: url });
  });
  after(async () => {
    await server?.close();
    await drop?.();
  });

  const titles = async (): Promise<Map<string, string>> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Tasks are the workspace's (one owner for every member): this database holds no other.
      const rows = await client.query<{ id: string; title: string }>('select id, title from tasks');
      return new Map(rows.rows.map((row) => [row.id, row.title]));
    } finally {
      await client.end();
    }
  };

  for (const round of [1, 2, 3]) {
    it(`round ${round}: a burst of creates and updates, every connection ended in it`, async () => {
      const seeds: Task[] = [];
      for (let i = 0; i < 10; i += 1) {
        const made = await call(server, 'POST', `/${TASKS_API.list}`, {
          account: owner,
          body: { title: `Seed ${round}.${i}` },
        });
        assert.equal(made.status, 200);
        seeds.push(made.body as Task);
      }
      const creates = Array.from({ length: 50 }, (_, i) =>
        settle(
          call(server, 'POST', `/${TASKS_API.list}`, {
            account: owner,
            body: { title: `Burst ${round}.${i}` },
          }),
        ),
      );
      const updates = seeds.map((seed) =>
        settle(
          call(server, 'PATCH', `/${TASKS_API.item(seed.id)}`, {
            account: owner,
            body: { title: `Renamed ${seed.title}` },
          }),
        ),
      );
      await sleep(50);
      const ended = await terminateAll(url);
      const answers = await Promise.all([...creates, ...updates]);
      assert.ok(ended > 0, 'connections were ended in the burst');
      for (const answer of answers) {
        assert.notEqual(answer, 'socket', 'every request gets an answer');
        if (answer === 'socket') continue;
        assert.ok(answer.status === 200 || answer.status === 503, `status ${answer.status}`);
        if (answer.status === 503) {
          assert.match((answer.body as { message: string }).message, /database/);
        }
      }
      const stored = await titles();
      const created = answers.slice(0, creates.length) as Reply[];
      for (const [i, answer] of created.entries()) {
        const rows = [...stored.values()].filter((title) => title === `Burst ${round}.${i}`);
        assert.equal(rows.length, answer.status === 200 ? 1 : 0, `create ${i}: ${answer.status}`);
      }
      const updated = answers.slice(creates.length) as Reply[];
      for (const [i, answer] of updated.entries()) {
        const seed = seeds[i] as Task;
        const want = answer.status === 200 ? `Renamed ${seed.title}` : seed.title;
        assert.equal(stored.get(seed.id), want, `update ${i}: ${answer.status}`);
      }
      // Served again without a restart.
      let next = await call(server, 'GET', `/${TASKS_API.list}`, { account: owner });
      for (let i = 0; i < 20 && next.status !== 200; i += 1) {
        await sleep(100);
        next = await call(server, 'GET', `/${TASKS_API.list}`, { account: owner });
      }
      assert.equal(next.status, 200);
      assert.equal((await call(server, 'GET', '/readyz')).status, 200);
    });
  }
});

describe(
  'a connection ended while checked out and idle',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    let url: string;
    let drop: () => Promise<void>;
    before(async () => {
      const database = await createPostgresDatabase();
      url = database.url;
      drop = database.drop;
      // A table of its own: these tests exercise the connection, not the API's tables.
      const setup = await openDatabase({ databaseUrl: url, dataDir: '' });
      await sql`create table fault_rows (title text not null)`.execute(setup.db);
      await setup.close();
    });
    after(() => drop?.());

    const count = async (handle: Awaited<ReturnType<typeof openDatabase>>, title: string) => {
      const rows = await sql<{ n: string }>`
        select count(*)::text as n from fault_rows where title = ${title}
      `.execute(handle.db);
      return Number(rows.rows[0]?.n);
    };

    const insertTask = (title: string) => sql`insert into fault_rows (title) values (${title})`;

    it('idle_in_transaction_session_timeout: rolled back, 503-class, the next query runs', async () => {
      const lost: Error[] = [];
      const handle = await openDatabase({
        databaseUrl: url,
        dataDir: '',
        idleTransactionTimeoutMs: 200,
        onPoolError: (error) => lost.push(error),
      });
      try {
        const outcome = await handle.db
          .transaction()
          .execute(async (trx) => {
            await insertTask('idle-timeout').execute(trx);
            // The session sits idle in its transaction past the limit: the database ends it.
            await sleep(800);
            await sql`select 1`.execute(trx);
          })
          .then(
            () => 'committed',
            (error: unknown) => error,
          );
        assert.notEqual(outcome, 'committed');
        assert.ok(
          isDatabaseUnavailable(outcome) || (outcome as { code?: string }).code === '25P03',
        );
        assert.ok(lost.length > 0, 'the lost connection was reported, not thrown');
        assert.equal(await count(handle, 'idle-timeout'), 0, 'rolled back');
      } finally {
        await handle.close();
      }
    });

    it('pg_terminate_backend on a client held in a transaction', async () => {
      const lost: Error[] = [];
      const handle = await openDatabase({
        databaseUrl: url,
        dataDir: '',
        onPoolError: (error) => lost.push(error),
      });
      try {
        const outcome = await handle.db
          .transaction()
          .execute(async (trx) => {
            await insertTask('terminated').execute(trx);
            await terminateAll(url);
            await sleep(200);
            await sql`select 1`.execute(trx);
          })
          .then(
            () => 'committed',
            (error: unknown) => error,
          );
        assert.notEqual(outcome, 'committed');
        assert.ok(isDatabaseUnavailable(outcome), String(outcome));
        assert.ok(lost.length > 0, 'the lost connection was reported, not thrown');
        assert.equal(await count(handle, 'terminated'), 0, 'rolled back');
      } finally {
        await handle.close();
      }
    });
  },
);

describe(
  'a storage failure on a real route',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    let server: RunningServer;
    let url: string;
    let drop: () => Promise<void>;
    let owner: Account;
    before(async () => {
      owner = await createAccount('Admin', 'owner');
      const database = await createPostgresDatabase();
      url = database.url;
      drop = database.drop;
      server = await serve({ databaseUrl: url });
    });
    after(async () => {
      await server?.close();
      await drop?.();
    });

    it('answers 500 with a message: no stack, no SQL, no table name', async () => {
      assert.equal(
        (await call(server, 'GET', `/${TASKS_API.list}`, { account: owner })).status,
        200,
      );
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        // The table the route reads is gone: the database answers 42P01, not the client.
        await admin.query('alter table tasks rename to tasks_gone_for_the_test');
        const failed = await call(server, 'GET', `/${TASKS_API.list}`, { account: owner });
        assert.equal(failed.status, 500);
        const text = JSON.stringify(failed.body);
        assert.match((failed.body as { message: string }).message, /went wrong/);
        assert.doesNotMatch(text, /tasks|select|from|42P01|\bat\s|\.ts:|\.mjs:/i);
      } finally {
        await admin.query('alter table tasks_gone_for_the_test rename to tasks');
        await admin.end();
      }
      assert.equal(
        (await call(server, 'GET', `/${TASKS_API.list}`, { account: owner })).status,
        200,
      );
    });
  },
);
