/**
 * Who is calling: `Authorization: JWT <Firebase ID token>`, checked by firebase-admin (the
 * token's signature, audience = the project, issuer, expiry). With an Auth emulator host set
 * (config: only for a demo- project), firebase-admin accepts the emulator's unsigned tokens,
 * as it does for every project in emulator mode; never otherwise.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export type Role = 'Admin' | 'user';

export interface Principal {
  uid: string;
  role: Role;
  /** When this session signed in (the token's `auth_time`, seconds): revocations compare it. */
  authTime?: number;
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

export function firebaseVerifier(options: FirebaseOptions): TokenVerifier {
  const auth = firebaseAuth(options);
  return {
    async verify(token) {
      try {
        const decoded = await auth.verifyIdToken(token);
        return { uid: decoded.uid, role: roleOf(decoded), authTime: decoded.auth_time };
      } catch (error) {
        // Only the token's own faults mean "signed out"; a failure to fetch Google's keys
        // is the server's and must not pass for a bad token.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error')
          return null;
        throw error;
      }
    },
  };
}
