/**
 * Uploads a killed instance left half-done (issue 41: "no orphan that is never cleaned").
 * A blob's key is recorded here before its bytes are written and removed in the transaction
 * that writes the row pointing at it (or when a failed request deletes the blob). A record
 * older than the sweep's grace period is a blob no row will ever point at: the sweep
 * (server/src/pendingBlobs.ts) deletes the bytes, then the record.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pending_blobs (
      key text primary key,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index pending_blobs_by_age on pending_blobs (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pending_blobs`.execute(db);
}
