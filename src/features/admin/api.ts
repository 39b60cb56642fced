/**
 * The users-and-roles part of the API: endpoints and DTOs shared by the saga, the shared
 * routes (src/backend/admin/) and both adapters (docs/api/admin.md is the contract). Admin only.
 */
import type { Role } from '@/services/types';

export const ADMIN_API = {
  /** GET ?q&sort&page&pageSize → AdminUserPage (422) */
  users: 'api/admin/users',
  /** PATCH AdminUserPatch → AdminUser (404, 409, 422) */
  user: (uid: string) => `api/admin/users/${encodeURIComponent(uid)}`,
  /** GET ?page&pageSize → AuditPage, newest first (422) */
  audit: 'api/admin/audit',
} as const;

export const ADMIN_USER_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'lastSignInAt',
  '-lastSignInAt',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** One account as the users page shows it. Times are ISO 8601; `lastSignInAt` null: never. */
export interface AdminUser {
  uid: string;
  email: string;
  /** The display name ('' when the account has none). */
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** What an Admin changes: at least one of the two. */
export interface AdminUserPatch {
  role?: Role;
  disabled?: boolean;
}

export interface AdminUserPage {
  items: AdminUser[];
  total: number;
}

/** What changed: the role (`Admin` / `user`) or the status (`active` / `disabled`). */
export type AuditChange =
  | { field: 'role'; from: Role; to: Role }
  | { field: 'status'; from: 'active' | 'disabled'; to: 'active' | 'disabled' };

/** One change made on the users page: who (actor) changed what for whom (target), when. */
export type AuditEntry = {
  id: string;
  at: string;
  actor: { uid: string; email: string };
  target: { uid: string; email: string };
} & AuditChange;

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}
