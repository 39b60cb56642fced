/**
 * The events table (migration 0012) and the NOTIFY that carries each event to every
 * instance: the rows written in the write's own transaction, the NOTIFY sent right after it
 * commits (`notifyEvents`), read back for `Last-Event-ID` replays, pruned by age.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { LiveEvent } from '@/contract/events';
import type { Change } from '@/backend/store';
import type { Database } from './schema';

/** The channel every instance LISTENs on. */
export const EVENTS_CHANNEL = 'live_events';

/** An event and whose streams get it. */
export interface AddressedEvent {
  audience: string;
  event: LiveEvent;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Sent as text; PostgreSQL limits a NOTIFY payload to 8,000 bytes: ids only, never records. */
const MAX_PAYLOAD = 7900;

interface EventRow {
  id: string;
  audience: string;
  area: string;
  op: LiveEvent['op'];
  record_id: string | null;
  by_uid: string;
  at: string;
}

const AT = sql`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function eventOfRow(row: EventRow): AddressedEvent {
  return {
    audience: row.audience,
    event: {
      id: String(row.id),
      area: row.area,
      op: row.op,
      recordId: row.record_id,
      by: row.by_uid,
      at: row.at,
    },
  };
}

/** The payload of one NOTIFY: `{ audience, event }`. */
export function parsePayload(payload: string): AddressedEvent | null {
  try {
    const parsed = JSON.parse(payload) as Partial<EventRow>;
    if (typeof parsed.id !== 'string' || typeof parsed.audience !== 'string') return null;
    return eventOfRow(parsed as EventRow);
  } catch {
    return null;
  }
}

/**
 * Inside the write's transaction: one row per change, in one statement (with `also`, when
 * given: the kept counts' update, sqlStore.ts). Answers the NOTIFY payloads, which the caller
 * sends once the transaction has committed (`notifyEvents`). A record id too long for the
 * payload is cut to an area-wide `change` (never in practice: ids are short).
 */
export async function recordEvents(
  executor: Executor,
  changes: readonly Change[],
  { also }: { also?: RawBuilder<unknown> } = {},
): Promise<string[]> {
  if (!changes.length) {
    if (also) await also.execute(executor);
    return [];
  }
  const rows = changes.map((change) => {
    const fits = (change.recordId ?? '').length + change.audience.length < MAX_PAYLOAD - 400;
    const op = fits ? change.op : 'change';
    const recordId = fits ? change.recordId : null;
    return sql`(${change.audience}, ${change.area}, ${op}, ${recordId}, ${change.by}, ${change.at}::timestamptz)`;
  });
  // `also`: another write of the transaction's end in this same statement (one round trip
  // less; PostgreSQL runs a data-modifying `with` part whether or not the query reads it).
  const before = also ? sql`done as (${also}), ` : sql``;
  const result = await sql<{ payload: string }>`
    with ${before}added as (
      insert into events (audience, area, op, record_id, by_uid, at)
      values ${sql.join(rows)}
      returning id, audience, area, op, record_id, by_uid, at
    )
    select json_build_object(
      'id', id::text, 'audience', audience, 'area', area, 'op', op,
      'record_id', record_id, 'by_uid', by_uid, 'at', ${AT}
    )::text as payload from added order by id
  `.execute(executor);
  return result.rows.map((row) => row.payload);
}

/**
 * After the commit: one NOTIFY per recorded event, in their order, in one statement of its
 * own. Not inside the write's transaction: a transaction that NOTIFYs takes a lock that
 * orders every notifying commit of the cluster, held through its WAL flush, so writes from
 * any accounts went one at a time (pgbench, a create's statements: about 820 a second with
 * the NOTIFY inside, 3,400 with it after). The change and its events' rows are committed
 * first: an instance that stops between the two leaves that change unannounced (other
 * screens show it at their next read of the area: the next change in it, or a reload),
 * never lost.
 */
export async function notifyEvents(executor: Executor, payloads: readonly string[]) {
  if (!payloads.length) return;
  await sql`
    select pg_notify(${EVENTS_CHANNEL}, payload)
    from unnest(${sql.val([...payloads])}::text[]) with ordinality as sent(payload, n)
    order by n
  `.execute(executor);
}

/**
 * The audiences' events after `afterId`, in id order (at most `limit`). Ids are taken when a
 * write inserts its row, not when it commits: a slower transaction may commit a lower id
 * after a higher one was sent. `overlapMs` also answers the events stored that recently
 * whatever their id, above `floorId` (the caller skips those it already sent).
 */
export async function eventsAfter(
  db: Executor,
  audiences: readonly string[],
  afterId: string,
  {
    limit = 1000,
    overlapMs = 0,
    floorId = '0',
  }: { limit?: number; overlapMs?: number; floorId?: string } = {},
): Promise<AddressedEvent[]> {
  const recent = overlapMs
    ? sql` or (created_at > now() - make_interval(secs => ${overlapMs / 1000}) and id > ${floorId}::bigint)`
    : sql``;
  const result = await sql<EventRow>`
    select id::text as id, audience, area, op, record_id, by_uid, ${AT} as at
    from events
    where audience in (${sql.join(audiences)}) and (id > ${afterId}::bigint${recent})
    order by id limit ${limit}
  `.execute(db);
  return result.rows.map(eventOfRow);
}

/** The highest id pruned (a resume from before it may have lost events) and the latest id. */
export async function eventBounds(db: Executor): Promise<{ prunedUpTo: string; latest: string }> {
  const result = await sql<{ upto: string; latest: string | null }>`
    select upto::text as upto, (select max(id)::text from events) as latest from events_pruned
  `.execute(db);
  const row = result.rows[0];
  const prunedUpTo = row?.upto ?? '0';
  return { prunedUpTo, latest: row?.latest ?? prunedUpTo };
}

/** Deletes events older than `keptMs`, and remembers the highest id deleted. */
export async function pruneEvents(db: Executor, keptMs: number): Promise<number> {
  const result = await sql<{ n: number }>`
    with gone as (
      delete from events where created_at < now() - make_interval(secs => ${keptMs / 1000})
      returning id
    ), moved as (
      update events_pruned set upto = greatest(upto, (select coalesce(max(id), 0) from gone))
      returning upto
    )
    select (select count(*)::int from gone) as n, (select count(*) from moved) as m
  `.execute(db);
  return result.rows[0]?.n ?? 0;
}
