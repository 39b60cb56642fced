/**
 * The shared layer's storage port (src/backend/store.ts) over PostgreSQL, through Kysely.
 * One generic adapter for every area: it reads each table's `TableSpec` (columns, searchable
 * columns) and builds statements from it. Values only ever travel as parameters; identifiers
 * come from the specs (code), are checked against them, and are quoted by Kysely.
 *
 * The meaning of a list query is the memory adapter's (`queryRows` in src/backend/memory.ts):
 * `eq`/`ne` treat a missing value as null, comparisons never match null, `search` is a
 * case-insensitive substring of any of its columns, `orderBy` keys in turn (nulls as asked,
 * `rank` by position in the list) and then insertion order (`row_seq`).
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type {
  AreaSpec,
  Condition,
  ListQuery,
  OrderBy,
  Page,
  Row,
  Store,
  Table,
  TableInfo,
  TableSpec,
} from '@/backend/store';
import { rankExpression } from './rank';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;
type Values = Record<string, unknown>;

/** The first id a counter gives (the demo backend's: seeded ids stay below it). */
const FIRST_ID = 1000;

interface Checked {
  table: RawBuilder<unknown>;
  /** Every column, `id` first: what `select` reads back. */
  select: RawBuilder<unknown>;
  columns: ReadonlySet<string>;
  json: ReadonlySet<string>;
}

const checkedSpecs = new WeakMap<TableInfo, Checked>();

function checked(spec: TableInfo): Checked {
  let entry = checkedSpecs.get(spec);
  if (!entry) {
    const names = Object.keys(spec.columns);
    if (!names.includes('id')) throw new Error(`table ${spec.name} has no id column`);
    const reserved = names.filter((name) => name === 'owner_uid' || name === 'row_seq');
    if (reserved.length) throw new Error(`table ${spec.name} uses reserved ${reserved.join()}`);
    entry = {
      table: sql.id(spec.name),
      select: sql.join(names.map((name) => sql.id(name))),
      columns: new Set(names),
      json: new Set(names.filter((name) => spec.columns[name]?.type === 'json')),
    };
    checkedSpecs.set(spec, entry);
  }
  return entry;
}

function column(spec: TableInfo, name: string): RawBuilder<unknown> {
  if (!checked(spec).columns.has(name)) {
    throw new Error(`table ${spec.name} has no column ${name}`);
  }
  return sql.id(name);
}

/** A value as a parameter; json columns as JSON text cast to jsonb (node-postgres would
 * send a JS array as a PostgreSQL array). */
function param(spec: TableInfo, name: string, value: unknown): RawBuilder<unknown> {
  if (value === undefined || value === null) return sql`null`;
  if (checked(spec).json.has(name)) return sql`cast(${JSON.stringify(value)} as jsonb)`;
  return sql`${value}`;
}

function condition(spec: TableInfo, c: Condition): RawBuilder<unknown> {
  const ref = column(spec, c.column);
  switch (c.op) {
    case 'eq':
      return c.value === null ? sql`${ref} is null` : sql`${ref} = ${c.value}`;
    case 'ne':
      return c.value === null ? sql`${ref} is not null` : sql`${ref} is distinct from ${c.value}`;
    case 'in': {
      const values = c.values.filter((v) => v !== null);
      const parts: RawBuilder<unknown>[] = [];
      if (values.length) parts.push(sql`${ref} in (${sql.join(values.map((v) => sql`${v}`))})`);
      if (values.length < c.values.length) parts.push(sql`${ref} is null`);
      return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
    }
    case 'ieq':
      return sql`lower(${ref}) = lower(${c.value})`;
    case 'has':
      // A json list holding this value.
      return sql`${ref} @> cast(${JSON.stringify([c.value])} as jsonb)`;
    case 'lt':
      return sql`${ref} < ${c.value}`;
    case 'lte':
      return sql`${ref} <= ${c.value}`;
    case 'gt':
      return sql`${ref} > ${c.value}`;
    case 'gte':
      return sql`${ref} >= ${c.value}`;
  }
}

