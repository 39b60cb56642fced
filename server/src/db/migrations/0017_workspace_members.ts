import { sql, type Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/**
 * Membership as data (issue 49): src/backend/admin/table.ts's `workspace_members` as of this
 * migration, kept under `ADMIN_OWNER` (''). An upgrade locks nobody out: every account that
 * has used the deployment so far (it has a `seeded_areas` row: its first request seeded its
 * own areas) becomes a member, `joinedBy` `existing`, let in by nobody, at its first seed.
 */
const TABLES: FrozenTable[] = [
  {
    name: 'workspace_members',
    columns: { id: 'text', joinedBy: 'text', letInBy: 'text?', joinedAt: 'timestamp' },
    indexes: [],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, TABLES);
  // Account owners only: the fixed keys ('' the users page, '*workspace' the workspace) are no account.
  await sql`
    insert into workspace_members (owner_uid, id, "joinedBy", "letInBy", "joinedAt")
    select '', owner, 'existing', null, min(seeded_at)
    from seeded_areas
    where owner <> '' and owner not like '*%'
    group by owner
    order by min(seeded_at), owner
  `.execute(db);
  // Lists read their totals from the kept counts (0004): the new rows are counted at once.
  await sql`
    insert into row_counts (owner, table_name, n)
    values ('', 'workspace_members', (select count(*) from workspace_members where owner_uid = ''))
    on conflict (owner, table_name) do update set n = excluded.n
  `.execute(db);
}

export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
