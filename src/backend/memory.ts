/**
 * The storage port over plain arrays: the list query's meaning, written once for every
 * in-memory store. The demo backend runs it on its one persisted store
 * (src/mocks/api/store.ts); `memoryStore()` keeps rows in a Map (unit tests, and a
 * reference the SQL adapter can be checked against).
 */
import type {
  AreaSpec,
  Condition,
  ListQuery,
  OrderBy,
  Page,
  Row,
  Scalar,
  Store,
  Table,
  TableInfo,
  TableSpec,
} from './store';
import { isVersioned, versionOf } from './versions';
import { VERSION_FIELD } from '@/contract/versions';

/** A row's column by name. */
const cell = (row: Row, column: string): unknown => (row as Record<string, unknown>)[column];

function holds(row: Row, condition: Condition): boolean {
  const value = cell(row, condition.column) as Scalar | undefined;
  switch (condition.op) {
    case 'eq':
      return (value ?? null) === condition.value;
    case 'ne':
      return (value ?? null) !== condition.value;
    case 'ieq':
      return typeof value === 'string' && value.toLowerCase() === condition.value.toLowerCase();
    case 'has': {
      const list = cell(row, condition.column);
      return Array.isArray(list) && list.includes(condition.value);
    }
    case 'in':
      return condition.values.includes(value ?? null);
    default: {
      if (value === null || value === undefined) return false;
      const order =
        typeof value === 'number' && typeof condition.value === 'number'
          ? value - condition.value
          : String(value).localeCompare(String(condition.value));
      if (condition.op === 'lt') return order < 0;
      if (condition.op === 'lte') return order <= 0;
      if (condition.op === 'gt') return order > 0;
      return order >= 0;
    }
  }
}

/** The texts a search column names: `name`, `name.key` (json object), `name[]` (json list). */
function searchTexts(row: Row, column: string): string[] {
  const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);
  if (column.endsWith('[]')) {
    const list = cell(row, column.slice(0, -2));
    return Array.isArray(list) ? list.flatMap(texts) : [];
  }
  const dot = column.indexOf('.');
  if (dot > 0) {
    const object = cell(row, column.slice(0, dot));
    return typeof object === 'object' && object !== null
      ? texts((object as Record<string, unknown>)[column.slice(dot + 1)])
      : [];
  }
  const value = cell(row, column);
  return typeof value === 'number' ? [String(value)] : texts(value);
}

/** A value compared as text (dates are ISO strings; a json column is not sortable). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function compareValues(a: unknown, b: unknown, key: OrderBy): number {
  const missingA = a === null || a === undefined;
  const missingB = b === null || b === undefined;
  const nulls = key.nulls ?? (key.direction === 'asc' ? 'last' : 'first');
  if (missingA || missingB) {
    if (missingA && missingB) return 0;
    // Nulls are placed regardless of the direction.
    return (missingA ? 1 : -1) * (nulls === 'last' ? 1 : -1);
  }
  let order: number;
  if (key.rank) {
    const rank = (v: unknown) => {
      const at = key.rank?.indexOf(String(v)) ?? -1;
      return at < 0 ? Number.MAX_SAFE_INTEGER : at;
    };
    order = rank(a) - rank(b);
  } else if (typeof a === 'number' && typeof b === 'number') order = a - b;
  else if (typeof a === 'boolean' && typeof b === 'boolean') order = Number(a) - Number(b);
  else order = asText(a).localeCompare(asText(b));
  return key.direction === 'asc' ? order : -order;
}

/** The rows a list query answers, from all of one owner's rows (in insertion order). */
export function queryRows<R extends Row>(rows: readonly R[], query: ListQuery = {}): Page<R> {
  let items = rows.filter((row) => (query.where ?? []).every((c) => holds(row, c)));
  const search = query.search;
  if (search && search.text !== '') {
    const text = search.text.toLowerCase();
    items = items.filter(
      (row) =>
        search.columns.some((column) =>
          searchTexts(row, column).some((t) => t.toLowerCase().includes(text)),
        ) ||
        (search.or !== undefined && holds(row, search.or)),
    );
  }
  const keys = query.orderBy ?? [];
  if (keys.length > 0) {
    items = [...items].sort((a, b) => {
      for (const key of keys) {
        const order = compareValues(cell(a, key.column), cell(b, key.column), key);
        if (order !== 0) return order;
      }
      return 0;
    });
  }
  const total = items.length;
  const after = query.after;
  if (after) {
    // Insertion order breaks ties: the cursor's row's place among all the owner's rows.
    const position = new Map(rows.map((row, index) => [row, index]));
    const at = rows.findIndex((row) => row.id === after.id);
    items = items.filter((row) => {
      for (const [k, key] of keys.entries()) {
        const order = compareValues(cell(row, key.column), after.values[k] ?? null, key);
        if (order !== 0) return order > 0;
      }
      return (position.get(row) ?? 0) > at;
    });
  }
  const offset = query.offset ?? 0;
  items = items.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return {
    items: items.map((row) => structuredClone(row)),
    total: query.count === false ? -1 : total,
  };
}

