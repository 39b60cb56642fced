/**
 * "Reset demo data" (docs/demo-api.md): the caller's own rows go back to their seed; with
 * `scope: 'workspace'` (Admins only) the workspace's shared rows too (workspace.ts).
 */
import * as z from 'zod/mini';
import { DEMO_API, DEMO_RESET_SCOPES } from '@/contract/demo';
import { attachmentPrefix, fileBlobKey } from './blobKeys';
import { filesTable, fileBlobsTable } from './files/table';
import { routePath } from './path';
import { defineRoute, type AnyRoute, type RouteContext } from './route';
import type { BlobStore, ResetThen } from './store';
import { notYours, WORKSPACE_OWNER } from './workspace';

const resetBody = z.object({
  scope: z.optional(
    z.enum(DEMO_RESET_SCOPES, { error: `scope must be one of ${DEMO_RESET_SCOPES.join(', ')}` }),
  ),
});

/** The workspace's rows and file bytes go; then its sample data or nothing (`then`). */
async function resetWorkspace(
  { store, workspace }: Pick<RouteContext<unknown, unknown>, 'store' | 'workspace'>,
  then?: ResetThen,
): Promise<string[]> {
  // The shared files' bytes: each file's own key (a migrated file kept its old one).
  const keys: string[] = [];
  const kept = new Map(
    (await workspace(fileBlobsTable).list()).items.map((row) => [row.id, row.key]),
  );
  for (const file of (await workspace(filesTable).list()).items) {
    if (file.kind === 'file') keys.push(kept.get(file.id) ?? fileBlobKey(WORKSPACE_OWNER, file.id));
  }
  await store.resetOwner(WORKSPACE_OWNER, then);
  return keys;
}

async function deleteWorkspaceBytes(blobs: BlobStore, keys: readonly string[]) {
  for (const key of keys) await blobs.delete(key);
  await blobs.deletePrefix(fileBlobKey(WORKSPACE_OWNER, ''));
}

const sampleData = (method: 'post' | 'delete', then: ResetThen): AnyRoute =>
  defineRoute({
    method,
    path: routePath(DEMO_API.sampleData),
    summary:
      then === 'demo'
        ? 'Loads the sample projects, tasks, events and files in place of the workspace’s (Admins only)'
        : 'Clears the workspace: every project, task, event and file goes (Admins only)',
    description:
      'Every member’s projects, tasks, calendar events and files are removed (their bytes too); each account’s own areas are kept. 403 for a member.',
    status: 204,
    async handle({ caller, store, blobs, workspace }) {
      if (caller.role !== 'Admin' && caller.role !== null) throw notYours('reset');
      const keys = await resetWorkspace({ store, workspace }, then);
      // Bytes go after the rows (blobs are outside the transaction, as in the reset).
      await deleteWorkspaceBytes(blobs, keys);
      return undefined;
    },
  });

export const demoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: routePath(DEMO_API.reset),
    summary: 'Puts the caller’s demo data back to its seed (the workspace’s too: Admins only)',
    description:
      '`scope: "account"` (the default): the caller’s own areas (e-mail, dashboards, forms, tables, maps, chat, account); the workspace’s projects, tasks, calendar and files are kept. `scope: "workspace"`: those too, for every member (Admins only, 403 otherwise).',
    body: resetBody,
    status: 204,
    async handle({ store, blobs, caller, body, workspace }) {
      const shared = body.scope === 'workspace';
      if (shared && caller.role !== 'Admin' && caller.role !== null) throw notYours('reset');
      const sharedKeys = shared ? await resetWorkspace({ store, workspace }) : [];
      await store.resetOwner(caller.uid);
      // Bytes go after the rows (blobs are outside the transaction: a failed reset may leave
      // rows whose bytes are gone; the downloads answer 404 for those).
      await blobs.deletePrefix(attachmentPrefix(caller.uid));
      if (shared) await deleteWorkspaceBytes(blobs, sharedKeys);
      return undefined;
    },
  }),
  sampleData('post', 'demo'),
  sampleData('delete', 'empty'),
];
