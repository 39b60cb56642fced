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
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  AreaSpec,
  Change,
  ListQuery,
  Page,
  Row,
  Store,
  Table,
  TableInfo,
  TableSpec,
} from '@/backend/store';
import {
  afterOf,
  checked,
  column,
  filteredTotal,
  addToCount,
  KEPT_COUNT,
  keptCount,
  orderKey,
  param,
  SEEDED_FLAG,
  whereOf,
  type Flags,
  type NoRow,
} from './sqlQuery';
import { VERSION_FIELD } from '@/contract/versions';
import { isVersioned } from '@/backend/versions';
import { isDatabaseUnavailable } from './database';
import { WORKSPACE_OWNER } from '@/backend/workspace';
import { notifyEvents, recordEvents } from './events';
import { committed, currentTxid } from './commitStatus';
import { fillArea, insertRow, nextId, type Executor, type Values } from './rows';
import type { Database } from './schema';

export interface SqlStoreOptions {
  /** The time seeds are made relative to (tests pin it). */
  now?: () => number;
  /** What went wrong after a commit (a NOTIFY that could not be sent). */
  log?: (message: string, error: unknown) => void;
  /**
   * The workspace's areas start with their demo rows (default: yes, as the tests and the
   * demo backend expect); off (`SEED_DEMO_DATA` unset on a server), they start empty. Each
   * account's own areas are seeded either way.
   */
  seedDemoData?: boolean;
}

