import { demoDataReset } from '@/features/events';
import { post, resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import { FILES_API, type FileEntry, type FileListing } from '@/contract/files';
import type { FilesLocation, FilesState } from './filesSlice';

/** The entries where the manager stands, by id, in the order the API answered (its sort). */
export const filesAdapter = createEntityAdapter<FileEntry>();
const { selectAll } = filesAdapter.getSelectors();

const api = {
  ...resource<FileEntry, { name: string; trashed: boolean }, FileListing>(FILES_API),
  createFolder: (folder: { name: string; parentId: string | null }) =>
    post<FileEntry>(FILES_API.folders, folder),
};

/** A 404 on a write: the entry was removed meanwhile (another tab, a reset). */
export const GONE = 'files.errors.gone';

/** `listFiles.searched(q)`: each keystroke; the listing is read once typing pauses. */
/** The file manager follows what others change (live updates). */
export const filesLive = refetchOnLive('files');

export const listFiles = defineRequest('files/list', {
  read: (state: FilesState) => state.request,
  requested: (state, asked?: Partial<FilesLocation>) => void Object.assign(state.location, asked),
  search: (state, q) => void (state.location.q = q),
  call: (_, { location: { view, folderId, q, sort } }) =>
    api.list({ view, folder: folderId ?? undefined, q: q || undefined, sort }),
  loaded: (state, { items, path, usage }) => {
    filesAdapter.setAll(state.items, items);
    Object.assign(state, { path, usage });
  },
  notFound: (state) => filesAdapter.removeAll(state.items),
  also: [demoDataReset, filesLive.refreshed],
});

/** A rename or a new folder: a refusal is shown beside the name field of its dialog. */
const naming = { write: (state: FilesState) => state.nameWrite, notFoundKey: GONE };

export const renameEntry = defineRequest('files/rename', {
  ...naming,
  call: ({ id, name }: { id: string; name: string }) => api.update(id, { name }),
  succeeded: (state, entry) =>
    filesAdapter.updateOne(state.items, { id: entry.id, changes: entry }),
});

export const createFolder = defineRequest('files/createFolder', {
  ...naming,
  call: (folder: { name: string; parentId: string | null }) => api.createFolder(folder),
  succeeded: (state, folder) => {
    const { view, folderId } = state.location;
    if (view === 'folder' && folderId === folder.parentId)
      filesAdapter.setAll(state.items, [folder, ...selectAll(state.items)]);
  },
});

/**
 * Bin, restore, delete forever: the entry leaves the view at once, back with a toast that names
 * it if refused; once done the listing is read again (the storage used, the server's order).
 * A 404 means it went already, which is what was asked.
 */
const removal = {
  write: (state: FilesState) => state.entryWrite,
  undo: 'items' as const,
  gone: true,
  announce: () => listFiles.requested(),
};
type Named = { id: string; name: string };

/** `trashed`: to the Bin (true) or back from it (false). */
export const trashEntry = defineRequest('files/trash', {
  ...removal,
  call: ({ id, trashed }: Named & { trashed: boolean }) => api.update(id, { trashed }),
  optimistic: (state, { id }) => filesAdapter.removeOne(state.items, id),
  notify: ({ trashed, name }) => ({
    title: trashed ? 'files.errors.binFailed' : 'files.errors.restoreFailed',
    params: { name },
  }),
});

export const deleteEntry = defineRequest('files/delete', {
  ...removal,
  call: ({ id }: Named) => api.remove(id),
  optimistic: (state, { id }) => filesAdapter.removeOne(state.items, id),
  notify: ({ name }) => ({ title: 'files.errors.deleteFailed', params: { name } }),
});

export const filesRequests = [
  listFiles,
  renameEntry,
  createFolder,
  trashEntry,
  deleteEntry,
  filesLive,
];
