/**
 * DDL for an area's tables, from a description written into the migration that creates them
 * (a frozen copy of the shared layer's `TableSpec` at that time: a later change of the spec
 * is a new migration, checked by server/test/schema.test.ts).
 *
 * Every table gets `owner_uid` (the account's uid) and `row_seq` (insertion order: the last
 * key of every sort, so equal rows keep the order they were added in, as in the demo
 * backend), the primary key `(owner_uid, id)`, an `(owner_uid, row_seq)` index for lists in
 * insertion order, and one `(owner_uid, ...columns, row_seq)` index per column list the
 * routes filter and sort by. (Not `owner`: projects have an `owner` column of their own.) Text
 * is compared with the ICU root collation (`und-x-icu`: PostgreSQL and PGlite both have it),
 * which orders like the demo backend's `localeCompare` ("a A b B", not "A B a b").
 *
 * Do not change what this emits for an existing description: migrations that ran must
 * mean the same thing on a new database.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { rankExpression } from '../rank';

/** `text`, `integer`, `number`, `boolean`, `date`, `timestamp` or `json`; `?` = nullable. */
export type FrozenColumn =
  `${'text' | 'integer' | 'number' | 'boolean' | 'date' | 'timestamp' | 'json'}${'' | '?'}`;

export interface FrozenTable {
  name: string;
  columns: Record<string, FrozenColumn>;
  indexes: readonly (readonly string[])[];
  /**
   * Orders by a column's position in a fixed list, then by `then` (a route's `rank` sort,
   * e.g. the board order): indexed as `(owner, <rank expression>, ...then, seq)`.
   */
  rankIndexes?: readonly { column: string; rank: readonly string[]; then: readonly string[] }[];
}

const SQL_TYPES = {
  text: sql`text collate "und-x-icu"`,
  // Whole numbers up to 2^53 (JavaScript's safe integers: the shared layer may use
  // Number.MAX_SAFE_INTEGER as "at the end"); they come back as numbers (db/types.ts).
  integer: sql`bigint`,
  number: sql`double precision`,
  boolean: sql`boolean`,
  date: sql`date`,
  timestamp: sql`timestamptz`,
  json: sql`jsonb`,
} as const;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function check(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return name;
}

/** `tasks_status_order` (lower case, within PostgreSQL's 63 characters). */
const indexName = (table: string, columns: readonly string[]) =>
  `${table}_by_${columns.join('_')}`.toLowerCase().slice(0, 63);

export async function createTables(db: Kysely<unknown>, tables: readonly FrozenTable[]) {
  for (const table of tables) {
    const name = check(table.name);
    const idKind = (table.columns.id ?? 'text').replace('?', '') as keyof typeof SQL_TYPES;
    const columns: RawBuilder<unknown>[] = Object.entries(table.columns)
      .filter(([column]) => column !== 'id')
      .map(([column, kind]) => {
        const nullable = kind.endsWith('?');
        const type = SQL_TYPES[kind.replace('?', '') as keyof typeof SQL_TYPES];
        return sql`${sql.id(check(column))} ${type}${nullable ? sql`` : sql` not null`}`;
      });
    await sql`
      create table ${sql.id(name)} (
        owner_uid text not null,
        id ${SQL_TYPES[idKind]} not null,
        row_seq bigint generated always as identity,
        ${sql.join(columns)},
        primary key (owner_uid, id)
      )
    `.execute(db);
    await sql`create index ${sql.id(`${name}_by_seq`)} on ${sql.id(name)} (owner_uid, row_seq)`.execute(
      db,
    );
    for (const index of table.indexes) {
      const keys = index.map((column) => sql.id(check(column)));
      await sql`
        create index ${sql.id(indexName(name, index))}
        on ${sql.id(name)} (owner_uid, ${sql.join(keys)}, row_seq)
      `.execute(db);
    }
    for (const ranked of table.rankIndexes ?? []) {
      const keys = [
        sql`(${rankExpression(check(ranked.column), ranked.rank)})`,
        ...ranked.then.map((column) => sql.id(check(column))),
      ];
      await sql`
        create index ${sql.id(indexName(name, [`${ranked.column}_rank`, ...ranked.then]))}
        on ${sql.id(name)} (owner_uid, ${sql.join(keys)}, row_seq)
      `.execute(db);
    }
  }
}

/**
 * Trigram (pg_trgm) indexes for substring search (`q`: `ilike '%text%'`), one per searchable
 * text column; the planner combines them with the owner's rows.
 */
export async function createSearchIndexes(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of columns) {
    await sql`
      create index ${sql.id(indexName(table, [column, 'trgm']))}
      on ${sql.id(check(table))} using gin (${sql.id(check(column))} gin_trgm_ops)
    `.execute(db);
  }
}

export async function dropTables(db: Kysely<unknown>, tables: readonly FrozenTable[]) {
  for (const table of [...tables].reverse()) {
    await sql`drop table ${sql.id(check(table.name))}`.execute(db);
  }
}
