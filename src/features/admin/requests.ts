import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { demoDataReset } from '@/features/events';
import { get, patch, type Call } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import { idleWrite } from '@/lib/requestState';
import { toAppError, type AppError } from '@/services/errors';
import type { QueryParams } from '@/services/http';
import {
  ADMIN_API,
  type AdminUser,
  type AdminUserPage,
  type AdminUserPatch,
  type AuditPage,
} from '@/contract/admin';
import type { AccountChangeRequest, AdminState } from './adminSlice';

/** The accounts of the page shown, by uid, in the order the API answered (its sort). */
export const usersAdapter = createEntityAdapter<AdminUser>({ selectId: (user) => user.uid });

export const REFUSAL_KEYS = {
  lastAdmin: 'admin.errors.lastAdmin',
  selfDemote: 'admin.errors.selfDemote',
  selfDisable: 'admin.errors.selfDisable',
  gone: 'admin.errors.gone',
} as const;

/**
 * The 409 refusals of the API's contract (docs/api/admin.md), by the start of their English
 * message: the page says each in the reader's language.
 */
const KNOWN_REFUSALS: readonly { starts: string; key: string }[] = [
  { starts: 'This is the last active Admin', key: REFUSAL_KEYS.lastAdmin },
  { starts: 'You cannot remove your own Admin role', key: REFUSAL_KEYS.selfDemote },
  { starts: 'You cannot disable your own account', key: REFUSAL_KEYS.selfDisable },
];

/** A known refusal in the reader's language; any other keeps the server's own words. */
export function explainRefusal(error: AppError): AppError {
  const words = error.message;
  if (error.status !== 409 || !words) return error;
  const known = KNOWN_REFUSALS.find(({ starts }) => words.startsWith(starts));
  if (!known) return error;
  const { message: _english, ...rest } = error;
  return { ...rest, messageKey: known.key };
}

const api = {
  users: (query: QueryParams) => get<AdminUserPage>(ADMIN_API.users, query),
  audit: (query: QueryParams) => get<AuditPage>(ADMIN_API.audit, query),
  /** A refusal the page knows is said in the reader's language. */
  change:
    (uid: string, changes: AdminUserPatch): Call<AdminUser> =>
    (...args) =>
      patch<AdminUser>(
        ADMIN_API.user(uid),
        changes,
      )(...args).catch((thrown: unknown) => {
        throw explainRefusal(toAppError(thrown));
      }),
};

/** Another Admin's change (a live `members` event): the list and the audit trail read again. */
const adminLive = refetchOnLive('admin', [DIRECTORY_AREAS.members]);

/** `listUsers.searched(q)`: each keystroke, back on page 1; read once typing pauses. */
export const listUsers = defineRequest('admin/users', {
  read: (state: AdminState) => state.usersRequest,
  requested: (state, asked?: Partial<AdminState['usersQuery']>) =>
    void Object.assign(state.usersQuery, asked),
  search: (state, q) => void Object.assign(state.usersQuery, { q, page: 1 }),
  call: (_, { usersQuery: query }) =>
    api.users({
      q: query.q.trim() || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }),
  missingFails: true,
  loaded: (state, page) => {
    usersAdapter.setAll(state.users, page.items);
    state.usersTotal = page.total;
  },
  also: [demoDataReset, adminLive.refreshed],
});

export const readAudit = defineRequest('admin/audit', {
  read: (state: AdminState) => state.auditRequest,
  requested: (state, asked?: Partial<AdminState['auditQuery']>) =>
    void Object.assign(state.auditQuery, asked),
  call: (_, { auditQuery: query }) => api.audit({ page: query.page, pageSize: query.pageSize }),
  missingFails: true,
  loaded: (state, audit) => void (state.audit = audit),
  also: [demoDataReset, adminLive.refreshed],
});

/**
 * Optimistic: the row shows the new role or status at once, marked as saving; a refusal puts
 * the account back as it was and the row says why. A change made is a new audit entry.
 */
export const changeAccount = defineRequest('admin/change', {
  write: (state: AdminState, { user }: AccountChangeRequest) =>
    (state.changes[user.uid] ??= { ...idleWrite(), patch: {} }),
  call: ({ user, patch: changes }) => api.change(user.uid, changes),
  optimistic: (state, { user, patch: changes }) => {
    usersAdapter.updateOne(state.users, { id: user.uid, changes });
    const change = state.changes[user.uid];
    if (change) change.patch = changes;
  },
  succeeded: (state, user) => usersAdapter.setOne(state.users, user),
  rollback: (state, { request: { user } }) => {
    if (state.users.entities[user.uid]) usersAdapter.setOne(state.users, user);
  },
  notFoundKey: REFUSAL_KEYS.gone,
  announce: () => readAudit.requested({ page: 1 }),
});

export const adminRequests = [listUsers, readAudit, changeAccount, adminLive];
