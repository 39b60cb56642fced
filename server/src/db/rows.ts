/** A stored row's id and its insert: the statements every table's writes share (sqlStore.ts). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AreaSpec, SeedRows, TableInfo } from '@/backend/store';
import { checked, param } from './sqlQuery';
import type { Database } from './schema';

export type Executor = Kysely<Database> | Transaction<Database>;
export type Values = Record<string, unknown>;

/**
 * Ids: one sequence for every table (migration 0009): unique everywhere, never reused, and
 * no lock, so creates do not wait for each other here. One value per create, not a block
 * kept per instance: the values follow the order of writing across instances, which the
 * audit trail's `serial` (newest first) and creation-ordered lists rely on (blocks of 64
 * per instance broke that: admin.test.ts "keeps the audit trail across a restart").
 */
export async function nextId(executor: Executor): Promise<string> {
  const result = await sql<{ id: string }>`select nextval('row_ids')::text as id`.execute(executor);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('row_ids gave no value');
  return id;
}

export async function insertRow(executor: Executor, spec: TableInfo, owner: string, row: Values) {
  const { table, select } = checked(spec);
  const names = Object.keys(spec.columns);
  const values = names.map((name) => param(spec, name, row[name]));
  const result = await sql<Values>`
    insert into ${table} (owner_uid, ${select})
    values (${owner}, ${sql.join(values)})
    returning ${select}
  `.execute(executor);
  return result.rows[0];
}

/** An area's rows, just claimed in `seeded_areas`, and its kept counts. */
export async function fillArea(trx: Executor, owner: string, spec: AreaSpec, rows: SeedRows) {
  for (const table of spec.tables) {
    const seeded = rows[table.name] ?? [];
    for (const row of seeded) {
      await insertRow(trx, table, owner, row);
    }
    // The kept count starts here and moves with each insert and delete (same transaction).
    await sql`
      insert into row_counts (owner, table_name, n) values (${owner}, ${table.name}, ${seeded.length})
      on conflict (owner, table_name) do update set n = excluded.n
    `.execute(trx);
  }
}
