/**
 * The workspace's members (issue 40): every account that has signed in to this deployment,
 * as any member may see them, to pick assignees, project members and chat partners. The
 * users page (admin.ts) stays apart and Admin-only; this answers no sign-in times.
 */
import * as z from 'zod/mini';
import { roleSchema } from './common';

export { MEMBERS_API } from './members.plain';

/** One member as the directory shows them; a disabled account stays listed, greyed. */
export const memberSchema = z.object({
  uid: z.string(),
  /** The display name ('' when the account has none: show the e-mail). */
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  disabled: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ items: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** The caller's own standing (issue 49): a member, or why not (`not_a_member`, `email_not_verified`). */
export const membershipStatusSchema = z.object({
  member: z.boolean(),
  code: z.nullable(z.enum(['not_a_member', 'email_not_verified'])),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
