import { HttpResponse } from 'msw';
import {
  checkName,
  checkUpload,
  extensionOf,
  MAX_UPLOAD_BYTES,
  type FileEntry,
  type FileListing,
  type FolderCrumb,
} from '@/features/files/api';
import {
  apiEndpoint,
  type ApiEndpoint,
  invalid,
  notFound,
  paginate,
  readJson,
} from '../api/server';
import { deleteBlob, getBlob, putBlob } from '../blobStore';
import { defineUserCollection, withUserData } from '../db/collections';
import { seedFiles } from '../fixtures/files';

interface FilesData {
  entries: FileEntry[];
  nextId: number;
  /** Last opened (downloaded or uploaded) per file id: the Recent view. */
  viewed: Record<string, string>;
}

export const filesCollection = defineUserCollection<FilesData>({
  name: 'files',
  version: 1,
  seed: ({ now }) => {
    const entries = seedFiles(now);
    return {
      entries,
      nextId: 100,
      viewed: Object.fromEntries(
        entries
          .filter((e) => e.kind === 'file')
          .slice(0, 4)
          .map((e) => [e.id, e.modifiedAt]),
      ),
    };
  },
  isValid: (entry): entry is FilesData =>
    typeof entry === 'object' && entry !== null && Array.isArray((entry as FilesData).entries),
});

const ADMIN = { roles: ['Admin'] as const };
const QUOTA = 1024 * 1024 * 1024;
const blobKey = (uid: string, id: string) => `${uid}:${id}`;

