/** What the admin routes accept (docs/api/admin.md), with the contract's 422 messages. */
import * as z from 'zod/mini';
import type { AdminUserPatch } from '@/features/admin/api';

const KEYS = ['role', 'disabled'];

/**
 * `{ role?, disabled? }`, at least one; any other key is refused by name (a typo must not
 * pass for "nothing to change").
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
