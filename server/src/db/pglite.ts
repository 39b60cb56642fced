/**
 * Kysely over PGlite (PostgreSQL compiled to WASM, in this process): Kysely's own Postgres
 * dialect, given a pool that hands out PGlite's single connection to one user at a time. A
 * transaction keeps the connection until it ends, so concurrent requests never interleave
 * their statements inside another's transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { TYPE_PARSERS } from './types';

/** A first-come, first-served lock. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

type Command = 'UPDATE' | 'DELETE' | 'INSERT' | 'SELECT' | 'MERGE';
const COMMANDS = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

/** The statement's verb, as node-postgres reports it (`WITH ... INSERT` counts as a write). */
function commandOf(sqlText: string, affected: number): Command {
  const verb = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase() ?? 'SELECT';
  if (COMMANDS.has(verb)) return verb as Command;
  return affected > 0 ? 'UPDATE' : 'SELECT';
}

export interface EmbeddedDatabase {
  dialect: PostgresDialect;
  /**
   * LISTEN in this process (PGlite delivers a NOTIFY to its own listeners on commit). Taken
   * under the connection's lock, so the LISTEN never lands inside a request's transaction.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `dataDir` empty: in memory (tests). */
export async function openPglite(dataDir: string): Promise<EmbeddedDatabase> {
  // pg_trgm: the trigram indexes behind `q` (substring search), as on a real server.
  const pglite = await PGlite.create(dataDir || undefined, {
    parsers: TYPE_PARSERS,
    extensions: { pg_trgm },
  });
  await pglite.exec(`SET TIME ZONE 'UTC'`);
  const mutex = new Mutex();
  const pool: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.acquire();
      let released = false;
      return {
        // Kysely's Postgres driver reads `rows`, `rowCount` and `command` (node-postgres' shape).
        query: (async (sqlText: string, parameters: readonly unknown[]) => {
          const result = await pglite.query<Record<string, unknown>>(sqlText, [...parameters]);
          const affected = result.affectedRows ?? 0;
          return {
            rows: result.rows,
            rowCount: affected || result.rows.length,
            command: commandOf(sqlText, affected),
          };
        }) as PostgresPoolClient['query'],
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
    },
    async end() {
      await pglite.close();
    },
  };
  return {
    dialect: new PostgresDialect({ pool }),
    async listen(channel, onPayload) {
      const release = await mutex.acquire();
      try {
        const unlisten = await pglite.listen(channel, onPayload);
        return async () => {
          if (pglite.closed) return;
          const again = await mutex.acquire();
          try {
            await unlisten();
          } finally {
            again();
          }
        };
      } finally {
        release();
      }
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
