/**
 * The members' directory (docs/api/members.md): the workspace's members (and those removed,
 * greyed), as any signed-in member may see them (to pick assignees and project members), from the adapter's
 * `AccountDirectory` (the same one as the users page, admin/directory.ts). No role check and
 * no sign-in times: the users page (admin/routes.ts) stays apart and Admin-only.
 */
import { MEMBERS_API, memberListSchema, membershipStatusSchema } from '@/contract/members';
import { routePath } from '../path';
import { defineRoute, type AnyRoute } from '../route';
import { firstAdminRoute } from './firstAdmin';
import { admittedStanding } from './admit';
import { invitationRoutes } from './invitations';
import { byName, memberOf } from './member';
import { requestRoutes } from './requests';
import { removalRoute } from './removal';
import type { AdminUser } from '@/contract/admin';
import { ADMIN_OWNER, joinRequestsTable, membersTable, removalsTable } from '../admin/table';
import { domainOf } from './membership';

export { byName, memberOf };

export const membersRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(MEMBERS_API.list),
    summary:
      'Every member of the workspace, by name (disabled and removed accounts included, flagged)',
    description:
      'Readable by every signed-in member, whatever the role. A member without a display name has `name` `""` (show the e-mail). `disabled`: the account is disabled, or was removed from the workspace (greyed on its old records, offered for no new pick). An account outside the workspace is not listed; one whose address is of a team domain is (the directory cannot tell whether it is verified yet).',
    response: memberListSchema,
    async handle({ directory, store, membership }) {
      // Removed from the workspace: listed greyed like a disabled account (its records stay).
      const removed = await store.table(removalsTable).list(ADMIN_OWNER);
      const gone = new Set(removed.items.map((row) => row.id));
      const rows = await store.table(membersTable).list(ADMIN_OWNER);
      const joined = new Set(rows.items.map((row) => row.id));
      // Accounts outside (another domain, never let in) are not the team's to see. The
      // directory does not say whether an address is verified: one of a team domain is listed.
      const belongs = (account: AdminUser) =>
        gone.has(account.uid) ||
        joined.has(account.uid) ||
        account.role === 'Admin' ||
        membership.domains.includes(domainOf(account.email) ?? '');
      const members = (await directory.list()).filter(belongs).map((account) => ({
        ...memberOf(account),
        ...(gone.has(account.uid) ? { disabled: true } : {}),
      }));
      return { items: members.sort(byName) };
    },
  }),
  defineRoute({
    method: 'get',
    path: routePath(MEMBERS_API.me),
    summary: "The caller's own membership: a member, or why not",
    description:
      'Open to a signed-in account that is not a member (the waiting page reads it); every other workspace route answers it 403 `not_a_member` or `email_not_verified`.',
    outside: true,
    response: membershipStatusSchema,
    async handle({ caller, store, membership, directory, now }) {
      const standing = await admittedStanding(store, caller, membership, directory, now);
      const request = standing.member
        ? null
        : await store.table(joinRequestsTable).get(ADMIN_OWNER, caller.uid);
      return {
        member: standing.member,
        code: standing.member ? null : standing.code,
        request: request
          ? { status: request.status, note: request.note, createdAt: request.createdAt }
          : null,
      };
    },
  }),
  firstAdminRoute,
  ...invitationRoutes,
  ...requestRoutes,
  removalRoute,
];
