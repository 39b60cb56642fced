/** The members contract's paths, without a schema: re-exported by `members.ts`; apart so that a page importing only these never downloads zod (the app pages that show members). */
export const MEMBERS_API = {
  /** GET → MemberList, every member, by name (401, 503) */
  list: 'api/members',
  /** GET → MembershipStatus, the caller's own standing; open to a non-member too (401) */
  me: 'api/members/me',
} as const;
