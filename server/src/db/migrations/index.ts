/**
 * The schema's versions, in order, and their runner. A migration is never edited once merged:
 * a change is a new file, added at the end of `MIGRATIONS`.
 *
 * Rolling deploys: `npm run server:migrate` (./migrate.ts) applies what is pending as a step
 * of its own before the new release takes traffic; an instance only checks that the database
 * holds every migration it knows (`schemaStatus`). A database holding migrations this code
 * does not know (a newer release migrated it) is served as it is: migrations only add, so the
 * previous release keeps working on the next schema (that is the rule each migration keeps).
 * Kysely's own Migrator refuses such a database, hence this runner; it keeps Kysely's table
 * (`kysely_migration`), so databases migrated before keep their history.
 *
 * Each migration runs in a transaction of its own, under a PostgreSQL advisory lock held by
 * one connection, so instances (or migrate jobs) starting together apply each one once, and
 * without `statement_timeout` (an index build on a large table may take minutes).
 *
 * A migration that must not run in a transaction (`create index concurrently`, which builds
 * an index on a large table without blocking its writes, refuses to run inside one) exports
 * `export const transaction = false;`. Such a migration must be safe to run again after
 * failing half-way (`create index concurrently if not exists`, and drop an index left
 * `INVALID` by a failed build first), because nothing rolls it back.
 */
import { sql, type Kysely } from 'kysely';
import * as core from './0001_core';
import * as tasks from './0002_tasks';
import * as taskSearch from './0003_task_search';
import * as rowCounts from './0004_row_counts';
import * as areas from './0005_areas';
import * as dashboard from './0006_dashboard';
import * as admin from './0007_admin';
import * as recount from './0008_row_counts_recount';
import * as sortIndexes from './0009_sort_indexes';
import * as coveringIndexes from './0010_covering_sort_indexes';
import * as pendingBlobs from './0011_pending_blobs';
import * as events from './0012_events';
import * as workspace from './0013_workspace';
import * as chatMembers from './0014_chat_members';
import * as versions from './0015_versions';
import * as rowCountParts from './0016_row_count_parts';
import * as workspaceMembers from './0017_workspace_members';
import * as membershipWays from './0018_membership_ways';

export interface MigrationModule {
  // Kysely<unknown>: a migration sees the schema as it was then, not today's types.
  up(db: Kysely<unknown>): Promise<void>;
  down?(db: Kysely<unknown>): Promise<void>;
  /** false: run outside a transaction (see the module comment). */
  transaction?: boolean;
}

export const MIGRATIONS: Record<string, MigrationModule> = {
  '0001_core': core,
  '0002_tasks': tasks,
  '0003_task_search': taskSearch,
  '0004_row_counts': rowCounts,
  '0005_areas': areas,
  '0006_dashboard': dashboard,
  '0007_admin': admin,
  '0008_row_counts_recount': recount,
  '0009_sort_indexes': sortIndexes,
  '0010_covering_sort_indexes': coveringIndexes,
  '0011_pending_blobs': pendingBlobs,
  '0012_events': events,
  '0013_workspace': workspace,
  '0014_chat_members': chatMembers,
  '0015_versions': versions,
  '0016_row_count_parts': rowCountParts,
  '0017_workspace_members': workspaceMembers,
  '0018_membership_ways': membershipWays,
};

const TABLE = 'kysely_migration';
/** Any fixed number: the advisory lock's key, shared by every instance of this app. */
const LOCK_KEY = 4_141_041;

export interface SchemaStatus {
  /** Known migrations the database does not hold yet, in order. */
  pending: string[];
  /** Migrations the database holds that this code does not know (a newer release's). */
  unknown: string[];
}

// Kysely<any>: the runner works below the app's typed schema (its own table, raw SQL).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function appliedNames(db: AnyDb): Promise<string[] | null> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(${TABLE}) is not null as present
  `.execute(db);
  if (!rows[0]?.present) return null;
  const applied = await sql<{ name: string }>`select name from ${sql.table(TABLE)}`.execute(db);
  return applied.rows.map((row) => row.name);
}

/** What the database holds against `migrations` (no lock, no change). */
export async function schemaStatus(
  db: AnyDb,
  migrations: Record<string, MigrationModule> = MIGRATIONS,
): Promise<SchemaStatus> {
  const applied = new Set((await appliedNames(db)) ?? []);
  const known = Object.keys(migrations);
  return {
    pending: known.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !(name in migrations)).sort(),
  };
}

/** Applies the pending migrations, in order; answers their names. */
export async function migrate(
  db: AnyDb,
  migrations: Record<string, MigrationModule> = MIGRATIONS,
): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      // The pool's timeouts are for requests; a migration takes what it takes.
      await sql`set statement_timeout = 0`.execute(conn);
      await sql`
        create table if not exists ${sql.table(TABLE)} (
          name varchar(255) not null primary key, timestamp varchar(255) not null
        )
      `.execute(conn);
      const { pending } = await schemaStatus(conn, migrations);
      for (const name of pending) {
        const migration = migrations[name];
        if (!migration) continue;
        const record = sql`
          insert into ${sql.table(TABLE)} (name, timestamp) values (${name}, ${new Date().toISOString()})
        `;
        if (migration.transaction === false) {
          await migration.up(conn);
          await record.execute(conn);
          continue;
        }
        await sql`begin`.execute(conn);
        try {
          await migration.up(conn);
          await record.execute(conn);
          await sql`commit`.execute(conn);
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      }
      return pending;
    } finally {
      await sql`reset statement_timeout`.execute(conn).catch(() => undefined);
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn).catch(() => undefined);
    }
  });
}
