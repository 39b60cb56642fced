/**
 * The workspace's members (issue 40): every account that has signed in to this deployment,
 * as any member may see them, to pick assignees, project members and chat partners. The
 * users page (admin.ts) stays apart and Admin-only; this answers no sign-in times.
 */
import * as z from 'zod/mini';
import { roleSchema } from './common';

export { MEMBERS_API, INVITATION_TTL_MS, JOIN_NOTE_MAX, INVITE_PARAM } from './members.plain';

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

const party = z.object({ uid: z.string(), email: z.string() });

/** A request to join as the person and the Admins see it. Declined: the person may not ask again. */
export const joinRequestStatusSchema = z.enum(['pending', 'declined']);

/** The caller's own standing (issue 49): a member, or why not (`not_a_member`, `email_not_verified`), and its request to join if it sent one. */
export const membershipStatusSchema = z.object({
  member: z.boolean(),
  code: z.nullable(z.enum(['not_a_member', 'email_not_verified'])),
  request: z.nullable(
    z.object({ status: joinRequestStatusSchema, note: z.string(), createdAt: z.string() }),
  ),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/**
 * An invitation (Admin only): single use, open `INVITATION_TTL_MS`. `pending` until the invited
 * address signs in verified (then `accepted`), or `expired` / `revoked`. `link`: the path to
 * send, relative to the app's base (`auth/register?invite=<id>&email=<address>`). `mail`: how
 * the e-mail went (`off`: no `SMTP_URL`, send the link yourself; `failed`: `mailError` says why;
 * the invitation stays either way).
 */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  invitedBy: party,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  link: z.string(),
  mail: z.enum(['sent', 'failed', 'off']),
  mailError: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** POST api/members/invitations: the address (any case; stored lower case) and the role it will have. */
export interface InvitationInput {
  email: string;
  role: z.infer<typeof roleSchema>;
}

/** A request to join, as the Admins see it (`uid`: the asking account; one per account). */
export const joinRequestSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  note: z.string(),
  status: joinRequestStatusSchema,
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = z.object({ items: z.array(joinRequestSchema) });
export type JoinRequestList = z.infer<typeof joinRequestListSchema>;

/** POST api/members/requests: an optional note, at most `JOIN_NOTE_MAX` characters. */
export interface JoinRequestInput {
  note?: string;
}

/** POST api/members/requests/:uid/accept: the role the person gets. */
export interface AcceptRequestInput {
  role: z.infer<typeof roleSchema>;
}

/** The 409 codes of the membership endpoints (beside `not_a_member` / `email_not_verified`). */
export const MEMBERSHIP_CONFLICTS = [
  'last_admin',
  'already_member',
  'already_invited',
  'already_requested',
  'not_pending',
] as const;
