/**
 * Who is calling: `Authorization: JWT <Firebase ID token>`, checked by firebase-admin (the
 * token's signature, audience = the project, issuer, expiry). With an Auth emulator host set
 * (config: only for a demo- project), firebase-admin accepts the emulator's unsigned tokens,
 * as it does for every project in emulator mode; never otherwise.
 *
 * An accepted token is kept until its `exp` (`tokenCache`): firebase-admin's check is then
 * paid once per token, not per request. Against Google that check is local (signature and
 * claims; no revocation check is asked for); in emulator mode firebase-admin also asks the
 * emulator for the account on every call, which a kept token skips as well.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export type Role = 'Admin' | 'user';

export interface Principal {
  uid: string;
  role: Role;
  /** The token's e-mail and `email_verified`: the membership rule reads them (issue 49). */
  email?: string;
  emailVerified?: boolean;
  /** When this session signed in (the token's `auth_time`, seconds): revocations compare it. */
  authTime?: number;
  /** When this token was issued (its `iat`, seconds): a role changed after it overrides its claim. */
  issuedAt?: number;
  /** Until when this token holds (its `exp`, in ms): a live stream ends then (liveStream.ts). */
  expiresAt?: number;
}

export interface TokenVerifier {
  /** The caller, or null for a token that is malformed, forged, expired or revoked. */
  verify(token: string): Promise<Principal | null>;
}

/** The `role` custom claim: `Admin`, else `user` (no claim, or anything else). */
export const roleOf = (claims: Record<string, unknown>): Role =>
  claims.role === 'Admin' ? 'Admin' : 'user';

/** `JWT <token>` (the contract's scheme; `Bearer` is accepted too). */
export function tokenOf(header: string | undefined): string | null {
  const match = /^(?:JWT|Bearer) +([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

export interface FirebaseOptions {
  projectId: string;
  /** `host:port`; empty: Google's real service. */
  emulatorHost: string;
}

/**
 * firebase-admin reads the emulator host from the environment: it is set (or cleared) here
 * from the checked config, so the config stays the one source.
 */
export function firebaseAuth({ projectId, emulatorHost }: FirebaseOptions): Auth {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const name = `server:${projectId}`;
  const app: App =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/** What checking a token's signature and claims gives: the caller, and until when it holds. */
export interface CheckedToken {
  principal: Principal;
  /** The token's `exp`, in ms: from then on it is refused. */
  expiresAt: number;
}

export interface TokenCacheOptions {
  /** Tokens kept at most (the least recently used goes first); default 10,000. */
  max?: number;
  now?: () => number;
}

/**
 * Remembers the tokens `check` accepted until their `exp`, so a signed-in client's requests
 * do not each pay for the signature check (and, with the Auth emulator, a round trip to it).
 * Keyed by the whole token, signature included; bounded (least recently used out first).
 * Only acceptances are kept: a refusal (null) or a failure (thrown) is checked again next
 * time. Concurrent first requests with one token share one check. A check that must run on
 * every request (revocation, a disabled account) belongs after this layer, not inside it.
 */
export function tokenCache(
  check: (token: string) => Promise<CheckedToken | null>,
  { max = 10_000, now = Date.now }: TokenCacheOptions = {},
): (token: string) => Promise<CheckedToken | null> {
  const kept = new Map<string, CheckedToken>();
  const pending = new Map<string, Promise<CheckedToken | null>>();
  return async (token) => {
    const hit = kept.get(token);
    if (hit) {
      kept.delete(token);
      // Expired: refused for good (an expired token never becomes valid again).
      if (now() >= hit.expiresAt) return null;
      kept.set(token, hit);
      return hit;
    }
    const inFlight = pending.get(token);
    if (inFlight) return inFlight;
    const checking = check(token).then((checked) => {
      if (checked && now() < checked.expiresAt) {
        kept.set(token, checked);
        if (kept.size > max) kept.delete(kept.keys().next().value as string);
      }
      return checked;
    });
    pending.set(token, checking);
    try {
      return await checking;
    } finally {
      pending.delete(token);
    }
  };
}

export interface FirebaseVerifierOptions extends FirebaseOptions, TokenCacheOptions {}

export function firebaseVerifier(options: FirebaseVerifierOptions): TokenVerifier {
  const auth = firebaseAuth(options);
  const checked = tokenCache(async (token) => {
    try {
      const decoded = await auth.verifyIdToken(token);
      return {
        principal: {
          uid: decoded.uid,
          role: roleOf(decoded),
          ...(decoded.email ? { email: decoded.email } : {}),
          emailVerified: decoded.email_verified === true,
          authTime: decoded.auth_time,
          issuedAt: decoded.iat,
          expiresAt: decoded.exp * 1000,
        },
        expiresAt: decoded.exp * 1000,
      };
    } catch (error) {
      // Only the token's own faults mean "signed out"; a failure to fetch Google's keys
      // is the server's and must not pass for a bad token.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error')
        return null;
      throw error;
    }
  }, options);
  return {
    async verify(token) {
      return (await checked(token))?.principal ?? null;
    },
  };
}
