/**
 * A running server: config -> database -> schema check (or migrations) -> app. `startServer`
 * is what `npm run server` and the tests call; it listens at once and answers 503 until the
 * database holds every migration it knows (retrying while it cannot be reached), so an
 * instance that starts before its database recovers by itself.
 *
 * With `MIGRATE_ON_START` (the embedded database's default) it applies what is pending;
 * without (the default with `DATABASE_URL`), an instance finding the schema behind answers
 * 503 saying so, logs what to run (`npm run server:migrate`), and checks again every few
 * seconds. A schema ahead of it (a newer release migrated) is served as it is.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppState } from './app';
import { firebaseAuth, firebaseVerifier, type Principal, type TokenVerifier } from './auth';
import { firebaseDirectory } from './directory';
import { smtpMailer } from './mailer';
import { firestoreProfileWriter, noProfileWriter, type ProfileWriter } from './profiles';
import { sqlRevocations, type Revocations } from './revocations';
import { firebaseDisabledCheck } from './firebaseDisabled';
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import type { ServerConfig } from './config';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from './db/database';
import { migrate, MIGRATIONS, schemaStatus, type MigrationModule } from './db/migrations';
import { MESSAGES } from './errors';
import { sqlStore } from './db/sqlStore';
import { mountApi } from './api';
import { liveHub } from './live';
import { mountLiveStream } from './liveStream';
import { directoryBlobStore, memoryBlobStore, sweepTemporary } from './blobs';
import { pendingBlobStore, startBlobSweep, sweepPendingBlobs } from './pendingBlobs';
import { AREAS, ROUTES } from './registry';
import path from 'node:path';
import type { BlobStore } from '@/backend/store';
import { standingOf } from '@/backend/members/membership';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The address it listens on, `http://host:port`. */
  url: string;
  /** Resolves once the database is migrated. */
  ready: Promise<void>;
  /** Stops taking requests, waits for those in flight, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: ServerConfig;
  /** Tests pass their own; by default firebase-admin's, when a project id is set. */
  verifier?: TokenVerifier | null;
  /** Embedded database in memory, not under the data dir (tests). */
  inMemory?: boolean;
  retryDelayMs?: number;
  /** The clock of the API (seeds, createdAt); tests pin it. */
  now?: () => number;
  /** File bytes; default: SERVER_DATA_DIR/blobs (in memory with `inMemory`). */
  blobs?: BlobStore;
  /** Profile role writes; default: Firestore or none, as `config.profileWrites` says. */
  profiles?: ProfileWriter;
  /** How long a revocation read stays cached (ms; default 2000). */
  revocationTtlMs?: number;
  /** How long Firebase's word on a disabled account stays cached (ms; default 30 s). */
  firebaseDisabledTtlMs?: number;
  /** The migrations this instance knows (tests: an older release's). */
  migrations?: Record<string, MigrationModule>;
  /** Prefix of the rate limits' Redis keys; default `config.rateLimitNamespace`. */
  rateLimitNamespace?: string;
  /** Live updates' timings (tests shorten them). */
  live?: {
    keptMs?: number;
    pruneEveryMs?: number;
    heartbeatMs?: number;
    checkMs?: number;
    maxStreamsPerAccount?: number;
  };
  /**
   * The sweep of uploads a killed instance left (pendingBlobs.ts): records older than
   * `graceMs` (default an hour) go, checked every `intervalMs` (default 5 minutes).
   */
  blobSweep?: { graceMs?: number; intervalMs?: number };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The file bytes' store: the bucket when `BLOB_BUCKET` is set (checked now: a bucket that is
 * missing or refuses the credentials stops the start with a message), else the directory
 * (its unfinished writes of a killed process swept first).
 */
