import type { Role } from '@/services/types';
import {
  defineCollection,
  persistCollectionsIn,
  resetCollections,
  withCollection,
} from './collections';
import { hashPassword, newSalt } from './crypto';
import type { CustomClaims } from './tokens';
import { DEMO_ACCOUNTS, SEED_TIME } from './seed';

/** An account of the demo identity backend. Never a plain-text password. */
export interface AccountRecord {
  uid: string;
  email: string;
  displayName: string | null;
  salt: string;
  passwordHash: string;
  createdAt: number;
  /** The last sign-in (ms): set by sign-up and every password sign-in. */
  lastLoginAt: number;
  passwordUpdatedAt: number;
  /**
   * Disabled by an Admin (users page): no sign-in, no token refresh, no API call. Absent in
   * accounts saved before: active.
   */
  disabled?: boolean;
  /**
   * Tokens of sessions signed in before this time (ms) are refused (set when the account is
   * disabled, like Firebase's `revokeRefreshTokens`); absent: none.
   */
  validSince?: number;
  /**
   * Custom claims (Firebase's `setCustomUserClaims`, as the real server sets `role`): every ID
   * token minted after they change carries them. Absent: none (the demo's users page changes
   * the profile's `userRole` only).
   */
  customClaims?: CustomClaims;
  /**
   * The address was confirmed (the link of the verification e-mail, or an address of the
   * demo's own domain, which registers verified). Absent in accounts saved before: not verified.
   */
  emailVerified?: boolean;
}

/** A Firestore document as the REST API carries it (`fields` in the typed-value JSON). */
export interface StoredDocument {
  fields: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}

export interface OutboxMail {
  requestType: string;
  email: string;
  at: number;
  /**
   * The one-time code the link carries (`oobCode`); absent in mails saved before links existed.
   * Used once: applying or confirming it marks the mail `used`.
   */
  oobCode?: string;
  /** The link to open, in the app (`continueUrl` + mode + code). */
  link?: string;
  /** The code was used (a verification applied, a password changed). */
  used?: boolean;
}

/** A refresh token the backend still honours: whose it is, and until when (ms). */
export interface RefreshTokenRecord {
  uid: string;
  expiresAt: number;
}

export interface DbState {
  version: 2;
  accounts: Record<string, AccountRecord>;
  /** Live refresh tokens only: expired ones are dropped, and sign-out revokes them. */
  refreshTokens: Record<string, RefreshTokenRecord>;
  /** Full document path below `documents/` (e.g. `users/abc`) -> document. */
  documents: Record<string, StoredDocument>;
  /** Lower-cased e-mail -> times (ms) of recent failed sign-ins. */
  failedSignIns: Record<string, number[]>;
  /**
   * E-mails the backend "sent" (password resets, address verifications), the demo outbox.
   * Only for accounts that exist.
   */
  outbox: OutboxMail[];
}

/** The identity collection keeps the storage key it always had, so saved accounts stay. */
export const DB_STORAGE_KEY = 'shreyu_demo_backend';
const DEFAULT_TOKEN_LIFETIME = 3600;
/** A refresh token lives this long unused (Firebase's live until revoked; the demo keeps a month). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

let tokenLifetime = DEFAULT_TOKEN_LIFETIME;

// Hashing is slow on purpose; the seeded accounts' hashes are made once per page (or jest worker).
let seedHashes: Promise<{ salt: string; hash: string }[]> | null = null;
const hashSeeds = () =>
  (seedHashes ??= Promise.all(
    DEMO_ACCOUNTS.map(async ({ password }) => {
      const salt = newSalt();
      return { salt, hash: await hashPassword(password, salt) };
    }),
  ));

async function seededState(): Promise<DbState> {
  const hashes = await hashSeeds();
  const at = new Date(SEED_TIME).toISOString();
  const state: DbState = {
    version: 2,
    accounts: {},
    refreshTokens: {},
    documents: {},
    failedSignIns: {},
    outbox: [],
  };
  DEMO_ACCOUNTS.forEach(({ uid, email, name, role }, index) => {
    const { salt, hash } = hashes[index] ?? { salt: '', hash: '' };
    state.accounts[uid] = {
      uid,
      email,
      displayName: name,
      salt,
      passwordHash: hash,
      createdAt: SEED_TIME,
      lastLoginAt: SEED_TIME,
      passwordUpdatedAt: SEED_TIME,
      // The seeded accounts are the demo's team: their addresses count as confirmed.
      emailVerified: true,
    };
    state.documents[`users/${uid}`] = {
      fields: {
        name: { stringValue: name },
        email: { stringValue: email },
        userRole: { stringValue: role },
        createdAt: { timestampValue: at },
      },
      createTime: at,
      updateTime: at,
    };
  });
  return state;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isState(value: unknown): value is DbState {
  if (!isObject(value)) return false;
  return (
    value.version === 2 &&
    [value.accounts, value.refreshTokens, value.documents, value.failedSignIns].every(isObject) &&
    Array.isArray(value.outbox)
  );
}

/**
 * Version 1 was stored bare (no envelope) and kept every refresh token ever issued, as
 * `token -> uid`. Accounts and profiles are kept; old refresh tokens are dropped (those
 * sessions sign in again), which also empties the list that only ever grew.
 */
