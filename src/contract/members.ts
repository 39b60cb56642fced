/**
 * The workspace's members (issue 40): every account that has signed in to this deployment,
 * as any member may see them, to pick assignees, project members and chat partners. The
 * users page (admin.ts) stays apart and Admin-only; this answers no sign-in times.
 */
import * as z from 'zod/mini';
import { roleSchema } from './common';
import { JOIN_NOTE_MAX } from './members.plain';

export { MEMBERS_API, INVITATION_TTL_MS, JOIN_NOTE_MAX, INVITE_PARAM } from './members.plain';
export { MEMBERSHIP_CONFLICTS } from './membershipConflicts.plain';

/** One member as the directory shows them; a disabled account stays listed, greyed. */
export const memberSchema = z.object({
  uid: z.string(),
  /** The display name ('' when the account has none: show the e-mail). */
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Disabled, or removed from the workspace: greyed on old records, offered for no new pick. */
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
 * `sending`: stored, its e-mail not answered yet; the invitation stays either way).
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
  mail: z.enum(['sending', 'sent', 'failed', 'off']),
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

/** Fields of a body, each with what is wrong with it: `{ message, fields }` 422 (validate.ts). */
type Fail = (field: string, message: string) => void;

const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** An e-mail address as invitations accept it: one `@`, a dotted domain, no spaces, at most 254 characters. */
export const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const onlyKeys = (raw: Record<string, unknown>, keys: readonly string[], fail: Fail) => {
  for (const key of Object.keys(raw))
    if (!keys.includes(key)) fail(key, `${key} is not a field of this request`);
};

const readRole = (raw: Record<string, unknown>, fail: Fail) => {
  if (raw.role === 'Admin' || raw.role === 'user') return raw.role;
  fail('role', 'role must be Admin or user');
  return 'user' as const;
};

/** POST api/members/invitations: `{ email, role }`, the address trimmed and lower-cased. */
export const invitationInputBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): InvitationInput => {
    const raw = asRecord(body);
    const fail: Fail = (field, message) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    onlyKeys(raw, ['email', 'role'], fail);
    const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : '';
    if (typeof raw.email !== 'string' || email === '')
      fail('email', 'Enter the e-mail address to invite');
    else if (email.length > EMAIL_MAX)
      fail('email', `An e-mail address has at most ${EMAIL_MAX} characters`);
    else if (!EMAIL_SHAPE.test(email))
      fail('email', 'This is not an e-mail address (name@example.com)');
    return { email, role: readRole(raw, fail) };
  }),
);

/** POST api/members/requests: `{ note? }`, trimmed, at most `JOIN_NOTE_MAX` characters. */
export const joinRequestInputBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): Required<JoinRequestInput> => {
    const raw = asRecord(body);
    const fail: Fail = (field, message) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    onlyKeys(raw, ['note'], fail);
    if (raw.note !== undefined && typeof raw.note !== 'string') fail('note', 'note must be text');
    const note = typeof raw.note === 'string' ? raw.note.trim() : '';
    if (note.length > JOIN_NOTE_MAX) fail('note', `A note has at most ${JOIN_NOTE_MAX} characters`);
    return { note };
  }),
);

/** POST api/members/requests/:uid/accept: `{ role }`. */
export const acceptRequestInputBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): AcceptRequestInput => {
    const raw = asRecord(body);
    const fail: Fail = (field, message) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    onlyKeys(raw, ['role'], fail);
    return { role: readRole(raw, fail) };
  }),
);
