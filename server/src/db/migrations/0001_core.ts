import { sql, type Kysely } from 'kysely';

/**
 * What the generic store keeps beside the areas' rows: which owner's area has been seeded
 * (first use), and each owner's id counter per area (ids are `prefix` + counter, from 1000,
 * as in the demo backend).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seeded_areas (
      owner text not null,
      area text not null,
      seeded_at timestamptz not null default now(),
      primary key (owner, area)
    )
  `.execute(db);
  await sql`
    create table id_counters (
      owner text not null,
      area text not null,
      next bigint not null,
      primary key (owner, area)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table id_counters`.execute(db);
  await sql`drop table seeded_areas`.execute(db);
}
