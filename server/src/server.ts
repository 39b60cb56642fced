/**
 * A running server: config -> database -> migrations -> app. `startServer` is what
 * `npm run server` and the tests call; it listens at once and answers 503 until the
 * database is migrated (retrying while it cannot be reached), so an instance that starts
 * before its database recovers by itself.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppState } from './app';
import { firebaseAuth, firebaseVerifier, type TokenVerifier } from './auth';
import { firebaseDirectory } from './directory';
import { firestoreProfileWriter, noProfileWriter, type ProfileWriter } from './profiles';
import { sqlRevocations, type Revocations } from './revocations';
import type { ServerConfig } from './config';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrations';
import { sqlStore } from './db/sqlStore';
import { mountApi } from './api';
import { directoryBlobStore, memoryBlobStore, sweepTemporary } from './blobs';
import { bucketBlobStore } from './bucket';
import { AREAS, ROUTES } from './registry';
import path from 'node:path';
import type { BlobStore } from '@/backend/store';

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
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The file bytes' store: the bucket when `BLOB_BUCKET` is set (checked now: a bucket that is
 * missing or refuses the credentials stops the start with a message), else the directory
 * (its unfinished writes of a killed process swept first).
 */
async function openBlobs(options: StartOptions): Promise<BlobStore> {
  const { config } = options;
  if (options.blobs) return options.blobs;
  if (config.blobBucket) {
    const bucket = bucketBlobStore(config.blobBucket);
    await bucket.check();
    return bucket;
  }
  if (options.inMemory) return memoryBlobStore();
  const dir = path.join(config.dataDir, 'blobs');
  await sweepTemporary(dir);
  return directoryBlobStore(dir);
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const state: AppState = { ready: false };
  const blobs = await openBlobs(options);
  let closing = false;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemory ? '' : config.dataDir,
    onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'),
  });
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
  const app = await buildApp({
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    verifier,
    sessionRefusal: (principal) => revocations.refusal(principal.uid, principal.authTime),
    ping: database.ping,
    databaseKind: database.kind,
    state,
    logger: { level: config.logLevel },
    mountApi: (api) =>
      mountApi(api, {
        routes: ROUTES,
        store: sqlStore(database.db, AREAS, { now: options.now }),
        blobs,
        now: options.now,
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
      }),
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
    for (;;) {
      try {
        const applied = await migrate(database.db);
        if (applied.length) app.log.info({ applied }, 'database migrated');
        state.ready = true;
        return;
      } catch (error) {
        if (closing) return;
        if (!isDatabaseUnavailable(error)) throw error;
        app.log.warn('database not reachable: migrations will be retried');
        await pause(options.retryDelayMs ?? 2000);
      }
    }
  })();
  // A migration that fails for another reason (a bad migration) stops the server.
  ready.catch((error: unknown) => {
    app.log.fatal({ err: error }, 'migrations failed');
    process.exitCode = 1;
    void app.close().then(() => database.close());
  });

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
      await app.close();
      await database.close();
    },
  };
}
