/**
 * The members' directory (docs/api/members.md): every account of the deployment, as any
 * signed-in member may see them (to pick assignees and project members), from the adapter's
 * `AccountDirectory` (the same one as the users page, admin/directory.ts). No role check and
 * no sign-in times: the users page (admin/routes.ts) stays apart and Admin-only.
 */
import {
  MEMBERS_API,
  memberListSchema,
  membershipStatusSchema,
  type Member,
} from '@/contract/members';
import { standingOf } from './membership';
import type { AdminUser } from '@/contract/admin';
import { routePath } from '../path';
import { defineRoute, type AnyRoute } from '../route';
import { firstAdminRoute } from './firstAdmin';

/** By name, then e-mail, then uid (a total order); a nameless account sorts by its e-mail. */
export function byName(a: Member, b: Member): number {
  return (
    (a.name || a.email).localeCompare(b.name || b.email) ||
    a.email.localeCompare(b.email) ||
    (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0)
  );
}

/** What the directory shows of an account: never its times. */
export const memberOf = ({ uid, name, email, role, disabled }: AdminUser): Member => ({
  uid,
  name,
  email,
  role,
  disabled,
});

export const membersRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(MEMBERS_API.list),
    summary: 'Every member of the workspace, by name (disabled accounts included, flagged)',
    description:
      'Readable by every signed-in member, whatever the role. A member without a display name has `name` `""` (show the e-mail).',
    response: memberListSchema,
    async handle({ directory }) {
      const members = (await directory.list()).map(memberOf);
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
    async handle({ caller, store, membership }) {
      const standing = await standingOf(store, caller, membership);
      return {
        member: standing.member,
        code: standing.member ? null : standing.code,
        request: null,
      };
    },
  }),
  firstAdminRoute,
];
