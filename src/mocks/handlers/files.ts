/**
 * The files API in the demo backend: the routes of src/backend/files on the browser
 * collection `shreyu_demo_files` (version 1: `{ entries, nextId, viewed: { id: time } }` per
 * user) and the bytes in IndexedDB (src/mocks/blobStore.ts).
 */
import type { FileEntry } from '@/contract/files';
import { filesArea, filesRoutes, type FileView } from '@/backend/files/routes';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db/collections';

interface FilesData {
  entries: FileEntry[];
  nextId: number;
  /** Last opened (downloaded or uploaded) per file id: the Recent view. */
  viewed: Record<string, string>;
}

export const filesCollection = defineUserCollection<FilesData>({
  name: 'files',
  version: 1,
  seed: ({ uid, now }) => {
    const seed = filesArea.seed(uid, now);
    return {
      entries: seed.files as FileEntry[],
      nextId: 100,
      viewed: Object.fromEntries((seed.file_views as FileView[]).map((v) => [v.id, v.viewedAt])),
    };
  },
  isValid: hasFields<FilesData>({ entries: 'array' }),
});

bindArea(filesArea, filesCollection, {
  rows: (entry, table) => {
    if (table.name !== 'file_views') return entry.entries;
    // The views stay a map in the saved data: rows are a copy, written back after a change.
    entry.viewed ??= {};
    const rows: FileView[] = Object.entries(entry.viewed).map(([id, viewedAt]) => ({
      id,
      viewedAt,
    }));
    return {
      rows,
      written: () => {
        entry.viewed = Object.fromEntries(rows.map((v) => [v.id, v.viewedAt]));
      },
    };
  },
});

export const filesEndpoints: ApiEndpoint[] = routeEndpoints(filesRoutes);
