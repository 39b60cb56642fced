/**
 * The server's settings, read and checked once at start. A bad value stops the server with
 * a message naming the key (`ConfigError`), before anything listens or connects.
 *
 * Where they come from: the process environment, then `.env` for what the environment does
 * not set (the same file and rule as the browser build), except `FIREBASE_AUTH_EMULATOR_HOST`,
 * which is read from the environment only: in `.env` it is the browser's emulator address
 * (used with `FIREBASE_EMULATORS=true`), and on the server it switches token checks to the
 * emulator's unsigned tokens, which must never happen by a copied file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  blank,
  ConfigError,
  namespace,
  nonNegativeInt,
  port,
  positiveInt,
  redisUrl,
  trustProxy,
  flag,
} from './configValues';

export { ConfigError } from './configValues';
import { blobConfig, type BlobBucketConfig } from './blobConfig';
import { mailConfig, type MailConfig } from './mailConfig';
export type { BlobBucketConfig } from './blobConfig';
import { parseDomains } from '@/backend/members/membership';

export const CONFIG_KEYS = [
  'API_HOST',
  'API_PORT',
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'SERVER_DATA_DIR',
  'CORS_ORIGINS',
  'RATE_LIMIT_PER_MINUTE',
  'RATE_LIMIT_PER_ADDRESS_PER_MINUTE',
  'REDIS_URL',
  'RATE_LIMIT_NAMESPACE',
  'TRUST_PROXY',
  'MIGRATE_ON_START',
  'SINGLE_INSTANCE',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS',
  'DATABASE_PREPARED_STATEMENTS',
  'UPLOAD_STALL_TIMEOUT_MS',
  'BODY_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'MAX_LIVE_STREAMS',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIRST_ACCOUNT_ADMIN',
  'SEED_DEMO_DATA',
  'WORKSPACE_DOMAINS',
  // Invitations by e-mail (mailConfig.ts).
  'SMTP_URL',
  'MAIL_FROM',
  'APP_URL',
  'LOG_LEVEL',
  // File bytes in a bucket (blobConfig below).
  'BLOB_BUCKET',
  'BLOB_ENDPOINT',
  'BLOB_REGION',
  'BLOB_FORCE_PATH_STYLE',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
export type RawConfig = Partial<Record<ConfigKey, string | undefined>>;

/** Keys `.env` may not set (see the module comment). */
const ENVIRONMENT_ONLY: readonly ConfigKey[] = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIRST_ACCOUNT_ADMIN',
];

