import { authoredNoteSchema, type AuthoredNote, type Role } from '@/contract/common';
import type { Authorship } from '@/contract/common';
import { defineRoute, type Method, type OwnedTable, type RouteContext } from './route';
import type { TableSpec } from './store';
import type { Schema } from './validate';
import { isVersioned, splitVersion, updateVersioned } from './versions';
import { changedBy, checkMayChange, type NOT_YOURS } from './workspace';

/**
 * A row of the workspace (workspace.ts): who may change it (403 otherwise), and its
 * authorship, which every change stamps (`updatedBy`, `updatedAt`).
 */
export interface SharedRows<R> {
  kind: keyof typeof NOT_YOURS;
  /** The uids the record names as its members besides its creator (a task's assignee). */
  members?(row: R): readonly (string | null | undefined)[];
}

/** One of the caller's rows, by the `:id` of `path`; a 404 saying `gone` when they have none. */
interface RowRoute<R extends { id: string }> {
  path: string;
  table: TableSpec<R>;
  gone: string;
  roles?: readonly Role[];
  /** The workspace's rows (not the caller's), changed only by those `shared` allows. */
  shared?: SharedRows<R>;
}

type Shared = Pick<Authorship, 'createdBy'>;

/** The route's rows: the workspace's when `shared`, else the caller's. */
const rowsOf = <R extends { id: string }>(
  ctx: Pick<RouteContext<unknown, unknown>, 'table' | 'workspace'>,
  options: RowRoute<R>,
): OwnedTable<R> => (options.shared ? ctx.workspace(options.table) : ctx.table(options.table));

/** A shared row's write check (403) and the authorship its change stamps; {} for own rows. */
function guard<R extends { id: string }>(
  ctx: Pick<RouteContext<unknown, unknown>, 'caller' | 'now'>,
  options: RowRoute<R>,
  row: R,
): Partial<R> {
  if (!options.shared) return {};
  checkMayChange(ctx.caller, options.shared.kind, row as R & Shared, options.shared.members?.(row));
  return changedBy(ctx.caller, ctx.now) as unknown as Partial<R>;
}

/**
 * `DELETE <path with :id>` of one of the caller's rows: 204, or a 404 saying `gone` when
 * they have no such row. A delete that must do more (a folder's contents) writes its own.
 */
export function deleteRoute<R extends { id: string }>(options: RowRoute<R>) {
  const { path, gone, roles } = options;
  return defineRoute({
    method: 'delete',
    path,
    roles,
    status: 204,
    async handle(ctx) {
      const rows = rowsOf(ctx, options);
      const row = await rows.find(ctx.params.id ?? '', gone);
      guard(ctx, options, row);
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
  const { method, path, gone, roles, body: schema, response } = options;
  return defineRoute({
    method,
    path,
    roles,
    body: schema,
    response,
    ...(isVersioned(options.table) ? { versioned: true as const } : {}),
    async handle(ctx) {
      const rows = rowsOf(ctx, options);
      const { version, patch } = splitVersion(ctx.body);
      const row = await rows.find(ctx.params.id ?? '', gone);
      // 404, then 403 (not theirs to change), then 409 (a stale version: one conditional write).
      const stamp = guard(ctx, options, row);
      const changes = { ...patch, ...stamp } as unknown as Partial<R>;
      return updateVersioned(rows, row.id, changes, version, gone);
    },
  });
}

/** What a member writes on a row: a comment, an entry of its activity. */
export type { AuthoredNote };

/** Who writes a note: the caller, and the directory that names them. */
type Author = Pick<RouteContext<unknown, unknown>, 'caller' | 'directory'>;

/**
 * The caller's name as the account directory has it now (the e-mail when they have none), or
 * '' when the directory cannot say: a route never makes a name up (issue 54: every note was
 * signed by a "Shreyu N" who does not exist).
 */
export async function directoryName(ctx: Author) {
  try {
    const account = await ctx.directory.get(ctx.caller.uid);
    return account ? account.name || account.email : '';
  } catch {
    // No directory on this backend (or it is away): the uid still says who wrote it.
    return '';
  }
}

/**
 * A new note by the caller at `now`, with an id of `rows` (`prefix` first): their uid, and the
 * directory's name for them (clients show the member's current name by the uid).
 */
export const authoredNote = async <R extends { id: string }>(
  ctx: Author,
  rows: OwnedTable<R>,
  prefix: string,
  text: string,
  now: number,
): Promise<AuthoredNote> => ({
  id: await rows.newId(prefix),
  author: await directoryName(ctx),
  authorId: ctx.caller.uid,
  text,
  createdAt: new Date(now).toISOString(),
});

/**
 * `POST <path with :id>`: a comment by the caller on one of the caller's rows, added
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
  const { path, gone, roles, body: schema, prefix, patch } = options;
  return defineRoute({
    method: 'post',
    path,
    roles,
    body: schema,
    response: authoredNoteSchema,
    // Every member may comment on a shared record (a comment is a new record of its own).
    async handle(ctx) {
      const { params, body, now } = ctx;
      const rows = rowsOf(ctx, options);
      const row = await rows.find(params.id ?? '', gone);
      const comment = await authoredNote(ctx, rows, prefix, body.text, now);
      await rows.update(row.id, patch([...row.comments, comment]));
      return comment;
    },
  });
}