export function sqlStore(
  db: Kysely<Database>,
  areas: readonly AreaSpec[],
  options: SqlStoreOptions = {},
): Store {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const areaOf = new Map(areas.map((area) => [area.name, area]));
  const seedDemoData = options.seedDemoData ?? true;

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
      // Still claimed when empty: later requests need not ask again.
      const demo = seedDemoData || owner !== WORKSPACE_OWNER;
      await fillArea(trx, owner, spec, demo ? spec.seed(owner, now()) : {});
    };
    if (inTransaction) await seed(executor);
    else await db.transaction().execute(seed);
  }

  /**
   * A store over `executor`. In a transaction it remembers the areas it found seeded (one
   * read each per request, not per statement), and keeps the kept counts' changes until
   * `flush`, just before commit: a count's part is locked only for the end of the
   * transaction, not across the request's other statements.
   */
  function makeStore(
    executor: Executor,
    inTransaction: boolean,
  ): Store & { flush(): Promise<string[]> } {
    const seededHere = new Set<string>();
    const counts = new Map<string, { owner: string; table: string; by: number }>();
    const seededOnce = async (owner: string, area: string) => {
      const key = `${owner}\u0000${area}`;
      if (seededHere.has(key)) return;
      await ensureSeeded(executor, inTransaction, owner, area);
      if (inTransaction) seededHere.add(key);
    };
    /** This transaction's changes, recorded at `flush` (live updates: `announce`). */
    const announced: Change[] = [];
    const applyCount = (owner: string, table: string, by: number) =>
      addToCount(owner, table, by).execute(executor);
    const table = <R extends Row>(spec: TableSpec<R>): Table<R> => {
      const info: TableInfo = spec;
      const { table: name, select } = checked(info);
      const seeded = (owner: string) => seededOnce(owner, info.area);
      /** All the owner's rows: the kept count (when there is one); with filters: counted. */
      const total = async (owner: string, query: ListQuery, where: RawBuilder<unknown>) => {
        if (!query.where?.length && !query.search?.text) {
          const kept = await sql<{ n: number | null }>`
            select ${keptCount(owner, info.name)} as n
          `.execute(executor);
          const n = kept.rows[0]?.n;
          if (n !== null && n !== undefined) return Number(n);
        }
        const count = await sql<{ total: number }>`
          select count(*)::int as total from ${name} where ${where}
        `.execute(executor);
        return count.rows[0]?.total ?? 0;
      };
      /**
       * A page in one round trip: the rows, and in the same statement (one snapshot) whether
       * the owner's area is seeded and its total: the kept count, or for a filtered list the
       * matching rows counted (`filteredTotal`). A filtered list's flags come in a row of
       * their own joined to the page's rows, so its empty page (a search that matches
       * nothing) answers them too: one row of flags and no columns of a row; an unfiltered
       * list's come beside each row. Null when that cannot answer (the area not seeded yet,
       * an unfiltered empty page, no kept count): the caller seeds and reads. Nothing is
       * remembered between requests: another instance's reset is seen at once.
       */
      const listAtOnce = async (
        owner: string,
        query: ListQuery,
        where: RawBuilder<unknown>,
        statement: (flags: RawBuilder<unknown>) => RawBuilder<(R | NoRow) & Flags>,
        // `statement` names the page's rows `rows` (a `with` part: see `filteredTotal`).
      ): Promise<Page<R> | null> => {
        if (query.limit === 0) return null;
        const filtered = Boolean(query.where?.length || query.search?.text);
        const seededFlag = sql`exists (
          select 1 from seeded_areas where owner = ${owner} and area = ${info.area}
        )`;
        const counted =
          query.count === false
            ? sql`null::bigint`
            : filtered
              ? filteredTotal(query, name, where)
              : keptCount(owner, info.name);
        const result = await statement(
          sql`${seededFlag} as ${sql.id(SEEDED_FLAG)}, ${counted} as ${sql.id(KEPT_COUNT)}`,
        ).execute(executor);
        const first = result.rows[0];
        if (!first?.[SEEDED_FLAG]) return null;
        if (inTransaction) seededHere.add(`${owner}\u0000${info.area}`);
        // An empty page: the flags' row alone, its row columns null (a stored id never is).
        const stored = result.rows.filter((row): row is R & Flags => row.id !== null);
        if (query.count === false) return { items: withoutFlags(stored), total: -1 };
        const kept = first[KEPT_COUNT];
        if (kept === null || kept === undefined) return null;
        return { items: withoutFlags(stored), total: Number(kept) };
      };
      const withoutFlags = (rows: (R & Flags)[]) =>
        rows.map((row) => {
          const { [SEEDED_FLAG]: _seeded, [KEPT_COUNT]: _kept, ...own } = row;
          return own as unknown as R;
        });
      /** In a transaction: at `flush`; otherwise at once. */
      const adjustCount = async (owner: string, by: 1 | -1) => {
        if (!inTransaction) return void (await applyCount(owner, info.name, by));
        const key = `${owner}\u0000${info.name}`;
        const entry = counts.get(key) ?? { owner, table: info.name, by: 0 };
        entry.by += by;
        counts.set(key, entry);
      };
      return {
        async list(owner, query = {}): Promise<Page<R>> {
          const where = whereOf(info, owner, query);
          // The page starts after the cursor's row; the count is of every matching row.
          const after = afterOf(info, owner, query);
          const pageWhere = after ? sql`${where} and ${after}` : where;
          const order = [...(query.orderBy ?? []).map((key) => orderKey(info, key)), sql`row_seq`];
          const page = query.limit === undefined ? sql`` : sql` limit ${Math.max(0, query.limit)}`;
          const offset = query.offset ? sql` offset ${Math.max(0, query.offset)}` : sql``;
          // A deep page (an offset) in two steps, a deferred join: the page's `row_seq` first,
          // walking the sort's index past the rows before it (from the index alone where it
          // holds every column the order needs: migration 0010), then only those rows.
          const deferred = query.offset
            ? sql`page as (
                select row_seq from ${name} where ${pageWhere}
                order by ${sql.join(order)}${page}${offset}
              )`
            : null;
          const rowsWith = <T>(extra: RawBuilder<unknown>) =>
            query.offset
              ? sql<T>`
                  select ${select}${extra} from ${name}
                  where owner_uid = ${owner} and row_seq in (select row_seq from page)
                  order by ${sql.join(order)}
                `
              : sql<T>`
                  select ${select}${extra} from ${name} where ${pageWhere}
                  order by ${sql.join(order)}${page}
                `;
          const rows = rowsWith<R>(sql``);
          const withPage = (body: RawBuilder<unknown>) =>
            deferred ? sql`with ${deferred} ${body}` : body;
          // A filtered list (a search, a folder) may well have an empty page, and its total
          // may be the page's length (`filteredTotal`): its rows are joined to one row of
          // flags, a nested loop over that one row, so the rows keep their order (no hash or
          // merge join has a key to use). An unfiltered list's page is read as it is, the flags
          // beside each row: the simplest statement to parse and plan (each one is planned
          // again: measured with pgbench, the join's statement took about 1 ms more per call
          // on this machine than the plain one). Its empty page (past the end) reads again.
          const filtered = Boolean(query.where?.length || query.search?.text);
          const parts = [...(deferred ? [deferred] : []), sql`${sql.id('rows')} as (${rows})`];
          const fast = await listAtOnce(owner, query, where, (flags) =>
            filtered
              ? sql<(R | NoRow) & Flags>`
                  with ${sql.join(parts)}
                  select ${sql.id('rows')}.*, ${flags}
                  from (select 1) as ${sql.id('flags')} left join ${sql.id('rows')} on true
                `
              : sql<R & Flags>`${withPage(rowsWith(sql`, ${flags}`))}`,
          );
          if (fast) return fast;
          // The owner's first call on the area: seeded first, then read.
          await seeded(owner);
          const items =
            query.limit === 0 ? [] : (await sql<R>`${withPage(rows)}`.execute(executor)).rows;
          if (query.count === false) return { items, total: -1 };
          return { items, total: await total(owner, query, where) };
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
          const stored = (await insertRow(executor, info, owner, row)) as R;
          await adjustCount(owner, 1);
          return stored;
        },
        async update(owner, id, patch, options = {}) {
          await seeded(owner);
          const versioned = isVersioned(info);
          const sets = Object.entries(patch as Values)
            .filter(([key, value]) => key !== 'id' && value !== undefined)
            .filter(([key]) => !versioned || key !== VERSION_FIELD)
            .map(([key, value]) => sql`${column(info, key)} = ${param(info, key, value)}`);
          if (!sets.length && !versioned) return this.get(owner, id);
          // Versioned (src/backend/versions.ts): every update counts, and `ifVersion` makes it
          // conditional in this one statement: a concurrent writer that read the same version
          // waits for this row's lock, then finds it changed and updates nothing.
          let onlyIf = sql``;
          if (versioned) {
            const version = column(info, VERSION_FIELD);
            sets.push(sql`${version} = ${version} + 1`);
            if (options.ifVersion !== undefined)
              onlyIf = sql` and ${version} = ${options.ifVersion}`;
          }
          const result = await sql<R>`
            update ${name} set ${sql.join(sets)}
            where owner_uid = ${owner} and id = ${id}${onlyIf}
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
        async newId(_owner, prefix) {
          return `${prefix}${await nextId(executor)}`;
        },
      };
    };
    const store: Store & { flush(): Promise<string[]> } = {
      table,
      async transaction(work) {
        if (inTransaction) return work(store);
        let payloads: string[] = [];
        let finished: { done: Awaited<ReturnType<typeof work>>; txid: string } | null = null;
        const result = await db
          .transaction()
          .execute(async (trx) => {
            const inner = makeStore(trx, true);
            const done = await work(inner);
            payloads = await inner.flush();
            finished = { done, txid: await currentTxid(trx) };
            return done;
          })
          .catch(async (error: unknown) => {
            // The connection was lost with the work done: its COMMIT may have landed before
            // the answer was lost (commitStatus.ts: asked on another connection).
            const ended = finished;
            if (ended && isDatabaseUnavailable(error) && (await committed(db, ended.txid))) {
              return ended.done;
            }
            throw error;
          });
        // Committed: the live updates go out now (events.ts, `notifyEvents`: why not before).
        await notifyEvents(db, payloads).catch((error: unknown) =>
          log('live updates: a committed change could not be announced', error),
        );
        return result;
      },
      async flush() {
        // In a fixed order, so two transactions never wait on each other's count rows; the
        // last one in the statement that records the events (one round trip: a create is
        // one count and one event). A count's row is locked until the commit, so it goes last.
        const changed = [...counts.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([, change]) => change)
          .filter(({ by }) => by !== 0);
        counts.clear();
        const last = changed.pop();
        for (const { owner, table: name, by } of changed) await applyCount(owner, name, by);
        const events = announced.splice(0);
        const also = last && addToCount(last.owner, last.table, last.by);
        return recordEvents(executor, events, also ? { also } : {});
      },
      // Live updates: rows of `events` written at `flush`, with the kept counts; a NOTIFY
      // each once the transaction has committed (`transaction` above).
      announce(changes) {
        if (!inTransaction) return Promise.reject(new Error('announce outside a transaction'));
        announced.push(...changes);
        return Promise.resolve();
      },
      // The request's uploads are kept: their pending records (pendingBlobs.ts) go with it.
      async settleBlobs(keys) {
        if (!keys.length) return;
        await sql`
          delete from pending_blobs where key in (${sql.join(keys.map((key) => sql`${key}`))})
        `.execute(executor);
      },
      // A transaction-scoped advisory lock: held until commit or rollback, across instances.
      async lock(key) {
        if (!inTransaction) throw new Error(`lock(${key}) outside a transaction`);
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(executor);
      },
      async resetOwner(owner, then) {
        const reset = async (trx: Executor) => {
          for (const area of areas) {
            for (const spec of area.tables) {
              await sql`delete from ${checked(spec).table} where owner_uid = ${owner}`.execute(trx);
            }
          }
          await sql`delete from seeded_areas where owner = ${owner}`.execute(trx);
          // Counts of rows that are gone, and areas to seed again.
          for (const key of [...counts.keys()])
            if (key.startsWith(`${owner}\u0000`)) counts.delete(key);
          for (const key of [...seededHere])
            if (key.startsWith(`${owner}\u0000`)) seededHere.delete(key);
          await sql`delete from id_counters where owner = ${owner}`.execute(trx);
          await sql`delete from row_count_parts where owner = ${owner}`.execute(trx);
          await sql`delete from row_counts where owner = ${owner}`.execute(trx);
          if (!then) return;
          // Loaded or cleared whatever SEED_DEMO_DATA says: each area claimed and filled now.
          for (const area of areas) {
            await sql`insert into seeded_areas (owner, area) values (${owner}, ${area.name})`.execute(
              trx,
            );
            await fillArea(trx, owner, area, then === 'demo' ? area.seed(owner, now()) : {});
          }
        };
        if (inTransaction) await reset(executor);
        else await db.transaction().execute(reset);
      },
    };
    return store;
  }

  return makeStore(db, false);
}
