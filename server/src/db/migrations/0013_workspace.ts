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
import {
  WORKSPACE_0013_PRISTINE as PRISTINE,
  WORKSPACE_0013_TABLES,
} from '@/backend/frozen/workspace0013';
import { createTables, type FrozenTable } from './tables';

const WORKSPACE = '*workspace';

const FILE_BLOBS: FrozenTable = {
  name: 'file_blobs',
  columns: { id: 'text', key: 'text' },
  indexes: [],
};

/** A compared value of the row `alias` (see `Shared.same`). */
const valueOf = (alias: string, column: string): RawBuilder<unknown> =>
  column.startsWith('#')
    ? sql`jsonb_array_length(${sql.ref(`${alias}.${column.slice(1)}`)})`
    : sql.ref(`${alias}.${column}`);

/** The shared tables, their seed ids and compared columns (frozen in the shared module). */
const SHARED = WORKSPACE_0013_TABLES;

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
