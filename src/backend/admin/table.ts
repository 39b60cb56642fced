/**
 * The users page's tables: the audit trail (one row per changed field, role or status) and
 * the revocations (accounts disabled, and when: the server refuses their sessions from
 * these rows, see server/src/revocations.ts). Kept in the store like any table, under one
 * fixed owner key (`ADMIN_OWNER`) because they are the whole product's, not the caller's. The key is the empty string: no account can have it
 * (a Firebase uid is 1 to 128 characters), so no caller's own tables or "Reset demo data"
 * ever reach these rows.
 */
import type { AuditEntry } from '@/contract/admin';
import type { Role } from '@/contract/roles';
import { defineArea, defineTable } from '../store';

export const ADMIN_OWNER = '';

/** An `AuditEntry`, flat (SQL columns). `serial`: the order of writing (newest first). */
export interface AuditRow {
  id: string;
  serial: number;
  at: string;
  actorUid: string;
  actorEmail: string;
  targetUid: string;
  targetEmail: string;
  field: 'role' | 'status' | 'membership';
  from: string;
  to: string;
}

export const auditTable = defineTable<AuditRow>({
  name: 'admin_audit',
  area: 'admin',
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
});

/** An account the users page disabled (`id`: its uid), and when it last was. */
export interface RevocationRow {
  id: string;
  disabled: boolean;
  revokedAt: string;
}

export const revocationsTable = defineTable<RevocationRow>({
  name: 'admin_revocations',
  area: 'admin',
  columns: {
    id: 'text',
    disabled: 'boolean',
    revokedAt: 'timestamp',
  },
  indexes: [],
});

/** The workspace's members (members/membership.ts). How an account came in: the migration (it used the deployment before), an invitation, a request, the domain. */
export type JoinedBy = 'existing' | 'invitation' | 'request' | 'domain';

export interface MemberRow {
  /** The account's uid. */
  id: string;
  joinedBy: JoinedBy;
  /** The Admin who let it in (invitation, request); null for `existing` and `domain`. */
  letInBy: string | null;
  joinedAt: string;
}

export const membersTable = defineTable<MemberRow>({
  name: 'workspace_members',
  area: 'admin',
  columns: { id: 'text', joinedBy: 'text', letInBy: 'text?', joinedAt: 'timestamp' },
  indexes: [],
});

/** An invitation (members/invitations.ts); its status follows from the times (`invitationStatus`). */
export interface InvitationRow {
  id: string;
  /** The order of writing (lists: newest first). */
  serial: number;
  /** Lower case. */
  email: string;
  role: Role;
  invitedByUid: string;
  invitedByEmail: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUid: string | null;
  revokedAt: string | null;
  mail: 'sending' | 'sent' | 'failed' | 'off';
  mailError: string | null;
}

export const invitationsTable = defineTable<InvitationRow>({
  name: 'workspace_invitations',
  area: 'admin',
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
});

/** A request to join (`id`: the asking account's uid: one per account); accepted ones are deleted. */
export interface JoinRequestRow {
  id: string;
  serial: number;
  email: string;
  name: string;
  note: string;
  status: 'pending' | 'declined';
  createdAt: string;
}

export const joinRequestsTable = defineTable<JoinRequestRow>({
  name: 'workspace_join_requests',
  area: 'admin',
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
});

/**
 * An account an Admin removed (`id`: its uid): it stays outside whatever its domain or an Admin
 * claim still in its token say, until an invitation or an accepted request lets it in again
 * (or an Admin makes it an Admin on the users page), which deletes this row.
 */
export interface RemovalRow {
  id: string;
  removedAt: string;
  removedBy: string;
}

export const removalsTable = defineTable<RemovalRow>({
  name: 'workspace_removals',
  area: 'admin',
  columns: { id: 'text', removedAt: 'timestamp', removedBy: 'text' },
  indexes: [],
});

/** Nothing is seeded: the trail starts empty. */
export const adminArea = defineArea({
  name: 'admin',
  tables: [
    auditTable,
    revocationsTable,
    membersTable,
    invitationsTable,
    joinRequestsTable,
    removalsTable,
  ],
  seed: () => ({
    admin_audit: [],
    admin_revocations: [],
    workspace_members: [],
    workspace_invitations: [],
    workspace_join_requests: [],
    workspace_removals: [],
  }),
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
