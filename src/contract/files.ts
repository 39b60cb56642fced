/**
 * The file manager's part of the API: paths, the request and answer schemas, the types
 * inferred from them and the upload rules (docs/api/files.md is the table).
 */
import * as z from 'zod/mini';
import { authorshipShape } from './common';

export const FILES_API = {
  /** GET ?view&folder&q&sort&page|cursor&pageSize → FileListing; POST multipart { file, folderId } → FileEntry */
  list: 'api/files',
  /** PATCH { name?, trashed? } → FileEntry (404, 422); DELETE → 204 (404) */
  item: (id: string) => `api/files/${encodeURIComponent(id)}`,
  /** GET → the bytes as uploaded (404) */
  content: (id: string) => `api/files/${encodeURIComponent(id)}/content`,
  /** POST { name, parentId } → FileEntry (422) */
  folders: 'api/files/folders',
} as const;

export const FILE_VIEWS = ['folder', 'recent', 'bin'] as const;
export type FileView = (typeof FILE_VIEWS)[number];
export const FILE_SORTS = ['name', '-modifiedAt', 'size', '-size', 'type'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const fileEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['folder', 'file']),
  name: z.string(),
  /** null: the root (Home) */
  parentId: z.nullable(z.string()),
  size: z.number(),
  mimeType: z.string(),
  modifiedAt: z.string(),
  trashed: z.boolean(),
  ...authorshipShape,
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const folderCrumbSchema = z.object({ id: z.nullable(z.string()), name: z.string() });
export type FolderCrumb = z.infer<typeof folderCrumbSchema>;

export const storageUsageSchema = z.object({ used: z.number(), quota: z.number() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const fileListingSchema = z.object({
  items: z.array(fileEntrySchema),
  total: z.number(),
  /** The `cursor` of the next page (keyset paging beside page numbers); null after the last. */
  nextCursor: z.optional(z.nullable(z.string())),
  /** From Home to the folder shown (folder view only). */
  path: z.array(folderCrumbSchema),
  usage: storageUsageSchema,
});
export type FileListing = z.infer<typeof fileListingSchema>;

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'pdf',
  'txt',
  'md',
  'csv',
  'json',
  'zip',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'mp3',
  'wav',
  'mp4',
  'mov',
] as const;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Why an upload is refused before it is sent (the server checks the same). */
export function checkUpload(name: string, size: number): 'tooLarge' | 'typeNotAllowed' | null {
  if (size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(name)))
    return 'typeNotAllowed';
  return null;
}

/** The longest name of a file or folder (what file systems allow; names are indexed). */
export const NAME_MAX = 255;

/** Why a new name is refused: the same rule in the form and the handler. */
export function checkName(
  name: string,
  siblings: readonly string[],
): 'nameRequired' | 'nameTooLong' | 'nameSlash' | 'nameTaken' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > NAME_MAX) return 'nameTooLong';
  if (trimmed.includes('/')) return 'nameSlash';
  if (siblings.some((s) => s.toLowerCase() === trimmed.toLowerCase())) return 'nameTaken';
  return null;
}

// ---- what the routes accept (the name rules answer 422 in the routes) ------------------

/** PATCH api/files/:id: rename, bin or restore. */
export const patchFileBody = z.object({
  // Anything but a string is an empty (refused) name.
  name: z.optional(z.catch(z.string(), '')),
  trashed: z.optional(z.boolean({ error: 'trashed is true or false' })),
});

/** POST api/files/folders */
export const newFolderBody = z.object({
  name: z.catch(z.string(), ''),
  parentId: z.catch(z.nullable(z.string()), null),
});
