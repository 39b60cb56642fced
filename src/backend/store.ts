/**
 * The storage port: what the API's behaviour needs from a database, and nothing more. Two
 * adapters implement it: the in-memory one over the demo db's browser collections
 * (src/mocks/api/store.ts) and the server's SQL one (server/). Every call names the
 * owner (the caller's uid): rows are kept per account, and an adapter never returns or touches
 * another owner's rows, so another account's id is simply unknown (404).
 */
import { firstVersions } from './versions';

/** A column's kind. Dates are strings: `date` is `YYYY-MM-DD`, `timestamp` an ISO instant. */
export type ColumnType = 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'timestamp' | 'json';

export interface ColumnSpec {
  type: ColumnType;
  /** May hold null (SQL: no NOT NULL). */
  nullable?: boolean;
}

/**
 * A flat row (its `id` text, or a whole number where the DTO's is: tables' people): scalar columns, plus `json` columns for nested values (lists, objects). The
 * features' DTOs are rows as they are (an interface has no index signature, hence no
 * `Record` here; adapters read columns by name).
 */
export type Row = { id: string | number };

/** A table as adapters see it (any row type). */
export interface TableInfo {
  /** Unique across the API: the SQL table's name, the key in the memory adapter. */
  name: string;
  /** The area whose seed fills it on first use (see `AreaSpec`). */
  area: string;
  columns: Record<string, ColumnSpec>;
  indexes: readonly (readonly string[])[];
  searchable?: readonly string[];
}

/**
 * One table of an area. Its `columns` are the rows' keys (the SQL adapter creates them, plus
 * `owner`); `indexes` are the column lists the routes filter and sort by, each used after
 * `owner` (the SQL adapter creates `(owner, ...columns)` indexes for them).
 */
export interface TableSpec<R extends Row = Row> extends TableInfo {
  columns: { [K in keyof R & string]: ColumnSpec };
  indexes: readonly (readonly (keyof R & string)[])[];
  /** Columns `search.text` is matched against (see `ListQuery.search` for `a.b` and `a[]`). */
  searchable?: readonly (
    (keyof R & string) | `${keyof R & string}.${string}` | `${keyof R & string}[]`
  )[];
}

export type Scalar = string | number | boolean | null;

/** One condition of a `where`: every condition must hold. */
export type Condition =
  | { column: string; op: 'eq' | 'ne'; value: Scalar }
  /** Equal ignoring case (SQL: `lower(column) = lower($value)`). */
  | { column: string; op: 'ieq'; value: string }
  | { column: string; op: 'lt' | 'lte' | 'gt' | 'gte'; value: string | number }
  | { column: string; op: 'in'; values: readonly Scalar[] }
  /** A json column holding a list that contains this value (SQL: `column @> to_jsonb($value)`). */
  | { column: string; op: 'has'; value: Scalar };

export interface OrderBy {
  column: string;
  direction: 'asc' | 'desc';
  /**
   * Where nulls go. Default: PostgreSQL's, last ascending and first descending (the demo
   * API's own rule: "no due date sorts last", reversed for `-dueDate`).
   */
  nulls?: 'first' | 'last';
  /**
   * A column of a few known values sorted in this order, not alphabetically (tasks' board
   * order: todo, in-progress, review, done). SQL: `array_position($values, column)`.
   */
  rank?: readonly string[];
}

/** Ascending by `column`: `orderBy: [asc('start'), asc('id')]`. */
export const asc = (column: string): OrderBy => ({ column, direction: 'asc' });

/** Descending by `column` (nulls first, as PostgreSQL's default). */
export const desc = (column: string): OrderBy => ({ column, direction: 'desc' });

/** Where a page starts: after the row with these key values (in `orderBy` order) and id. */
export interface After {
  values: readonly Scalar[];
  id: string | number;
}