/**
 * One owner's rows of one table, as the memory adapters keep them: the array the rows live
 * in and the counter ids are made from (both may belong to stored data, changed in place).
 */
export interface MemoryRows<R extends Row> {
  rows: R[];
  nextId(): number | string;
  /** After a write: for rows kept in another shape (copied back from `rows`). */
  written?(): void;
}

/**
 * A `Table` over arrays that `open(owner)` finds (seeding the owner's area as needed); `info`
 * (its spec) says whether it keeps versions (versions.ts).
 */
export function memoryTable<R extends Row>(
  open: (owner: string) => Promise<MemoryRows<R>>,
  info?: Pick<TableInfo, 'columns'>,
): Table<R> {
  return {
    async list(owner, query) {
      return queryRows((await open(owner)).rows, query);
    },
    async get(owner, id) {
      const row = (await open(owner)).rows.find((r) => r.id === id);
      return row ? structuredClone(row) : null;
    },
    async insert(owner, row) {
      const stored = structuredClone(row);
      const table = await open(owner);
      table.rows.push(stored);
      table.written?.();
      return structuredClone(stored);
    },
    async update(owner, id, patch, options = {}) {
      const table = await open(owner);
      const row = table.rows.find((r) => r.id === id);
      if (!row) return null;
      const versioned = info !== undefined && isVersioned(info);
      if (versioned && options.ifVersion !== undefined && versionOf(row) !== options.ifVersion)
        return null;
      const { id: _ignored, ...rest } = structuredClone(patch);
      Object.assign(row, rest);
      if (versioned) Object.assign(row, { [VERSION_FIELD]: versionOf(row) + 1 });
      table.written?.();
      return structuredClone(row);
    },
    async remove(owner, id) {
      const table = await open(owner);
      const index = table.rows.findIndex((r) => r.id === id);
      if (index < 0) return false;
      table.rows.splice(index, 1);
      table.written?.();
      return true;
    },
    async newId(owner, prefix) {
      return `${prefix}${(await open(owner)).nextId()}`;
    },
  };
}

/**
 * A whole store in a Map, seeded per owner and area on first use. Requests run one at a time
 * (as in the browser), so `transaction` only has to keep that order.
 */
export function memoryStore(areas: readonly AreaSpec[], now: () => number = Date.now): Store {
  type AreaData = { tables: Record<string, Row[]>; next: number };
  const byOwner = new Map<string, Map<string, AreaData>>();
  const areaOf = new Map(areas.map((area) => [area.name, area]));
  const open = (owner: string, spec: TableInfo): Promise<MemoryRows<Row>> => {
    const mine = byOwner.get(owner) ?? new Map<string, AreaData>();
    byOwner.set(owner, mine);
    let data = mine.get(spec.area);
    if (!data) {
      const area = areaOf.get(spec.area);
      if (!area) throw new Error(`No area "${spec.area}" for table ${spec.name}`);
      data = { tables: structuredClone(area.seed(owner, now())), next: 1000 };
      mine.set(spec.area, data);
    }
    const entry = data;
    const rows = (entry.tables[spec.name] ??= []);
    return Promise.resolve({ rows, nextId: () => entry.next++ });
  };
  const store: Store = {
    table: <R extends Row>(spec: TableSpec<R>) =>
      memoryTable<R>((owner) => open(owner, spec) as Promise<MemoryRows<R>>, spec),
    transaction: (work) => work(store),
    resetOwner: (owner, then) => {
      byOwner.delete(owner);
      // Empty: each area taken as seeded, with no rows (else seeded again on next use).
      if (then === 'empty')
        byOwner.set(owner, new Map(areas.map((area) => [area.name, { tables: {}, next: 1000 }])));
      return Promise.resolve();
    },
  };
  return store;
}