function upgradeIdentity(stored: unknown): DbState | null {
  if (!isObject(stored) || stored.version !== 1) return null;
  const { accounts, documents, failedSignIns, outbox } = stored;
  if (![accounts, documents, failedSignIns].every(isObject) || !Array.isArray(outbox)) return null;
  return {
    version: 2,
    accounts: accounts as DbState['accounts'],
    refreshTokens: {},
    documents: documents as DbState['documents'],
    failedSignIns: failedSignIns as DbState['failedSignIns'],
    outbox: outbox as OutboxMail[],
  };
}

/** Accounts, profiles and sessions of the demo identity backend. */
export const identityCollection = defineCollection<DbState>({
  key: DB_STORAGE_KEY,
  version: 2,
  seed: seededState,
  isValid: isState,
  upgrade: upgradeIdentity,
});

/**
 * Runs `work` on the identity backend's state and saves what it changed (one call at a
 * time; see withCollection).
 */
export function withDb<T>(work: (state: DbState) => T | Promise<T>): Promise<T> {
  return withCollection(identityCollection, work);
}

/** Browser demo mode: keep every collection in `localStorage` so it survives a reload. */
export function persistDbIn(target: Storage | null): void {
  persistCollectionsIn(target);
}

/** Live sessions one account may hold (browsers, tabs with "remember me" off...). */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

/**
 * Drops refresh tokens past their time, and an account's oldest beyond the session limit
 * (the Firebase SDK's sign-out never tells the server, so tokens are bounded here instead).
 */
export function pruneRefreshTokens(state: DbState, now: number): void {
  const byAccount = new Map<string, [string, RefreshTokenRecord][]>();
  for (const [token, record] of Object.entries(state.refreshTokens)) {
    if (record.expiresAt <= now) {
      delete state.refreshTokens[token];
      continue;
    }
    byAccount.set(record.uid, [...(byAccount.get(record.uid) ?? []), [token, record]]);
  }
  for (const tokens of byAccount.values()) {
    tokens
      .sort((a, b) => b[1].expiresAt - a[1].expiresAt)
      .slice(MAX_SESSIONS_PER_ACCOUNT - 1)
      .forEach(([token]) => delete state.refreshTokens[token]);
  }
}

/** Seconds an ID token lives (one hour, like Firebase). Tests may shorten it. */
export function tokenLifetimeSeconds(): number {
  return tokenLifetime;
}

export function setTokenLifetime(seconds: number): void {
  tokenLifetime = seconds;
}

/** Back to the seeded accounts and every collection's seed (jest: after each test). */
export function resetDb(): void {
  tokenLifetime = DEFAULT_TOKEN_LIFETIME;
  resetCollections();
}

/** A read-only copy of the state, for tests and the demo banner. */
export function snapshotDb(): Promise<DbState> {
  return withDb((state) => structuredClone(state));
}

/** The role in the profile document `users/{uid}` of this state, or null when there is none. */
export function profileRole(state: DbState, uid: string): Role | null {
  const field = state.documents[`users/${uid}`]?.fields.userRole as
    { stringValue?: unknown } | undefined;
  const role = field?.stringValue;
  return role === 'Admin' || role === 'user' ? role : null;
}

/** The role in the profile document `users/{uid}`, or null when there is none. */
export function roleInProfile(uid: string): Promise<Role | null> {
  return withDb((state) => profileRole(state, uid));
}

/**
 * Why this account's session (a token signed in at `authTime`, seconds) may not be used any
 * more: `USER_DISABLED` (disabled now) or `TOKEN_EXPIRED` (signed in before the account was
 * last disabled, in whole seconds as tokens carry it); null when it may. Accounts the demo
 * db does not know (tests' made-up uids) are not refused here.
 */
export function sessionRefusal(
  account: AccountRecord | undefined,
  authTime: number,
): 'USER_DISABLED' | 'TOKEN_EXPIRED' | null {
  if (!account) return null;
  if (account.disabled) return 'USER_DISABLED';
  if (account.validSince !== undefined && authTime < Math.floor(account.validSince / 1000)) {
    return 'TOKEN_EXPIRED';
  }
  return null;
}
