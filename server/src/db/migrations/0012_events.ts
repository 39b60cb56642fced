import { sql, type Kysely } from 'kysely';

/**
 * Live updates (issue 40): the events each committed write announces (server/src/db/events.ts
 * writes them in the write's transaction, with a NOTIFY), kept a short while so a stream that
 * reconnects with `Last-Event-ID` gets what it missed. `audience` is the stream key that
 * receives the event (today the account's uid; a workspace's later). Old rows are pruned;
 * `events_pruned.upto` remembers the highest id pruned, so a client that resumes from before
 * it is told to refetch (`reset`) rather than given a silent gap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      id bigserial primary key,
      audience text not null,
      area text not null,
      op text not null,
      record_id text,
      by_uid text not null,
      at timestamptz not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // Replay: one audience's events after an id.
  await sql`create index events_audience_id on events (audience, id)`.execute(db);
  // Pruning by age.
  await sql`create index events_created_at on events (created_at)`.execute(db);
  await sql`
    create table events_pruned (
      singleton boolean primary key default true check (singleton),
      upto bigint not null default 0
    )
  `.execute(db);
  await sql`insert into events_pruned (singleton, upto) values (true, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists events_pruned`.execute(db);
  await sql`drop table if exists events`.execute(db);
}
