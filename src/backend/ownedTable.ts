/** A table seen as one owner's rows (`ctx.table`, `ctx.workspace`): the owner filled in. */
import { afterFits } from './cursor';
import { BAD_CURSOR } from './list';
import { invalid, notFound } from './problems';
import type { ListQuery, Page, Row, Store, TableSpec, UpdateOptions } from './store';

/** One owner's rows of a table: the port with the owner filled in (the caller's). */
export interface OwnedTable<R extends Row> {
  list(query?: ListQuery): Promise<Page<R>>;
  get(id: R['id']): Promise<R | null>;
  /** The row, or a 404 with this message. */
  find(id: R['id'], message?: string): Promise<R>;
  insert(row: R): Promise<R>;
  /** See `Table.update` (a versioned row: one more version; `ifVersion`: only if still at it). */
  update(id: R['id'], patch: Partial<R>, options?: UpdateOptions): Promise<R | null>;
  remove(id: R['id']): Promise<boolean>;
  newId(prefix: string): Promise<string>;
}

export function ownedTable<R extends Row>(
  store: Store,
  spec: TableSpec<R>,
  owner: string,
): OwnedTable<R> {
  const table = store.table(spec);
  return {
    list: async (query) => {
      // Checked here, where the columns are known: both stores then compare like with like.
      if (query && !afterFits(spec.columns, query)) {
        throw invalid({ cursor: BAD_CURSOR }, 'Invalid list parameters');
      }
      return table.list(owner, query);
    },
    get: (id) => table.get(owner, id),
    find: async (id, message) => {
      const row = await table.get(owner, id);
      if (!row) throw notFound(message);
      return row;
    },
    insert: (row) => table.insert(owner, row),
    update: (id, patch, options) => table.update(owner, id, patch, options),
    remove: (id) => table.remove(owner, id),
    newId: (prefix) => table.newId(owner, prefix),
  };
}
