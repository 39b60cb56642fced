/**
 * Invitations (issue 49, docs/api/members.md): an Admin invites an address with a role; the
 * invitation is single use and open `INVITATION_TTL_MS`; the address's verified account is let
 * in at its first request (admit.ts). The link is always answered (the Admin may send it);
 * the e-mail goes out too when the adapter has a mailer, and a failed send keeps the invitation.
 */
import {
  INVITATION_TTL_MS,
  INVITE_PARAM,
  MEMBERS_API,
  invitationInputBody,
  invitationListSchema,
  invitationSchema,
  type Invitation,
} from '@/contract/members';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { currentAdmin } from '../admin/routes';
import { ADMIN_OWNER, invitationsTable, membersTable, type InvitationRow } from '../admin/table';
import { routePath } from '../path';
import { ApiProblem, notFound } from '../problems';
import { StatusAnswer, created, defineRoute, type AnyRoute } from '../route';
import { desc } from '../store';
import { WORKSPACE_OWNER } from '../workspace';
import { MEMBERSHIP_LOCK, invitationStatus, pendingInvitation } from './admit';

const ADMIN = ['Admin'] as const;

export const INVITATION_MESSAGES = {
  alreadyMember: 'This address belongs to a member of the workspace already',
  alreadyInvited:
    'This address has a pending invitation already: copy its link, or revoke it and invite again',
  none: 'No invitation with this id',
  notPending: 'Only a pending invitation can be revoked: this one is no longer pending',
  /** A mail error the mailer gave no message for. */
  mailFailed: 'The e-mail could not be sent',
} as const;

/** A 409 with one of the contract's codes (`MEMBERSHIP_CONFLICTS`). */
export const membershipConflict = (code: string, message: string) =>
  new ApiProblem(409, { message, code });

const linkOf = (row: Pick<InvitationRow, 'id' | 'email'>) =>
  `auth/register?${INVITE_PARAM}=${encodeURIComponent(row.id)}&email=${encodeURIComponent(row.email)}`;

export const invitationOf = (row: InvitationRow, now: number): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: invitationStatus(row, now),
  invitedBy: { uid: row.invitedByUid, email: row.invitedByEmail },
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  acceptedAt: row.acceptedAt,
  link: linkOf(row),
  mail: row.mail,
  mailError: row.mailError,
});

/** At most this many characters of a mailer's error are kept. */
const MAIL_ERROR_MAX = 300;

export const invitationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(MEMBERS_API.invitations),
    roles: ADMIN,
    summary:
      'Every invitation, newest first, with its status (pending, accepted, expired, revoked)',
    response: invitationListSchema,
    async handle({ caller, directory, store, now }) {
      await currentAdmin(directory, caller.uid);
      const { items } = await store
        .table(invitationsTable)
        .list(ADMIN_OWNER, { orderBy: [desc('serial')] });
      return { items: items.map((row) => invitationOf(row, now)) };
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(MEMBERS_API.invitations),
    roles: ADMIN,
    body: invitationInputBody,
    summary:
      'Invites an address with a role: single use, open 7 days; e-mailed when the server has SMTP',
    description:
      'Answers the invitation with its `link` (relative to the app) and how its e-mail went (`mail`: `sent`, `failed` with `mailError`, or `off` without SMTP_URL). The e-mail goes after the invitation is stored; while it is on its way the list says `sending`. 409 `already_member` for an address of a member, `already_invited` while one is pending.',
    response: invitationSchema,
    async handle({ caller, body, directory, store, mailer, now }) {
      await store.lock?.(MEMBERSHIP_LOCK);
      const actor = await currentAdmin(directory, caller.uid);
      const account = (await directory.list()).find(
        (candidate) => candidate.email.toLowerCase() === body.email,
      );
      if (
        account &&
        (account.role === 'Admin' ||
          (await store.table(membersTable).get(ADMIN_OWNER, account.uid)))
      )
        throw membershipConflict('already_member', INVITATION_MESSAGES.alreadyMember);
      if (await pendingInvitation(store, body.email, now))
        throw membershipConflict('already_invited', INVITATION_MESSAGES.alreadyInvited);
      const table = store.table(invitationsTable);
      const id = await table.newId(ADMIN_OWNER, 'inv');
      const row: InvitationRow = {
        id,
        serial: Number(id.replace(/\D/g, '')),
        email: body.email,
        role: body.role,
        invitedByUid: actor.uid,
        invitedByEmail: actor.email,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
        acceptedAt: null,
        acceptedUid: null,
        revokedAt: null,
        mail: mailer ? 'sending' : 'off',
        mailError: null,
      };
      await table.insert(ADMIN_OWNER, row);
      store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.invitations, 'create', id);
      return created(invitationOf(row, now));
    },
    // The e-mail goes once the invitation is stored (a send is not undone by a rollback, and
    // a slow relay holds no lock); how it went is written to the row and answered.
    async afterCommit({ store, mailer, directory, caller }, result) {
      if (!mailer || !(result instanceof StatusAnswer)) return result;
      const invitation = result.body as Invitation;
      const actor = await directory.get(caller.uid);
      const outcome: Pick<InvitationRow, 'mail' | 'mailError'> = { mail: 'sent', mailError: null };
      try {
        await mailer.sendInvitation({
          to: invitation.email,
          link: invitation.link,
          role: invitation.role,
          invitedBy: { name: actor?.name ?? '', email: invitation.invitedBy.email },
          expiresAt: invitation.expiresAt,
        });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : '';
        outcome.mail = 'failed';
        outcome.mailError = (message || INVITATION_MESSAGES.mailFailed).slice(0, MAIL_ERROR_MAX);
      }
      await store.transaction(async (trx) => {
        await trx.table(invitationsTable).update(ADMIN_OWNER, invitation.id, outcome);
        trx.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.invitations, 'update', invitation.id);
      });
      return created({ ...invitation, ...outcome });
    },
  }),
  defineRoute({
    method: 'delete',
    path: routePath(MEMBERS_API.invitation, 'id'),
    roles: ADMIN,
    status: 204,
    summary: 'Revokes a pending invitation: its link no longer lets anyone in',
    async handle({ caller, params, directory, store, now }) {
      await store.lock?.(MEMBERSHIP_LOCK);
      await currentAdmin(directory, caller.uid);
      const table = store.table(invitationsTable);
      const row = await table.get(ADMIN_OWNER, params.id ?? '');
      if (!row) throw notFound(INVITATION_MESSAGES.none);
      if (invitationStatus(row, now) !== 'pending')
        throw membershipConflict('not_pending', INVITATION_MESSAGES.notPending);
      await table.update(ADMIN_OWNER, row.id, { revokedAt: new Date(now).toISOString() });
      store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.invitations, 'update', row.id);
      return undefined;
    },
  }),
];
