/**
 * No upload left behind by an instance that died (issue 41). Blob bytes are written before
 * the transaction that writes their row (a 50 MB upload never holds a database connection):
 * an instance killed between the two leaves bytes no row points at. So each key is recorded
 * in `pending_blobs` before its bytes are written (`pendingBlobStore`); the request's
 * transaction removes the record with the row (`Store.settleBlobs`); a failed request
 * deletes the bytes and leaves the record to the sweep. A record older than the grace period belongs to a request that will never
 * commit: `sweepPendingBlobs` deletes its bytes, then the record.
 *
 * Several instances: each sweeps now and then; `for update skip locked` gives each record to
 * one of them, and deleting a blob twice is harmless. The grace period must exceed the
 * longest upload (an hour by default: a stalled body is cut after `UPLOAD_STALL_TIMEOUT_MS`).
 */
import { sql, type Kysely } from 'kysely';
import type { BlobStore } from '@/backend/store';
import type { Database } from './db/schema';

/** `inner`, with each key recorded as pending before its bytes are written. */
export function pendingBlobStore(inner: BlobStore, db: Kysely<Database>): BlobStore {
  const forget = (key: string) =>
    sql`delete from pending_blobs where key = ${key}`.execute(db).then(() => undefined);
  return {
    async put(key, stream, info) {
      await sql`
        insert into pending_blobs (key) values (${key}) on conflict (key) do nothing
      `.execute(db);
      try {
        return await inner.put(key, stream, info);
      } catch (error) {
        // Nothing was kept (the port's promise): nothing to sweep either.
        await forget(key).catch(() => undefined);
        throw error;
      }
    },
    get: (key, range) => inner.get(key, range),
    // No database statement here: routes delete blobs inside their transaction (PGlite has
    // one connection). A record left for deleted bytes is swept later, harmlessly.
    delete: (key) => inner.delete(key),
    deletePrefix: (prefix) => inner.deletePrefix(prefix),
  };
}

/**
 * Deletes the blobs recorded as pending more than `graceMs` ago (at most `batch` at once),
 * then their records; answers how many went. `blobs`: the store under `pendingBlobStore`.
 */
export async function sweepPendingBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  { graceMs, batch = 100 }: { graceMs: number; batch?: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ key: string }>`
      select key from pending_blobs
      where created_at < now() - make_interval(secs => ${graceMs / 1000})
      order by created_at limit ${batch}
      for update skip locked
    `.execute(trx);
    if (!rows.length) return 0;
    // Bytes first: a record outlives its bytes (swept again), never the other way round.
    await Promise.all(rows.map(({ key }) => blobs.delete(key)));
    await sql`
      delete from pending_blobs where key in (${sql.join(rows.map(({ key }) => sql`${key}`))})
    `.execute(trx);
    return rows.length;
  });
}

/** Sweeps every `intervalMs` (first after one interval) until stopped; errors are logged. */
export function startBlobSweep(
  sweep: () => Promise<number>,
  intervalMs: number,
  log: (message: string, error?: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((removed) => {
        if (removed) log(`deleted ${removed} blob(s) of uploads that never completed`);
      })
      .catch((error: unknown) => log('the sweep of unfinished uploads failed', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
