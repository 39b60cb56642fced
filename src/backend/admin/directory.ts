/**
 * The account directory port: the accounts an Admin manages on the users page. It is not a
 * table of the store: the accounts live with the identity provider (Firebase Authentication
 * on the server, the demo identity collection in the browser), and each adapter passes its
 * own directory to the routes (`RouteInput.directory`).
 *
 * Firebase's `listUsers` can neither search nor sort, so `list` answers every account and the
 * shared route filters, sorts and pages them (fine for the thousands of accounts a dashboard
 * has; a directory of millions would need a search index of its own).
 */
import type { AdminUser, AdminUserPatch } from '@/contract/admin';
import { ApiProblem } from '../problems';

export interface AccountDirectory {
  /** Every account, in any order. */
  list(): Promise<AdminUser[]>;
  /** One account as it is now, or null when there is none with this uid. */
  get(uid: string): Promise<AdminUser | null>;
  /**
   * Changes the role and/or the disabled flag and answers the account as it is afterwards.
   * A failure that left nothing changed throws an `ApiProblem` (e.g. 503 with a message) or
   * an error (the adapter's 500/503).
   */
  update(uid: string, patch: AdminUserPatch): Promise<AdminUser>;
}

export const NO_DIRECTORY_MESSAGE =
  'Accounts cannot be managed on this backend: it has no account directory';

/** What a directory answers when a change could not be made whole (server/src/directory.ts). */
export const DIRECTORY_MESSAGES = {
  profileFailed:
    'The profile could not be updated, so the role was not changed: try again in a moment',
} as const;

/** What routes get when the adapter passed no directory: every call answers 503 saying so. */
export const missingDirectory: AccountDirectory = {
  list: () => Promise.reject(new ApiProblem(503, { message: NO_DIRECTORY_MESSAGE })),
  get: () => Promise.reject(new ApiProblem(503, { message: NO_DIRECTORY_MESSAGE })),
  update: () => Promise.reject(new ApiProblem(503, { message: NO_DIRECTORY_MESSAGE })),
};

/**
 * The 401 messages both adapters answer for a session the users page ended: the account is
 * disabled now, or it was disabled after this session signed in (sign in again).
 */
export const SESSION_MESSAGES = {
  disabled: 'This account has been disabled',
  revoked: 'This session was ended by an Admin: sign in again',
} as const;
