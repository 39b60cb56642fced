/**
 * Two people, one record (issue 40): the versions of shared records, written once for every
 * area. A table with an integer `version` column is versioned: its rows start at 1 (seeds:
 * `defineArea`; creates: the route's row), and the storage adapters add 1 on every update
 * (`Table.update`), so every change counts, whichever route made it. A write that sends the
 * version it read (`ifVersion` in the contract, src/contract/versions.ts) goes through
 * `updateVersioned`: one conditional update (`... where version = $read`), so of two writes
 * that read the same version only the first passes; the other answers 409 with the record
 * as it is now.
 */
import { STALE_MESSAGE, VERSION_FIELD } from '@/contract/versions';
import { ApiProblem, notFound } from './problems';
import type { OwnedTable } from './route';
import type { Row, SeedRows, TableInfo } from './store';

/** Whether a table keeps versions (it has a `version` column). */
export const isVersioned = (table: Pick<TableInfo, 'columns'>): boolean =>
  VERSION_FIELD in table.columns;

/** A versioned row's version (rows saved before versions existed count as 1). */
export const versionOf = (row: Row): number => {
  const value = (row as Record<string, unknown>)[VERSION_FIELD];
  return typeof value === 'number' ? value : 1;
};

/** The seed's rows of versioned tables at version 1 (the seeds themselves say nothing of it). */
export function firstVersions(tables: readonly TableInfo[], rows: SeedRows): SeedRows {
  const out: SeedRows = { ...rows };
  for (const table of tables) {
    const seeded = rows[table.name];
    if (seeded && isVersioned(table))
      out[table.name] = seeded.map((row) => ({ ...row, [VERSION_FIELD]: 1 }));
  }
  return out;
}

/** 409: the write read an older version; `current` is the record as it is now. */
export const staleVersion = (current: unknown) =>
  new ApiProblem(409, { message: STALE_MESSAGE, current });

/**
 * Writes `patch` over one row if it is still at `version` (when the writer sent one) and
 * answers it as stored; otherwise a 409 with the row as it is now (`present` shapes it as
 * the route answers it), or a 404 saying `gone` when the row is not there at all.
 */
export async function updateVersioned<R extends Row>(
  rows: OwnedTable<R>,
  id: R['id'],
  patch: Partial<R>,
  version: number | undefined,
  gone: string,
  present: (row: R) => unknown = (row) => row,
): Promise<R> {
  const saved = await rows.update(id, patch, version === undefined ? {} : { ifVersion: version });
  if (saved) return saved;
  const current = await rows.get(id);
  if (!current) throw notFound(gone);
  throw staleVersion(present(current));
}

/**
 * A stale version before a write that cannot be one conditional update (a move that may
 * change nothing): 409 when the row is past `version`. Pair it with `updateVersioned` for
 * the row's own write, which checks again atomically.
 */
export function checkVersion<R extends Row>(
  row: R,
  version: number | undefined,
  present: (row: R) => unknown = (r) => r,
): void {
  if (version !== undefined && versionOf(row) !== version) throw staleVersion(present(row));
}

/** A body without its `version` (what is written), and the version it sent. */
export function splitVersion<B extends { version?: number }>(
  body: B,
): { version: number | undefined; patch: Omit<B, 'version'> } {
  const { version, ...patch } = body;
  return { version, patch };
}