export interface ListQuery {
  where?: readonly Condition[];
  /**
   * Rows where any of `columns` contains `text` (already trimmed), case-insensitively. A
   * column is `name` (text), `name.key` (a text field of a json object) or `name[]` (any
   * text of a json list).
   */
  search?: {
    columns: readonly string[];
    text: string;
    /** Rows meeting this match too (the tasks of the members whose name holds the text). */
    or?: Condition;
  };
  /** Ties keep going to the next key; rows equal on every key come in insertion order. */
  orderBy?: readonly OrderBy[];
  offset?: number;
  /** No limit: every matching row. */
  limit?: number;
  /**
   * Keyset paging: only the rows after this one in `orderBy` order (its value of each key and
   * its id; rows equal on every key come after it in insertion order). `total` still counts
   * every matching row. When no row has that id any more, its ties are all after it.
   */
  after?: After;
  /**
   * `false`: only `items` is read, so the matching rows are not counted (a filtered count is
   * a second statement); `total` is then -1.
   */
  count?: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** The rows of one table, for any owner. Values returned are copies: change them via `update`. */
export interface Table<R extends Row> {
  list(owner: string, query?: ListQuery): Promise<Page<R>>;
  get(owner: string, id: R['id']): Promise<R | null>;
  /** Stores the row (its `id` made by `newId`) and answers it as stored. */
  insert(owner: string, row: R): Promise<R>;
  /**
   * Changes these columns; null when the owner has no such row. A versioned table's row
   * (versions.ts) also gets one more `version`, and with `ifVersion` only a row still at that
   * version changes (null otherwise), in one conditional statement.
   */
  update(owner: string, id: R['id'], patch: Partial<R>, options?: UpdateOptions): Promise<R | null>;
  /** False when the owner has no such row. */
  remove(owner: string, id: R['id']): Promise<boolean>;
  /**
   * A new id, unique among this owner's rows of this table (and of the nested items the
   * area keeps in its json columns): `prefix` + a counter. Ids are opaque to the client.
   */
  newId(owner: string, prefix: string): Promise<string>;
}

/** How an update is made (a versioned table's, see `Table.update`). */
export interface UpdateOptions {
  /** Change the row only if its `version` is this one (what the writer read). */
  ifVersion?: number;
}

/** What an owner's areas hold after a reset (`Store.resetOwner`). */
export type ResetThen = 'demo' | 'empty';

/** An area's seed: each of its tables' rows, for one owner, dates relative to `now`. */
export type SeedRows = Record<string, Row[]>;

/** What is seeded together on first use (one area: tasks, calendar...). */
export interface AreaSpec {
  name: string;
  tables: readonly TableInfo[];
  seed(owner: string, now: number): SeedRows;
}

export interface Store {
  /**
   * The table's port. Before the first call of an owner on any of an area's tables, the
   * adapter seeds that owner's area (`AreaSpec.seed`), once.
   */
  table<R extends Row>(spec: TableSpec<R>): Table<R>;
  /** Runs `work` atomically (one SQL transaction; the memory adapter runs requests one by one). */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>;
  /**
   * Inside `transaction`: waits for, then holds until the transaction ends, the lock named
   * `key`, so writes that read before they decide (the admin routes: "is another Admin
   * left?") run one after another across requests and instances (SQL: a transaction-scoped
   * advisory lock). Adapters whose requests already run one at a time omit it.
   */
  lock?(key: string): Promise<void>;
  /**
   * Inside `transaction`, at its end: the blobs this request stored (`keys`) are now the
   * rows' own, so no sweep of unclaimed uploads may take them (SQL: their pending records,
   * server/src/pendingBlobs.ts, go with this transaction). Adapters without such a sweep
   * omit it.
   */
  settleBlobs?(keys: readonly string[]): Promise<void>;
  /**
   * "Reset demo data": every row of this owner goes, and each area is seeded again on next
   * use, by the adapter's rule (a server without `SEED_DEMO_DATA` seeds the workspace empty).
   * `then`: the sample data ("load", `demo`) or nothing (`empty`, "clear") whatever the rule.
   */
  resetOwner(owner: string, then?: ResetThen): Promise<void>;
  /**
   * Inside `transaction`: records these changes so they are published when it commits, and
   * never when it rolls back (SQL: rows of `events` and a `NOTIFY`, in the transaction). The
   * runner calls it (events.ts); adapters without live updates omit it.
   */
  announce?(changes: readonly Change[]): Promise<void>;
  /**
   * Inside a write: a change made outside the tables (the account directory), announced with
   * the write's own as a row's would be (`owner`'s audience, `area`, `op`, the record's id).
   * Only the runner's recording store has it (events.ts); elsewhere nothing listens.
   */
  changed?(owner: string, area: string, op: Change['op'], id: string | null): void;
}

/** A committed write as the live stream tells it (src/contract/events.ts), before its id. */
export interface Change {
  /** Whose streams receive it (`audienceOf`, events.ts). */
  audience: string;
  area: string;
  op: 'create' | 'update' | 'delete' | 'change';
  recordId: string | null;
  /** The caller's uid. */
  by: string;
  /** ISO 8601. */
  at: string;
}

/**
 * Bytes as they flow: an async iterable of chunks. Chosen over a web `ReadableStream` because
 * every source and sink here already is one or takes one without a wrapper: a Node
 * `Readable` (a multipart part, a file, an S3 body) is an async iterable of `Buffer`s (which
 * are `Uint8Array`s), `stream.pipeline` and `Readable.from` take one, and the bucket's part uploads read one,
 * and in the browser an async generator over a `File` works in every engine (Safari's
 * `ReadableStream` is not async-iterable). It is pulled chunk by chunk: backpressure for free.
 */
export type ByteStream = AsyncIterable<Uint8Array>;

/** A byte range asked for (HTTP `Range: bytes=`): `start-end`, `start-`, or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** A stored blob as read: `stream` holds the whole of it, or `range` (inclusive) of its `size` bytes. */
export interface BlobRead {
  size: number;
  type: string;
  /** The part answered for a range request; absent: the whole blob. */
  range?: { start: number; end: number };
  /** The range asked for lies outside the blob (HTTP 416): `stream` is empty. */
  unsatisfiable?: true;
  stream: ByteStream;
}

/**
 * File bytes, kept apart from rows: the local directory or an S3-compatible bucket on the
 * server (server/src/blobs.ts, server/src/bucket.ts), IndexedDB in the browser demo. Keys
 * come from blobKeys.ts only and are never reused (each has a random part), so a reader
 * never gets another upload's bytes under an old key.
 */
export interface BlobStore {
  /**
   * Stores `stream` under `key` with its content type (`size` when known up front: the
   * adapter may use it). Answers the bytes written. A reader sees the whole blob or none of
   * it; when the stream throws (a limit, a client gone), nothing is kept and the error passes on.
   */
  put(
    key: string,
    stream: ByteStream,
    info: { type: string; size?: number },
  ): Promise<{ size: number }>;
  /** The blob (or a range of it, see `BlobRead`), or null when there is none under `key`. */
  get(key: string, range?: RangeRequest): Promise<BlobRead | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every blob whose key starts with `prefix` ("Reset demo data" passes each of
   * `ownerBlobPrefixes(owner)`, blobKeys.ts). Keys are compared as strings, code unit by code
   * unit: a prefix matches nothing else (`u1:` is not a prefix of `u10:f1`).
   */
  deletePrefix(prefix: string): Promise<void>;
}

/** A column as `defineTable()` takes it: its type, with `?` when it may hold null (`'date?'`). */
export type ColumnShorthand = `${ColumnType}${'' | '?'}`;

/** A `TableSpec` with its columns written short: `{ id: 'text', dueDate: 'date?' }`. */
export type TableDefinition<R extends Row> = Omit<TableSpec<R>, 'columns'> & {
  columns: { [K in keyof R & string]: ColumnShorthand };
};

const columnSpec = (column: ColumnShorthand): ColumnSpec =>
  column.endsWith('?')
    ? { type: column.slice(0, -1) as ColumnType, nullable: true }
    : { type: column as ColumnType };

/** A table's spec from its definition (columns as `ColumnSpec`s, the adapters' form). */
export function defineTable<R extends Row>({ columns, ...spec }: TableDefinition<R>): TableSpec<R> {
  const specs = Object.fromEntries(
    Object.entries<ColumnShorthand>(columns).map(([name, column]) => [name, columnSpec(column)]),
  );
  // Object.fromEntries loses the keys' names; they are the definition's, one spec each.
  return { ...spec, columns: specs as TableSpec<R>['columns'] };
}

/** An area; the rows its seed gives its versioned tables start at version 1. */
export function defineArea(spec: AreaSpec): AreaSpec {
  return { ...spec, seed: (owner, now) => firstVersions(spec.tables, spec.seed(owner, now)) };
}
