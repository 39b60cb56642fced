/**
 * Letting an account in, and the invitation's part of the membership rule (issue 49): a
 * verified address with a pending, unexpired invitation becomes a member at its first request
 * (`admittedStanding`, which `runRoute` and `GET api/members/me` ask). Every way in writes the
 * same things: the member row, no removal mark and no request left, an audit entry, and the
 * live events that turn the person's waiting page into the dashboard.
 */
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import type { Role } from '@/contract/roles';
import type { AccountDirectory } from '../admin/directory';
import { ADMIN_LOCK, writeAudit, type Party } from '../admin/audit';
import {
  ADMIN_OWNER,
  invitationsTable,
  joinRequestsTable,
  membersTable,
  removalsTable,
  type InvitationRow,
  type JoinedBy,
} from '../admin/table';
import { recording } from '../events';
import type { Caller } from '../route';
import type { Store } from '../store';
import { WORKSPACE_OWNER } from '../workspace';
import { standingOf, type MembershipRules, type Standing } from './membership';

/** The lock every membership change takes: the users page's (a role is part of it). */
export const MEMBERSHIP_LOCK = ADMIN_LOCK;

export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'revoked';

export function invitationStatus(row: InvitationRow, now: number): InvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return Date.parse(row.expiresAt) <= now ? 'expired' : 'pending';
}

/** The open invitation of this address (lower case), if any. */
export async function pendingInvitation(
  store: Store,
  email: string,
  now: number,
): Promise<InvitationRow | null> {
  const { items } = await store.table(invitationsTable).list(ADMIN_OWNER, {
    where: [{ column: 'email', op: 'eq', value: email }],
  });
  return items.find((row) => invitationStatus(row, now) === 'pending') ?? null;
}

/** Announces the change of `uid`'s membership: to the account itself, and to the team's lists. */
export function announceMembership(store: Store, uid: string, requests = false) {
  store.changed?.(uid, DIRECTORY_AREAS.membership, 'update', uid);
  store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.members, 'update', uid);
  if (requests) store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.joinRequests, 'update', uid);
}

/**
 * Makes `person` a member (inside the caller's transaction, under `MEMBERSHIP_LOCK`): the row,
 * no removal mark, no request; the audit entry; the role when it is Admin.
 */
export async function letIn(
  store: Store,
  directory: AccountDirectory,
  person: Party,
  how: { joinedBy: JoinedBy; by: Party; role: Role },
  now: number,
): Promise<void> {
  const members = store.table(membersTable);
  if (!(await members.get(ADMIN_OWNER, person.uid))) {
    await members.insert(ADMIN_OWNER, {
      id: person.uid,
      joinedBy: how.joinedBy,
      letInBy: how.by.uid,
      joinedAt: new Date(now).toISOString(),
    });
  }
  await store.table(removalsTable).remove(ADMIN_OWNER, person.uid);
  const hadRequest = await store.table(joinRequestsTable).remove(ADMIN_OWNER, person.uid);
  if (how.role === 'Admin') {
    await directory.update(person.uid, { role: 'Admin' });
    store.changed?.(person.uid, DIRECTORY_AREAS.role, 'update', person.uid);
  }
  await writeAudit(
    store,
    how.by,
    person,
    [{ field: 'membership', from: 'outside', to: 'member' }],
    now,
  );
  announceMembership(store, person.uid, hadRequest);
}

/**
 * The caller's standing, after taking up its invitation: a verified address with a pending,
 * unexpired one becomes a member now (once: the invitation is then `accepted`).
 */
export async function admittedStanding(
  store: Store,
  caller: Caller,
  rules: MembershipRules,
  directory: AccountDirectory | undefined,
  now: number,
): Promise<Standing> {
  const standing = await standingOf(store, caller, rules);
  const email = caller.email?.toLowerCase();
  if (standing.member || caller.emailVerified !== true || !email || !directory) return standing;
  if (!(await pendingInvitation(store, email, now))) return standing;
  return store.transaction(async (trx) => {
    await trx.lock?.(MEMBERSHIP_LOCK);
    // Read again under the lock: two first requests at once take the invitation up once.
    const invitation = await pendingInvitation(trx, email, now);
    if (!invitation) return standingOf(trx, caller, rules);
    const recorder = recording(trx);
    const by = { uid: invitation.invitedByUid, email: invitation.invitedByEmail };
    await letIn(
      recorder.store,
      directory,
      { uid: caller.uid, email },
      { joinedBy: 'invitation', by, role: invitation.role },
      now,
    );
    await recorder.store.table(invitationsTable).update(ADMIN_OWNER, invitation.id, {
      acceptedAt: new Date(now).toISOString(),
      acceptedUid: caller.uid,
    });
    recorder.store.changed?.(WORKSPACE_OWNER, DIRECTORY_AREAS.invitations, 'update', invitation.id);
    const changes = recorder.changes(caller.uid, new Date(now).toISOString());
    if (changes.length) await trx.announce?.(changes);
    return { member: true, by: 'row' } as const;
  });
}
