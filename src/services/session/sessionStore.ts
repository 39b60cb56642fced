import { ROLES, type Role, type SessionStore, type SessionUser } from '../types';
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
  const readRaw = (): string | null => {
    try {
      return storage?.getItem(SESSION_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const read = (): SessionUser | null => {
    const user = parseUser(readRaw());
    return user && isTokenValid(user.token, now()) ? user : null;
  };
  return {
    read,
    write({ uid, name, email, role, token }) {
      try {
        storage?.setItem(SESSION_KEY, JSON.stringify({ uid, name, email, role, token }));
      } catch {
        // Storage unavailable: the session still lives in the store for this tab.
      }
    },
    clear() {
      try {
        storage?.removeItem(SESSION_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
    getToken: () => read()?.token ?? null,
  };
}
