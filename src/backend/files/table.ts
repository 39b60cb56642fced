import type { FileEntry } from '@/contract/files';
import { defineArea, defineTable } from '../store';
import { seedFiles } from './seed';

/** Folders and files: one row each, `parentId` null at Home; the bin is `trashed`. */
export const filesTable = defineTable<FileEntry>({
  name: 'files',
  area: 'files',
  columns: {
    id: 'text',
    kind: 'text',
    name: 'text',
    parentId: 'text?',
    size: 'number',
    mimeType: 'text',
    createdAt: 'timestamp',
    modifiedAt: 'timestamp',
    trashed: 'boolean',
    createdBy: 'text?',
    updatedBy: 'text?',
    updatedAt: 'timestamp',
  },
  indexes: [['parentId', 'trashed'], ['trashed']],
  searchable: ['name'],
});

/** When each file was last opened (downloaded or uploaded): the Recent view. */
export interface FileView {
  /** The file's id. */
  id: string;
  viewedAt: string;
}

export const fileViewsTable = defineTable<FileView>({
  name: 'file_views',
  area: 'files',
  columns: { id: 'text', viewedAt: 'timestamp' },
  indexes: [['viewedAt']],
});

/**
 * Where a file's bytes are when not under the workspace's key for it (`*workspace:<id>`):
 * the key its bytes were stored under before the workspace (`<uid>:<id>`; migration 0013
 * and the demo's saved-data migration write these rows, as blobs are never moved).
 */
export interface FileBlob {
  /** The file's id. */
  id: string;
  key: string;
}

export const fileBlobsTable = defineTable<FileBlob>({
  name: 'file_blobs',
  area: 'files',
  columns: { id: 'text', key: 'text' },
  indexes: [],
});

/** Five folders under Home and nine files; the first four files recently opened. */
export const filesArea = defineArea({
  name: 'files',
  tables: [filesTable, fileViewsTable, fileBlobsTable],
  seed: (_owner, now) => {
    const files = seedFiles(now);
    return {
      files,
      file_blobs: [],
      file_views: files
        .filter((e) => e.kind === 'file')
        .slice(0, 4)
        .map((e) => ({ id: e.id, viewedAt: e.modifiedAt })),
    };
  },
});
