/**
 * The files API (docs/api/files.md): the workspace's folders and files (every member's,
 * workspace.ts), their bytes behind the `BlobStore` port (key `*workspace:<fileId>`, or the
 * key a migrated file kept: `file_blobs`), uploads checked against the contract's limits.
 */
import { fileBlobKey } from '../blobKeys';
import {
  checkName,
  checkUpload,
  extensionOf,
  FILES_API,
  fileEntrySchema,
  fileListingSchema,
  MAX_UPLOAD_BYTES,
  NAME_MAX,
  newFolderBody,
  patchFileBody,
  type FileEntry,
  type FileListing,
  type FolderCrumb,
} from '@/contract/files';
import { queryRows } from '../memory';
import { routePath } from '../path';
import { ApiProblem, invalid, notFound } from '../problems';
import {
  defineRoute,
  FileAnswer,
  formField,
  listRoute,
  multipartRoute,
  type AnyRoute,
  type OwnedTable,
} from '../route';
import { columnSorts, pageAnswer } from '../list';
import { asc, desc } from '../store';
import { fileBlobsTable, fileViewsTable, filesTable, type FileBlob, type FileView } from './table';
import {
  changedBy,
  checkMayChange,
  createdBy,
  mayChange,
  notYours,
  WORKSPACE_OWNER,
} from '../workspace';
import { SEEDED_PREFIX } from './seed';
import { bytesRead } from '../bytes';

/** Bytes the workspace may keep (what the file manager's usage bar shows). */
export const QUOTA = 1024 * 1024 * 1024;
const RECENT = 20;
const blobKey = fileBlobKey;

/** The files' refusals (their Italian: src/app/serverWords). */
export const FILE_MESSAGES = {
  nameRequired: 'A name is required',
  nameTooLong: `A name may be at most ${NAME_MAX} characters`,
  nameSlash: 'A name cannot contain "/"',
  nameTaken: 'This folder already has an item with that name',
  tooLarge: `A file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  typeNotAllowed: 'This type of file is not accepted',
  quota: `Not enough storage: the workspace's files may take at most ${QUOTA / 1024 ** 3} GB together. Delete some and try again`,
  missing: 'The content of this file is missing',
};

/** Ids of uploaded files: `u` + the blob key's random part (blobKeys.ts), never reused. */
const uploadedId = (blobId: string) => `u${blobId}`;

/** Bytes the workspace's files take (the bin included: its files still take space). */
async function usedBytes(files: OwnedTable<FileEntry>): Promise<number> {
  const all = await files.list();
  return all.items.reduce((sum, e) => sum + e.size, 0);
}

const quotaProblem = () =>
  new ApiProblem(413, { message: FILE_MESSAGES.quota, fields: { file: FILE_MESSAGES.quota } });

/** From Home to this folder, or null when it is not a live folder of the owner's. */
async function pathTo(
  files: OwnedTable<FileEntry>,
  folderId: string | null,
): Promise<FolderCrumb[] | null> {
  const path: FolderCrumb[] = [];
  let id = folderId;
  while (id !== null) {
    const folder = await files.get(id);
    if (!folder || folder.kind !== 'folder' || folder.trashed) return null;
    path.unshift({ id: folder.id, name: folder.name });
    id = folder.parentId;
  }
  return [{ id: null, name: 'Home' }, ...path];
}

async function siblingsOf(files: OwnedTable<FileEntry>, parentId: string | null, except?: string) {
  const { items } = await files.list({
    where: [
      { column: 'parentId', op: 'eq', value: parentId },
      { column: 'trashed', op: 'eq', value: false },
    ],
  });
  return items.filter((e) => e.id !== except).map((e) => e.name);
}

