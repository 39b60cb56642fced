/**
 * The database: Kysely over node-postgres (`DATABASE_URL`) or over the embedded PGlite (files
 * under `SERVER_DATA_DIR/pglite`). Both speak the same PostgreSQL, run the same migrations and
 * give back values of the same shapes (./types).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparedPool } from './prepared';
import { listenPostgres, type Listener, type ListenOptions } from './notifications';
import { TYPE_PARSERS } from './types';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` for the live updates: PGlite in this process; PostgreSQL on one
   * connection of its own, outside the pool, reconnecting by itself (./notifications).
   */
  listen(options: ListenOptions): Promise<Listener>;
  /** Resolves when a trivial query runs; rejects when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Empty: embedded. */
  databaseUrl: string;
  /** The LISTEN connection's URL (not through a transaction-mode pooler); empty: `databaseUrl`. */
  listenUrl?: string;
  /** For the embedded database; empty with no URL: in memory (tests). */
  dataDir: string;
  /** Connections of the pool (node-postgres only). */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /**
   * node-postgres only: a query running longer is cancelled (57014), a session idle inside a
   * transaction longer is ended (25P03); both answer 503 (errors.ts). 0 or absent: no limit.
   * The embedded database has neither: it is one process's own, and its queries run one at
   * a time, so there is no pool for a slow one to drain.
   */
  statementTimeoutMs?: number;
  idleTransactionTimeoutMs?: number;
  /** node-postgres only: each connection keeps its statements parsed (prepared.ts; default on). */
  preparedStatements?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) {
    let dir = '';
    if (options.dataDir) {
      dir = path.join(options.dataDir, 'pglite');
      fs.mkdirSync(dir, { recursive: true });
    }
    // PGlite (its WebAssembly engine) is loaded only by an instance that embeds it.
    const { openPglite } = await import('./pglite');
    const embedded = await openPglite(dir);
    const db = new Kysely<Database>({ dialect: embedded.dialect });
    return {
      db,
      kind: 'pglite',
      async listen({ channel, onPayload, onConnected }) {
        const unlisten = await embedded.listen(channel, onPayload);
        onConnected(false);
        return { close: unlisten };
      },
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: async () => {
        await db.destroy();
        await embedded.close();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // A database that is away fails fast (503) instead of holding the request.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    options: '-c TimeZone=UTC',
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.idleTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: options.idleTransactionTimeoutMs }
      : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ??
        (pg.types.getTypeParser(oid, format ?? 'text') as (
          text: string,
        ) => unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client whose server went away emits here; without a listener it would crash the
  // process. The pool drops that client and opens a new one on the next request.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A checked-out client emits 'error' too (its backend terminated, a failover, the session's
  // idle-in-transaction timeout), and the pool listens only while a client is idle: without
  // this, a connection lost under load is an unhandled 'error' event and the process exits.
  // The query in flight rejects by itself (503, errors.ts); the pool drops the client when it
  // comes back unqueryable, so the next request opens a fresh one.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  // Each connection keeps the statements it runs, parsed once (prepared.ts).
  const prepared = options.preparedStatements === false ? pool : preparedPool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: prepared }) });
  return {
    db,
    kind: 'postgres',
    listen: (listenOptions) =>
      Promise.resolve(listenPostgres(options.listenUrl || options.databaseUrl, listenOptions)),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when an error means "the database cannot be reached now" (answer 503, try again). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return (
    typeof message === 'string' &&
    /Connection terminated|not queryable|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(
      message,
    )
  );
}
