/**
 * The large seed of the benchmark and the EXPLAIN test: the workspace with `rows` tasks (what
 * every member, `owner` among them, reads since tasks are shared: src/backend/workspace.ts),
 * beside `users` other owner keys with `perUser` tasks each (rows the owner key keeps apart),
 * written by SQL in a few statements (generate_series), the areas marked as seeded so the
 * API does not add its own.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WORKSPACE_OWNER } from '@/backend/workspace';
import type { Database } from '../src/db/schema';

export interface LargeSeed {
  /** The account the benchmark calls as (the tasks are the workspace's). */
  owner: string;
  rows: number;
  users: number;
  perUser: number;
}

const taskRows = (owners: RawBuilder<unknown>, count: number) => sql`
  insert into tasks (owner_uid, id, title, description, status, priority, "dueDate", assignee,
                     checklist, "order", "createdAt", comments, "createdBy", "updatedBy",
                     "updatedAt")
  select o.owner, 'bench-' || g, 'Task ' || g || ' ' || md5(o.owner || g::text), '',
         (array['todo', 'in-progress', 'review', 'done'])[1 + g % 4],
         (array['low', 'medium', 'high'])[1 + g % 3],
         case when g % 10 = 0 then null else date '2026-01-01' + (g * 31 % 730) end,
         case when g % 20 = 0 then null else 'Member ' || (g * 7919 % 200) end,
         '[]'::jsonb, g / 4, timestamptz '2026-01-01' + g * interval '1 minute', '[]'::jsonb,
         null, null, timestamptz '2026-01-01' + g * interval '1 minute'
  from ${owners} as o(owner), generate_series(1, ${count}::int) as g
`;

export async function seedLarge(db: Kysely<Database>, seed: LargeSeed): Promise<void> {
  await taskRows(sql`(values (${WORKSPACE_OWNER}::text))`, seed.rows).execute(db);
  await taskRows(
    sql`(select 'bench-user-' || u from generate_series(2, ${seed.users}::int) as u)`,
    seed.perUser,
  ).execute(db);
  await sql`
    insert into seeded_areas (owner, area)
    select ${WORKSPACE_OWNER}, 'tasks'
    union all select 'bench-user-' || u, 'tasks' from generate_series(2, ${seed.users}::int) as u
    on conflict do nothing
  `.execute(db);
  await sql`
    insert into row_counts (owner, table_name, n)
    select owner_uid, 'tasks', count(*) from tasks group by owner_uid
    on conflict (owner, table_name) do update set n = excluded.n
  `.execute(db);
  // Fresh statistics and visibility map: the plans are those of a database in use.
  await sql`vacuum analyze`.execute(db);
}
