/**
 * The 409 codes of the membership endpoints (beside `not_a_member` / `email_not_verified`):
 * re-exported by `members.ts`; a file of its own so that only the users page, which says each
 * in the reader's words, carries them (members.plain.ts is in every page that names members).
 */
export const MEMBERSHIP_CONFLICTS = [
  'last_admin',
  'already_member',
  'already_invited',
  'already_requested',
  'not_pending',
] as const;
