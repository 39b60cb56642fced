/**
 * The users page's account directory on the server: Firebase Authentication through
 * firebase-admin. The role is the `role` custom claim (none: `user`), the name the display
 * name, the times the account's metadata. A change sets the claim (keeping the account's
 * other claims) and writes the profile's `userRole` in step (`ProfileWriter`), sets the
 * disabled flag, and on disable revokes the refresh tokens (the next refresh fails) and
 * notes the revocation (`Revocations`: this instance refuses the account's requests at once;
 * the route's `admin_revocations` row tells the others).
 */
import type { AdminUser, AdminUserPatch } from '@/contract/admin';
import { DIRECTORY_MESSAGES, type AccountDirectory } from '@/backend/admin/directory';
import { ApiProblem } from '@/backend/problems';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { roleOf } from './auth';
import type { ProfileWriter } from './profiles';
import type { Revocations } from './revocations';

const iso = (time: string | undefined | null): string | null =>
  time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null;

export function adminUserOf(user: UserRecord): AdminUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    name: user.displayName ?? '',
    role: roleOf(user.customClaims ?? {}),
    disabled: user.disabled,
    createdAt: iso(user.metadata.creationTime) ?? new Date(0).toISOString(),
    lastSignInAt: iso(user.metadata.lastSignInTime),
  };
}

/**
 * No such account. `auth/invalid-uid` (an id over 128 characters, or empty) is one too: no
 * account can have that id, and a client may send any string as one (a chat member's uid).
 */
const notFoundCode = (error: unknown) => {
  const { code } = error as { code?: unknown };
  return code === 'auth/user-not-found' || code === 'auth/invalid-uid';
};

export interface DirectoryOptions {
  auth: Auth;
  profiles: ProfileWriter;
  revocations: Revocations;
  now?: () => number;
  /** Where a failed profile write (and a failed undo) is reported. */
  log?: (message: string, error: unknown) => void;
}

export function firebaseDirectory(options: DirectoryOptions): AccountDirectory {
  const { auth, profiles, revocations, now = Date.now, log = () => undefined } = options;

  /** The `role` claim set to `role`, the account's other claims kept. */
  const claimsWith = (claims: Record<string, unknown>, role: AdminUser['role']) => {
    const next = { ...claims };
    if (role === 'Admin') next.role = 'Admin';
    else delete next.role;
    return next;
  };

  return {
    async list() {
      const accounts: AdminUser[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(1000, pageToken);
        accounts.push(...page.users.map(adminUserOf));
        pageToken = page.pageToken;
      } while (pageToken);
      return accounts;
    },

    async get(uid) {
      try {
        return adminUserOf(await auth.getUser(uid));
      } catch (error) {
        if (notFoundCode(error)) return null;
        throw error;
      }
    },

    async update(uid, patch: AdminUserPatch) {
      const before = await auth.getUser(uid);
      const claims = before.customClaims ?? {};
      if (patch.role) {
        await auth.setCustomUserClaims(uid, claimsWith(claims, patch.role));
        try {
          await profiles.writeRole(uid, patch.role);
        } catch (error) {
          log('profile write failed: the role claim is restored', error);
          // Undo, so the claim and the profile never disagree; the route writes no audit entry.
          await auth.setCustomUserClaims(uid, Object.keys(claims).length ? claims : null);
          throw new ApiProblem(503, { message: DIRECTORY_MESSAGES.profileFailed });
        }
      }
      const noteRole = () => {
        // This instance serves the new role at once; the route's audit row tells the others.
        if (patch.role) revocations.noteRole(uid, patch.role, now());
      };
      if (patch.disabled !== undefined) {
        try {
          await auth.updateUser(uid, { disabled: patch.disabled });
        } catch (error) {
          if (patch.role) {
            // Both asked, the second failed: the first is undone too (no half change, and
            // the route writes no audit entry for either).
            await auth.setCustomUserClaims(uid, Object.keys(claims).length ? claims : null);
            await profiles.writeRole(uid, roleOf(claims)).catch((undo: unknown) => {
              log('profile undo failed', undo);
            });
          }
          throw error;
        }
        // This instance refuses (or takes again) the account's sessions at once; the route
        // writes the row every instance reads.
        revocations.note(uid, patch.disabled, now());
        // The next token refresh fails; sessions from before stay ended once enabled again.
        if (patch.disabled) await auth.revokeRefreshTokens(uid);
      }
      noteRole();
      return adminUserOf(await auth.getUser(uid));
    },
  };
}
