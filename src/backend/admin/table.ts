/**
 * The audit trail of the users page: one row per changed field (role or status), kept in the
 * store like any table, under one fixed owner key (`AUDIT_OWNER`) because the trail is the
 * whole product's, not the caller's. The key is the empty string: no account can have it
 * (a Firebase uid is 1 to 128 characters), so no caller's own tables or "Reset demo data"
 * ever reach these rows.
 */
import type { AuditEntry } from '@/features/admin/api';
import { defineArea, defineTable } from '../store';

export const AUDIT_OWNER = '';

/** An `AuditEntry`, flat (SQL columns). `serial`: the order of writing (newest first). */
export interface AuditRow {
  id: string;
  serial: number;
  at: string;
  actorUid: string;
  actorEmail: string;
  targetUid: string;
  targetEmail: string;
  field: 'role' | 'status';
  from: string;
  to: string;
}

export const auditTable = defineTable<AuditRow>({
  name: 'admin_audit',
  area: 'admin',
  columns: {
    id: { type: 'text' },
    serial: { type: 'integer' },
    at: { type: 'timestamp' },
    actorUid: { type: 'text' },
    actorEmail: { type: 'text' },
    targetUid: { type: 'text' },
    targetEmail: { type: 'text' },
    field: { type: 'text' },
    from: { type: 'text' },
    to: { type: 'text' },
  },
  indexes: [['serial']],
});

/** Nothing is seeded: the trail starts empty. */
export const adminArea = defineArea({
  name: 'admin',
  tables: [auditTable],
  seed: () => ({ admin_audit: [] }),
});

export const auditEntry = (row: AuditRow): AuditEntry =>
  ({
    id: row.id,
    at: row.at,
    actor: { uid: row.actorUid, email: row.actorEmail },
    target: { uid: row.targetUid, email: row.targetEmail },
    field: row.field,
    from: row.from,
    to: row.to,
  }) as AuditEntry;
