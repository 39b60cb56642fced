import { sql, type Kysely } from 'kysely';

/**
 * The kept counts (0004) were set for the tasks that existed then, lowered by deletes, but
 * never raised by inserts: a list's `total` fell behind with each create. The store now sets
 * them when an area is seeded and moves them with every insert and delete; this counts the
 * tasks kept until now again (no other table had a kept count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update row_counts
    set n = (select count(*) from tasks where tasks.owner_uid = row_counts.owner)
    where table_name = 'tasks'
  `.execute(db);
}

export async function down(): Promise<void> {
  // Counts that are right stay right.
}
