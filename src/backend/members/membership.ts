/**
 * Who belongs to the workspace (issue 49), checked by `runRoute` for every route but the few
 * marked `outside` (a stranger's own status and its request to join): one rule, in one place,
 * so a new route cannot forget it.
 *
 * An account is a member when a row of `workspace_members` names it (kept under
 * `ADMIN_OWNER`, like the users page's tables: the migration's existing accounts, those let in
 * by an invitation or a request), when it is an Admin (the `role` claim), or when its e-mail is
 * verified and of one of the deployment's team domains (`WORKSPACE_DOMAINS`). An account an
 * Admin removed (`workspace_removals`) is outside whatever its domain or its token's claim say,
 * until it is let in again. An account with an unverified address is told so
 * (`email_not_verified`): every way in needs a verified address.
 */
import { ApiProblem } from '../problems';
import type { Caller } from '../route';
import type { Store } from '../store';
import { ADMIN_OWNER, membersTable, removalsTable } from '../admin/table';

export { membersTable, type MemberRow, type JoinedBy } from '../admin/table';

export const MEMBERSHIP_CODES = {
  notAMember: 'not_a_member',
  emailNotVerified: 'email_not_verified',
} as const;

export const MEMBERSHIP_MESSAGES = {
  notAMember:
    'This account is not a member of this workspace: ask an Admin for an invitation, or ask to join',
  emailNotVerified:
    'Verify your e-mail address first: the link is in the verification e-mail sent to it',
} as const;

/** What the rule needs of the deployment: its team domains (lower case, no `@`). */
export interface MembershipRules {
  domains: readonly string[];
}

/** `WORKSPACE_DOMAINS` as written (comma-separated, any case, blanks ignored). */
export const parseDomains = (value: string): string[] =>
  value
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);

export const domainOf = (email: string | undefined): string | null => {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? email.slice(at + 1).toLowerCase() : null;
};

export type Standing =
  | { member: true; by: 'admin' | 'row' | 'domain' }
  | { member: false; code: (typeof MEMBERSHIP_CODES)[keyof typeof MEMBERSHIP_CODES] };

/** Is `caller` a member, and if not, why not. (Reads only: `enterByInvitation` may then let it in.) */
export async function standingOf(
  store: Store,
  caller: Caller,
  rules: MembershipRules,
): Promise<Standing> {
  if (await store.table(membersTable).get(ADMIN_OWNER, caller.uid))
    return { member: true, by: 'row' };
  const outside = { member: false, code: MEMBERSHIP_CODES.notAMember } as const;
  if (await store.table(removalsTable).get(ADMIN_OWNER, caller.uid)) return outside;
  if (caller.role === 'Admin') return { member: true, by: 'admin' };
  const domain = domainOf(caller.email);
  const teamDomain = domain !== null && rules.domains.includes(domain);
  if (teamDomain && caller.emailVerified === true) return { member: true, by: 'domain' };
  // Unverified, every way in is closed (a team domain, an invitation, a request to join all
  // need a verified address): verifying comes first, whatever the domain.
  return caller.emailVerified === true
    ? outside
    : { member: false, code: MEMBERSHIP_CODES.emailNotVerified };
}

/** The 403 a stranger gets, with its stable `code`. */
export function outsideProblem(code: Standing & { member: false }): ApiProblem {
  const message =
    code.code === MEMBERSHIP_CODES.emailNotVerified
      ? MEMBERSHIP_MESSAGES.emailNotVerified
      : MEMBERSHIP_MESSAGES.notAMember;
  return new ApiProblem(403, { message, code: code.code });
}
