/**
 * The schema's versions, in order. A migration is never edited once merged: a change is a
 * new file. They run at start (`migrateToLatest`), under Kysely's lock, so instances
 * starting together apply each one once.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from '../schema';
import * as core from './0001_core';
import * as tasks from './0002_tasks';
import * as taskSearch from './0003_task_search';
import * as rowCounts from './0004_row_counts';
import * as areas from './0005_areas';
import * as dashboard from './0006_dashboard';
import * as admin from './0007_admin';
import * as recount from './0008_row_counts_recount';
import * as sortIndexes from './0009_sort_indexes';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
  '0002_tasks': tasks,
  '0003_task_search': taskSearch,
  '0004_row_counts': rowCounts,
  '0005_areas': areas,
  '0006_dashboard': dashboard,
  '0007_admin': admin,
  '0008_row_counts_recount': recount,
  '0009_sort_indexes': sortIndexes,
};

export async function migrate(db: Kysely<Database>): Promise<string[]> {
  return migrateInRuns(db, MIGRATIONS);
}

/** A migration module that exports `transaction = false` runs outside a transaction. */
const transactional = (migration: Migration) =>
  (migration as Migration & { transaction?: boolean }).transaction !== false;

/**
 * The migrations in runs of the same kind, in order: each run as Kysely runs them (under its
 * lock; in one transaction, or none for a run of `transaction = false` migrations, such as
 * `create index concurrently`, which PostgreSQL refuses inside a transaction). A run already
 * applied is skipped (migrating "to" it would undo the ones after it).
 *
 * Kept apart from `migrate` on purpose: the `ops` branch (issue 41) gives this runner the same
 * per-migration opt-out; when both land, keep one of the two.
 */
export async function migrateInRuns(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const names = Object.keys(migrations);
  const runs: { last: string; transaction: boolean }[] = [];
  for (const name of names) {
    const kind = transactional(migrations[name] as Migration);
    const run = runs.at(-1);
    if (run && run.transaction === kind) run.last = name;
    else runs.push({ last: name, transaction: kind });
  }
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  const applied: string[] = [];
  for (const run of runs) {
    const migrator = new Migrator({ db, provider, disableTransactions: !run.transaction });
    const state = await migrator.getMigrations();
    if (state.find((m) => m.name === run.last)?.executedAt) continue;
    const { error, results = [] } = await migrator.migrateTo(run.last);
    if (error) throw error instanceof Error ? error : new Error('migration failed');
    applied.push(...results.filter((r) => r.status === 'Success').map((r) => r.migrationName));
  }
  return applied;
}