async function openBlobs(
  options: StartOptions,
): Promise<{ blobs: BlobStore; check?: () => Promise<void> }> {
  const { config } = options;
  if (options.blobs) return { blobs: options.blobs };
  if (config.blobBucket) {
    // The S3 SDK is loaded only by instances that use a bucket (it takes ~25 MB of memory).
    const { bucketBlobStore } = await import('./bucket');
    const bucket = bucketBlobStore(config.blobBucket);
    await bucket.check();
    // /readyz asks the bucket again: an instance that lost it takes no traffic.
    return { blobs: bucket, check: () => bucket.check() };
  }
  if (options.inMemory) return { blobs: memoryBlobStore() };
  const dir = path.join(config.dataDir, 'blobs');
  await sweepTemporary(dir);
  return { blobs: directoryBlobStore(dir) };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const state: AppState = { ready: false };
  const { blobs: bytes, check: blobCheck } = await openBlobs(options);
  let closing = false;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl,
    dataDir: options.inMemory ? '' : config.dataDir,
    onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    statementTimeoutMs: config.statementTimeoutMs,
    idleTransactionTimeoutMs: config.idleTransactionTimeoutMs,
    preparedStatements: config.preparedStatements,
  });
  const migrations = options.migrations ?? MIGRATIONS;
  const live = liveHub({
    database,
    log: (message, error) => app.log.warn({ err: error }, message),
    keptMs: options.live?.keptMs,
    pruneEveryMs: options.live?.pruneEveryMs,
  });
  // Uploads recorded as pending until their row commits, and swept when it never does
  // (an older release's schema, in the rollout tests, has no such records).
  const sweeping = '0011_pending_blobs' in migrations;
  const blobs = sweeping ? pendingBlobStore(bytes, database.db) : bytes;
  let stopSweep = () => undefined as void;
  // The client is loaded only when a Redis is configured.
  const redisModule = config.redisUrl ? await import('./redis') : null;
  const redis =
    config.redisUrl && redisModule
      ? redisModule.openRedis({
          url: config.redisUrl,
          log: (message, error) => app.log.warn({ err: error }, message),
        })
      : null;
  const verifier =
    options.verifier !== undefined
      ? options.verifier
      : config.firebaseProjectId
        ? firebaseVerifier({
            projectId: config.firebaseProjectId,
            emulatorHost: config.authEmulatorHost,
          })
        : null;
  const revocations: Revocations = sqlRevocations(database.db, {
    ttlMs: options.revocationTtlMs,
  });
  const auth = config.firebaseProjectId
    ? firebaseAuth({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost })
    : null;
  const profiles =
    options.profiles ??
    (auth && config.profileWrites === 'firestore'
      ? firestoreProfileWriter(auth, config.firestoreEmulatorHost)
      : noProfileWriter);
  // The users page's revocations first (no call), then Firebase's own disabled flag (an
  // account disabled in its console; cached, see ./firebaseDisabled.ts).
  const firebaseDisabled = auth
    ? firebaseDisabledCheck(auth, {
        ttlMs: options.firebaseDisabledTtlMs,
        log: (message, error) => app.log.warn({ err: error }, message),
      })
    : null;
  const sessionRefusal = async (principal: Principal): Promise<string | null> =>
    (await revocations.refusal(principal.uid, principal.authTime)) ??
    ((await firebaseDisabled?.(principal.uid)) ? SESSION_MESSAGES.disabled : null);
  const app = await buildApp({
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitPerAddressPerMinute: config.rateLimitPerAddressPerMinute,
    trustProxy: config.trustProxy,
    bodyTimeoutMs: config.bodyTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
    redis,
    rateLimitNamespace: options.rateLimitNamespace ?? config.rateLimitNamespace,
    readyChecks: {
      ...(redis && redisModule ? { redis: () => redisModule.pingRedis(redis) } : {}),
      ...(blobCheck ? { blobs: blobCheck } : {}),
    },
    verifier,
    sessionRefusal,
    currentRole: (principal) => revocations.role(principal.uid, principal.role, principal.issuedAt),
    ping: database.ping,
    databaseKind: database.kind,
    state,
    logger: { level: config.logLevel },
    mountApi: async (api) => {
      const store = sqlStore(database.db, AREAS, {
        now: options.now,
        seedDemoData: config.seedDemoData,
        log: (message, error) => app.log.warn({ err: error }, message),
      });
      const membership = { domains: config.workspaceDomains };
      mountLiveStream(api, {
        hub: live,
        database,
        sessionRefusal,
        isMember: async (principal) =>
          (await standingOf(store, { ...principal }, membership)).member,
        heartbeatMs: options.live?.heartbeatMs,
        checkMs: options.live?.checkMs,
        maxStreamsPerAccount: options.live?.maxStreamsPerAccount,
        maxStreams: config.maxLiveStreams,
      });
      // Open streams end first: a server closing waits for its connections.
      api.addHook('preClose', async () => live.close());
      await mountApi(api, {
        routes: ROUTES,
        store,
        blobs,
        now: options.now,
        uploadStallMs: config.uploadStallMs,
        firstAdmin: config.firstAccountAdmin,
        membership,
        ...(config.mail ? { mailer: smtpMailer(config.mail) } : {}),
        ...(auth
          ? {
              directory: firebaseDirectory({
                auth,
                profiles,
                revocations,
                log: (message, error) => app.log.error({ err: error }, message),
              }),
            }
          : {}),
      });
    },
  });
  if (auth && profiles === noProfileWriter) {
    app.log.info(
      'profiles (users/{uid}.userRole) are not written when the users page changes a role: no Firestore is configured (a real FIREBASE_PROJECT_ID, or FIRESTORE_EMULATOR_HOST); the role claim is',
    );
  }
  if (!verifier) {
    app.log.warn(
      'FIREBASE_PROJECT_ID is not set: /healthz answers, every /api call answers 503 until it is',
    );
  }

  const ready = (async () => {
    let told = false;
    for (;;) {
      try {
        if (config.migrateOnStart) {
          const applied = await migrate(database.db, migrations);
          if (applied.length) app.log.info({ applied }, 'database migrated');
        }
        const { pending, unknown } = await schemaStatus(database.db, migrations);
        if (pending.length === 0) {
          if (unknown.length) {
            app.log.info({ unknown }, 'the database holds migrations of a newer release: served');
          }
          state.notReady = undefined;
          state.ready = true;
          live.startPruning();
          return;
        }
        state.notReady = MESSAGES.schemaBehind;
        if (!told) {
          told = true;
          app.log.error(
            { pending },
            'the database schema is behind this release: run `npm run server:migrate` (MIGRATE_ON_START is off); answering 503 until then',
          );
        }
      } catch (error) {
        if (closing) return;
        if (!isDatabaseUnavailable(error)) throw error;
        app.log.warn('database not reachable: the schema check will be retried');
      }
      if (closing) return;
      await pause(options.retryDelayMs ?? 2000);
      if (closing) return;
    }
  })();
  void ready.then(
    () => {
      if (!sweeping || closing) return;
      const { graceMs = 3_600_000, intervalMs = 300_000 } = options.blobSweep ?? {};
      stopSweep = startBlobSweep(
        () => sweepPendingBlobs(database.db, bytes, { graceMs }),
        intervalMs,
        (message, error) => app.log.warn({ err: error }, message),
      );
    },
    () => undefined,
  );
  // A migration that fails for another reason (a bad migration) stops the server.
  ready.catch((error: unknown) => {
    app.log.fatal({ err: error }, 'migrations failed');
    process.exitCode = 1;
    void app.close().then(async () => {
      redis?.disconnect();
      await database.close();
    });
  });

  // The LISTEN needs no table: in place before the first stream opens.
  await live.start();
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    database,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    ready,
    async close() {
      closing = true;
      stopSweep();
      await app.close();
      await live.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
