/**
 * A new team without a console (issue 40): under `npm run dev:full` (the Auth emulator only,
 * the server's FIRST_ACCOUNT_ADMIN), the first account registered on an empty server becomes
 * its Admin. The app asks once after registering; every other server (a real project, the
 * demo backend) answers `granted: false` (a real project keeps `npm run server:grant-admin`).
 */
import * as z from 'zod/mini';

export const FIRST_ADMIN_API = {
  /** POST → FirstAdminAnswer: `granted` when this call made the caller the Admin. */
  claim: 'api/members/first-admin',
} as const;

export const firstAdminAnswerSchema = z.object({ granted: z.boolean() });
export type FirstAdminAnswer = z.infer<typeof firstAdminAnswerSchema>;
