/**
 * Issue 40, one workspace per deployment: projects, tasks, calendar events and the file
 * manager become the workspace's (owner key `*workspace`, src/backend/workspace.ts), and each
 * of their records says who made it and who changed it last, and when.
 *
 * Schema: `createdBy`, `updatedBy` (uids, null: the seed) and `updatedAt` on the four tables
 * (calendar events get `createdAt` too); `file_blobs`, where a file's bytes are when they are
 * not under the workspace's key (every file uploaded before this migration: blobs live
 * outside the database and are never moved, so each keeps its `<uid>:<id>` key).
 *
 * Data: every account's rows of those tables move into the workspace, nothing lost:
 * - Seeds collapse: every account got the same seed rows (the same ids). The first account
 *   holding a seed id (the one that used the area first) keeps its copy, as it is now; another
 *   account's copy that still is the seed (`PRISTINE`, on the columns that are not dates:
 *   each account's seed was dated from its own first use) goes; a copy it changed stays, as
 *   that account's row (under a new id, below).
 * - Ids that collide across accounts get a new one (its prefix + the `row_ids` sequence),
 *   the keeper's first, then the others in the order they used the area; references follow:
 *   a folder's children (`parentId`), the Recent view's rows (`file_views`), and a moved
 *   file's bytes (`file_blobs` keeps the key under its old id).
 * - The board's order is numbered again per column (two accounts' columns both started at 0).
 * - Who made a moved row: its account (`createdBy`, `updatedBy`); when it last changed: its
 *   `createdAt` (events, which had no time: the migration's).
 * - The kept row counts move with the rows; the workspace's areas are marked seeded when an
 *   account had them (no second seed on top). The accounts' `seeded_areas` rows stay, so an
 *   instance of the previous release, during a rolling deploy, finds their areas empty
 *   rather than seeding them again.
 *
 * Frozen: the seed ids and compared columns are those of the seeds as of this migration.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createTables, type FrozenTable } from './tables';

const WORKSPACE = '*workspace';

const FILE_BLOBS: FrozenTable = {
  name: 'file_blobs',
  columns: { id: 'text', key: 'text' },
  indexes: [],
};

const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, index) => `${prefix}${index + 1}`);

interface Shared {
  table: string;
  area: string;
  /** The ids the seed gave every account. */
  seedIds: readonly string[];
  /**
   * What a copy of a seed row must equal to be the same row (dates left out): columns, and
   * `#name` for the length of a json list whose items carry dates (comments, activity).
   */
  same: readonly string[];
}

/** A compared value of the row `alias` (see `Shared.same`). */
const valueOf = (alias: string, column: string): RawBuilder<unknown> =>
  column.startsWith('#')
    ? sql`jsonb_array_length(${sql.ref(`${alias}.${column.slice(1)}`)})`
    : sql.ref(`${alias}.${column}`);

const SHARED: readonly Shared[] = [
  {
    table: 'projects',
    area: 'projects',
    seedIds: range('p', 6),
    same: [
      'name',
      'description',
      'state',
      'budget',
      'tags',
      'team',
      'owner',
      'totalTasks',
      'completedTasks',
      'commentCount',
      'hours',
      'progress',
      '#comments',
      '#activity',
      'attachments',
    ],
  },
  {
    table: 'tasks',
    area: 'tasks',
    seedIds: range('t', 10),
    same: [
      'title',
      'description',
      'status',
      'priority',
      'assignee',
      'checklist',
      'order',
      '#comments',
    ],
  },
  {
    table: 'calendar_events',
    area: 'calendar',
    seedIds: range('ev-', 5),
    same: ['title', 'category', 'allDay'],
  },
  {
    table: 'files',
    area: 'files',
    seedIds: ['documents', 'downloads', 'music', 'pictures', 'video', ...range('seed-', 9)],
    same: ['kind', 'name', 'parentId', 'size', 'mimeType', 'trashed'],
  },
];

