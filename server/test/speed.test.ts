/**
 * Issue 41, API speed, on PostgreSQL: creates by one account do not wait for each other
 * (ids from a sequence, the kept count changed at the end of the transaction), the round
 * trips of an empty page and of a create, and the
 * migration runner runs a `transaction = false` migration outside a transaction (what
 * `create index concurrently` needs).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { routePath } from '@/backend/path';
import { messagesTable } from '@/backend/email/routes';
import { runRoute } from '@/backend/route';
import { tasksTable } from '@/backend/tasks/table';
import { EMAIL_API } from '@/contract/email';
import { TASKS_API } from '@/contract/tasks';
import { seedAuthorship } from '@/contract/common';
import type { Task } from '@/contract/tasks';
import { migrate, type MigrationModule } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { memoryBlobStore } from '../src/blobs';
import { sqlStore } from '../src/db/sqlStore';
import { AREAS, ROUTES } from '../src/registry';
import { createPostgresDatabase, POSTGRES } from './helpers';

const task = (id: string): Task => ({
  id,
  title: 'Parallel',
  description: '',
  status: 'todo',
  priority: 'low',
  dueDate: null,
  assignee: null,
  checklist: [],
  order: 0,
  comments: [],
  ...seedAuthorship(new Date(0).toISOString()),
  version: 1,
});

describe('speed on PostgreSQL', { skip: !POSTGRES && 'PostgreSQL is not running' }, () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let url = '';
  before(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    url = created.url;
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: created.url }) }),
    });
    await migrate(db);
  });
  after(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('a create by an account does not wait for its other create still open', async () => {
    const store = sqlStore(db, AREAS);
    await store.table(tasksTable).list('one', { limit: 1 }); // seeded
    let finishFirst!: () => void;
    const held = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = store.transaction(async (trx) => {
      const tasks = trx.table(tasksTable);
      await tasks.insert('one', task(await tasks.newId('one', 't')));
      firstWrote();
      await held;
    });
    await wrote;
    const second = store.transaction(async (trx) => {
      const tasks = trx.table(tasksTable);
      const id = await tasks.newId('one', 't');
      await tasks.insert('one', task(id));
      return id;
    });
    const outcome = await Promise.race([
      second.then(() => 'done'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 3000)),
    ]);
    finishFirst();
    await first;
    const id = await second;
    assert.equal(outcome, 'done', 'the second create finished while the first was open');
    assert.match(id, /^t\d+$/);
    const page = await store.table(tasksTable).list('one', { limit: 100 });
    const ids = page.items.map((t) => t.id);
    assert.equal(new Set(ids).size, ids.length, 'ids are unique');
    assert.equal(page.total, ids.length, 'the kept count has both creates');
  });

  it('an empty page answers in one statement, a create in five (and begin, commit, its NOTIFY)', async () => {
    const sent: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }),
      log: (event) => {
        if (event.level === 'query') sent.push(event.query.sql);
      },
    });
    const store = sqlStore(logged, AREAS);
    const call = (method: 'get' | 'post', path: string, query = {}, body?: unknown) => {
      const route = ROUTES.find((r) => r.method === method && r.path === path);
      assert.ok(route, `${method} ${path}`);
      return runRoute(route, {
        caller: { uid: 'counted', role: 'Admin' },
        params: {},
        query,
        body,
        store,
        blobs: memoryBlobStore(),
        now: Date.now(),
      });
    };
    try {
      // First use: the areas are seeded.
      await call('get', routePath(EMAIL_API.messages));
      await call('post', routePath(TASKS_API.list), {}, { title: 'First' });
      const totalOf = async () => {
        const page = await call('get', routePath(TASKS_API.list), { pageSize: '1' });
        return 'body' in page ? (page.body as { total: number }).total : NaN;
      };
      const before = await totalOf();
      sent.length = 0;
      const empty = await call('get', routePath(EMAIL_API.messages), { q: 'no such words' });
      assert.equal(empty.status, 200);
      assert.deepEqual('body' in empty && empty.body, { items: [], total: 0, nextCursor: null });
      assert.equal(sent.length, 1, `one statement:\n${sent.join('\n')}`);
      sent.length = 0;
      const made = await call('post', routePath(TASKS_API.list), {}, { title: 'Second' });
      assert.equal(made.status, 200);
      const commit = sent.findIndex((q) => /^\s*commit\b/i.test(q));
      const statements = sent.slice(0, commit).filter((q) => !/^\s*begin\b/i.test(q));
      // The id, the column's end, the insert, the events with the kept count, and the
      // transaction's id (db/commitStatus.ts: a COMMIT whose answer is lost is asked about).
      assert.equal(statements.length, 5, statements.join('\n'));
      // Then, committed, its NOTIFY (events.ts: not inside the transaction).
      assert.deepEqual(
        sent.slice(commit + 1).map((q) => /pg_notify/.test(q)),
        [true],
        sent.join('\n'),
      );
      assert.equal(await totalOf(), before + 1, 'the kept count has the create');
    } finally {
      await logged.destroy();
    }
  });

  it("a filtered page's total is right wherever the page falls", async () => {
    const store = sqlStore(db, AREAS);
    const messages = store.table(messagesTable);
    const search = { columns: messagesTable.searchable ?? [], text: 'weekly' };
    const all = await messages.list('totals', { search });
    const matches = all.items.length;
    assert.ok(matches >= 3, `the seed has a few matches (${matches})`);
    assert.equal(all.total, matches);
    // Full pages (counted), a last page with rows (its length tells), past the end (counted).
    for (const limit of [1, 2, matches - 1, matches, matches + 1]) {
      for (let offset = 0; offset <= matches + limit; offset += limit) {
        const page = await messages.list('totals', { search, limit, offset });
        const what = `limit ${limit}, offset ${offset}`;
        assert.equal(page.total, matches, what);
        assert.equal(page.items.length, Math.max(0, Math.min(limit, matches - offset)), what);
      }
    }
    const none = await messages.list('totals', { search: { ...search, text: 'no such words' } });
    assert.deepEqual(none, { items: [], total: 0 });
  });

  it('runs a `transaction = false` migration outside a transaction', async () => {
    const migrations: Record<string, MigrationModule> = {
      a: { up: async (k) => void (await sql`create table speed_probe (n int)`.execute(k)) },
      b: Object.assign(
        {
          up: async (k: Kysely<unknown>) =>
            void (await sql`create index concurrently speed_probe_n on speed_probe (n)`.execute(k)),
        },
        { transaction: false },
      ),
      c: { up: async (k) => void (await sql`insert into speed_probe values (1)`.execute(k)) },
    };
    // A database of its own: its migrations table holds only these.
    const other = await createPostgresDatabase();
    const probe = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: other.url }) }),
    });
    try {
      assert.deepEqual(await migrate(probe, migrations), ['a', 'b', 'c']);
      assert.deepEqual(await migrate(probe, migrations), []);
      const valid = await sql<{ indisvalid: boolean }>`
        select indisvalid from pg_index where indexrelid = 'speed_probe_n'::regclass
      `.execute(probe);
      assert.equal(valid.rows[0]?.indisvalid, true);
    } finally {
      await probe.destroy();
      await other.drop();
    }
  });
});
