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
 */
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { ADMIN_OWNER } from '@/backend/admin/table';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

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
  let loadedAt = 0;
  let loading: Promise<Map<string, Revocation>> | null = null;
  /** This instance's changes, laid over what a reload reads until the row is surely there. */
  const noted = new Map<string, { entry: Revocation; at: number }>();

  const load = async () => {
    const { rows } = await sql<{ id: string; disabled: boolean; revokedAt: string }>`
      select id, disabled, "revokedAt" from admin_revocations where owner_uid = ${ADMIN_OWNER}
    `.execute(db);
    const map = new Map<string, Revocation>();
    for (const row of rows) {
      map.set(row.id, { disabled: row.disabled, revokedAt: Date.parse(row.revokedAt) });
    }
    return map;
  };

  const current = async () => {
    if (cache && clock() - loadedAt < ttlMs) return cache;
    // One reload at a time; the requests meanwhile wait for it.
    loading ??= load().finally(() => {
      loading = null;
    });
    const started = clock();
    const map = await loading;
    for (const [uid, { entry, at }] of noted) {
      // Kept for a while: the route's transaction commits after the note.
      if (started - at < Math.max(ttlMs, 10_000)) map.set(uid, entry);
      else noted.delete(uid);
    }
    cache = map;
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
  };
}
