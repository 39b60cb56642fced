import { sql, type Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/**
 * The users page (src/backend/admin/table.ts as of this migration): its audit trail, a table
 * of the shared layer kept under one owner key (`AUDIT_OWNER`, ''); and the server's own
 * record of the accounts it disabled, read on every request (with a short cache) so a
 * disabled account is refused at once, without asking Firebase each time (src/revocations.ts).
 */
const TABLES: FrozenTable[] = [
  {
    name: 'admin_audit',
    columns: {
      id: 'text',
      serial: 'integer',
      at: 'timestamp',
      actorUid: 'text',
      actorEmail: 'text',
      targetUid: 'text',
      targetEmail: 'text',
      field: 'text',
      from: 'text',
      to: 'text',
    },
    indexes: [['serial']],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, TABLES);
  await sql`
    create table account_revocations (
      uid text primary key,
      disabled boolean not null,
      revoked_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_revocations`.execute(db);
  await dropTables(db, TABLES);
}