/** `%`, `_` and `\` match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * One searchable column matched against `pattern` (see `searchTexts` in memory.ts): `name`
 * (text as it is, so its trigram index applies; numbers as text), `name.key` (a string field
 * of a json object), `name[]` (any string of a json list).
 */
function searchExpression(spec: TableInfo, name: string, pattern: string): RawBuilder<unknown> {
  if (name.endsWith('[]')) {
    const ref = column(spec, name.slice(0, -2));
    return sql`exists (
      select 1 from jsonb_array_elements(case when jsonb_typeof(${ref}) = 'array' then ${ref} else '[]'::jsonb end) as element
      where jsonb_typeof(element) = 'string' and element #>> '{}' ilike ${pattern} escape '\\'
    )`;
  }
  const dot = name.indexOf('.');
  if (dot > 0) {
    const ref = column(spec, name.slice(0, dot));
    const key = name.slice(dot + 1);
    return sql`(case when jsonb_typeof(${ref} -> ${key}::text) = 'string' then ${ref} ->> ${key}::text end) ilike ${pattern} escape '\\'`;
  }
  const ref = column(spec, name);
  const type = spec.columns[name]?.type;
  if (type === 'text') return sql`${ref} ilike ${pattern} escape '\\'`;
  if (type === 'integer' || type === 'number')
    return sql`${ref}::text ilike ${pattern} escape '\\'`;
  return sql`false`;
}

