/**
 * The users-and-roles part of the API: paths, the request and answer schemas and the types
 * inferred from them (docs/api/admin.md is the contract). Admin only.
 */
import * as z from 'zod/mini';
import { pageOf, roleSchema, type Role } from './common';

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
export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** The display name ('' when the account has none). */
  name: z.string(),
  role: roleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** What an Admin changes: at least one of the two. */
export interface AdminUserPatch {
  role?: Role;
  disabled?: boolean;
}

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const accountStatus = z.enum(['active', 'disabled']);
const roleChange = { field: z.literal('role'), from: roleSchema, to: roleSchema };
const statusChange = { field: z.literal('status'), from: accountStatus, to: accountStatus };

const membershipState = z.enum(['outside', 'member']);
const membershipChange = {
  field: z.literal('membership'),
  from: membershipState,
  to: membershipState,
};

/**
 * What changed: the role (`Admin` / `user`), the status (`active` / `disabled`) or the
 * membership (`outside` / `member`: let in by an invitation or a request, or removed).
 */
export const auditChangeSchema = z.union([
  z.object(roleChange),
  z.object(statusChange),
  z.object(membershipChange),
]);
export type AuditChange = z.infer<typeof auditChangeSchema>;

const party = z.object({ uid: z.string(), email: z.string() });
const auditBase = { id: z.string(), at: z.string(), actor: party, target: party };

/** One change made on the users page: who (actor) changed what for whom (target), when. */
export const auditEntrySchema = z.union([
  z.object({ ...auditBase, ...roleChange }),
  z.object({ ...auditBase, ...statusChange }),
  z.object({ ...auditBase, ...membershipChange }),
]);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

const KEYS = ['role', 'disabled'];

/**
 * PATCH api/admin/users/:uid: `{ role?, disabled? }`, at least one; any other key is refused
 * by name (a typo must not pass for "nothing to change").
 */
export const adminUserPatchBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): AdminUserPatch => {
    const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const fail = (field: string, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    const patch: AdminUserPatch = {};
    for (const key of Object.keys(raw)) {
      if (!KEYS.includes(key)) fail(key, `${key} cannot be changed here (only role and disabled)`);
    }
    if ('role' in raw) {
      if (raw.role === 'Admin' || raw.role === 'user') patch.role = raw.role;
      else fail('role', 'role must be Admin or user');
    }
    if ('disabled' in raw) {
      if (typeof raw.disabled === 'boolean') patch.disabled = raw.disabled;
      else fail('disabled', 'disabled must be true or false');
    }
    if (Object.keys(raw).length === 0) fail('body', 'Send role, disabled or both');
    return patch;
  }),
);
