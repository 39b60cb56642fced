/**
 * The users-and-roles API (docs/api/admin.md): the accounts from the adapter's
 * `AccountDirectory`, the audit trail from the store. Admin only, and checked twice: the
 * token's role (the runner's 403), then the directory as it is now, so a token still carrying
 * a role its account has lost changes nobody.
 */
import {
  ADMIN_API,
  adminUserPageSchema,
  adminUserPatchBody,
  adminUserSchema,
  auditPageSchema,
  type AdminUser,
  type AdminUserPatch,
  type AuditChange,
} from '@/contract/admin';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { REFUSAL_CODES } from '@/contract/workspace';
import { queryRows } from '../memory';
import { routePath } from '../path';
import { conflict, forbidden, notFound } from '../problems';
import { defineRoute, listRoute, type AnyRoute } from '../route';
import { columnSorts, pageAnswer } from '../list';
import { asc, desc, type Store } from '../store';
import { WORKSPACE_OWNER } from '../workspace';
import { ADMIN_LOCK, writeAudit } from './audit';
import type { AccountDirectory } from './directory';

import { ADMIN_OWNER, auditEntry, auditTable, removalsTable, revocationsTable } from './table';

export { ADMIN_LOCK, writeAudit };

const ADMIN = ['Admin'] as const;

export const ADMIN_MESSAGES = {
  notAdminNow: 'Only an active Admin may manage accounts, and this account no longer is one',
  noAccount: 'No account with this id',
  selfDemote: 'You cannot remove your own Admin role: ask another Admin to do it',
  selfDisable: 'You cannot disable your own account: ask another Admin to do it',
  lastAdmin:
    'This is the last active Admin: make another account an Admin before removing this one',
} as const;

const status = (disabled: boolean) => (disabled ? 'disabled' : 'active');

/** The caller, as the directory knows them now: an active Admin, or 403. */
export async function currentAdmin(directory: AccountDirectory, uid: string): Promise<AdminUser> {
  const me = await directory.get(uid);
  if (!me || me.role !== 'Admin' || me.disabled)
    throw forbidden(ADMIN_MESSAGES.notAdminNow, REFUSAL_CODES.roleRequired);
  return me;
}

/** Would this change leave no active Admin? (Only asked when it removes one.) */
export async function isLastActiveAdmin(directory: AccountDirectory, target: AdminUser) {
  const accounts = await directory.list();
  return !accounts.some((a) => a.uid !== target.uid && a.role === 'Admin' && !a.disabled);
}

/**
 * Disabled: the account's sessions until now are ended (the server refuses them from this
 * row, without asking Firebase per request). Enabled again: the time stays, so sessions from
 * before it stay ended.
 */
async function writeRevocation(store: Store, uid: string, disabled: boolean, now: number) {
  const revocations = store.table(revocationsTable);
  const existing = await revocations.get(ADMIN_OWNER, uid);
  const revokedAt = new Date(now).toISOString();
  if (!disabled) {
    if (existing) await revocations.update(ADMIN_OWNER, uid, { disabled: false });
  } else if (existing) {
    await revocations.update(ADMIN_OWNER, uid, { disabled: true, revokedAt });
  } else {
    await revocations.insert(ADMIN_OWNER, { id: uid, disabled: true, revokedAt });
  }
}

export const adminRoutes: AnyRoute[] = [
  listRoute({
    path: routePath(ADMIN_API.users),
    roles: ADMIN,
    list: {
      sorts: columnSorts('name', 'createdAt', 'lastSignInAt'),
      // By name (the default sort); equal names by e-mail, then uid: a total order.
      defaultOrder: [asc('name'), asc('email'), asc('id')],
      search: ['name', 'email'],
      defaultPageSize: 20,
      maxPageSize: 100,
    },
    response: adminUserPageSchema,
    async handle({ caller, directory, query }) {
      await currentAdmin(directory, caller.uid);
      // The directory cannot search or sort (Firebase's listUsers): done here, on every account.
      const rows = (await directory.list()).map((account) => ({ ...account, id: account.uid }));
      return pageAnswer(query, queryRows(rows, query.query), ({ id: _id, ...account }) => account);
    },
  }),
  defineRoute({
    method: 'patch',
    path: routePath(ADMIN_API.user, 'uid'),
    roles: ADMIN,
    body: adminUserPatchBody,
    response: adminUserSchema,
    async handle({ caller, params, body, store, directory, now }) {
      // One change at a time, across requests and instances: two Admins demoting each other
      // at the same moment must not both see the other one still there.
      await store.lock?.(ADMIN_LOCK);
      const actor = await currentAdmin(directory, caller.uid);
      const target = await directory.get(params.uid ?? '');
      if (!target) throw notFound(ADMIN_MESSAGES.noAccount);
      const patch: AdminUserPatch = {};
      const changes: AuditChange[] = [];
      if (body.role !== undefined && body.role !== target.role) {
        patch.role = body.role;
        changes.push({ field: 'role', from: target.role, to: body.role });
      }
      if (body.disabled !== undefined && body.disabled !== target.disabled) {
        patch.disabled = body.disabled;
        changes.push({
          field: 'status',
          from: status(target.disabled),
          to: status(body.disabled),
        });
      }
      if (changes.length === 0) return target;
      const removesAdmin =
        target.role === 'Admin' &&
        !target.disabled &&
        (patch.role === 'user' || patch.disabled === true);
      if (removesAdmin && (await isLastActiveAdmin(directory, target))) {
        throw conflict(ADMIN_MESSAGES.lastAdmin);
      }
      if (target.uid === actor.uid) {
        throw conflict(patch.role ? ADMIN_MESSAGES.selfDemote : ADMIN_MESSAGES.selfDisable);
      }
      const updated = await directory.update(target.uid, patch);
      // An Admin is a member: one an Admin removed earlier is let in again by being made one.
      if (patch.role === 'Admin') await store.table(removalsTable).remove(ADMIN_OWNER, target.uid);
      if (patch.disabled !== undefined)
        await writeRevocation(store, target.uid, patch.disabled, now);
      await writeAudit(store, actor, target, changes, now);
      // Live: the account itself (its app takes a token with the change) and the team.
      store.changed?.(target.uid, DIRECTORY_AREAS.role, 'update', target.uid);
      store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.members, 'update', target.uid);
      return updated;
    },
  }),
  listRoute({
    path: routePath(ADMIN_API.audit),
    roles: ADMIN,
    list: {
      defaultOrder: [desc('serial')],
      defaultPageSize: 20,
      maxPageSize: 100,
    },
    response: auditPageSchema,
    async handle({ caller, directory, store, query }) {
      await currentAdmin(directory, caller.uid);
      const page = await store.table(auditTable).list(ADMIN_OWNER, query.query);
      return pageAnswer(query, page, auditEntry);
    },
  }),
];
