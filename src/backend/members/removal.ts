/**
 * Removal (issue 49): `DELETE api/members/:uid` ends an account's membership at once, on every
 * instance (each request checks the rule against the database): its row goes, a removal mark
 * keeps it outside whatever its domain says, an Admin loses the role (not the last active
 * one, and not oneself), an open request is dropped (it may ask again). Its records stay,
 * its name greyed as a former member's. Coming back takes a new invitation or request.
 */
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { MEMBERS_API } from '@/contract/members';
import { currentAdmin, isLastActiveAdmin, writeAudit } from '../admin/routes';
import { ADMIN_OWNER, joinRequestsTable, membersTable, removalsTable } from '../admin/table';
import { routePath } from '../path';
import { notFound } from '../problems';
import { defineRoute } from '../route';
import { MEMBERSHIP_LOCK, announceMembership } from './admit';
import { membershipConflict } from './invitations';
import { domainOf } from './membership';

export const REMOVAL_MESSAGES = {
  noAccount: 'No account with this id',
  notAMember: 'This account is not a member of the workspace',
  self: 'You cannot remove yourself from the workspace: ask another Admin to do it',
  lastAdmin:
    'This is the last active Admin: make another account an Admin before removing this one',
} as const;

export const removalRoute = defineRoute({
  method: 'delete',
  path: routePath(MEMBERS_API.member, 'uid'),
  roles: ['Admin'],
  status: 204,
  summary: 'Removes an account from the workspace at once (its records stay)',
  description:
    '409 `last_admin` for the last active Admin, and for oneself; 404 for an account that is not a member. The person is outside on every instance from this answer on, and comes back only by a new invitation or request.',
  async handle({ caller, params, directory, store, membership, now }) {
    await store.lock?.(MEMBERSHIP_LOCK);
    const actor = await currentAdmin(directory, caller.uid);
    const target = await directory.get(params.uid ?? '');
    if (!target) throw notFound(REMOVAL_MESSAGES.noAccount);
    const removals = store.table(removalsTable);
    const hadRow = await store.table(membersTable).remove(ADMIN_OWNER, target.uid);
    const marked = await removals.get(ADMIN_OWNER, target.uid);
    if (marked && !hadRow) throw notFound(REMOVAL_MESSAGES.notAMember);
    // Never let in (no row, no Admin role, no team domain): there is nothing to end.
    const teamDomain = membership.domains.includes(domainOf(target.email) ?? '');
    if (!hadRow && !marked && target.role !== 'Admin' && !teamDomain)
      throw notFound(REMOVAL_MESSAGES.notAMember);
    if (target.uid === actor.uid) throw membershipConflict('last_admin', REMOVAL_MESSAGES.self);
    if (target.role === 'Admin') {
      if (!target.disabled && (await isLastActiveAdmin(directory, target)))
        throw membershipConflict('last_admin', REMOVAL_MESSAGES.lastAdmin);
      await directory.update(target.uid, { role: 'user' });
      store.changed?.(target.uid, DIRECTORY_AREAS.role, 'update', target.uid);
    }
    const removedAt = new Date(now).toISOString();
    if (marked) await removals.update(ADMIN_OWNER, target.uid, { removedAt, removedBy: actor.uid });
    else await removals.insert(ADMIN_OWNER, { id: target.uid, removedAt, removedBy: actor.uid });
    const hadRequest = await store.table(joinRequestsTable).remove(ADMIN_OWNER, target.uid);
    await writeAudit(
      store,
      actor,
      target,
      [{ field: 'membership', from: 'member', to: 'outside' }],
      now,
    );
    announceMembership(store, target.uid, hadRequest);
    return undefined;
  },
});
