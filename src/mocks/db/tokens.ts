import { env } from '@/config/env';
import { isDemoTeamAddress } from '@/config/demoDomain';
import { decodeJwtPayload } from '@/services/session/jwt';
import type { Role } from '@/services/types';

/** The claims the demo backend puts in an ID token (the ones Firebase's own tokens carry). */
export interface IdTokenClaims {
  iss: string;
  aud: string;
  auth_time: number;
  user_id: string;
  sub: string;
  iat: number;
  exp: number;
  email: string;
  email_verified: boolean;
  name?: string;
  firebase: { identities: { email: string[] }; sign_in_provider: string };
  /** A custom claim: the role the server enforces. */
  role?: Role;
}

/** The custom claims an account may carry into its tokens. */
export type CustomClaims = Pick<IdTokenClaims, 'role'>;

const encode = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Whether the account's address counts as confirmed. Accounts saved before verification
 * existed have no flag: those of the demo's own domain (the seeded team) count as verified.
 */
export function isEmailVerified(account: { email: string; emailVerified?: boolean }): boolean {
  return account.emailVerified ?? isDemoTeamAddress(account.email);
}

/**
 * An unsigned JWT (`alg: none`), like the Auth emulator's: the SDK reads its claims and
 * never checks a signature on the client, and the handlers check `exp` themselves.
 */
export function signIdToken(
  account: {
    uid: string;
    email: string;
    displayName?: string | null;
    /** Absent: not verified (accounts saved before verification existed). */
    emailVerified?: boolean;
    authTime: number;
    customClaims?: CustomClaims;
  },
  nowMs: number,
  lifetimeSeconds: number,
): string {
  const iat = Math.floor(nowMs / 1000);
  const projectId = env.firebase.projectId;
  const claims: IdTokenClaims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: account.authTime,
    user_id: account.uid,
    sub: account.uid,
    iat,
    exp: iat + lifetimeSeconds,
    email: account.email,
    email_verified: isEmailVerified(account),
    ...(account.displayName ? { name: account.displayName } : {}),
    firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
    ...account.customClaims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export type TokenCheck =
  { ok: true; claims: IdTokenClaims } | { ok: false; reason: 'INVALID_ID_TOKEN' | 'TOKEN_EXPIRED' };

/** Reads a token the demo backend issued; anything else is invalid, a past `exp` is expired. */
export function verifyIdToken(token: unknown, nowMs: number): TokenCheck {
  const claims = decodeJwtPayload(token) as Partial<IdTokenClaims> | null;
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'INVALID_ID_TOKEN' };
  }
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'TOKEN_EXPIRED' };
  return { ok: true, claims: claims as IdTokenClaims };
}
