/**
 * A column ordered by a fixed list of its values (tasks' board order: todo, in-progress,
 * review, done), as one SQL expression. The store orders by it and a migration may index
 * it: PostgreSQL uses an expression index only for the very same expression, so both
 * build it here, with the values as literals. They come from code (a route's `rank`), never
 * from a request, and are checked to be plain words before they are written into SQL.
 */
import { sql, type RawBuilder } from 'kysely';

const WORD = /^[A-Za-z0-9_-]+$/;

export function rankExpression(column: string, rank: readonly string[]): RawBuilder<unknown> {
  for (const value of rank) {
    if (!WORD.test(value)) throw new Error(`rank value "${value}" is not a plain word`);
  }
  const values = rank.map((value) => `'${value}'`).join(', ');
  return sql`array_position(${sql.raw(`array[${values}]::text[]`)}, ${sql.id(column)}::text)`;
}
