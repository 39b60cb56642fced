/**
 * Deploys that roll (PostgreSQL): `server:migrate` as a step of its own, instances that only
 * check the schema, an instance of the previous release that keeps serving (and restarts)
 * on the next release's schema, one that finds the schema behind answering 503 until the
 * migrate step ran, and a migration run outside a transaction (`create index concurrently`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { TASKS_API } from '@/contract/tasks';
import { openDatabase } from '../src/db/database';
import { migrate, MIGRATIONS, schemaStatus, type MigrationModule } from '../src/db/migrations';
import { MESSAGES } from '../src/errors';
import type { RunningServer } from '../src/server';
import {
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  type Account,
  assertProblem,
} from './helpers';

const names = Object.keys(MIGRATIONS);
/** The previous release: every migration but the last. */
const PREVIOUS = Object.fromEntries(names.slice(0, -1).map((name) => [name, MIGRATIONS[name]!]));
const LAST = names[names.length - 1]!;

async function migrateWith(url: string, migrations: Record<string, MigrationModule>) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
  try {
    return await migrate(database.db, migrations);
  } finally {
    await database.close();
  }
}

/**
 * Makes the account a member by its row (0017's table), as an account that used the
 * deployment before is: the membership rule then looks no further, so the current code can
 * play the previous release without 0018's removal marks (read for accounts without a row).
 */
async function recordMember(url: string, uid: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
  try {
    await sql`
      insert into workspace_members (owner_uid, id, "joinedBy", "letInBy", "joinedAt")
      values ('', ${uid}, 'existing', null, now())
      on conflict do nothing
    `.execute(database.db);
  } finally {
    await database.close();
  }
}

describe('rolling deploys', { skip: !POSTGRES && 'PostgreSQL is not running' }, () => {
  let owner: Account;
  const servers: RunningServer[] = [];
  const drops: (() => Promise<void>)[] = [];
  before(async () => {
    owner = await createAccount('Admin', 'rollout');
  });
  after(async () => {
    for (const server of servers) await server.close();
    for (const drop of drops) await drop();
  });
  const database = async () => {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    return created.url;
  };
  // A read the last migrations leave alone (the current code plays the previous release: a
  // table the last migration changed would be read with columns it does not have yet). A
  // search: its total is counted, not read from the kept counts, whose parts are 0016's.
  const list = (server: RunningServer) =>
    call(server, 'GET', `/${TASKS_API.list}?q=a`, { account: owner });

  it('an instance of the previous release keeps serving, and restarts, after the next migrated', async () => {
    const url = await database();
    const old = await serve({ databaseUrl: url, migrateOnStart: true }, { migrations: PREVIOUS });
    servers.push(old);
    await recordMember(url, owner.uid);
    assert.equal((await list(old)).status, 200);
    assert.deepEqual(await migrateWith(url, MIGRATIONS), [LAST]);
    assert.equal((await list(old)).status, 200);
    assert.equal((await call(old, 'GET', '/readyz')).status, 200);
    // Restarted (a crash, a rollback): it starts on the newer schema, migrating or not.
    for (const migrateOnStart of [true, false]) {
      const again = await serve({ databaseUrl: url, migrateOnStart }, { migrations: PREVIOUS });
      servers.push(again);
      assert.equal((await list(again)).status, 200);
      assert.equal((await call(again, 'GET', '/readyz')).status, 200);
    }
  });

  it('an instance that may not migrate answers 503 while the schema is behind, then serves', async () => {
    const url = await database();
    await migrateWith(url, PREVIOUS);
    await recordMember(url, owner.uid);
    const server = await serve(
      { databaseUrl: url, migrateOnStart: false },
      { retryDelayMs: 100, awaitReady: false },
    );
    servers.push(server);
    let ready = await call(server, 'GET', '/readyz');
    for (
      let i = 0;
      i < 50 && !(ready.body as { message?: string }).message?.includes('schema');
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await call(server, 'GET', '/readyz');
    }
    assert.equal(ready.status, 503);
    assert.equal((ready.body as { message: string }).message, MESSAGES.schemaBehind);
    const refused = await list(server);
    assert.equal(refused.status, 503);
    assertProblem(refused.body, MESSAGES.schemaBehind);
    assert.equal((await call(server, 'GET', '/healthz')).status, 200);
    // The deploy's migrate step runs: the instance notices by itself.
    assert.deepEqual(await migrateWith(url, MIGRATIONS), [LAST]);
    await server.ready;
    assert.equal((await list(server)).status, 200);
  });

  it('runs a migration marked `transaction = false` outside a transaction', async () => {
    const url = await database();
    const concurrent: MigrationModule = {
      transaction: false,
      async up(db) {
        // Refused inside a transaction block: passes only outside one.
        await sql`create index concurrently if not exists tasks_rollout_probe on tasks (owner_uid)`.execute(
          db,
        );
      },
    };
    const withIndex = { ...MIGRATIONS, '9999_probe': concurrent };
    const applied = await migrateWith(url, withIndex);
    assert.equal(applied.at(-1), '9999_probe');
    const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
    try {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_indexes where indexname = 'tasks_rollout_probe'
      `.execute(handle.db);
      assert.equal(rows[0]?.n, 1);
      // The current release on a database holding a newer migration: nothing pending, known.
      assert.deepEqual(await schemaStatus(handle.db), { pending: [], unknown: ['9999_probe'] });
      assert.deepEqual(await migrate(handle.db), []);
    } finally {
      await handle.close();
    }
  });

  it('a failed migration leaves nothing applied of itself', async () => {
    const url = await database();
    const broken: MigrationModule = {
      async up(db) {
        await sql`create table rollout_half (id int)`.execute(db);
        await sql`select * from no_such_table`.execute(db);
      },
    };
    await assert.rejects(migrateWith(url, { ...MIGRATIONS, '9999_broken': broken }));
    const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
    try {
      const status = await schemaStatus(handle.db, { ...MIGRATIONS, '9999_broken': broken });
      assert.deepEqual(status.pending, ['9999_broken']);
      const { rows } = await sql<{ t: string | null }>`
        select to_regclass('rollout_half')::text as t
      `.execute(handle.db);
      assert.equal(rows[0]?.t, null);
    } finally {
      await handle.close();
    }
  });
});
