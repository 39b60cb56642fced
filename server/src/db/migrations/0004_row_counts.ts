import { sql, type Kysely } from 'kysely';

/**
 * Each owner's number of rows per table: a list without filters answers its `total` from
 * here instead of counting (an account with 100,000 tasks paid ~15 ms a page for count(*)).
 * Kept by the store in the same transaction as the insert or delete; set when an area is
 * seeded; filled here for the tables that exist now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table row_counts (
      owner text not null,
      table_name text not null,
      n bigint not null,
      primary key (owner, table_name)
    )
  `.execute(db);
  await sql`
    insert into row_counts (owner, table_name, n)
    select owner_uid, 'tasks', count(*) from tasks group by owner_uid
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table row_counts`.execute(db);
}
