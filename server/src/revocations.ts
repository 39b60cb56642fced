/**
 * Sessions the users page ended. Disabling an account in Firebase stops its sign-ins and
 * token refreshes, but its ID token stays valid up to an hour; asking Firebase on every
 * request (`verifyIdToken(token, true)`) would cost a round trip each. Instead the PATCH that
 * disables an account writes a row here, and every request checks its token against these
 * rows, kept in process memory: reloaded at most every `ttlMs` (one small query for every
 * account, not one per request), and updated at once by the instance that wrote them. Another
 * instance sees a change within `ttlMs`.
 *
 * A session is refused while its account is disabled, and, once enabled again, when it was
 * signed in (`auth_time`, whole seconds) before the account was last disabled: the same rule
 * as Firebase's `revokeRefreshTokens`, which the directory also calls.
 */
import { SESSION_MESSAGES } from '@/backend/admin/directory';
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
  /** The account was disabled (`disabled`) or enabled again, at `at` (ms). */
  record(uid: string, disabled: boolean, at: number): Promise<void>;
}

export function refusalOf(entry: Revocation | undefined, authTime: number | undefined) {
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
  /** This instance's writes, kept until a reload that started after them has seen them. */
  const written = new Map<string, { entry: Revocation; at: number }>();

  const load = async () => {
    const rows = await db
      .selectFrom('account_revocations')
      .select(['uid', 'disabled', 'revoked_at'])
      .execute();
    const map = new Map<string, Revocation>();
    for (const row of rows) {
      map.set(row.uid, { disabled: row.disabled, revokedAt: Date.parse(row.revoked_at) });
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
    // A write of this instance may have committed after the reload read the table.
    for (const [uid, { entry, at }] of written) {
      if (at >= started - ttlMs) map.set(uid, entry);
      else written.delete(uid);
    }
    cache = map;
    loadedAt = started;
    return map;
  };

  return {
    async refusal(uid, authTime) {
      return refusalOf((await current()).get(uid), authTime);
    },
    async record(uid, disabled, at) {
      const revokedAt = new Date(at).toISOString();
      if (disabled) {
        await sql`
          insert into account_revocations (uid, disabled, revoked_at)
          values (${uid}, true, ${revokedAt})
          on conflict (uid) do update set disabled = true, revoked_at = excluded.revoked_at
        `.execute(db);
      } else {
        await sql`
          update account_revocations set disabled = false where uid = ${uid}
        `.execute(db);
      }
      // This instance knows at once (another one within ttlMs).
      const previous = cache?.get(uid) ?? written.get(uid)?.entry;
      if (!disabled && !previous) {
        // Not known here: the next request reloads (after this write).
        cache = null;
        return;
      }
      const entry: Revocation = disabled
        ? { disabled: true, revokedAt: at }
        : { disabled: false, revokedAt: previous?.revokedAt ?? at };
      written.set(uid, { entry, at: clock() });
      cache?.set(uid, entry);
    },
  };
}