/** Everything inside a folder (deep), for "delete forever". */
async function descendants(files: OwnedTable<FileEntry>, id: string): Promise<FileEntry[]> {
  const { items } = await files.list({ where: [{ column: 'parentId', op: 'eq', value: id }] });
  const nested = await Promise.all(items.map((child) => descendants(files, child.id)));
  return items.flatMap((child, index) => [child, ...(nested[index] ?? [])]);
}

/** Where a file's bytes are: the key a migrated file kept, or the workspace's key for it. */
async function blobKeyOf(blobKeys: OwnedTable<FileBlob>, id: string): Promise<string> {
  return (await blobKeys.get(id))?.key ?? blobKey(WORKSPACE_OWNER, id);
}

/** Records that a file was opened now. */
async function viewed(views: OwnedTable<FileView>, id: string, at: string) {
  if (!(await views.update(id, { viewedAt: at }))) await views.insert({ id, viewedAt: at });
}

export const filesRoutes: AnyRoute[] = [
  listRoute<{ view: 'folder' | 'recent' | 'bin'; folder: string | null }>({
    path: routePath(FILES_API.list),
    list: {
      sorts: {
        ...columnSorts('name', 'modifiedAt', 'size'),
        // By extension (folders: none), then name: see `type` below.
        type: [asc('type'), asc('name')],
      },
      // Oldest first, then by id: the order files were added in (and sorts' tie-breaker).
      defaultOrder: [asc('createdAt'), asc('id')],
      search: ['name'],
      defaultPageSize: 100,
      maxPageSize: 200,
      filters: {
        view: (raw) =>
          raw === undefined || raw === 'folder' || raw === 'recent' || raw === 'bin'
            ? { value: raw ?? 'folder' }
            : { error: 'view must be one of folder, recent, bin' },
        folder: (raw) => ({ value: raw || null }),
      },
    },
    response: fileListingSchema,
    async handle({ workspace, query }): Promise<FileListing> {
      const files = workspace(filesTable);
      const { view, folder } = query.filters;
      let path: FolderCrumb[] = [];
      let page: { items: FileEntry[]; total: number; nextCursor: string | null };
      const sortsByType = query.sort.replace(/^-/, '') === 'type';
      if (view === 'recent' || sortsByType) {
        // A few rows (Recent) or a sort by a value that is not a column (the extension):
        // the candidates are listed and paged here, with the same list rules.
        let rows: FileEntry[];
        if (view === 'recent') {
          const views = (
            await workspace(fileViewsTable).list({
              orderBy: [desc('viewedAt')],
            })
          ).items;
          const live = await files.list({
            where: [
              { column: 'id', op: 'in', values: views.map((v) => v.id) },
              { column: 'kind', op: 'eq', value: 'file' },
              { column: 'trashed', op: 'eq', value: false },
            ],
          });
          const byId = new Map(live.items.map((e) => [e.id, e]));
          rows = views.flatMap((v) => byId.get(v.id) ?? []).slice(0, RECENT);
        } else {
          if (view === 'folder') {
            const found = await pathTo(files, folder);
            if (!found) throw notFound('No folder with this id');
            path = found;
          }
          rows = (await files.list({ where: whereFor(view, folder) })).items;
        }
        const typed = rows.map((e) => ({
          ...e,
          type: e.kind === 'folder' ? '' : extensionOf(e.name),
        }));
        // Recent without a sort: most recently opened first.
        const orderBy = view === 'recent' && !query.sort ? [] : query.query.orderBy;
        const found = queryRows(typed, { ...query.query, orderBy });
        // The cursor from the rows as ordered here (`type` included); Recent without a sort
        // is in the order files were opened, which no cursor names: its pages go by number.
        const answer = pageAnswer(query, found);
        page = {
          items: answer.items.map(({ type: _type, ...entry }) => entry),
          total: answer.total,
          nextCursor: orderBy.length ? answer.nextCursor : null,
        };
      } else {
        if (view === 'folder') {
          const found = await pathTo(files, folder);
          if (!found) throw notFound('No folder with this id');
          path = found;
        }
        page = pageAnswer(
          query,
          await files.list({ ...query.query, where: whereFor(view, folder) }),
        );
      }
      // Folders first, whatever the sort (within the page; `nextCursor` was made before).
      page.items.sort((a, b) => Number(b.kind === 'folder') - Number(a.kind === 'folder'));
      return { ...page, path, usage: { used: await usedBytes(files), quota: QUOTA } };
    },
  }),
  multipartRoute({
    method: 'post',
    path: routePath(FILES_API.list),
    response: fileEntrySchema,
    upload: {
      fields: ['file'],
      maxFiles: 1,
      fileBytes: MAX_UPLOAD_BYTES,
      tooLarge: () =>
        new ApiProblem(413, {
          message: FILE_MESSAGES.tooLarge,
          fields: { file: FILE_MESSAGES.tooLarge },
        }),
      check: ({ name }) =>
        checkUpload(name || 'file', 0) === 'typeNotAllowed'
          ? invalid({ file: FILE_MESSAGES.typeNotAllowed })
          : null,
      key: (_caller, blobId) => blobKey(WORKSPACE_OWNER, uploadedId(blobId)),
      // A full workspace is refused before a byte is read (the check that counts is the one
      // under the lock below: this one only saves streaming a file that cannot fit).
      before: async ({ workspace }) => {
        if ((await usedBytes(workspace(filesTable))) >= QUOTA) throw quotaProblem();
      },
    },
    async handle({ workspace, body: form, store, caller, now }) {
      if (!form) throw invalid({ file: 'Send the file as multipart/form-data' });
      const file = form.files.find((part) => part.field === 'file');
      if (!file) throw invalid({ file: 'No file was sent' });
      const name = file.name || 'file';
      const problem = checkUpload(name, file.size);
      if (problem === 'tooLarge') {
        throw new ApiProblem(413, {
          message: FILE_MESSAGES.tooLarge,
          fields: { file: FILE_MESSAGES.tooLarge },
        });
      }
      if (problem) throw invalid({ file: FILE_MESSAGES[problem] });
      const folderId = formField(form, 'folderId') || null;
      const files = workspace(filesTable);
      // The quota, atomically: uploads to the workspace take this lock in turn, so two that
      // each fit alone cannot both pass (SQL: an advisory lock until commit; the demo runs
      // one request at a time). Their bytes are stored already and deleted if refused.
      await store.lock?.(`files-quota:${WORKSPACE_OWNER}`);
      if ((await usedBytes(files)) + file.size > QUOTA) throw quotaProblem();
      if (!(await pathTo(files, folderId))) throw notFound('No folder with this id');
      // A second file with the same name gets " (2)", as desktop file managers do.
      const siblings = await siblingsOf(files, folderId);
      let finalName = name;
      for (let n = 2; checkName(finalName, siblings) === 'nameTaken'; n += 1) {
        const dot = name.lastIndexOf('.');
        finalName = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
      }
      const at = new Date(now).toISOString();
      const entry: FileEntry = {
        id: uploadedId(file.blobId),
        kind: 'file',
        name: finalName,
        parentId: folderId,
        size: file.size,
        mimeType: file.type || 'application/octet-stream',
        modifiedAt: at,
        trashed: false,
        ...createdBy(caller, now),
      };
      await files.insert(entry);
      await viewed(workspace(fileViewsTable), entry.id, at);
      return entry;
    },
  }),
  defineRoute({
    method: 'get',
    path: routePath(FILES_API.content, 'id'),
    file: true,
    async handle({ workspace, params, blobs, now, range }) {
      const entry = await workspace(filesTable).get(params.id ?? '');
      if (!entry || entry.kind !== 'file') throw notFound('No file with this id');
      await viewed(workspace(fileViewsTable), entry.id, new Date(now).toISOString());
      const stored = await blobs.get(await blobKeyOf(workspace(fileBlobsTable), entry.id), range);
      if (stored) return new FileAnswer(stored);
      // The seed's files never had bytes: a short text stands in for them. Any other file
      // without its bytes is an answer of its own, never someone else's or made-up content.
      if (!entry.id.startsWith(SEEDED_PREFIX)) throw notFound(FILE_MESSAGES.missing);
      const text = new TextEncoder().encode(`Demo file: ${entry.name}\n`);
      return new FileAnswer(bytesRead(text, entry.mimeType || 'text/plain', range));
    },
  }),
  defineRoute({
    method: 'patch',
    path: routePath(FILES_API.item, 'id'),
    body: patchFileBody,
    response: fileEntrySchema,
    async handle({ workspace, params, body, now, caller }) {
      const files = workspace(filesTable);
      const entry = await files.find(params.id ?? '', 'No file or folder with this id');
      checkMayChange(caller, 'file', entry);
      const change: Partial<FileEntry> = {};
      if (body.name !== undefined) {
        const problem = checkName(body.name, await siblingsOf(files, entry.parentId, entry.id));
        if (problem) throw invalid({ name: FILE_MESSAGES[problem] });
        change.name = body.name.trim();
      }
      if (body.trashed !== undefined) {
        if (!body.trashed && entry.trashed) {
          // Restore: back where it was, or Home when that folder is gone; renamed if taken.
          let parentId = entry.parentId;
          if (parentId && !(await pathTo(files, parentId))) parentId = null;
          const siblings = await siblingsOf(files, parentId, entry.id);
          const base = change.name ?? entry.name;
          let name = base;
          for (let n = 2; checkName(name, siblings) === 'nameTaken'; n += 1)
            name = `${base} (${n})`;
          Object.assign(change, { parentId, name });
        }
        change.trashed = body.trashed;
      }
      change.modifiedAt = new Date(now).toISOString();
      return files.update(entry.id, { ...change, ...changedBy(caller, now) });
    },
  }),
  defineRoute({
    method: 'delete',
    path: routePath(FILES_API.item, 'id'),
    status: 204,
    async handle({ workspace, params, blobs, caller }) {
      const files = workspace(filesTable);
      const views = workspace(fileViewsTable);
      const blobKeys = workspace(fileBlobsTable);
      const entry = await files.find(params.id ?? '', 'No file or folder with this id');
      checkMayChange(caller, 'file', entry);
      const inside = await descendants(files, entry.id);
      // A folder goes with everything in it: only when the caller may delete all of it.
      if (inside.some((item) => !mayChange(caller, item))) throw notYours('folder');
      for (const item of [entry, ...inside]) {
        if (item.kind === 'file') await blobs.delete(await blobKeyOf(blobKeys, item.id));
        await files.remove(item.id);
        await views.remove(item.id);
        await blobKeys.remove(item.id);
      }
      return undefined;
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(FILES_API.folders),
    body: newFolderBody,
    response: fileEntrySchema,
    async handle({ workspace, body, now, caller }) {
      const files = workspace(filesTable);
      const parentId = body.parentId || null;
      if (!(await pathTo(files, parentId))) throw notFound('No folder with this id');
      const problem = checkName(body.name, await siblingsOf(files, parentId));
      if (problem) throw invalid({ name: FILE_MESSAGES[problem] });
      const at = new Date(now).toISOString();
      return files.insert({
        id: await files.newId('d'),
        kind: 'folder',
        name: body.name.trim(),
        parentId,
        size: 0,
        mimeType: '',
        modifiedAt: at,
        trashed: false,
        ...createdBy(caller, now),
      });
    },
  }),
];

function whereFor(view: 'folder' | 'bin', folder: string | null) {
  return view === 'bin'
    ? [{ column: 'trashed', op: 'eq' as const, value: true }]
    : [
        { column: 'parentId', op: 'eq' as const, value: folder },
        { column: 'trashed', op: 'eq' as const, value: false },
      ];
}