export interface ServerConfig {
  host: string;
  port: number;
  /** Empty: the embedded PGlite database under `dataDir`. */
  databaseUrl: string;
  /**
   * Where the live updates' one LISTEN connection goes: PostgreSQL itself, or a pooler in
   * session mode (a transaction-mode pooler does not carry LISTEN). Empty: `databaseUrl`.
   */
  databaseListenUrl: string;
  /** Absolute: the embedded database (`pglite/`) and uploaded files (`blobs/`). */
  dataDir: string;
  /** Origins allowed by CORS, exactly as a browser sends them (`scheme://host[:port]`). */
  corsOrigins: string[];
  /** Requests per minute for one account (or one address before sign-in). */
  rateLimitPerMinute: number;
  /**
   * Requests per minute from one client address, counted before the token check (so
   * requests without a valid token are limited too). Above the account budget: an office
   * behind one address is several accounts.
   */
  rateLimitPerAddressPerMinute: number;
  /**
   * Behind a load balancer: how far to trust `X-Forwarded-For` for the client's address
   * (true: every hop; a number: that many hops; false: the socket's peer). The per-address
   * limit counts the balancer itself as one client without it.
   */
  trustProxy: boolean | number;
  /** `redis://` or `rediss://`: the rate limit's counters, shared by every instance; empty: in memory. */
  redisUrl: string;
  /**
   * Prefix of the limits' Redis keys (default `rl`): instances that share a budget share it;
   * deployments (or test runs) on one Redis that must not, differ.
   */
  rateLimitNamespace: string;
  /**
   * Apply pending migrations at start (default: on for the embedded database, off with
   * `DATABASE_URL`, where `npm run server:migrate` is a deploy step of its own).
   */
  migrateOnStart: boolean;
  /** Kills a query after this long (ms; PostgreSQL's `statement_timeout`; 0: never). */
  statementTimeoutMs: number;
  /** Ends a session idle inside a transaction after this long (ms; 0: never). */
  idleTransactionTimeoutMs: number;
  /** Named prepared statements (db/prepared.ts; default on): off for a pooler without them. */
  preparedStatements: boolean;
  /** Cuts an upload that sends no byte for this long (ms; 408; 0: never). */
  uploadStallMs: number;
  /** A JSON body not received whole in this long answers 408 (ms; 0: never). */
  bodyTimeoutMs: number;
  /** Any request, uploads included, not received whole in this long is cut (ms; 0: never). */
  requestTimeoutMs: number;
  /** Live streams one instance holds open at most; past it 429 with Retry-After. */
  maxLiveStreams: number;
  /** Empty: sign-in is not configured, and every API call answers 503 saying so. */
  firebaseProjectId: string;
  /** `host:port` of the Firebase Auth emulator; empty in production. */
  authEmulatorHost: string;
  /** `host:port` of a Firestore emulator (profiles' `userRole`); empty: none. */
  firestoreEmulatorHost: string;
  /**
   * Where the users page writes a changed role into the profile (`users/{uid}.userRole`):
   * `firestore` with a real project (no Auth emulator) or a Firestore emulator, else `off`
   * (the server logs at start that profiles are not written; the `role` claim still is).
   */
  profileWrites: 'firestore' | 'off';
  /**
   * The first account registered on an empty server becomes its Admin
   * (`POST api/members/first-admin`): `FIRST_ACCOUNT_ADMIN=true`, which `npm run dev:full`
   * sets. Off by default, and refused without the Auth emulator: a real project keeps
   * `npm run server:grant-admin`, so nobody takes its Admin role by registering first.
   */
  firstAccountAdmin: boolean;
  /**
   * The workspace's demo projects, tasks, events and files on first use
   * (`SEED_DEMO_DATA=true`, which `npm run dev:full` sets). Off by default: a real team
   * starts with an empty workspace, and an Admin may load the sample data later.
   */
  seedDemoData: boolean;
  /**
   * `WORKSPACE_DOMAINS`: the team's e-mail domains (comma-separated; empty: none). An account
   * whose verified address is of one of them is a member (src/backend/members/membership.ts).
   */
  workspaceDomains: string[];
  /** Invitations by e-mail: null = no mail (the users page shows the links to send). */
  mail: MailConfig | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** File bytes: null = the local directory `dataDir/blobs`; else an S3-compatible bucket. */
  blobBucket: BlobBucketConfig | null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * State kept on this instance's own disk (the embedded database, the local blob directory)
 * is not seen by another instance: listening beyond loopback with it means "one instance
 * only", which must be said (`SINGLE_INSTANCE=true`), never fallen into by an empty setting.
 */
function checkScatter(raw: RawConfig, host: string, databaseUrl: string): void {
  const single = flag('SINGLE_INSTANCE', raw.SINGLE_INSTANCE);
  if (single || LOOPBACK.has(host)) return;
  const local = [
    ...(databaseUrl ? [] : ['the embedded database (DATABASE_URL is empty)']),
    ...(blank(raw.BLOB_BUCKET) ? ['the local file directory (BLOB_BUCKET is empty)'] : []),
  ];
  if (local.length === 0) return;
  throw new ConfigError(
    'SINGLE_INSTANCE',
    `must be true to listen on ${host} with ${local.join(' and ')}: a second instance would keep its own data. Set DATABASE_URL${blank(raw.BLOB_BUCKET) ? ' and BLOB_BUCKET' : ''} for several instances, or SINGLE_INSTANCE=true for one`,
  );
}

function databaseUrl(
  value: string | undefined,
  key: ConfigKey = 'DATABASE_URL',
  empty = 'embedded',
): string {
  if (blank(value)) return '';
  const v = value.trim();
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new ConfigError(key, `must be a postgres:// URL (or empty: ${empty})`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(key, 'must start with postgres:// or postgresql://');
  }
  return v;
}

function origins(value: string | undefined): string[] {
  if (blank(value)) return ['http://localhost:3000', 'http://127.0.0.1:3000'];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | null = null;
      try {
        url = new URL(item);
      } catch {
        // reported below
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item) {
        throw new ConfigError(
          'CORS_ORIGINS',
          `"${item}" must be an origin such as https://example.com (scheme, host, port; no path or trailing slash)`,
        );
      }
      return item;
    });
}

