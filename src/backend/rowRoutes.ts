import type { Role } from '@/services/types';
import { defineRoute, type Method } from './route';
import type { TableSpec } from './store';
import type { Schema } from './validate';

/** One of the caller's rows, by the `:id` of `path`; a 404 saying `gone` when they have none. */
interface RowRoute<R extends { id: string }> {
  path: string;
  table: TableSpec<R>;
  gone: string;
  roles?: readonly Role[];
}

/**
 * `DELETE <path with :id>` of one of the caller's rows: 204, or a 404 saying `gone` when
 * they have no such row. A delete that must do more (a folder's contents) writes its own.
 */
export function deleteRoute<R extends { id: string }>(options: RowRoute<R>) {
  const { path, table: spec, gone, roles } = options;
  return defineRoute({
    method: 'delete',
    path,
    roles,
    async handle({ table, params }) {
      const rows = table(spec);
      const row = await rows.find(params.id ?? '', gone);
      await rows.remove(row.id);
      return undefined;
    },
  });
}

/**
 * `PUT` or `PATCH <path with :id>`: the body, as its schema reads it, written over one of the
 * caller's rows; answers the row as stored, or a 404 saying `gone`. An update that must do
 * more (a move, a log entry) writes its own.
 */
export function updateRoute<R extends { id: string }, B extends Partial<R>>(
  options: RowRoute<R> & { method: Extract<Method, 'put' | 'patch'>; body: Schema<B> },
) {
  const { method, path, table: spec, gone, roles, body: schema } = options;
  return defineRoute({
    method,
    path,
    roles,
    body: schema,
    async handle({ table, params, body }) {
      const rows = table(spec);
      const row = await rows.find(params.id ?? '', gone);
      return rows.update(row.id, body);
    },
  });
}
