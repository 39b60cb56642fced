/**
 * Requests to join (issue 49, docs/api/members.md): a verified account outside the workspace
 * asks once, with a short note; an Admin accepts it (with a role: the person is in at once, on
 * every open screen) or declines it (the person may not ask again; an invitation still works).
 */
import {
  MEMBERS_API,
  acceptRequestInputBody,
  joinRequestInputBody,
  joinRequestListSchema,
  joinRequestSchema,
  memberSchema,
  type JoinRequest,
} from '@/contract/members';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { currentAdmin } from '../admin/routes';
import { ADMIN_OWNER, joinRequestsTable, type JoinRequestRow } from '../admin/table';
import { routePath } from '../path';
import { forbidden, notFound } from '../problems';
import { created, defineRoute, type AnyRoute } from '../route';
import { asc } from '../store';
import { WORKSPACE_OWNER } from '../workspace';
import { MEMBERSHIP_LOCK, letIn } from './admit';
import { membershipConflict } from './invitations';
import { MEMBERSHIP_CODES, MEMBERSHIP_MESSAGES, standingOf } from './membership';
import { memberOf } from './member';

const ADMIN = ['Admin'] as const;

export const REQUEST_MESSAGES = {
  alreadyMember: 'This account is a member of the workspace already',
  alreadyRequested: 'You have asked to join already: an Admin has your request',
  declined: 'An Admin declined your request to join: only an invitation can let you in now',
  none: 'No request to join from this account',
  notPending: 'This request has been answered already',
  noAccount: 'This account no longer exists',
} as const;

export const joinRequestOf = ({ serial: _serial, id, ...row }: JoinRequestRow): JoinRequest => ({
  uid: id,
  ...row,
});

/** The pending request of `uid`, under the lock: 404 none, 409 answered. */
async function pendingRequest(store: Parameters<typeof letIn>[0], uid: string) {
  const row = await store.table(joinRequestsTable).get(ADMIN_OWNER, uid);
  if (!row) throw notFound(REQUEST_MESSAGES.none);
  if (row.status !== 'pending')
    throw membershipConflict('not_pending', REQUEST_MESSAGES.notPending);
  return row;
}

export const requestRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(MEMBERS_API.requests),
    roles: ADMIN,
    summary: 'Every request to join, oldest first (pending and declined)',
    response: joinRequestListSchema,
    async handle({ caller, directory, store }) {
      await currentAdmin(directory, caller.uid);
      const { items } = await store
        .table(joinRequestsTable)
        .list(ADMIN_OWNER, { orderBy: [asc('serial')] });
      return { items: items.map(joinRequestOf) };
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(MEMBERS_API.requests),
    outside: true,
    body: joinRequestInputBody,
    summary: 'A verified account outside the workspace asks to join (once), with a note',
    description:
      'Open to non-members (the waiting page). 403 `email_not_verified` until the address is verified; 409 `already_member`, or `already_requested` (declined requests included: an invitation is the way in then).',
    response: joinRequestSchema,
    async handle({ caller, body, store, membership, directory, now }) {
      if (caller.emailVerified !== true || !caller.email)
        throw forbidden(MEMBERSHIP_MESSAGES.emailNotVerified, MEMBERSHIP_CODES.emailNotVerified);
      await store.lock?.(MEMBERSHIP_LOCK);
      if ((await standingOf(store, caller, membership)).member)
        throw membershipConflict('already_member', REQUEST_MESSAGES.alreadyMember);
      const table = store.table(joinRequestsTable);
      const existing = await table.get(ADMIN_OWNER, caller.uid);
      if (existing)
        throw membershipConflict(
          'already_requested',
          existing.status === 'declined'
            ? REQUEST_MESSAGES.declined
            : REQUEST_MESSAGES.alreadyRequested,
        );
      const account = await directory.get(caller.uid).catch(() => null);
      const serialId = await table.newId(ADMIN_OWNER, 'r');
      const row: JoinRequestRow = {
        id: caller.uid,
        serial: Number(serialId.replace(/\D/g, '')),
        email: caller.email.toLowerCase(),
        name: account?.name ?? '',
        note: body.note,
        status: 'pending',
        createdAt: new Date(now).toISOString(),
      };
      await table.insert(ADMIN_OWNER, row);
      store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.joinRequests, 'create', caller.uid);
      store.changed?.(caller.uid, DIRECTORY_AREAS.membership, 'update', caller.uid);
      return created(joinRequestOf(row));
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(MEMBERS_API.acceptRequest, 'uid'),
    roles: ADMIN,
    body: acceptRequestInputBody,
    summary: 'Accepts a request to join with a role: the person is a member at once',
    response: memberSchema,
    async handle({ caller, params, body, directory, store, now }) {
      await store.lock?.(MEMBERSHIP_LOCK);
      const actor = await currentAdmin(directory, caller.uid);
      const request = await pendingRequest(store, params.uid ?? '');
      const account = await directory.get(request.id);
      if (!account) throw notFound(REQUEST_MESSAGES.noAccount);
      await letIn(
        store,
        directory,
        account,
        { joinedBy: 'request', by: actor, role: body.role },
        now,
      );
      return memberOf(body.role === account.role ? account : { ...account, role: body.role });
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(MEMBERS_API.declineRequest, 'uid'),
    roles: ADMIN,
    status: 204,
    summary: 'Declines a request to join: the person stays outside and may not ask again',
    async handle({ caller, params, directory, store }) {
      await store.lock?.(MEMBERSHIP_LOCK);
      await currentAdmin(directory, caller.uid);
      const request = await pendingRequest(store, params.uid ?? '');
      await store.table(joinRequestsTable).update(ADMIN_OWNER, request.id, { status: 'declined' });
      store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.joinRequests, 'update', request.id);
      store.changed?.(request.id, DIRECTORY_AREAS.membership, 'update', request.id);
      return undefined;
    },
  }),
];
