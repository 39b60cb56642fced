import type { Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/**
 * The users page (src/backend/admin/table.ts as of this migration): its audit trail and the
 * accounts it disabled (read on every request, with a short cache, so a disabled account is
 * refused at once without asking Firebase each time: src/revocations.ts), both kept under the
 * one owner key `ADMIN_OWNER` ('').
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
  {
    name: 'admin_revocations',
    columns: { id: 'text', disabled: 'boolean', revokedAt: 'timestamp' },
    indexes: [],
  },
];

export const up = (db: Kysely<unknown>) => createTables(db, TABLES);
export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
