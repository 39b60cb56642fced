import type { Role } from '@/services/types';

/** Claims the app reads from an ID token. The signature is Firebase's to check, not ours. */
export interface JwtClaims {
  exp: number;
  iat?: number;
  user_id?: string;
  sub?: string;
  email?: string;
  /** The custom claim the server trusts (set by `server:grant-admin` and the users page). */
  role?: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a three-part JWT as parsed JSON, or null when it is not one. */
export function decodeJwtPayload(token: unknown): unknown {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return JSON.parse(base64UrlDecode(parts[1])) as unknown;
  } catch {
    return null;
  }
}

/** The token's claims, or null when it is not a three-part JWT with a numeric `exp`. */
export function decodeJwt(token: unknown): JwtClaims | null {
  const claims = decodeJwtPayload(token);
  if (typeof claims !== 'object' || claims === null) return null;
  const { exp } = claims as { exp?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return claims as JwtClaims;
}

/** True when the token is well formed and its `exp` is still ahead of `now` (ms). */
export function isTokenValid(token: unknown, now: number = Date.now()): boolean {
  const claims = decodeJwt(token);
  return claims !== null && claims.exp * 1000 > now;
}

/**
 * The token's `role` custom claim when it names a role the app knows, else null (no claim:
 * the profile's `userRole` decides). The server verifies the token and trusts this claim, so
 * menus and guards read the same role the API enforces.
 */
export function roleClaim(token: unknown): Role | null {
  const role = decodeJwt(token)?.role;
  return role === 'Admin' || role === 'user' ? role : null;
}
