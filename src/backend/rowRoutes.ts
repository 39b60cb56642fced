import type { Role } from '@/services/types';
import { defineRoute } from './route';
import type { TableSpec } from './store';

/**
 * `DELETE <path with :id>` of one of the caller's rows: 204, or a 404 saying `gone` when
 * they have no such row. A delete that must do more (a folder's contents) writes its own.
 */
export function deleteRoute<R extends { id: string }>(options: {
  path: string;
  table: TableSpec<R>;
  gone: string;
  roles?: readonly Role[];
}) {
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
