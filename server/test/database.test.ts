/**
 * The database side: the migrations give every table the shared layer's specs describe
 * (columns, types, nullability, the indexes its lists use); a database that goes away
 * answers 503 and the server serves again when it is back, without a restart.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Migrator, sql } from 'kysely';
import { TASKS_API } from '@/contract/tasks';
import type { ColumnType } from '@/backend/store';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { AREAS } from '../src/registry';
import { sqlStore } from '../src/db/sqlStore';
import { tasksTable } from '@/backend/tasks/table';
import type { RunningServer } from '../src/server';
import {
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  type Account,
} from './helpers';

const SQL_TYPE: Record<ColumnType, string> = {
  text: 'text',
  integer: 'bigint',
  number: 'double precision',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp with time zone',
  json: 'jsonb',
};

describe('migrations match the shared table specs', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openDatabase({ databaseUrl: '', dataDir: '' });
    await migrate(database.db);
  });
  after(() => database.close());

  for (const area of AREAS) {
    for (const spec of area.tables) {
      it(`${spec.name} (${area.name})`, async () => {
        const columns = await sql<{ name: string; type: string; nullable: string }>`
          select column_name as name, data_type as type, is_nullable as nullable
          from information_schema.columns where table_name = ${spec.name}
        `.execute(database.db);
        assert.ok(
          columns.rows.length > 0,
          `no table ${spec.name}: add a migration for it (server/src/db/migrations)`,
        );
        const got = Object.fromEntries(
          columns.rows
            .filter((c) => c.name !== 'owner_uid' && c.name !== 'row_seq')
            .map((c) => [c.name, `${c.type}${c.nullable === 'YES' ? ' null' : ''}`]),
        );
        const want = Object.fromEntries(
          Object.entries(spec.columns).map(([name, column]) => [
            name,
            `${SQL_TYPE[column.type]}${column.nullable ? ' null' : ''}`,
          ]),
        );
        assert.deepEqual(got, want, `${spec.name}: a changed spec needs a new migration`);
        const indexes = await sql<{ definition: string }>`
          select indexdef as definition from pg_indexes where tablename = ${spec.name}
        `.execute(database.db);
        for (const index of spec.indexes) {
          // Compared without quotes ("dueDate", "order") and case.
          const prefix = `(${['owner_uid', ...index].join(', ')}`.toLowerCase();
          assert.ok(
            indexes.rows.some((row) =>
              row.definition.replace(/"/g, '').toLowerCase().includes(prefix),
            ),
            `${spec.name}: no index starting ${prefix})`,
          );
        }
      });
    }
  }
});

describe('kept row counts', () => {
  it('0008 counts again the tasks whose kept count fell behind (inserts never raised it)', async () => {
    const database = await openDatabase({ databaseUrl: '', dataDir: '' });
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
      });
      const upTo = await migrator.migrateTo('0006_dashboard');
      assert.equal(upTo.error, undefined);
      await sql`
        insert into tasks (owner_uid, id, title, description, status, priority, checklist,
                           "order", "createdAt", comments)
        select o, 't' || g, 'Task', '', 'todo', 'low', '[]'::jsonb, g, now(), '[]'::jsonb
        from (values ('behind'), ('emptied')) as owners(o), generate_series(1, 3) as g
        where o = 'behind' or g = 1
      `.execute(database.db);
      await sql`delete from tasks where owner_uid = 'emptied'`.execute(database.db);
      await sql`
        insert into row_counts (owner, table_name, n) values ('behind', 'tasks', 1), ('emptied', 'tasks', 1)
      `.execute(database.db);
      // Up to the workspace (0013 moves every account's tasks: workspace-migration.test.ts).
      await migrate(
        database.db,
        Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0013')),
      );
      const counts = await sql<{ owner: string; n: number }>`
        select owner, n from row_counts order by owner
      `.execute(database.db);
      assert.deepEqual(counts.rows, [
        { owner: 'behind', n: 3 },
        { owner: 'emptied', n: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe(
  'kept row counts in parts (0016)',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    it("add up with the previous release's own counting, and go with its reset", async () => {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 6 });
      try {
        await migrate(database.db);
        const store = sqlStore(database.db, AREAS);
        const owner = 'parts';
        const total = async () => (await store.table(tasksTable).list(owner, { limit: 1 })).total;
        const counted = async () =>
          Number(
            (
              await sql<{
                n: string;
              }>`select count(*) as n from tasks where owner_uid = ${owner}`.execute(database.db)
            ).rows[0]?.n,
          );
        const seeded = await total();
        const [template] = (await store.table(tasksTable).list(owner, { limit: 1 })).items;
        assert.ok(template);
        // Creates at once, over several connections: several parts.
        await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            store.transaction((inner) =>
              inner.table(tasksTable).insert(owner, { ...template, id: `parts-${i}` }),
            ),
          ),
        );
        const parts = await sql<{ n: string }>`
        select count(*) as n from row_count_parts where owner = ${owner}
      `.execute(database.db);
        assert.ok(Number(parts.rows[0]?.n) > 1, 'the creates wrote more than one part');
        // The previous release's create, as it counted: the row and `row_counts` itself.
        await database.db.transaction().execute(async (trx) => {
          await sql`
          insert into tasks (owner_uid, id, title, description, status, priority, checklist,
                             "order", "createdAt", "updatedAt", comments)
          values (${owner}, 'old-release', 'Old', '', 'todo', 'low', '[]'::jsonb, 99, now(), now(),
                  '[]'::jsonb)
        `.execute(trx);
          await sql`
          update row_counts set n = n + 1 where owner = ${owner} and table_name = 'tasks'
        `.execute(trx);
        });
        assert.equal(await total(), seeded + 25);
        assert.equal(await total(), await counted());
        // The previous release's reset: rows, areas and counts; the parts go with the counts.
        await sql`delete from tasks where owner_uid = ${owner}`.execute(database.db);
        await sql`delete from seeded_areas where owner = ${owner}`.execute(database.db);
        await sql`delete from row_counts where owner = ${owner}`.execute(database.db);
        const left = await sql<{ n: string }>`
        select count(*) as n from row_count_parts where owner = ${owner}
      `.execute(database.db);
        assert.equal(Number(left.rows[0]?.n), 0);
        assert.equal(await total(), seeded);
        assert.equal(await total(), await counted());
      } finally {
        await database.close();
        await created.drop();
      }
    });
  },
);

describe('prepared statements', { skip: !POSTGRES && 'PostgreSQL is not running' }, () => {
  /** The statements this connection keeps, after running `statements` on it twice each. */
  const keptAfter = async (preparedStatements: boolean, statements: number) => {
    const database = await openDatabase({
      databaseUrl: POSTGRES,
      dataDir: '',
      poolSize: 1,
      preparedStatements,
    });
    try {
      return await database.db.connection().execute(async (connection) => {
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < statements; i++) {
            // Three texts (the alias differs), each run twice with other values.
            const answer = await sql<Record<string, number>>`
              select ${i}::int + ${round}::int as ${sql.id(`n${i}`)}
            `.execute(connection);
            assert.equal(answer.rows[0]?.[`n${i}`], i + round);
          }
        }
        const kept = await sql<{ statement: string }>`
          select statement from pg_prepared_statements order by prepare_time
        `.execute(connection);
        return kept.rows.map((row) => row.statement);
      });
    } finally {
      await database.close();
    }
  };

  it('each connection keeps the statements it runs, each once; none when turned off', async () => {
    const kept = await keptAfter(true, 3);
    for (let i = 0; i < 3; i++)
      assert.equal(kept.filter((text) => text.includes(`as "n${i}"`)).length, 1, kept.join('\n'));
    assert.deepEqual(await keptAfter(false, 3), []);
  });
});