function whereOf(spec: TableInfo, owner: string, query: ListQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`owner_uid = ${owner}`];
  for (const c of query.where ?? []) parts.push(condition(spec, c));
  const search = query.search;
  if (search && search.text !== '' && search.columns.length) {
    const pattern = likePattern(search.text);
    const any = search.columns.map((name) => searchExpression(spec, name, pattern));
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

function orderKey(spec: TableInfo, key: OrderBy): RawBuilder<unknown> {
  const ref = column(spec, key.column);
  const expression = key.rank ? rankExpression(key.column, key.rank) : ref;
  const nulls = key.nulls ?? (key.direction === 'asc' ? 'last' : 'first');
  return sql`${expression} ${sql.raw(key.direction === 'asc' ? 'asc' : 'desc')} ${sql.raw(
    nulls === 'last' ? 'nulls last' : 'nulls first',
  )}`;
}

export interface SqlStoreOptions {
  /** The time seeds are made relative to (tests pin it). */
  now?: () => number;
}

export function sqlStore(
  db: Kysely<Database>,
  areas: readonly AreaSpec[],
  options: SqlStoreOptions = {},
): Store {
  const now = options.now ?? Date.now;
  const areaOf = new Map(areas.map((area) => [area.name, area]));

  async function insertRow(executor: Executor, spec: TableInfo, owner: string, row: Values) {
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

  /** Seeds the owner's area the first time (in the caller's transaction, or its own). */
  async function ensureSeeded(
    executor: Executor,
    inTransaction: boolean,
    owner: string,
    area: string,
  ) {
    const found = await sql`
      select 1 from seeded_areas where owner = ${owner} and area = ${area}
    `.execute(executor);
    if (found.rows.length) return;
    const spec = areaOf.get(area);
    if (!spec) throw new Error(`no area ${area}`);
    const seed = async (trx: Executor) => {
      // Two first requests at once: the second waits on this row, then finds it taken.
      const claimed = await sql`
        insert into seeded_areas (owner, area) values (${owner}, ${area})
        on conflict do nothing returning area
      `.execute(trx);
      if (!claimed.rows.length) return;
      const rows = spec.seed(owner, now());
      for (const table of spec.tables) {
        for (const row of rows[table.name] ?? []) {
          await insertRow(trx, table, owner, row);
        }
      }
    };
    if (inTransaction) await seed(executor);
    else await db.transaction().execute(seed);
  }

  function makeStore(executor: Executor, inTransaction: boolean): Store {
    const table = <R extends Row>(spec: TableSpec<R>): Table<R> => {
      const info: TableInfo = spec;
      const { table: name, select } = checked(info);
      const seeded = (owner: string) => ensureSeeded(executor, inTransaction, owner, info.area);
      /** All the owner's rows: the kept count (when there is one); with filters: counted. */
      const total = async (owner: string, query: ListQuery, where: RawBuilder<unknown>) => {
        if (!query.where?.length && !query.search?.text) {
          const kept = await sql<{ n: number }>`
            select n from row_counts where owner = ${owner} and table_name = ${info.name}
          `.execute(executor);
          if (kept.rows[0]) return kept.rows[0].n;
        }
        const count = await sql<{ total: number }>`
          select count(*)::int as total from ${name} where ${where}
        `.execute(executor);
        return count.rows[0]?.total ?? 0;
      };
      const adjustCount = (owner: string, by: 1 | -1) =>
        sql`
          update row_counts set n = n + ${by}
          where owner = ${owner} and table_name = ${info.name}
        `.execute(executor);
      return {
        async list(owner, query = {}): Promise<Page<R>> {
          await seeded(owner);
          const where = whereOf(info, owner, query);
          const order = [...(query.orderBy ?? []).map((key) => orderKey(info, key)), sql`row_seq`];
          const page = query.limit === undefined ? sql`` : sql` limit ${Math.max(0, query.limit)}`;
          const offset = query.offset ? sql` offset ${Math.max(0, query.offset)}` : sql``;
          const items = await sql<R>`
            select ${select} from ${name} where ${where}
            order by ${sql.join(order)}${page}${offset}
          `.execute(executor);
          return { items: items.rows, total: await total(owner, query, where) };
        },
        async get(owner, id) {
          await seeded(owner);
          const result = await sql<R>`
            select ${select} from ${name} where owner_uid = ${owner} and id = ${id}
          `.execute(executor);
          return result.rows[0] ?? null;
        },
        async insert(owner, row) {
          await seeded(owner);
          return (await insertRow(executor, info, owner, row)) as R;
        },
        async update(owner, id, patch) {
          await seeded(owner);
          const sets = Object.entries(patch as Values)
            .filter(([key, value]) => key !== 'id' && value !== undefined)
            .map(([key, value]) => sql`${column(info, key)} = ${param(info, key, value)}`);
          if (!sets.length) return this.get(owner, id);
          const result = await sql<R>`
            update ${name} set ${sql.join(sets)}
            where owner_uid = ${owner} and id = ${id}
            returning ${select}
          `.execute(executor);
          return result.rows[0] ?? null;
        },
        async remove(owner, id) {
          await seeded(owner);
          const result = await sql`
            delete from ${name} where owner_uid = ${owner} and id = ${id} returning id
          `.execute(executor);
          if (!result.rows.length) return false;
          await adjustCount(owner, -1);
          return true;
        },
        async newId(owner, prefix) {
          await seeded(owner);
          // One counter per owner and area (as the demo backend keeps it); the row lock
          // makes concurrent creates wait their turn, so no two get the same number.
          const result = await sql<{ id: number }>`
            insert into id_counters (owner, area, next) values (${owner}, ${info.area}, ${FIRST_ID + 1})
            on conflict (owner, area) do update set next = id_counters.next + 1
            returning next - 1 as id
          `.execute(executor);
          return `${prefix}${result.rows[0]?.id ?? FIRST_ID}`;
        },
      };
    };
    const store: Store = {
      table,
      transaction: (work) =>
        inTransaction ? work(store) : db.transaction().execute((trx) => work(makeStore(trx, true))),
      // A transaction-scoped advisory lock: held until commit or rollback, across instances.
      async lock(key) {
        if (!inTransaction) throw new Error(`lock(${key}) outside a transaction`);
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(executor);
      },
      async resetOwner(owner) {
        const reset = async (trx: Executor) => {
          for (const area of areas) {
            for (const spec of area.tables) {
              await sql`delete from ${checked(spec).table} where owner_uid = ${owner}`.execute(trx);
            }
          }
          await sql`delete from seeded_areas where owner = ${owner}`.execute(trx);
          await sql`delete from id_counters where owner = ${owner}`.execute(trx);
          await sql`delete from row_counts where owner = ${owner}`.execute(trx);
        };
        if (inTransaction) await reset(executor);
        else await db.transaction().execute(reset);
      },
    };
    return store;
  }

  return makeStore(db, false);
}
