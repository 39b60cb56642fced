/**
 * Accounts disabled in Firebase itself (its console, the Admin SDK elsewhere), not through
 * the users page: those leave no row in `admin_revocations` (./revocations.ts), and their ID
 * tokens stay valid up to an hour. So the server asks firebase-admin (`getUser`) whether the
 * account is disabled, at most once per `ttlMs` per account (30 s by default: a console
 * change is refused within a minute, at one small call per active account and half-minute).
 *
 * When Firebase cannot be asked (network, quota), the session is not refused on that
 * account's say-so: the last answer stands, or none; a sign-in outage must not lock every
 * member out. The first request of an account waits at most `waitMs` for the answer; the
 * call goes on and fills the cache for the next ones.
 */
import type { Auth } from 'firebase-admin/auth';

export interface DisabledCheckOptions {
  /** How long an answer stays cached (ms; default 30 s). */
  ttlMs?: number;
  /** How long a request waits for Firebase's answer before going on without it (ms). */
  waitMs?: number;
  clock?: () => number;
  log?(message: string, error: unknown): void;
}

/** Resolves true when Firebase says the account is disabled. */
export type DisabledCheck = (uid: string) => Promise<boolean>;

type Lookup = Pick<Auth, 'getUser'>;

export function firebaseDisabledCheck(
  auth: Lookup,
  { ttlMs = 30_000, waitMs = 1500, clock = Date.now, log }: DisabledCheckOptions = {},
): DisabledCheck {
  const answers = new Map<string, { disabled: boolean; at: number }>();
  const asking = new Map<string, Promise<boolean>>();

  const ask = (uid: string): Promise<boolean> => {
    const running = asking.get(uid);
    if (running) return running;
    const started = clock();
    const call = auth
      .getUser(uid)
      .then(
        (user) => {
          answers.set(uid, { disabled: user.disabled, at: started });
          return user.disabled;
        },
        (error: unknown) => {
          // An account Firebase does not know (deleted, or a test's own uid) is not refused
          // here; a failure keeps the last answer, retried after `ttlMs` like a success.
          const code = (error as { code?: unknown }).code;
          if (code !== 'auth/user-not-found') log?.('Firebase account check failed', error);
          const last = answers.get(uid)?.disabled ?? false;
          answers.set(uid, { disabled: last, at: started });
          return last;
        },
      )
      .finally(() => asking.delete(uid));
    asking.set(uid, call);
    return call;
  };

  return async (uid) => {
    const cached = answers.get(uid);
    if (cached && clock() - cached.at < ttlMs) return cached.disabled;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(cached?.disabled ?? false), waitMs);
    });
    try {
      return await Promise.race([ask(uid), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
