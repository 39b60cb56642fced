import { hashPassword, newSalt } from './crypto';
import { DEMO_ACCOUNTS, SEED_TIME } from './seed';

/** An account of the demo identity backend. Never a plain-text password. */
export interface AccountRecord {
  uid: string;
  email: string;
  displayName: string | null;
  salt: string;
  passwordHash: string;
  createdAt: number;
  lastLoginAt: number;
  passwordUpdatedAt: number;
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
}

export interface DbState {
  version: 1;
  accounts: Record<string, AccountRecord>;
  /** refresh token -> uid */
  refreshTokens: Record<string, string>;
  /** Full document path below `documents/` (e.g. `users/abc`) -> document. */
  documents: Record<string, StoredDocument>;
  /** Lower-cased e-mail -> times (ms) of recent failed sign-ins. */
  failedSignIns: Record<string, number[]>;
  /** E-mails the backend "sent" (password resets). Only for accounts that exist. */
  outbox: OutboxMail[];
}

export const DB_STORAGE_KEY = 'shreyu_demo_backend';
const DEFAULT_TOKEN_LIFETIME = 3600;

let storage: Storage | null = null;
let memory: DbState | null = null;
let tokenLifetime = DEFAULT_TOKEN_LIFETIME;
let queue: Promise<unknown> = Promise.resolve();

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
    version: 1,
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

function isState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DbState>;
  return (
    v.version === 1 &&
    [v.accounts, v.refreshTokens, v.documents, v.failedSignIns].every(
      (part) => typeof part === 'object' && part !== null,
    ) &&
    Array.isArray(v.outbox)
  );
}

async function load(): Promise<DbState> {
  if (!storage) return (memory ??= await seededState());
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isState(parsed)) return parsed;
  } catch {
    // Corrupt entry: start again from the seeded accounts rather than fail every request.
  }
  return seededState();
}

function save(state: DbState): void {
  if (!storage) {
    memory = state;
    return;
  }
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(state));
  } catch {
    memory = state; // storage full or disabled: keep going in memory for this page
  }
}

/**
 * Runs `work` on the backend state and saves what it changed. Calls run one at a time, so
 * an async step (hashing) in one request cannot lose another request's write. In the
 * browser the state is re-read each time, so several tabs see one another's accounts.
 */
export function withDb<T>(work: (state: DbState) => T | Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const state = await load();
    try {
      return await work(state);
    } finally {
      save(state); // also after a refusal: failed sign-ins are counted
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Browser demo mode: keep the state in `localStorage` so it survives a reload. */
export function persistDbIn(target: Storage | null): void {
  storage = target;
}

/** Seconds an ID token lives (one hour, like Firebase). Tests may shorten it. */
export function tokenLifetimeSeconds(): number {
  return tokenLifetime;
}

export function setTokenLifetime(seconds: number): void {
  tokenLifetime = seconds;
}

/** Back to the seeded accounts only (jest: after each test). */
export function resetDb(): void {
  memory = null;
  tokenLifetime = DEFAULT_TOKEN_LIFETIME;
  try {
    storage?.removeItem(DB_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** A read-only copy of the state, for tests and the demo banner. */
export function snapshotDb(): Promise<DbState> {
  return withDb((state) => structuredClone(state));
}