/**
 * The seed rows as every account got them, on the compared columns (`Shared.same`): frozen
 * from the seeds of this release (src/backend/<area>/seed.ts), dates left out.
 */
const PRISTINE: readonly [table: string, id: string, value: Record<string, unknown>][] = [
  [
    'projects',
    'p1',
    {
      name: 'Ubold v3.0 - Redesign',
      description:
        'A fresh look for the admin theme: new colours, components and a rewritten layout engine.',
      state: 'ongoing',
      budget: 15800,
      tags: ['Design', 'Web'],
      team: ['Shreyu N', 'Greeva Y', 'Nik G', 'Hitesh Y'],
      owner: 'Shreyu N',
      totalTasks: 21,
      completedTasks: 12,
      commentCount: 2,
      hours: 740,
      progress: 57,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p1-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p1-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p2',
    {
      name: 'Minton v3.0 - Redesign',
      description: 'Upgrade every plugin to its latest version and add the dark sidebar.',
      state: 'completed',
      budget: 9600,
      tags: ['Web'],
      team: ['Greeva Y', 'Kevin C'],
      owner: 'Shreyu N',
      totalTasks: 81,
      completedTasks: 81,
      commentCount: 2,
      hours: 1200,
      progress: 100,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p2-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p2-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p3',
    {
      name: 'Hyper v2.1 - Angular and Django',
      description: 'Port the dashboard to Angular with a Django REST backend.',
      state: 'ongoing',
      budget: 22000,
      tags: ['Angular', 'Django'],
      team: ['Nik G', 'Karen R', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 12,
      completedTasks: 4,
      commentCount: 2,
      hours: 310,
      progress: 33,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p3-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p3-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p4',
    {
      name: 'Shreyu v1.0 - Mobile app',
      description: 'A companion app for phones: notifications, tasks and chat on the go.',
      state: 'planned',
      budget: 48000,
      tags: ['Mobile', 'React Native'],
      team: ['Shreyu N', 'Hitesh Y', 'Kevin C', 'Karen R', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 3,
      completedTasks: 0,
      commentCount: 2,
      hours: 0,
      progress: 0,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p4-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p4-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p5',
    {
      name: 'Landing page refresh',
      description: 'New hero, pricing table and customer stories for the marketing site.',
      state: 'delayed',
      budget: 4200,
      tags: ['Marketing'],
      team: ['Greeva Y', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 18,
      completedTasks: 11,
      commentCount: 2,
      hours: 260,
      progress: 61,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p5-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p5-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p6',
    {
      name: 'Analytics warehouse',
      description: 'Move the reporting jobs to a columnar warehouse and nightly loads.',
      state: 'ongoing',
      budget: 31000,
      tags: ['Data'],
      team: ['Hitesh Y', 'Karen R'],
      owner: 'Shreyu N',
      totalTasks: 26,
      completedTasks: 6,
      commentCount: 2,
      hours: 180,
      progress: 23,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p6-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p6-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'tasks',
    't1',
    {
      title: 'Draft the sprint review notes',
      description: '',
      status: 'todo',
      priority: 'high',
      assignee: 'Shreyu N',
      checklist: [
        { id: 't1-k1', text: 'Collect input', done: true },
        { id: 't1-k2', text: 'Share with the team', done: false },
      ],
      order: 0,
      '#comments': 1,
    },
  ],
  [
    'tasks',
    't2',
    {
      title: 'Fix the sidebar collapse on tablets',
      description: '',
      status: 'todo',
      priority: 'medium',
      assignee: 'Nik G',
      checklist: [],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't3',
    {
      title: 'Write the release announcement',
      description: '',
      status: 'todo',
      priority: 'low',
      assignee: 'Greeva Y',
      checklist: [],
      order: 2,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't4',
    {
      title: 'Plan the Q3 roadmap workshop',
      description: '',
      status: 'in-progress',
      priority: 'high',
      assignee: 'Hitesh Y',
      checklist: [
        { id: 't4-k1', text: 'Collect input', done: true },
        { id: 't4-k2', text: 'Share with the team', done: false },
      ],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't5',
    {
      title: 'Migrate charts to the new palette',
      description: '',
      status: 'in-progress',
      priority: 'medium',
      assignee: 'Kevin C',
      checklist: [],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't6',
    {
      title: 'Review the invoice page copy',
      description: '',
      status: 'review',
      priority: 'low',
      assignee: 'Greeva Y',
      checklist: [],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't7',
    {
      title: 'Accessibility pass on forms',
      description: '',
      status: 'review',
      priority: 'high',
      assignee: 'Shreyu N',
      checklist: [
        { id: 't7-k1', text: 'Collect input', done: true },
        { id: 't7-k2', text: 'Share with the team', done: false },
      ],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't8',
    {
      title: 'Set up error monitoring',
      description: '',
      status: 'done',
      priority: 'medium',
      assignee: 'Nik G',
      checklist: [],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't9',
    {
      title: "Archive last year's designs",
      description: '',
      status: 'todo',
      priority: 'low',
      assignee: null,
      checklist: [],
      order: 3,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't10',
    {
      title: 'Update the onboarding checklist',
      description: '',
      status: 'done',
      priority: 'low',
      assignee: 'Kevin C',
      checklist: [
        { id: 't10-k1', text: 'Collect input', done: true },
        { id: 't10-k2', text: 'Share with the team', done: false },
      ],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'calendar_events',
    'ev-1',
    { title: 'Meeting with Mr. Shreyu', category: 'success', allDay: false },
  ],
  [
    'calendar_events',
    'ev-2',
    { title: 'Interview - Backend Engineer', category: 'primary', allDay: true },
  ],
  [
    'calendar_events',
    'ev-3',
    { title: 'Phone Screen - Frontend Engineer', category: 'warning', allDay: true },
  ],
  ['calendar_events', 'ev-4', { title: 'Buy Design Assets', category: 'info', allDay: true }],
  ['calendar_events', 'ev-5', { title: 'Release review', category: 'danger', allDay: false }],
  [
    'files',
    'documents',
    { kind: 'folder', name: 'Documents', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'downloads',
    { kind: 'folder', name: 'Downloads', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'music',
    { kind: 'folder', name: 'Music', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'pictures',
    { kind: 'folder', name: 'Pictures', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'video',
    { kind: 'folder', name: 'Video', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'seed-1',
    {
      kind: 'file',
      name: 'Project brief.pdf',
      parentId: 'documents',
      size: 2411724,
      mimeType: 'application/pdf',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-2',
    {
      kind: 'file',
      name: 'Budget 2026.xlsx',
      parentId: 'documents',
      size: 482113,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-3',
    {
      kind: 'file',
      name: 'Meeting notes.txt',
      parentId: 'documents',
      size: 4210,
      mimeType: 'text/plain',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-4',
    {
      kind: 'file',
      name: 'wireframes.zip',
      parentId: 'downloads',
      size: 18340112,
      mimeType: 'application/zip',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-5',
    {
      kind: 'file',
      name: 'Intro theme.mp3',
      parentId: 'music',
      size: 6220800,
      mimeType: 'audio/mpeg',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-6',
    {
      kind: 'file',
      name: 'Team offsite.jpg',
      parentId: 'pictures',
      size: 3145728,
      mimeType: 'image/jpeg',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-7',
    {
      kind: 'file',
      name: 'Logo.svg',
      parentId: 'pictures',
      size: 12288,
      mimeType: 'image/svg+xml',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-8',
    {
      kind: 'file',
      name: 'Product demo.mp4',
      parentId: 'video',
      size: 48234496,
      mimeType: 'video/mp4',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-9',
    {
      kind: 'file',
      name: 'Readme.md',
      parentId: null,
      size: 2048,
      mimeType: 'text/markdown',
      trashed: false,
    },
  ],
];

const AREAS = SHARED.map((s) => s.area);

export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- schema ----
  await sql`alter table calendar_events add column "createdAt" timestamptz`.execute(db);
  await sql`update calendar_events set "createdAt" = now()`.execute(db);
  await sql`alter table calendar_events alter column "createdAt" set not null`.execute(db);
  for (const { table } of SHARED) {
    const t = sql.id(table);
    await sql`
      alter table ${t} add column "createdBy" text collate "und-x-icu",
        add column "updatedBy" text collate "und-x-icu",
        add column "updatedAt" timestamptz
    `.execute(db);
    await sql`update ${t} set "updatedAt" = "createdAt"`.execute(db);
    await sql`alter table ${t} alter column "updatedAt" set not null`.execute(db);
  }
  await createTables(db, [FILE_BLOBS]);

  // ---- the accounts, in the order they used the shared areas ----
  await sql`
    create temporary table ws_owners on commit drop as
    select owner, row_number() over (order by min(seeded_at), owner) as rank
    from seeded_areas
    where area in (${sql.join(AREAS)}) and owner not in ('', ${WORKSPACE})
    group by owner
  `.execute(db);
  // Rows of an account the seeded table does not know (none expected): after the others.
  for (const { table } of SHARED) {
    await sql`
      insert into ws_owners (owner, rank)
      select distinct t.owner_uid, 1000000000 + dense_rank() over (order by t.owner_uid)
      from ${sql.id(table)} t
      where t.owner_uid not in ('', ${WORKSPACE})
        and not exists (select 1 from ws_owners o where o.owner = t.owner_uid)
    `.execute(db);
  }
  await sql`
    create temporary table ws_pristine (tbl text not null, id text not null, value jsonb not null)
    on commit drop
  `.execute(db);
  for (const [table, id, value] of PRISTINE) {
    await sql`
      insert into ws_pristine (tbl, id, value) values (${table}, ${id}, ${JSON.stringify(value)}::jsonb)
    `.execute(db);
  }
  await sql`
    create temporary table ws_moves (
      tbl text not null, owner text not null, old_id text not null, new_id text not null
    ) on commit drop
  `.execute(db);

  for (const { table, same } of SHARED) {
    const t = sql.id(table);
    // ---- seeds collapse: a copy that still is the seed goes, unless it is the first ----
    const valueObject = sql`jsonb_build_object(${sql.join(
      same.flatMap((column) => [sql`${column}::text`, valueOf('x', column)]),
    )})`;
    await sql`
      delete from ${t} x
      using ws_owners ox, ws_pristine p
      where ox.owner = x.owner_uid
        and p.tbl = ${table} and p.id = x.id and p.value = ${valueObject}
        and exists (
          select 1 from ${t} y join ws_owners oy on oy.owner = y.owner_uid
          where y.id = x.id and oy.rank < ox.rank
        )
    `.execute(db);
    // ---- colliding ids: the first account (by rank) keeps each, the others get new ones ----
    await sql`
      insert into ws_moves (tbl, owner, old_id, new_id)
      select ${table}, r.owner_uid, r.id,
             regexp_replace(r.id, '[0-9]+$', '') || nextval('row_ids')::text
      from (
        select t.owner_uid, t.id,
               row_number() over (partition by t.id order by o.rank) as n
        from ${t} t join ws_owners o on o.owner = t.owner_uid
      ) r
      where r.n > 1
    `.execute(db);
  }

  // ---- the Recent view: rows of files that are gone go too (their id may be taken now) ----
  await sql`
    delete from file_views v
    where v.owner_uid in (select owner from ws_owners)
      and not exists (select 1 from files f where f.owner_uid = v.owner_uid and f.id = v.id)
  `.execute(db);
  // Where each uploaded file's bytes are: under its account and the id it had.
  await sql`
    insert into file_blobs (owner_uid, id, key)
    select ${WORKSPACE}, coalesce(m.new_id, f.id), f.owner_uid || ':' || f.id
    from files f
    left join ws_moves m on m.tbl = 'files' and m.owner = f.owner_uid and m.old_id = f.id
    where f.owner_uid in (select owner from ws_owners)
      and f.kind = 'file' and f.id not like 'seed-%'
  `.execute(db);

  // ---- new ids, and what refers to them ----
  for (const { table } of SHARED) {
    await sql`
      update ${sql.id(table)} t set id = m.new_id
      from ws_moves m
      where m.tbl = ${table} and m.owner = t.owner_uid and m.old_id = t.id
    `.execute(db);
  }
  await sql`
    update files f set "parentId" = m.new_id
    from ws_moves m
    where m.tbl = 'files' and m.owner = f.owner_uid and m.old_id = f."parentId"
  `.execute(db);
  await sql`
    update file_views v set id = m.new_id
    from ws_moves m
    where m.tbl = 'files' and m.owner = v.owner_uid and m.old_id = v.id
  `.execute(db);

  // ---- authorship, then the move ----
  for (const { table, seedIds } of SHARED) {
    const t = sql.id(table);
    // A seed row that kept its id is the workspace's seed (made by nobody); the rest are
    // their account's.
    await sql`
      update ${t} set "createdBy" = owner_uid, "updatedBy" = owner_uid
      where owner_uid in (select owner from ws_owners) and id not in (${sql.join(seedIds)})
    `.execute(db);
    await sql`
      update ${t} set owner_uid = ${WORKSPACE}
      where owner_uid in (select owner from ws_owners)
    `.execute(db);
  }
  await sql`
    update file_views set owner_uid = ${WORKSPACE}
    where owner_uid in (select owner from ws_owners)
  `.execute(db);

  // ---- the board: each column numbered again, in its old order ----
  await sql`
    update tasks t set "order" = r.n
    from (
      select id, row_number() over (partition by status order by "order", row_seq) - 1 as n
      from tasks where owner_uid = ${WORKSPACE}
    ) r
    where t.owner_uid = ${WORKSPACE} and t.id = r.id
  `.execute(db);

  // ---- kept counts and seeded areas ----
  for (const table of [...SHARED.map((s) => s.table), 'file_views', 'file_blobs']) {
    await sql`
      update row_counts set n = 0
      where table_name = ${table} and owner in (select owner from ws_owners)
    `.execute(db);
  }
  const seededAreas = await sql<{ area: string }>`
    select distinct area from seeded_areas
    where area in (${sql.join(AREAS)}) and owner in (select owner from ws_owners)
  `.execute(db);
  for (const { area } of seededAreas.rows) {
    await sql`
      insert into seeded_areas (owner, area) values (${WORKSPACE}, ${area})
      on conflict do nothing
    `.execute(db);
    const tables = area === 'files' ? ['files', 'file_views', 'file_blobs'] : [tableOf(area)];
    for (const table of tables) {
      await sql`
        insert into row_counts (owner, table_name, n)
        values (${WORKSPACE}, ${table}, (select count(*) from ${sql.id(table)} where owner_uid = ${WORKSPACE}))
        on conflict (owner, table_name) do update set n = excluded.n
      `.execute(db);
    }
  }
}

const tableOf = (area: string) => SHARED.find((s) => s.area === area)?.table ?? area;

export async function down(db: Kysely<unknown>): Promise<void> {
  // The schema only: the rows stay the workspace's (which account made each is kept).
  await sql`drop table if exists file_blobs`.execute(db);
  for (const { table } of SHARED) {
    await sql`
      alter table ${sql.id(table)} drop column "createdBy", drop column "updatedBy",
        drop column "updatedAt"
    `.execute(db);
  }
  await sql`alter table calendar_events drop column "createdAt"`.execute(db);
}