function projectId(value: string | undefined): string {
  if (blank(value)) return '';
  const v = value.trim();
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(v)) {
    throw new ConfigError('FIREBASE_PROJECT_ID', `"${v}" is not a Firebase project id`);
  }
  return v;
}

function hostPort(key: ConfigKey, value: string | undefined): string {
  if (blank(value)) return '';
  const v = value.trim();
  if (!/^[\w.-]+:\d{1,5}$/.test(v)) throw new ConfigError(key, `"${v}" must look like host:port`);
  return v;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Checks raw values; throws `ConfigError` naming the first bad key. */
export function parseConfig(raw: RawConfig, cwd = process.cwd()): ServerConfig {
  const host = blank(raw.API_HOST) ? '127.0.0.1' : raw.API_HOST.trim();
  if (!/^[\w.:-]+$/.test(host)) throw new ConfigError('API_HOST', `"${host}" is not a host`);
  const firebaseProjectId = projectId(raw.FIREBASE_PROJECT_ID);
  const authEmulatorHost = hostPort('FIREBASE_AUTH_EMULATOR_HOST', raw.FIREBASE_AUTH_EMULATOR_HOST);
  if (authEmulatorHost && !firebaseProjectId.startsWith('demo-')) {
    // The emulator's tokens are unsigned: accepting them for a real project would let anyone
    // sign in as anyone. A demo- project exists only in the emulators.
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'is only allowed with a demo- FIREBASE_PROJECT_ID (emulator tokens are unsigned)',
    );
  }
  const firestoreEmulatorHost = hostPort('FIRESTORE_EMULATOR_HOST', raw.FIRESTORE_EMULATOR_HOST);
  if (firestoreEmulatorHost && !firebaseProjectId.startsWith('demo-')) {
    throw new ConfigError(
      'FIRESTORE_EMULATOR_HOST',
      'is only allowed with a demo- FIREBASE_PROJECT_ID (like the Auth emulator)',
    );
  }
  const profileWrites =
    firestoreEmulatorHost || (firebaseProjectId && !authEmulatorHost) ? 'firestore' : 'off';
  const level = blank(raw.LOG_LEVEL) ? 'info' : raw.LOG_LEVEL.trim();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const firstAccountAdmin = flag('FIRST_ACCOUNT_ADMIN', raw.FIRST_ACCOUNT_ADMIN) ?? false;
  if (firstAccountAdmin && !authEmulatorHost) {
    throw new ConfigError(
      'FIRST_ACCOUNT_ADMIN',
      'is only allowed with the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, as npm run dev:full sets): a real project makes its first Admin with npm run server:grant-admin',
    );
  }
  const workspaceDomains = parseDomains(raw.WORKSPACE_DOMAINS ?? '');
  const badDomain = workspaceDomains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (badDomain !== undefined) {
    throw new ConfigError('WORKSPACE_DOMAINS', `"${badDomain}" is not an e-mail domain`);
  }
  const database = databaseUrl(raw.DATABASE_URL);
  checkScatter(raw, host, database);
  return {
    host,
    port: port('API_PORT', raw.API_PORT, 8787),
    databaseUrl: database,
    databaseListenUrl: database
      ? databaseUrl(raw.DATABASE_LISTEN_URL, 'DATABASE_LISTEN_URL', 'DATABASE_URL') || database
      : '',
    dataDir: path.resolve(
      cwd,
      blank(raw.SERVER_DATA_DIR) ? '.data/server' : raw.SERVER_DATA_DIR.trim(),
    ),
    corsOrigins: origins(raw.CORS_ORIGINS),
    rateLimitPerMinute: positiveInt('RATE_LIMIT_PER_MINUTE', raw.RATE_LIMIT_PER_MINUTE, 600),
    rateLimitPerAddressPerMinute: positiveInt(
      'RATE_LIMIT_PER_ADDRESS_PER_MINUTE',
      raw.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      1200,
    ),
    redisUrl: redisUrl(raw.REDIS_URL),
    rateLimitNamespace: namespace(raw.RATE_LIMIT_NAMESPACE),
    trustProxy: trustProxy(raw.TRUST_PROXY),
    migrateOnStart: flag('MIGRATE_ON_START', raw.MIGRATE_ON_START) ?? database === '',
    statementTimeoutMs: nonNegativeInt(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      raw.DATABASE_STATEMENT_TIMEOUT_MS,
      15_000,
    ),
    idleTransactionTimeoutMs: nonNegativeInt(
      'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS',
      raw.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
      30_000,
    ),
    preparedStatements:
      flag('DATABASE_PREPARED_STATEMENTS', raw.DATABASE_PREPARED_STATEMENTS) ?? true,
    uploadStallMs: nonNegativeInt('UPLOAD_STALL_TIMEOUT_MS', raw.UPLOAD_STALL_TIMEOUT_MS, 30_000),
    bodyTimeoutMs: nonNegativeInt('BODY_TIMEOUT_MS', raw.BODY_TIMEOUT_MS, 30_000),
    // Ten minutes: a 50 MB upload over a link of about 0.7 Mbit/s.
    requestTimeoutMs: nonNegativeInt('REQUEST_TIMEOUT_MS', raw.REQUEST_TIMEOUT_MS, 600_000),
    maxLiveStreams: nonNegativeInt('MAX_LIVE_STREAMS', raw.MAX_LIVE_STREAMS, 2000),
    firebaseProjectId,
    authEmulatorHost,
    firestoreEmulatorHost,
    profileWrites,
    firstAccountAdmin,
    seedDemoData: flag('SEED_DEMO_DATA', raw.SEED_DEMO_DATA) ?? false,
    workspaceDomains,
    mail: mailConfig(raw),
    logLevel: level as ServerConfig['logLevel'],
    blobBucket: blobConfig(raw),
  };
}

/** `KEY=value` lines of a dotenv file (no expansion; quotes around a value are removed). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    let value = match[2] ?? '';
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2] ?? '';
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  }
  return values;
}

/** The raw values: the environment first, then `.env` in `cwd` (see the module comment). */
export function readRawConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): RawConfig {
  const file = path.join(cwd, '.env');
  const fromFile = fs.existsSync(file) ? parseDotenv(fs.readFileSync(file, 'utf8')) : {};
  return Object.fromEntries(
    CONFIG_KEYS.map((key) => [
      key,
      env[key] ?? (ENVIRONMENT_ONLY.includes(key) ? undefined : fromFile[key]),
    ]),
  );
}

/**
 * The config of a command-line program (`program` names it in the message): a bad value
 * prints `<program>: configuration error: ...` and exits with 2.
 */
export function configOrExit(program: string): ServerConfig {
  try {
    return parseConfig(readRawConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${program}: configuration error: ${error.message}`);
    return process.exit(2);
  }
}
