import { ROLES, type Role, type SessionStore, type SessionUser } from '../types';
import { createBrowserStorage } from '../storage/browserStorage';
import { isTokenValid } from './jwt';

/** The one fixed key the legacy template used; kept so migrated code finds the user. */
export const SESSION_KEY = 'shreyu_user';

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, name, email, role, token } = value as Record<string, unknown>;
    if (
      typeof uid !== 'string' ||
      typeof name !== 'string' ||
      typeof email !== 'string' ||
      typeof token !== 'string' ||
      !ROLES.includes(role as Role)
    ) {
      return null;
    }
    return { uid, name, email, role: role as Role, token };
  } catch {
    return null;
  }
}

/**
 * `shreyu_user` in sessionStorage. Only the listed fields are written, so a password or a
 * refresh token can never slip in. What is read back is data for display and for the HTTP
 * header, never a source of authority: the guards trust the auth state the sagas hold.
 */
export function createSessionStore(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.sessionStorage,
  now: () => number = Date.now,
): SessionStore {
  // The guarded key-value store already copes with storage that is full, disabled or throws.
  const kv = createBrowserStorage(storage);
  const read = (): SessionUser | null => {
    const user = parseUser(kv.get(SESSION_KEY));
    return user && isTokenValid(user.token, now()) ? user : null;
  };
  return {
    read,
    hadSession: () => parseUser(kv.get(SESSION_KEY)) !== null,
    write: ({ uid, name, email, role, token }) =>
      kv.set(SESSION_KEY, JSON.stringify({ uid, name, email, role, token })),
    clear: () => kv.remove(SESSION_KEY),
    getToken: () => read()?.token ?? null,
  };
}
