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

/** Five folders under Home and nine files; the first four files recently opened. */
export const filesArea = defineArea({
  name: 'files',
  tables: [filesTable, fileViewsTable],
  seed: (_owner, now) => {
    const files = seedFiles(now);
    return {
      files,
      file_views: files
        .filter((e) => e.kind === 'file')
        .slice(0, 4)
        .map((e) => ({ id: e.id, viewedAt: e.modifiedAt })),
    };
  },
});
