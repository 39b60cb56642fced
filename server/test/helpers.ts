/**
 * Test helpers: real ID tokens from the Auth emulator that server/scripts/test.mjs starts,
 * a PostgreSQL database of the run's own (created, then dropped), and a server on a free port.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { firebaseAuth, roleOf, type Role, type TokenVerifier } from '../src/auth';
import { parseConfig, type ServerConfig } from '../src/config';
import { startServer, type RunningServer, type StartOptions } from '../src/server';

export const EMULATOR = process.env.SERVER_TEST_AUTH_EMULATOR ?? '';
export const PROJECT = process.env.SERVER_TEST_PROJECT ?? 'demo-shreyu-server';
/** The maintenance database URL of the machine's PostgreSQL; empty: not running. */
export const POSTGRES = process.env.SERVER_TEST_POSTGRES ?? '';

/** The databases a suite runs on: the embedded PGlite, and the machine's PostgreSQL. */
export const BACKENDS = [
  { name: 'PGlite (embedded)', postgres: false },
  { name: 'PostgreSQL 127.0.0.1:5432', postgres: true },
] as const;

export interface Account {
  uid: string;
  email: string;
  token: string;
  password: string;
}

/** An Identity Toolkit call to the emulator: the JSON answer, or its error's message. */
export async function identityCall(
  method: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; status: number; json: Record<string, unknown>; error: string }> {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as Record<string, unknown>;
  const error = (json.error as { message?: string } | undefined)?.message ?? '';
  return { ok: response.ok, status: response.status, json, error };
}

/** Signs the account in again: its `token` becomes a new session's. */
export async function signInAgain(account: Account): Promise<void> {
  const signedIn = await identity('signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  account.token = signedIn.idToken;
}

async function identity(method: string, body: Record<string, unknown>) {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as {
    idToken?: string;
    localId?: string;
    refreshToken?: string;
  };
  if (!response.ok || !json.idToken || !json.localId) {
    throw new Error(`emulator ${method}: ${response.status} ${JSON.stringify(json)}`);
  }
  return { idToken: json.idToken, uid: json.localId, refreshToken: json.refreshToken ?? '' };
}

/**
 * A new account in the emulator, with this role claim (none for `user`), and its ID token.
 * Its address is verified and of the test servers' team domain (`testConfig`: example.com),
 * so it is a member (issue 49); `domain`/`verified` make a stranger.
 */
export async function createAccount(
  role: Role,
  label: string = role,
  { domain = 'example.com', verified = true }: { domain?: string; verified?: boolean } = {},
): Promise<Account> {
  if (!EMULATOR) throw new Error('run through npm run test:server (it starts the Auth emulator)');
  const email = `${label.toLowerCase()}-${randomBytes(6).toString('hex')}@${domain}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await identity('signUp', { email, password, returnSecureToken: true });
  if (role === 'Admin' || verified) {
    const auth = firebaseAuth({ projectId: PROJECT, emulatorHost: EMULATOR });
    if (role === 'Admin') await auth.setCustomUserClaims(created.uid, { role: 'Admin' });
    if (verified) await auth.updateUser(created.uid, { emailVerified: true });
    // A token issued after the claim (and the verification) carries it.
    const signedIn = await identity('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    });
    return { uid: created.uid, email, token: signedIn.idToken, password };
  }
  return { uid: created.uid, email, token: created.idToken, password };
}

/**
 * Reads an emulator token's claims locally (project and expiry checked; emulator tokens carry
 * no signature), as firebase-admin does for a real project, without a call per request. In
 * emulator mode firebase-admin itself asks the emulator on every check (and so refuses a
 * disabled account by itself): this shows what the server does on its own in production.
 */
export const localVerifier: TokenVerifier = {
  verify(token) {
    try {
      const payload = token.split('.')[1] ?? '';
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (claims.aud !== PROJECT || typeof claims.sub !== 'string') return Promise.resolve(null);
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) {
        return Promise.resolve(null);
      }
      const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : undefined;
      const issuedAt = typeof claims.iat === 'number' ? claims.iat : undefined;
      return Promise.resolve({
        uid: claims.sub,
        role: roleOf(claims),
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        emailVerified: claims.email_verified === true,
        authTime,
        issuedAt,
      });
    } catch {
      return Promise.resolve(null);
    }
  },
};

/** A database of this run's own on the machine's PostgreSQL; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `server_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...parseConfig({}),
    port: 0,
    host: '127.0.0.1',
    logLevel: (process.env.SERVER_TEST_LOG as ServerConfig['logLevel'] | undefined) ?? 'silent',
    firebaseProjectId: PROJECT,
    authEmulatorHost: EMULATOR,
    rateLimitPerMinute: 100_000,
    rateLimitPerAddressPerMinute: 100_000,
    // The tests read the demo rows (an empty start has its own test: seed.test.ts).
    seedDemoData: true,
    // The accounts of createAccount are verified example.com addresses: members.
    workspaceDomains: ['example.com'],
    ...overrides,
  };
}

/** A server on a free port, migrated and ready (`awaitReady: false`: listening only). */
export async function serve(
  overrides: Partial<ServerConfig> = {},
  { awaitReady = true, ...options }: Omit<StartOptions, 'config'> & { awaitReady?: boolean } = {},
): Promise<RunningServer> {
  const server = await startServer({ inMemory: true, ...options, config: testConfig(overrides) });
  if (awaitReady) await server.ready;
  return server;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A request to the server as this account (no account: no token). */
export async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: {
    account?: Account | null;
    body?: unknown;
    raw?: string | FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.account) headers.authorization = `JWT ${options.account.token}`;
  let body: string | FormData | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    parsed = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body: text ? parsed : null };
}

/**
 * An error body is `{ message }` (with `fields` etc. as given) plus the `requestId` the server
 * adds to every refusal: compared whole, the id only checked to be one.
 */
export function assertProblem(body: unknown, message: string, more: object = {}): void {
  const { requestId, ...rest } = (body ?? {}) as { requestId?: unknown };
  assert.equal(typeof requestId, 'string', 'an error body names its request');
  assert.deepEqual(rest, { message, ...more });
}
