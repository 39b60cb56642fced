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

export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
  '0002_tasks': tasks,
  '0003_task_search': taskSearch,
  '0004_row_counts': rowCounts,
  '0005_areas': areas,
  '0006_dashboard': dashboard,
  '0007_admin': admin,
};

export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed');
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