/** A TCP relay to PostgreSQL that a test can cut (every connection dropped) and restore. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(
  'the database goes away and comes back',
  { skip: !POSTGRES && 'PostgreSQL is not running' },
  () => {
    let server: RunningServer;
    let drop: () => Promise<void>;
    let link: ReturnType<typeof relay>;
    let owner: Account;
    before(async () => {
      owner = await createAccount('Admin', 'owner');
      const database = await createPostgresDatabase();
      drop = database.drop;
      const target = new URL(database.url);
      link = relay({ host: target.hostname, port: Number(target.port) });
      const port = await link.listen();
      target.port = String(port);
      server = await serve({ databaseUrl: target.toString() });
    });
    after(async () => {
      await server?.close();
      await link?.close();
      await drop?.();
    });

    it('answers 503 with a message while it is away, and serves again once it is back', async () => {
      const list = () => call(server, 'GET', `/${TASKS_API.list}`, { account: owner });
      assert.equal((await list()).status, 200);
      link.cut();
      const away = await list();
      assert.equal(away.status, 503);
      assert.match((away.body as { message: string }).message, /database/);
      assert.equal((await call(server, 'GET', '/readyz')).status, 503);
      assert.equal((await call(server, 'GET', '/healthz')).status, 200);
      link.restore();
      let back = await list();
      for (let i = 0; i < 20 && back.status !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await list();
      }
      assert.equal(back.status, 200);
      assert.equal((await call(server, 'GET', '/readyz')).status, 200);
    });
  },
);
