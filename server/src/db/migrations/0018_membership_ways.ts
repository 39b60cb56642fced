import type { Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/**
 * The ways in and out of the workspace (issue 49): invitations, requests to join and removal
 * marks, src/backend/admin/table.ts's tables as of this migration, kept under `ADMIN_OWNER`
 * (''). They start empty: nobody was invited, asked or removed before.
 */
const TABLES: FrozenTable[] = [
  {
    name: 'workspace_invitations',
    columns: {
      id: 'text',
      serial: 'integer',
      email: 'text',
      role: 'text',
      invitedByUid: 'text',
      invitedByEmail: 'text',
      createdAt: 'timestamp',
      expiresAt: 'timestamp',
      acceptedAt: 'timestamp?',
      acceptedUid: 'text?',
      revokedAt: 'timestamp?',
      mail: 'text',
      mailError: 'text?',
    },
    indexes: [['serial'], ['email']],
  },
  {
    name: 'workspace_join_requests',
    columns: {
      id: 'text',
      serial: 'integer',
      email: 'text',
      name: 'text',
      note: 'text',
      status: 'text',
      createdAt: 'timestamp',
    },
    indexes: [['serial']],
  },
  {
    name: 'workspace_removals',
    columns: { id: 'text', removedAt: 'timestamp', removedBy: 'text' },
    indexes: [],
  },
];

export const up = (db: Kysely<unknown>) => createTables(db, TABLES);

export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
