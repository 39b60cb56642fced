/**
 * The roles an account may have. Apart from `common.ts` (and with no zod) because the app's
 * entry reads them at every start, on the sign-in pages too: importing a module that builds
 * schemas at load time would put zod in that first download.
 */
export const ROLES = ['Admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
