/**
 * Named prepared statements for node-postgres, under Kysely. node-postgres sends each query
 * unnamed, so PostgreSQL parses, analyses and plans it at every call; the list statements
 * are long (a page, its flags, its count) and that work was most of their database time
 * (pgbench on the first page's statement, one run: 1.3 ms a call unnamed, 0.32 ms prepared,
 * the same plan). Here each connection names the statements it runs (by their text: Kysely
 * puts every value in a parameter, so a statement's text is its shape) and PostgreSQL keeps
 * them for the connection's life; a named statement is parsed once per connection.
 *
 * At most `limit` names per connection: the texts are bounded by the code's shapes, but a
 * few vary with their input (an `in (...)` list's length), and a kept statement holds memory
 * on the server; past the limit a statement goes unnamed, as before. The statements' results
 * name their columns (no `select *` of a table), so a migration that adds a column does not
 * change a kept statement's result (PostgreSQL plans it again by itself when a table changes).
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements named per connection at most. */
export const PREPARED_PER_CONNECTION = 200;

export function preparedPool(pool: pg.Pool, limit = PREPARED_PER_CONNECTION): PostgresPool {
  const namesOf = new WeakMap<pg.PoolClient, Map<string, string>>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let names = namesOf.get(client);
      if (!names) namesOf.set(client, (names = new Map<string, string>()));
      const named = names;
      function query(text: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) {
        // A cursor (Kysely's streaming) goes as it is.
        if (typeof text !== 'string') return client.query(text as unknown as pg.Submittable);
        let name = named.get(text);
        if (!name && named.size < limit) named.set(text, (name = `k${named.size}`));
        const values = [...(parameters ?? [])];
        return name ? client.query({ name, text, values }) : client.query(text, values);
      }
      return {
        // Kysely's type is two overloads (a statement, a cursor) one function serves.
        query: query as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy),
      };
    },
    end: () => pool.end(),
  };
}
