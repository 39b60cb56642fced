import type { RootState } from '@/app/store';
import { authSlice } from '@/features/auth';
import { signIdToken } from '@/mocks/db/tokens';
import type { AuthService, Role, Services } from '@/services/types';

/**
 * A signed-in user for layout and page tests: the store starts with the session, and the auth port
 * stays silent (no backend report replaces that session while the layout is under test).
 */
export function signedIn(role: Role, name = role === 'Admin' ? 'Shreyu Admin' : 'Demo User') {
  const uid = `uid-${role}`;
  const email = `${role.toLowerCase()}@shreyu.test`;
  // A token as the demo backend issues it, valid for an hour.
  const token = signIdToken(
    { uid, email, authTime: Math.floor(Date.now() / 1000) },
    Date.now(),
    3600,
  );
  const never = () => Promise.reject(new Error('not used by layout tests'));
  const silentAuth: AuthService = {
    signIn: never,
    createAccount: never,
    updateDisplayName: never,
    sendPasswordReset: never,
    reauthenticate: never,
    signOut: () => Promise.resolve(),
    subscribe: () => () => undefined,
    getIdToken: () => Promise.resolve(token),
    subscribeToken: () => () => undefined,
  };
  const preloadedState: Partial<RootState> = {
    auth: {
      ...authSlice.getInitialState(),
      initialized: true,
      user: { uid, name, email, role, token },
    },
  };
  const overrides: Partial<Services> = { auth: silentAuth };
  return { preloadedState, overrides };
}
