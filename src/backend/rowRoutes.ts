import { authoredNoteSchema, type AuthoredNote, type Role } from '@/contract/common';
import { defineRoute, type Method, type OwnedTable } from './route';
import type { TableSpec } from './store';
import type { Schema } from './validate';
import { isVersioned, splitVersion, updateVersioned } from './versions';

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
    status: 204,
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
 * caller's rows; answers the row as stored, or a 404 saying `gone`. A versioned table's body
 * may carry the `version` read (409 when stale: versions.ts). An update that must do more (a
 * move, a log entry) writes its own.
 */
export function updateRoute<R extends { id: string }, B extends Partial<R> & { version?: number }>(
  options: RowRoute<R> & {
    method: Extract<Method, 'put' | 'patch'>;
    body: Schema<B>;
    /** The stored row's schema (the contract's). */
    response: Schema<unknown>;
  },
) {
  const { method, path, table: spec, gone, roles, body: schema, response } = options;
  return defineRoute({
    method,
    path,
    roles,
    body: schema,
    response,
    ...(isVersioned(spec) ? { versioned: true as const } : {}),
    async handle({ table, params, body }) {
      const rows = table(spec);
      const { version, patch } = splitVersion(body);
      const row = await rows.find(params.id ?? '', gone);
      return updateVersioned(rows, row.id, patch as unknown as Partial<R>, version, gone);
    },
  });
}

/** What the demo's one author writes on a row: a comment, an entry of its activity. */
export type { AuthoredNote };

/** A new note by the demo's author at `now`, with an id of `rows` (`prefix` first). */
export const authoredNote = async <R extends { id: string }>(
  rows: OwnedTable<R>,
  prefix: string,
  text: string,
  now: number,
): Promise<AuthoredNote> => ({
  id: await rows.newId(prefix),
  author: 'Shreyu N',
  text,
  createdAt: new Date(now).toISOString(),
});

/**
 * `POST <path with :id>`: a comment by the demo's author on one of the caller's rows, added
 * after its others; answers the comment, or a 404 saying `gone`. `patch` is what the row
 * takes: its comments, and whatever follows them (a count).
 */
export function commentRoute<R extends { id: string; comments: AuthoredNote[] }>(
  options: RowRoute<R> & {
    body: Schema<{ text: string }>;
    /** Of the comments' ids. */
    prefix: string;
    patch: (comments: AuthoredNote[]) => Partial<R>;
  },
) {
  const { path, table: spec, gone, roles, body: schema, prefix, patch } = options;
  return defineRoute({
    method: 'post',
    path,
    roles,
    body: schema,
    response: authoredNoteSchema,
    async handle({ table, params, body, now }) {
      const rows = table(spec);
      const row = await rows.find(params.id ?? '', gone);
      const comment = await authoredNote(rows, prefix, body.text, now);
      await rows.update(row.id, patch([...row.comments, comment]));
      return comment;
    },
  });
}
