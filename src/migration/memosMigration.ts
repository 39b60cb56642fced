import type { Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from '../../server/src/db/migrations/tables';

/**
 * Step 3, `server/src/db/migrations/0010_memos.ts` (then listed at the end of `MIGRATIONS`):
 * memosTable as of this migration, copied, not imported. Frozen once shipped: a later change
 * of the table is a new migration.
 */
export const TABLES: FrozenTable[] = [
  {
    name: 'memos',
    columns: { id: 'text', text: 'text', createdAt: 'timestamp' },
    indexes: [['createdAt']],
  },
];

export const up = (db: Kysely<unknown>) => createTables(db, TABLES);
export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
