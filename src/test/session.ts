import type { RootState } from '@/app/store';
import { authSlice } from '@/features/auth';
import { DEMO_ADMIN, DEMO_USER } from '@/mocks/db';
import { signIdToken } from '@/mocks/db/tokens';
import { createSessionStore } from '@/services/session/sessionStore';
import type { AuthService, Role, Services } from '@/services/types';

/**
 * The one token helper: an ID token as the demo backend issues it (valid for `lifetime`
 * seconds; a negative lifetime gives an expired one).
 */
export function testToken(
  account: { uid: string; email: string; displayName?: string | null; emailVerified?: boolean },
  lifetime = 3600,
): string {
  const now = Date.now();
  return signIdToken({ ...account, authTime: Math.floor(now / 1000) }, now, lifetime);
}

/**
 * The auth port of `signedIn`: silent (no report, no token changes), signing out quietly, and
 * refusing every other action; `parts` replace what it needs.
 */
export function scriptedAuth(parts: Partial<AuthService>): AuthService {
  const never = () => Promise.reject(new Error('not scripted in this test'));
  return {
    signIn: never,
    createAccount: never,
    updateDisplayName: never,
    sendPasswordReset: never,
    sendEmailVerification: never,
    applyEmailVerification: never,
    checkPasswordResetCode: never,
    confirmPasswordReset: never,
    reauthenticate: never,
    changePassword: never,
    signOut: () => Promise.resolve(),
    subscribe: () => () => undefined,
    getIdToken: () => Promise.resolve(null),
    subscribeToken: () => () => undefined,
    ...parts,
  };
}

/**
 * The one signed-in state helper: the store starts with the session of the seeded demo
 * account of `role` (so the demo API knows its data and its role), the tab's session entry
 * holds its token (the HTTP helper sends it), and the auth port stays silent (no backend
 * report replaces that session while the page is under test).
 */
export function signedIn(role: Role, name?: string) {
  const account = role === 'Admin' ? DEMO_ADMIN : DEMO_USER;
  const { uid, email } = account;
  const displayName = name ?? account.name;
  const token = testToken({ uid, email, displayName });
  const silentAuth = scriptedAuth({ getIdToken: () => Promise.resolve(token) });
  const user = { uid, name: displayName, email, role, token };
  createSessionStore().write(user);
  const preloadedState: Partial<RootState> = {
    auth: { ...authSlice.getInitialState(), initialized: true, user },
  };
  const overrides: Partial<Services> = { auth: silentAuth };
  return { preloadedState, overrides, user };
}
