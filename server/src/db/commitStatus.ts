/**
 * Did a transaction commit? When the connection is lost with the work done, its COMMIT may
 * have landed before the answer was lost: sqlStore asks again on another connection, so a
 * write the database kept is answered as done, not refused (a retry would write it twice).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The running transaction's id (`txid_current()`), asked just before it commits. */
export const currentTxid = async (executor: Kysely<Database>): Promise<string> =>
  (await sql<{ id: string }>`select txid_current()::text as id`.execute(executor)).rows[0]?.id ??
  '';

/** Whether transaction `txid` committed (asked again while the database still finishes it). */
export async function committed(db: Kysely<Database>, txid: string): Promise<boolean> {
  if (!txid) return false;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const status = await sql<{ status: string | null }>`
      select txid_status(${txid}::bigint) as status
    `
      .execute(db)
      .then((answer) => answer.rows[0]?.status ?? null)
      .catch(() => null);
    if (status === 'committed') return true;
    if (status === 'aborted') return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
