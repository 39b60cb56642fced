/**
 * Sessions the users page ended. Disabling an account in Firebase stops its sign-ins and
 * token refreshes, but its ID token stays valid up to an hour; asking Firebase on every
 * request (`verifyIdToken(token, true)`) would cost a round trip each. Instead the PATCH that
 * disables an account writes a row of `admin_revocations` (the shared route, in its
 * transaction), and every request checks its token against those rows, kept in process
 * memory: reloaded at most every `ttlMs` (one small query for every account, not one per
 * request), and noted at once by the instance that made the change. Another instance sees a
 * change within `ttlMs`.
 *
 * A session is refused while its account is disabled, and, once enabled again, when it was
 * signed in (`auth_time`, whole seconds) before the account was last disabled: the same rule
 * as Firebase's `revokeRefreshTokens`, which the directory also calls.
 *
 * Roles the same way: a token's `role` claim stays until the token expires (up to an hour),
 * so a demoted Admin would keep the Admin areas. The users page writes every role change
 * into its audit trail (`admin_audit`, field `role`, in the route's transaction); the latest
 * one per account is loaded with the revocations, and a token issued before that change
 * (`iat`) is served with the role it records instead of its claim. The session is not ended:
 * the account stays signed in, with its new role on every instance within `ttlMs`, and its
 * next token (the SDK refreshes hourly) carries the new claim. A token issued after the
 * change keeps its own claim (a role set since by other means, e.g. `server:grant-admin`).
 */
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { ADMIN_OWNER } from '@/backend/admin/table';
import { sql, type Kysely } from 'kysely';
import type { Role } from './auth';
import type { Database } from './db/schema';

/** The latest role the users page set for an account, and when (ms). */
export interface RoleChange {
  role: Role;
  at: number;
}

/**
 * A token issued up to this long after a recorded change still takes the recorded role: the
 * claim is set a moment after the change's time is taken, and `iat` is in whole seconds.
 */
const ISSUE_MARGIN_MS = 5000;

/** The role to serve: the recorded change's for a token issued before it, else the claim. */
export function servedRole(
  change: RoleChange | undefined,
  claimed: Role,
  issuedAt: number | undefined,
): Role {
  if (!change) return claimed;
  if (issuedAt === undefined || issuedAt * 1000 < change.at + ISSUE_MARGIN_MS) return change.role;
  return claimed;
}

export interface Revocation {
  disabled: boolean;
  /** When the account was last disabled (ms). */
  revokedAt: number;
}

export interface Revocations {
  /** Why this session is refused (the 401's message), or null. `authTime` in seconds. */
  refusal(uid: string, authTime: number | undefined): Promise<string | null>;
  /**
   * This instance just disabled (or enabled) the account: refuse (or stop refusing) at once,
   * before the next reload reads the row its route writes.
   */
  note(uid: string, disabled: boolean, at: number): void;
  /** The role to serve for this token (see the module comment). `issuedAt` in seconds. */
  role(uid: string, claimed: Role, issuedAt: number | undefined): Promise<Role>;
  /** This instance just changed the account's role: serve it at once. */
  noteRole(uid: string, role: Role, at: number): void;
}

export function refusalOf(
  entry: Revocation | undefined,
  authTime: number | undefined,
): string | null {
  if (!entry) return null;
  if (entry.disabled) return SESSION_MESSAGES.disabled;
  if (authTime === undefined || authTime < Math.floor(entry.revokedAt / 1000)) {
    return SESSION_MESSAGES.revoked;
  }
  return null;
}

export function sqlRevocations(
  db: Kysely<Database>,
  { ttlMs = 2000, clock = Date.now }: { ttlMs?: number; clock?: () => number } = {},
): Revocations {
  let cache: Map<string, Revocation> | null = null;
  let roles = new Map<string, RoleChange>();
  let loadedAt = 0;
  let loading: Promise<[Map<string, Revocation>, Map<string, RoleChange>]> | null = null;
  /** This instance's changes, laid over what a reload reads until the row is surely there. */
  const noted = new Map<string, { entry: Revocation; at: number }>();
  const notedRoles = new Map<string, { change: RoleChange; at: number }>();

  const load = async (): Promise<[Map<string, Revocation>, Map<string, RoleChange>]> => {
    const { rows } = await sql<{ id: string; disabled: boolean; revokedAt: string }>`
      select id, disabled, "revokedAt" from admin_revocations where owner_uid = ${ADMIN_OWNER}
    `.execute(db);
    const map = new Map<string, Revocation>();
    for (const row of rows) {
      map.set(row.id, { disabled: row.disabled, revokedAt: Date.parse(row.revokedAt) });
    }
    // Role changes are rare (an Admin's hand on the users page): the latest per account.
    const changes = await sql<{ uid: string; role: string; at: string }>`
      select distinct on ("targetUid") "targetUid" as uid, "to" as role, at
      from admin_audit where owner_uid = ${ADMIN_OWNER} and field = 'role'
      order by "targetUid", serial desc
    `.execute(db);
    const roleMap = new Map<string, RoleChange>();
    for (const row of changes.rows) {
      roleMap.set(row.uid, {
        role: row.role === 'Admin' ? 'Admin' : 'user',
        at: Date.parse(row.at),
      });
    }
    return [map, roleMap];
  };

  const current = async () => {
    if (cache && clock() - loadedAt < ttlMs) return cache;
    // One reload at a time; the requests meanwhile wait for it.
    loading ??= load().finally(() => {
      loading = null;
    });
    const started = clock();
    const [map, roleMap] = await loading;
    const keep = Math.max(ttlMs, 10_000);
    for (const [uid, { entry, at }] of noted) {
      // Kept for a while: the route's transaction commits after the note.
      if (started - at < keep) map.set(uid, entry);
      else noted.delete(uid);
    }
    for (const [uid, { change, at }] of notedRoles) {
      if (started - at < keep) roleMap.set(uid, change);
      else notedRoles.delete(uid);
    }
    cache = map;
    roles = roleMap;
    loadedAt = started;
    return map;
  };

  return {
    async refusal(uid, authTime) {
      return refusalOf((await current()).get(uid), authTime);
    },
    note(uid, disabled, at) {
      const previous = cache?.get(uid) ?? noted.get(uid)?.entry;
      const entry: Revocation = disabled
        ? { disabled: true, revokedAt: at }
        : { disabled: false, revokedAt: previous?.revokedAt ?? 0 };
      noted.set(uid, { entry, at: clock() });
      cache?.set(uid, entry);
    },
    async role(uid, claimed, issuedAt) {
      await current();
      return servedRole(roles.get(uid), claimed, issuedAt);
    },
    noteRole(uid, role, at) {
      const change = { role, at };
      notedRoles.set(uid, { change, at: clock() });
      roles.set(uid, change);
    },
  };
}
