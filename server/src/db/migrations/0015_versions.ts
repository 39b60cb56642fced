import { sql, type Kysely } from 'kysely';

/**
 * Two people, one record (issue 40): tasks, projects and calendar events carry a `version`
 * (src/backend/versions.ts): 1 when created, one more after each change; a write that sent
 * the version it read is refused with 409 when the row has moved on. Existing rows start at
 * 1. The default stays, so a release from before this migration (which names no `version`
 * when it inserts) keeps working on this schema.
 */
const TABLES = ['tasks', 'projects', 'calendar_events'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.id(table)} add column version bigint not null default 1`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.id(table)} drop column if exists version`.execute(db);
  }
}
