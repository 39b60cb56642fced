/** The members contract's paths, without a schema: re-exported by `members.ts`; apart so that a page importing only these never downloads zod (the app pages that show members). */
export const MEMBERS_API = {
  /** GET → MemberList, every member, by name (401, 503) */
  list: 'api/members',
  /** GET → MembershipStatus, the caller's own standing; open to a non-member too (401) */
  me: 'api/members/me',
  // Issue 49's ways in and out (src/backend/members: invitations.ts, requests.ts, removal.ts).
  /** DELETE (Admin) → 204: ends the account's membership on every instance (403, 404, 409 `last_admin`) */
  member: (uid: string) => `api/members/${encodeURIComponent(uid)}`,
  /** GET (Admin) → InvitationList, newest first; POST InvitationInput → 201 Invitation (403, 409 `already_member` / `already_invited`, 422) */
  invitations: 'api/members/invitations',
  /** DELETE (Admin) → 204, revokes a pending invitation (403, 404, 409 `not_pending`) */
  invitation: (id: string) => `api/members/invitations/${encodeURIComponent(id)}`,
  /** GET (Admin) → JoinRequestList, oldest first; POST JoinRequestInput (outside: a stranger's one request) → 201 JoinRequest (409 `already_requested` / `already_member`, 422) */
  requests: 'api/members/requests',
  /** POST (Admin) AcceptRequestInput → 200 Member: the person is in (403, 404, 409 `not_pending`, 422) */
  acceptRequest: (uid: string) => `api/members/requests/${encodeURIComponent(uid)}/accept`,
  /** POST (Admin) → 204: declined; the person may not ask again (403, 404, 409 `not_pending`) */
  declineRequest: (uid: string) => `api/members/requests/${encodeURIComponent(uid)}/decline`,
} as const;

/** An invitation is open this long (ms): 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** A request to join's note: at most this many characters. */
export const JOIN_NOTE_MAX = 500;

/** The registration link's query: `auth/register?invite=<id>&email=<address>` (the address filled in). */
export const INVITE_PARAM = 'invite';