const WORDS = {
  nameRequired: 'A name is required',
  nameSlash: 'A name cannot contain "/"',
  nameTaken: 'This folder already has an item with that name',
  tooLarge: `A file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  typeNotAllowed: 'This type of file is not accepted',
};

function pathTo(entries: FileEntry[], folderId: string | null): FolderCrumb[] | null {
  const path: FolderCrumb[] = [];
  let id = folderId;
  while (id !== null) {
    const folder = entries.find((e) => e.id === id && e.kind === 'folder' && !e.trashed);
    if (!folder) return null;
    path.unshift({ id: folder.id, name: folder.name });
    id = folder.parentId;
  }
  return [{ id: null, name: 'Home' }, ...path];
}

const siblingsOf = (entries: FileEntry[], parentId: string | null, except?: string) =>
  entries
    .filter((e) => e.parentId === parentId && !e.trashed && e.id !== except)
    .map((e) => e.name);

/** Everything inside a folder (deep), for "delete forever". */
function descendants(entries: FileEntry[], id: string): FileEntry[] {
  const children = entries.filter((e) => e.parentId === id);
  return children.flatMap((child) => [child, ...descendants(entries, child.id)]);
}

const typeOf = (e: FileEntry) => (e.kind === 'folder' ? '' : extensionOf(e.name));

export const filesEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    'files',
    ({ caller, url }) =>
      withUserData(filesCollection, caller.uid, (data): FileListing | Response => {
        const view = url.searchParams.get('view') ?? 'folder';
        const folder = url.searchParams.get('folder') || null;
        let all: FileEntry[];
        let path: FolderCrumb[] = [];
        if (view === 'bin') all = data.entries.filter((e) => e.trashed);
        else if (view === 'recent') {
          all = data.entries
            .filter((e) => e.kind === 'file' && !e.trashed && data.viewed[e.id])
            .sort((a, b) => (data.viewed[b.id] ?? '').localeCompare(data.viewed[a.id] ?? ''))
            .slice(0, 20);
        } else if (view === 'folder') {
          const found = pathTo(data.entries, folder);
          if (!found) return notFound('No folder with this id');
          path = found;
          all = data.entries.filter((e) => e.parentId === folder && !e.trashed);
        } else return invalid({ view: 'view must be one of folder, recent, bin' });
        const page = paginate(all, url, {
          matches: (e, q) => e.name.toLowerCase().includes(q),
          sorters: {
            name: (a, b) => a.name.localeCompare(b.name),
            modifiedAt: (a, b) => a.modifiedAt.localeCompare(b.modifiedAt),
            size: (a, b) => a.size - b.size,
            type: (a, b) => typeOf(a).localeCompare(typeOf(b)) || a.name.localeCompare(b.name),
          },
          defaultPageSize: 100,
          maxPageSize: 200,
        });
        if (page instanceof Response) return page;
        // Folders first, whatever the sort.
        page.items.sort((a, b) => Number(b.kind === 'folder') - Number(a.kind === 'folder'));
        const used = data.entries.reduce((sum, e) => sum + e.size, 0);
        return { ...page, path, usage: { used, quota: QUOTA } };
      }),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'files',
    async ({ caller, request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return invalid({ file: 'Send the file as multipart/form-data' });
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) return invalid({ file: 'No file was sent' });
      const name = file instanceof File ? file.name : 'file';
      const problem = checkUpload(name, file.size);
      if (problem === 'tooLarge')
        return HttpResponse.json(
          { message: WORDS.tooLarge, fields: { file: WORDS.tooLarge } },
          { status: 413 },
        );
      if (problem) return invalid({ file: WORDS[problem] });
      const folderValue = form.get('folderId');
      const folderId = typeof folderValue === 'string' && folderValue ? folderValue : null;
      const bytes = await file.arrayBuffer();
      return withUserData(filesCollection, caller.uid, async (data) => {
        if (!pathTo(data.entries, folderId)) return notFound('No folder with this id');
        // A second file with the same name gets " (2)", as desktop file managers do.
        const siblings = siblingsOf(data.entries, folderId);
        let finalName = name;
        for (let n = 2; checkName(finalName, siblings) === 'nameTaken'; n += 1) {
          const dot = name.lastIndexOf('.');
          finalName = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
        }
        const now = new Date().toISOString();
        const entry: FileEntry = {
          id: `u${data.nextId++}`,
          kind: 'file',
          name: finalName,
          parentId: folderId,
          size: file.size,
          mimeType: file.type || 'application/octet-stream',
          createdAt: now,
          modifiedAt: now,
          trashed: false,
        };
        await putBlob(blobKey(caller.uid, entry.id), { type: entry.mimeType, bytes });
        data.entries.push(entry);
        data.viewed[entry.id] = now;
        return entry;
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'get',
    'files/:id/content',
    ({ caller, params }) =>
      withUserData(filesCollection, caller.uid, async (data) => {
        const entry = data.entries.find((e) => e.id === params.id && e.kind === 'file');
        if (!entry) return notFound('No file with this id');
        data.viewed[entry.id] = new Date().toISOString();
        const stored = await getBlob(blobKey(caller.uid, entry.id));
        // Seeded files have no bytes of their own: a short text stands in for them.
        const body = stored?.bytes ?? new TextEncoder().encode(`Demo file: ${entry.name}\n`).buffer;
        return new HttpResponse(body, {
          headers: { 'Content-Type': stored?.type ?? entry.mimeType ?? 'application/octet-stream' },
        });
      }),
    ADMIN,
  ),
  apiEndpoint(
    'patch',
    'files/:id',
    async ({ caller, request, params }) => {
      const body = ((await readJson(request)) ?? {}) as { name?: unknown; trashed?: unknown };
      return withUserData(filesCollection, caller.uid, (data) => {
        const entry = data.entries.find((e) => e.id === params.id);
        if (!entry) return notFound('No file or folder with this id');
        if ('name' in body) {
          const name = typeof body.name === 'string' ? body.name : '';
          const problem = checkName(name, siblingsOf(data.entries, entry.parentId, entry.id));
          if (problem) return invalid({ name: WORDS[problem] });
          entry.name = name.trim();
        }
        if ('trashed' in body) {
          if (typeof body.trashed !== 'boolean')
            return invalid({ trashed: 'trashed is true or false' });
          if (!body.trashed && entry.trashed) {
            // Restore: back where it was, or Home when that folder is gone; renamed if taken.
            if (entry.parentId && !pathTo(data.entries, entry.parentId)) entry.parentId = null;
            const siblings = siblingsOf(data.entries, entry.parentId, entry.id);
            const base = entry.name;
            for (let n = 2; checkName(entry.name, siblings) === 'nameTaken'; n += 1)
              entry.name = `${base} (${n})`;
          }
          entry.trashed = body.trashed;
        }
        entry.modifiedAt = new Date().toISOString();
        return entry;
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'delete',
    'files/:id',
    ({ caller, params }) =>
      withUserData(filesCollection, caller.uid, async (data) => {
        const entry = data.entries.find((e) => e.id === params.id);
        if (!entry) return notFound('No file or folder with this id');
        const gone = [entry, ...descendants(data.entries, entry.id)];
        data.entries = data.entries.filter((e) => !gone.includes(e));
        for (const item of gone) {
          delete data.viewed[item.id];
          if (item.kind === 'file') await deleteBlob(blobKey(caller.uid, item.id));
        }
        return undefined;
      }),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'files/folders',
    async ({ caller, request }) => {
      const body = ((await readJson(request)) ?? {}) as { name?: unknown; parentId?: unknown };
      const parentId = typeof body.parentId === 'string' && body.parentId ? body.parentId : null;
      const name = typeof body.name === 'string' ? body.name : '';
      return withUserData(filesCollection, caller.uid, (data) => {
        if (!pathTo(data.entries, parentId)) return notFound('No folder with this id');
        const problem = checkName(name, siblingsOf(data.entries, parentId));
        if (problem) return invalid({ name: WORDS[problem] });
        const now = new Date().toISOString();
        const folder: FileEntry = {
          id: `d${data.nextId++}`,
          kind: 'folder',
          name: name.trim(),
          parentId,
          size: 0,
          mimeType: '',
          createdAt: now,
          modifiedAt: now,
          trashed: false,
        };
        data.entries.push(folder);
        return folder;
      });
    },
    ADMIN,
  ),
];
