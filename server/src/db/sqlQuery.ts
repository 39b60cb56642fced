/**
 * The statements' parts for sqlStore.ts, built from a table's spec: its checked identifiers,
 * parameters, a list query's conditions, search and order. Identifiers come from the specs
 * (code) and are checked against them; values only ever travel as parameters.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Condition, ListQuery, OrderBy, TableInfo } from '@/backend/store';
import { rankExpression } from './rank';

export interface Checked {
  table: RawBuilder<unknown>;
  /** Every column, `id` first: what `select` reads back. */
  select: RawBuilder<unknown>;
  columns: ReadonlySet<string>;
  json: ReadonlySet<string>;
}

/** The store's own columns, and the flags a page's statement reads beside the rows. */
export const SEEDED_FLAG = '__seeded';
export const KEPT_COUNT = '__kept';
const RESERVED = new Set(['owner_uid', 'row_seq', SEEDED_FLAG, KEPT_COUNT]);

const checkedSpecs = new WeakMap<TableInfo, Checked>();

export function checked(spec: TableInfo): Checked {
  let entry = checkedSpecs.get(spec);
  if (!entry) {
    const names = Object.keys(spec.columns);
    if (!names.includes('id')) throw new Error(`table ${spec.name} has no id column`);
    const reserved = names.filter((name) => RESERVED.has(name));
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

export function column(spec: TableInfo, name: string): RawBuilder<unknown> {
  if (!checked(spec).columns.has(name)) {
    throw new Error(`table ${spec.name} has no column ${name}`);
  }
  return sql.id(name);
}

/** A value as a parameter; json columns as JSON text cast to jsonb (node-postgres would
 * send a JS array as a PostgreSQL array). */
export function param(spec: TableInfo, name: string, value: unknown): RawBuilder<unknown> {
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

export function whereOf(spec: TableInfo, owner: string, query: ListQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`owner_uid = ${owner}`];
  for (const c of query.where ?? []) parts.push(condition(spec, c));
  const search = query.search;
  if (search && search.text !== '' && (search.columns.length || search.or)) {
    const pattern = likePattern(search.text);
    const any = search.columns.map((name) => searchExpression(spec, name, pattern));
    if (search.or) any.push(condition(spec, search.or));
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

export function orderKey(spec: TableInfo, key: OrderBy): RawBuilder<unknown> {
  const ref = column(spec, key.column);
  const expression = key.rank ? rankExpression(key.column, key.rank) : ref;
  const nulls = key.nulls ?? (key.direction === 'asc' ? 'last' : 'first');
  return sql`${expression} ${sql.raw(key.direction === 'asc' ? 'asc' : 'desc')} ${sql.raw(
    nulls === 'last' ? 'nulls last' : 'nulls first',
  )}`;
}

/** One key of a keyset condition: its expression, the cursor's value for it, its order. */
interface KeyPart {
  expression: RawBuilder<unknown>;
  /** The cursor row's value; null: SQL null. */
  value: RawBuilder<unknown> | null;
  desc: boolean;
  nullsFirst: boolean;
  nullable: boolean;
}

const rowOf = (parts: readonly RawBuilder<unknown>[]) =>
  parts.length === 1 ? (parts[0] as RawBuilder<unknown>) : sql`(${sql.join(parts)})`;

/** Keys compared together: consecutive non-null keys of one direction, as one row value. */
interface Run {
  parts: KeyPart[];
}

function runAfter(run: Run): RawBuilder<unknown> {
  const [only] = run.parts;
  if (run.parts.length === 1 && only && (only.nullable || only.value === null)) {
    const { expression: e, value: v, desc, nullsFirst } = only;
    if (v === null) return nullsFirst ? sql`${e} is not null` : sql`false`;
    const beyond = desc ? sql`${e} < ${v}` : sql`${e} > ${v}`;
    return nullsFirst ? beyond : sql`(${beyond} or ${e} is null)`;
  }
  const left = rowOf(run.parts.map((p) => p.expression));
  const right = rowOf(run.parts.map((p) => p.value ?? sql`null`));
  return run.parts[0]?.desc ? sql`${left} < ${right}` : sql`${left} > ${right}`;
}

function runEqual(run: Run): RawBuilder<unknown> {
  const [only] = run.parts;
  if (run.parts.length === 1 && only && only.value === null) return sql`${only.expression} is null`;
  return sql`${rowOf(run.parts.map((p) => p.expression))} = ${rowOf(
    run.parts.map((p) => p.value ?? sql`null`),
  )}`;
}

/**
 * Keyset paging (`query.after`): the rows after the cursor's row in the list's order, ties
 * broken by insertion order (`row_seq` of the cursor's row, found by its id; gone: every
 * tie). Keys that hold no nulls and go the same way are compared as one row value, which
 * PostgreSQL reads as a range of the sort's index (the board order: one range, however
 * deep the page); the first such group is also given as a bound (`>=`) for the index.
 */
export function afterOf(
  spec: TableInfo,
  owner: string,
  query: ListQuery,
): RawBuilder<unknown> | null {
  const after = query.after;
  if (!after) return null;
  const parts: KeyPart[] = (query.orderBy ?? []).map((key, k) => {
    const raw = after.values[k] ?? null;
    const nullsFirst = (key.nulls ?? (key.direction === 'asc' ? 'last' : 'first')) === 'first';
    const nullable = Boolean(spec.columns[key.column]?.nullable);
    if (key.rank) {
      const at = raw === null ? -1 : key.rank.indexOf(String(raw));
      return {
        expression: rankExpression(key.column, key.rank),
        value: at < 0 ? null : sql`${at + 1}::int`,
        desc: key.direction === 'desc',
        nullsFirst,
        nullable,
      };
    }
    return {
      expression: column(spec, key.column),
      value: raw === null ? null : sql`${raw}`,
      desc: key.direction === 'desc',
      nullsFirst,
      nullable,
    };
  });
  parts.push({
    expression: sql`row_seq`,
    value: sql`coalesce((select row_seq from ${checked(spec).table} where owner_uid = ${owner} and id = ${after.id}), -1)`,
    desc: false,
    nullsFirst: false,
    nullable: false,
  });
  const runs: Run[] = [];
  for (const part of parts) {
    const last = runs.at(-1)?.parts.at(-1);
    const alone = (p: KeyPart) => p.nullable || p.value === null;
    if (last && !alone(last) && !alone(part) && last.desc === part.desc)
      runs.at(-1)?.parts.push(part);
    else runs.push({ parts: [part] });
  }
  let condition: RawBuilder<unknown> | null = null;
  for (const run of [...runs].reverse()) {
    condition = condition
      ? sql`(${runAfter(run)} or (${runEqual(run)} and ${condition}))`
      : runAfter(run);
  }
  const first = runs[0];
  const grouped = first && first.parts.every((p) => !p.nullable && p.value !== null);
  if (!grouped || !first || !condition) return condition;
  const left = rowOf(first.parts.map((p) => p.expression));
  const right = rowOf(first.parts.map((p) => p.value ?? sql`null`));
  const bound = first.parts[0]?.desc ? sql`${left} <= ${right}` : sql`${left} >= ${right}`;
  return sql`${bound} and ${condition}`;
}

/** What a page's statement reads beside each row (see `listAtOnce`). */
export interface Flags {
  __seeded: boolean;
  __kept: number | string | null;
}
/** The flags' row of an empty page (see `listAtOnce`): no row's columns. */
export interface NoRow {
  id: null;
}

/**
 * A filtered page's total, in its statement (`listAtOnce`, whose page is `rows`): the page's
 * own length when that tells it (the first page, or one after it with rows, not full: every
 * matching row is in or before it), otherwise the matching rows counted. PostgreSQL runs the
 * count's subquery only when the `case` reaches it: a search whose matches fit on its first
 * page reads them once, not twice. A keyset page (`after`) does not know the rows before it.
 */
export function filteredTotal(
  query: ListQuery,
  table: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
) {
  const counted = sql`(select count(*) from ${table} where ${where})`;
  if (query.after) return counted;
  const length = sql`(select count(*) from ${sql.id('rows')})`;
  const offset = Math.max(0, query.offset ?? 0);
  const reached = sql`(${length} > 0 or ${offset}::bigint = 0)`;
  const tells =
    query.limit === undefined
      ? reached
      : sql`${length} < ${Math.max(0, query.limit)}::bigint and ${reached}`;
  return sql`case when ${tells} then ${offset}::bigint + ${length} else ${counted} end`;
}

/**
 * How many parts an owner's kept count of a table is written in (migration 0016): a create
 * adds to the part its database connection names, so concurrent creates do not wait for one
 * row; a count is read as its `row_counts` row plus its parts.
 */
const COUNT_PARTS = 16;

/** The kept count of `owner`'s rows of `table`: null when there is none (not seeded). */
export const keptCount = (owner: string, table: string) => sql`(
  select (kept.n + coalesce((
    select sum(part.n) from row_count_parts part
    where part.owner = kept.owner and part.table_name = kept.table_name
  ), 0))::bigint
  from row_counts kept where kept.owner = ${owner} and kept.table_name = ${table}
)`;

/**
 * Adds `by` to `owner`'s count of `table`, in this connection's part: never a row another
 * connection's create is writing at the same time, unless their numbers share a part.
 */
export const addToCount = (owner: string, table: string, by: number) => sql`
  insert into row_count_parts (owner, table_name, part, n)
  values (${owner}, ${table}, pg_backend_pid() % ${COUNT_PARTS}, ${by})
  on conflict (owner, table_name, part) do update set n = row_count_parts.n + excluded.n
`;
