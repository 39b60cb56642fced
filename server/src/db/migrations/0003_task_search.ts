import { sql, type Kysely } from 'kysely';
import { createSearchIndexes } from './tables';

/** Substring search of tasks (`q`: title, assignee) on trigram indexes. */
export const up = (db: Kysely<unknown>) => createSearchIndexes(db, 'tasks', ['title', 'assignee']);

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tasks_by_title_trgm`.execute(db);
  await sql`drop index tasks_by_assignee_trgm`.execute(db);
}
