/**
 * Migration 0013 (one workspace per deployment), on PGlite and on PostgreSQL: a database at
 * the previous schema holding two accounts' projects, tasks, events and files (seeded on
 * different days, each with changes of its own and ids that collide) is migrated; every row
 * is then the workspace's, nothing is lost, the seed is there once, colliding ids were given
 * new ones with their references (folders, the Recent view, uploaded bytes), and the server
 * serves it to both accounts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { calendarSeed } from '@/backend/calendar/seed';
import { seedFiles } from '@/backend/files/seed';
import { seedProjects } from '@/backend/projects/seed';
import { seedTasks } from '@/backend/tasks/seed';
import { WORKSPACE_OWNER } from '@/backend/workspace';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { sqlStore } from '../src/db/sqlStore';
import { AREAS } from '../src/registry';
import { tasksTable } from '@/backend/tasks/table';
import { filesTable, fileBlobsTable, fileViewsTable } from '@/backend/files/table';
import { eventsTable } from '@/backend/calendar/routes';
import { projectsTable } from '@/backend/projects/table';
import type { TableSpec } from '@/backend/store';
import { BACKENDS, createPostgresDatabase, POSTGRES } from './helpers';

const DAY = 86_400_000;
const A = 'account-a';
const B = 'account-b';
const AUTHORSHIP = ['createdBy', 'updatedBy', 'updatedAt'];

type Row = Record<string, unknown>;

/** A row as the previous schema stored it: no authorship (events: no `createdAt` either). */
const before0013 = (row: object, table: string): Row => {
  const old = Object.fromEntries(Object.entries(row).filter(([key]) => !AUTHORSHIP.includes(key)));
  if (table === 'calendar_events') delete old.createdAt;
  return old;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function insert(db: Kysely<any>, table: string, owner: string, row: Row) {
  const entries = Object.entries(row);
  const value = (v: unknown) =>
    v !== null && typeof v === 'object' ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`;
  await sql`
    insert into ${sql.id(table)} (owner_uid, ${sql.join(entries.map(([k]) => sql.id(k)))})
    values (${owner}, ${sql.join(entries.map(([, v]) => value(v)))})
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function seedAccount(db: Kysely<any>, owner: string, now: number) {
  const seeds: Record<string, object[]> = {
    projects: seedProjects(now),
    tasks: seedTasks(now),
    calendar_events: calendarSeed(now),
    files: seedFiles(now),
  };
  for (const [table, rows] of Object.entries(seeds)) {
    for (const row of rows) await insert(db, table, owner, before0013(row, table));
    await sql`insert into row_counts (owner, table_name, n) values (${owner}, ${table}, ${rows.length})`.execute(
      db,
    );
  }
  await insert(db, 'file_views', owner, { id: 'seed-1', viewedAt: new Date(now).toISOString() });
  for (const area of ['projects', 'tasks', 'calendar', 'files']) {
    await sql`insert into seeded_areas (owner, area, seeded_at) values (${owner}, ${area}, ${new Date(now).toISOString()})`.execute(
      db,
    );
  }
}

const task = (id: string, title: string, at: number): Row => ({
  id,
  title,
  description: '',
  status: 'todo',
  priority: 'low',
  dueDate: null,
  assignee: null,
  checklist: [],
  order: 99,
  createdAt: new Date(at).toISOString(),
  comments: [],
});

const file = (id: string, name: string, parentId: string | null, at: number): Row => ({
  id,
  kind: id.startsWith('d') ? 'folder' : 'file',
  name,
  parentId,
  size: id.startsWith('d') ? 0 : 5,
  mimeType: id.startsWith('d') ? '' : 'text/plain',
  createdAt: new Date(at).toISOString(),
  modifiedAt: new Date(at).toISOString(),
  trashed: false,
});

for (const backend of BACKENDS) {
  describe(
    `migration 0013 (workspace) on ${backend.name}`,
    { skip: backend.postgres && !POSTGRES && 'PostgreSQL is not running' },
    () => {
      let database: DatabaseHandle;
      let drop: (() => Promise<void>) | undefined;
      const aDay = Date.UTC(2026, 9, 1);
      const bDay = aDay + 3 * DAY;

      before(async () => {
        let databaseUrl = '';
        if (backend.postgres) {
          const created = await createPostgresDatabase();
          databaseUrl = created.url;
          drop = created.drop;
        }
        database = await openDatabase({ databaseUrl, dataDir: '' });
        // The schema before this migration (the project's runner: 0009 must run outside a
        // transaction on PostgreSQL).
        const previous = Object.fromEntries(
          Object.entries(MIGRATIONS).filter(([name]) => name < '0013'),
        );
        await migrate(database.db, previous);
        const db = database.db;
        await seedAccount(db, A, aDay);
        await seedAccount(db, B, bDay);
        // A changed a seed task in place, and made a task, an event, a folder and files.
        await sql`update tasks set title = 'A renamed it' where owner_uid = ${A} and id = 't1'`.execute(
          db,
        );
        await insert(db, 'tasks', A, task('t1000', 'A task', aDay));
        await insert(db, 'calendar_events', A, {
          id: 'ev-1000',
          title: 'A event',
          category: 'info',
          allDay: true,
          start: '2026-10-02',
          end: '2026-10-03',
        });
        await insert(db, 'files', A, file('d1001', 'A folder', null, aDay));
        await insert(db, 'files', A, file('u1000', 'a.txt', 'd1001', aDay));
        // B moved a seed task (a change: kept), and made rows whose ids collide with A's.
        await sql`update tasks set status = 'done' where owner_uid = ${B} and id = 't2'`.execute(
          db,
        );
        await insert(db, 'tasks', B, task('t1000', 'B task', bDay));
        await insert(db, 'files', B, file('d1001', 'B folder', null, bDay));
        await insert(db, 'files', B, file('u1000', 'b.txt', 'd1001', bDay));
        await insert(db, 'file_views', B, { id: 'u1000', viewedAt: new Date(bDay).toISOString() });
        await insert(db, 'projects', B, {
          ...before0013(seedProjects(bDay)[0] as object, 'projects'),
          id: 'p1000',
          name: 'B project',
        });
        // 0013, then the later ones (0014 chat, 0015 versions), in order: today's schema.
        assert.deepEqual(
          await migrate(database.db),
          Object.keys(MIGRATIONS).filter((name) => name >= '0013'),
        );
      });
      after(async () => {
        await database?.close();
        await drop?.();
      });

      const rows = async (table: string, owner = WORKSPACE_OWNER) =>
        (
          await sql<Row>`select * from ${sql.id(table)} where owner_uid = ${owner} order by row_seq`.execute(
            database.db,
          )
        ).rows;

      it('leaves no row of those areas to an account', async () => {
        for (const table of ['projects', 'tasks', 'calendar_events', 'files', 'file_views']) {
          for (const owner of [A, B]) assert.deepEqual(await rows(table, owner), [], table);
        }
      });

      it('keeps the seed once, each account’s own rows, and the seed copies B changed', async () => {
        const tasks = await rows('tasks');
        const titles = tasks.map((t) => t.title);
        // 10 seed tasks (A's t1 as A renamed it), A's task, B's task, B's moved copy of t2.
        assert.equal(tasks.length, 13, JSON.stringify(titles));
        assert.equal(tasks.find((t) => t.id === 't1')?.title, 'A renamed it');
        assert.ok(titles.includes('A task') && titles.includes('B task'));
        const t2 = seedTasks(aDay)[1]?.title;
        const copies = tasks.filter((t) => t.title === t2);
        assert.deepEqual(copies.map((t) => t.status).sort(), ['done', 'todo']);
        const changedCopy = copies.find((t) => t.status === 'done');
        assert.notEqual(changedCopy?.id, 't2');
        assert.equal(changedCopy?.createdBy, B);
        // The seed is made by nobody; the accounts' rows by their account.
        assert.equal(tasks.find((t) => t.id === 't1')?.createdBy, null);
        assert.equal(tasks.find((t) => t.title === 'A task')?.createdBy, A);
        assert.equal(tasks.find((t) => t.title === 'B task')?.updatedBy, B);
        assert.equal((await rows('calendar_events')).length, 6);
        assert.equal((await rows('projects')).length, 7);
        assert.equal((await rows('files')).length, 14 + 4);
      });

      it('gives colliding ids new ones, and references follow', async () => {
        const tasks = await rows('tasks');
        assert.equal(new Set(tasks.map((t) => t.id)).size, tasks.length);
        assert.equal(tasks.find((t) => t.id === 't1000')?.title, 'A task');
        assert.match(String(tasks.find((t) => t.title === 'B task')?.id), /^t\d+$/);
        const files = await rows('files');
        const bFolder = files.find((f) => f.name === 'B folder');
        const bFile = files.find((f) => f.name === 'b.txt');
        assert.notEqual(bFolder?.id, 'd1001');
        assert.equal(bFile?.parentId, bFolder?.id);
        assert.equal(files.find((f) => f.name === 'a.txt')?.parentId, 'd1001');
        const views = await rows('file_views');
        assert.ok(views.some((v) => v.id === bFile?.id));
        assert.ok(views.some((v) => v.id === 'seed-1'));
        assert.equal(new Set(views.map((v) => v.id)).size, views.length);
        // Uploaded bytes stay where they are: each file says where.
        const blobs = await rows('file_blobs');
        assert.deepEqual(
          blobs.map((b) => [b.id, b.key]).sort(),
          [
            ['u1000', `${A}:u1000`],
            [String(bFile?.id), `${B}:u1000`],
          ].sort(),
        );
      });

      it('numbers each column of the board again, and keeps the counts and seeded areas', async () => {
        const todo = (await rows('tasks')).filter((t) => t.status === 'todo');
        assert.deepEqual(
          todo.map((t) => Number(t.order)).sort((x, y) => x - y),
          todo.map((_, index) => index),
        );
        const counts = await sql<{ owner: string; table_name: string; n: number }>`
          select owner, table_name, n from row_counts where table_name = 'tasks'
        `.execute(database.db);
        assert.deepEqual(Object.fromEntries(counts.rows.map((r) => [r.owner, Number(r.n)])), {
          [WORKSPACE_OWNER]: 13,
          [A]: 0,
          [B]: 0,
        });
        const store = sqlStore(database.db, AREAS);
        const listed = await store.table(tasksTable).list(WORKSPACE_OWNER);
        assert.equal(listed.total, 13);
        assert.equal(listed.items.length, 13, 'not seeded a second time');
        for (const spec of [
          eventsTable,
          projectsTable,
          filesTable,
          fileViewsTable,
          fileBlobsTable,
        ] as unknown as TableSpec[]) {
          const page = await store.table(spec).list(WORKSPACE_OWNER);
          assert.equal(page.total, page.items.length, spec.name);
        }
      });
    },
  );
}
