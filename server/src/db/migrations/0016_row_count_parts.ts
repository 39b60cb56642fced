import { sql, type Kysely } from 'kysely';

/**
 * The kept counts in parts (issue 41, creates): every create of a workspace's tasks raised
 * the same `row_counts` row, locked until its commit, so creates from any number of accounts
 * went one at a time (about 390 a second at most on this project's machines, measured with
 * pgbench; 110 through the API). A create now adds to one of a few parts of its count, the
 * part its database connection names (`pg_backend_pid()`), so concurrent creates write
 * different rows; a count is its `row_counts` row plus its parts.
 *
 * The previous release (during a rolling deploy) still adds to `row_counts` itself, which
 * stays right: the parts only add to it. It reads `row_counts` alone, so its totals lag by
 * this release's creates until it is replaced. When it deletes an owner's counts (a reset),
 * the trigger below deletes their parts too, so no part outlives its count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table row_count_parts (
      owner text not null,
      table_name text not null,
      part smallint not null,
      n bigint not null,
      primary key (owner, table_name, part)
    )
  `.execute(db);
  await sql`
    create function row_count_parts_gone() returns trigger language plpgsql as $$
    begin
      delete from row_count_parts where owner = old.owner and table_name = old.table_name;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger row_count_parts_gone after delete on row_counts
    for each row execute function row_count_parts_gone()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists row_count_parts_gone on row_counts`.execute(db);
  await sql`drop function if exists row_count_parts_gone()`.execute(db);
  await sql`drop table if exists row_count_parts`.execute(db);
}
